import Foundation
import QuipuCore

/// One exchange-rate lookup as `quipu rates` asks for it, in the command line's words.
package struct RateLookupRequest: Sendable {
    package var from: String
    package var to: String
    package var date: String
    package var amount: String
    package var fallback: String?
    package var roundingMode: String
    package var ratesPaths: [String]
    /// The fallback when none is given (the workspace's `rateFallback`).
    package var defaultFallback: RateFallback

    package init(from: String, to: String, date: String, amount: String, fallback: String?, roundingMode: String, ratesPaths: [String],
                 defaultFallback: RateFallback) {
        self.from = from
        self.to = to
        self.date = date
        self.amount = amount
        self.fallback = fallback
        self.roundingMode = roundingMode
        self.ratesPaths = ratesPaths
        self.defaultFallback = defaultFallback
    }

    /// Checks every word; each mistake is a usage error.
    package func resolve() throws(QuipuError) -> RateLookup {
        func usage(_ message: String) -> QuipuError { QuipuError(.usage, message) }
        let from: Currency, to: Currency, amount: Money
        do { from = try Currency(code: self.from) } catch { throw usage("--from: \(error)") }
        do { to = try Currency(code: self.to) } catch { throw usage("--to: \(error)") }
        do { amount = try Money(parsing: self.amount, from) } catch { throw usage("--amount: \(error)") }
        guard let day = LocalDate.parse(date[...]) else { throw usage("invalid date \"\(date)\"; expected a date such as 2017-02-24") }
        guard !ratesPaths.isEmpty || from == to else { throw usage("no rates files; expected --rates FILE or `rates:` in quipu.yml") }
        let fallback = try self.fallback.map { text throws(QuipuError) in try SharedOptionValue.choice(text, name: "fallback") } ?? defaultFallback
        let mode: RoundingMode = try SharedOptionValue.choice(roundingMode, name: "rounding mode")
        return RateLookup(from: from, to: to, date: day, amount: amount, fallback: fallback, roundingMode: mode, ratesPaths: ratesPaths)
    }
}

/// A checked exchange-rate lookup: reads the rates files, then converts.
package struct RateLookup: Sendable {
    package let from: Currency
    package let to: Currency
    package let date: LocalDate
    package let amount: Money
    package let fallback: RateFallback
    package let roundingMode: RoundingMode
    package let ratesPaths: [String]

    /// `100 USD = 11221 JPY (1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR)`.
    package func run() throws(QuipuError) -> String {
        let rates = try RatesLoader.load(paths: ratesPaths)
        do {
            let rate = try rates.rate(from: from, to: to, on: date, fallback: fallback)
            let converted = try rate.convert(amount).rounded(roundingMode)
            return "\(amount) = \(converted) (\(rate))"
        } catch let error as RateLookupError {
            throw QuipuError(.dataError, "\(ratesPaths.joined(separator: ", ")): \(error)")
        } catch {
            throw QuipuError(.dataError, "\(error)")
        }
    }
}
