import Foundation

/// One day's published exchange rates: how much of each currency one unit of `base` buys
/// (the ECB publishes 1 EUR = 1.0705 USD as `USD 1.0705` with base EUR).
public struct RatePublication: Hashable, Sendable {
    public let date: LocalDate
    public let base: Currency
    /// Units of each currency per one unit of `base`; every rate is positive.
    public let rates: [Currency: Decimal]
    /// Who published the rates, as reports print it: `ECB`, or a file's name.
    public let source: String

    public init(date: LocalDate, base: Currency, rates: [Currency: Decimal], source: String) {
        self.date = date
        self.base = base
        self.rates = rates
        self.source = source
    }

    /// Units of `currency` per one unit of the base: 1 for the base itself, `nil` when not published.
    public func unitsPerBase(of currency: Currency) -> Decimal? {
        currency == base ? 1 : rates[currency]
    }
}

/// Which publication prices a date that has none (a weekend, a holiday).
public enum RateFallback: String, CaseIterable, Sendable {
    /// The latest publication before the date: Saturday gets Friday's rates.
    case previous
    /// The first publication after the date: Saturday gets Monday's rates.
    case next
}
