/// Why an amount, a currency or a money calculation was refused.
public enum MoneyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The code is not in the ISO 4217 table.
    case unknownCurrency(code: String)
    /// The code is in ISO 4217 but has no minor unit (gold, SDR, test codes): it names no money.
    case currencyWithoutMinorUnit(code: String)
    /// The text is not a plain decimal amount.
    case invalidAmount(text: String, reason: String)
    /// A result is beyond what `Decimal` holds (or not a number).
    case overflow(operation: String)
    /// Amounts in two different currencies were combined.
    case currencyMismatch(Currency, Currency)

    /// One line for the user: what was refused and what was expected instead.
    public var description: String {
        switch self {
        case let .unknownCurrency(code):
            "unknown currency \"\(code)\"; expected an ISO 4217 code such as EUR, USD, JPY"
        case let .currencyWithoutMinorUnit(code):
            "\(code) has no minor unit in ISO 4217 (it is not a currency for amounts); expected a currency such as EUR, USD, JPY"
        case let .invalidAmount(text, reason):
            "invalid amount \"\(text)\": \(reason); expected digits with an optional leading '-' and '.' decimals, such as 95.10 or -2.345"
        case let .overflow(operation):
            "\(operation) is out of the range of exact decimal arithmetic (38 significant digits); expected smaller amounts"
        case let .currencyMismatch(first, second):
            "cannot combine \(first.code) and \(second.code) amounts"
        }
    }
}
