import Foundation

/// One looked-up rate: 1 `from` = `value` `to`, with where it comes from, so that a report can
/// print `1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR` beside what it converted.
public struct ExchangeRate: Hashable, Sendable, CustomStringConvertible {
    /// The currency converted from.
    public let from: Currency
    /// The currency converted to.
    public let to: Currency
    /// The date the rate was asked for.
    public let date: LocalDate
    /// The publication used: `date` itself, or the publication before or after it. `nil` when
    /// `from` and `to` are the same currency (no publication is needed).
    public let publicationDate: LocalDate?
    /// Who published the rates (`ECB`); empty when no publication was needed.
    public let source: String
    /// The base currency a cross rate goes through; `nil` when the publication quotes the pair directly.
    public let via: Currency?
    /// Units of `from` and `to` per unit of the publication's base. Conversions multiply by the
    /// second and divide by the first, so nothing is rounded before the final amount.
    let fromPerBase: Decimal
    let toPerBase: Decimal

    init(from: Currency, to: Currency, date: LocalDate, publicationDate: LocalDate?, source: String, via: Currency?,
         fromPerBase: Decimal, toPerBase: Decimal) {
        self.from = from
        self.to = to
        self.date = date
        self.publicationDate = publicationDate
        self.source = source
        self.via = via
        self.fromPerBase = fromPerBase
        self.toPerBase = toPerBase
        value = (try? DecimalArithmetic.divide(toPerBase, fromPerBase)) ?? .nan
    }

    /// The rate that converts `currency` to itself: 1, from no publication.
    public static func identity(_ currency: Currency, on date: LocalDate) -> ExchangeRate {
        ExchangeRate(from: currency, to: currency, date: date, publicationDate: nil, source: "", via: nil, fromPerBase: 1, toPerBase: 1)
    }

    /// Whether this rate converts nothing (`from` and `to` are the same currency).
    public var isIdentity: Bool { from == to }

    /// Units of `to` for one `from`, to `Decimal`'s full precision (38 significant digits).
    /// Worked out once, when the rate is looked up: a report may print it many times.
    public let value: Decimal

    /// `amount` (in `from`) in `to`, unrounded: `amount × to-per-base ÷ from-per-base`.
    /// - Throws: `MoneyError.currencyMismatch` when `amount` is not in `from`, or an overflow.
    public func convert(_ amount: Money) throws(MoneyError) -> Money {
        guard amount.currency == from else { throw MoneyError.currencyMismatch(from, amount.currency) }
        if isIdentity { return amount }
        let scaled = try DecimalArithmetic.multiply(amount.amount, toPerBase)
        return Money(try DecimalArithmetic.divide(scaled, fromPerBase), to)
    }

    /// The rate to `decimals` places, truncated, with `…` when digits were cut: `112.2066…`.
    public func valueText(decimals: Int = 4) -> String {
        let exact = value
        var shown = Decimal(), copy = exact
        NSDecimalRound(&shown, &copy, decimals, exact < 0 ? .up : .down)
        return shown == exact ? "\(exact)" : "\(shown)…"
    }

    /// `1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR`; `1 EUR = 1 EUR` for the identity.
    public var description: String {
        var text = "1 \(from.code) = \(valueText()) \(to.code)"
        if let publicationDate { text += ", \(source) \(publicationDate)" }
        if let via { text += ", via \(via.code)" }
        return text
    }
}
