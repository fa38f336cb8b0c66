import ArgumentParser
import Foundation
import QuipuCore
import QuipuFormats

struct RatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rates",
        abstract: "Look up an exchange rate and convert an amount with it.",
        discussion: """
        Prints one line: the amount converted and rounded to the target currency's minor unit, then the rate at full precision (cut to 4 decimals with … when longer), the publication date used and the currency the cross rate went through. A date without a publication (a weekend) takes the latest one before it, or the first after it with --fallback next; more than 7 days away is an error.

        Example:
          quipu rates --rates ecb.xml --from USD --to JPY --date 2017-02-25 --amount 100
          100 USD = 11221 JPY (1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR)

        """
    )

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Exchange-rate files: the ECB's XML or JSON {base, date, rates}. Default: quipu.yml's rates.", valueName: "file"))
    var rates: [String] = []

    @Option(help: ArgumentHelp("The currency converted from (ISO 4217).", valueName: "code"))
    var from: String

    @Option(help: ArgumentHelp("The currency converted to (ISO 4217).", valueName: "code"))
    var to: String

    @Option(help: ArgumentHelp("The day whose rate is used, such as 2017-02-24.", valueName: "date"))
    var date: String

    @Option(help: ArgumentHelp("The amount to convert, such as 100 or 95.10.", valueName: "amount"))
    var amount = "1"

    @Option(help: ArgumentHelp("Which publication prices a day without one: previous or next. Default: quipu.yml's rateFallback, else previous.",
                               valueName: "direction"))
    var fallback: String?

    @Option(help: ArgumentHelp("How the converted amount is rounded: half-up or half-even.", valueName: "mode"))
    var roundingMode = "half-up"

    @Option(help: ArgumentHelp("The workspace config to take rates from. Default: ./quipu.yml, if there is one.", valueName: "file"))
    var config: String?

    func run() throws {
        try reportingErrors(help: "quipu rates") { () throws(QuipuError) in
            let workspace: QuipuConfig? = if let config { try QuipuConfig.load(path: config) }
                else if FileManager.default.fileExists(atPath: "quipu.yml") { try QuipuConfig.load(path: "quipu.yml") } else { nil }
            let lookup = try RateLookupRequest(
                from: from, to: to, date: date, amount: amount, fallback: fallback, roundingMode: roundingMode,
                ratesPaths: rates.isEmpty ? workspace?.ratesPaths ?? [] : rates,
                defaultFallback: workspace?.rateFallback ?? .previous).resolve()
            print(try lookup.run())
        }
    }
}
