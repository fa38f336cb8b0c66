import Foundation

/// One day's published exchange rates: how much of each currency one unit of `base` buys
/// (the ECB publishes 1 EUR = 1.0705 USD as `USD 1.0705` with base EUR).
public struct RatePublication: Hashable, Sendable {
    /// The day the rates were published for.
    public let date: LocalDate
    /// The currency every rate is quoted against (`EUR` for the ECB).
    public let base: Currency
    /// Units of each currency per one unit of `base`; every rate is positive.
    public let rates: [Currency: Decimal]
    /// Who published the rates, as reports print it: `ECB`, or a file's name.
    public let source: String

    /// Creates a publication from its parts, unchecked: keep every rate positive (conversions
    /// from a currency quoted at 0 fail).
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
