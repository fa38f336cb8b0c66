import ArgumentParser
import Foundation

/// `quipu checkout`: the guitar shop's orders priced.
struct CheckoutCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Price the Luthier shop's guitar orders in each customer's currency.",
        discussion: """
        Prices every order of an orders file from the catalog: the base price, the four parts chosen and shipping, each converted from the catalog's currency at the order date's exchange rate and rounded to the order currency's minor unit; an order's total is the sum of its displayed lines. Writes OUT/checkout.html, .xml and .csv (formats: html, xml, csv) and prints their paths. An unknown or unavailable choice is an error naming the order, the field and the valid choices.

        Examples:
          quipu checkout --orders orders.json --rates eurofxref-hist.xml
          quipu checkout --orders orders.json --catalog shop.json --format csv

        """
    )

    @Option(help: ArgumentHelp("The orders: a JSON array of {id, date, guitar: {shape, color, body, fretboard}, shipping, currency}.", valueName: "file"))
    var orders: String

    @Option(help: ArgumentHelp("The catalog (JSON). Default: luthier.json beside the orders file.", valueName: "file"))
    var catalog: String?

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Exchange-rate files: the ECB's XML or JSON {base, date, rates}. Default: quipu.yml's rates.", valueName: "file"))
    var rates: [String] = []

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<CheckoutKind>

    var request: CheckoutRequest {
        CheckoutRequest(ordersPath: orders, catalogPath: catalog, ratesPaths: rates.isEmpty ? nil : rates, options: flags.options)
    }
}
