import Foundation

/// An exact amount of a currency. The amount is a `Decimal` (base ten, 38 digits): never a
/// `Double`, in which `3.133` would be 3.13299999….
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The amount in the currency's major unit (`83.30` for 83.30 EUR), exactly as computed: it is
    /// rounded to the minor unit only by `rounded(_:)`.
    public let amount: Decimal
    /// The currency of the amount.
    public let currency: Currency

    /// Creates an amount of `currency` from its parts, unrounded and unchecked.
    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Reads an amount strictly (see `parseAmount`) in `currency`.
    public init(parsing text: some StringProtocol, _ currency: Currency) throws(MoneyError) {
        self.init(try Money.parseAmount(text), currency)
    }

    /// Zero of `currency`.
    public static func zero(_ currency: Currency) -> Money { Money(.zero, currency) }

    /// The amount rounded to the currency's minor unit (2 decimals for EUR, 0 for JPY, 3 for KWD).
    /// - Throws: `MoneyError.overflow` when the amount is not a number.
    public func rounded(_ mode: RoundingMode) throws(MoneyError) -> Money {
        Money(try amount.rounded(toPlaces: currency.minorUnits, mode), currency)
    }

    /// The sum of two amounts of one currency; different currencies or an overflow are errors.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard other.currency == currency else { throw MoneyError.currencyMismatch(currency, other.currency) }
        return Money(try DecimalArithmetic.add(amount, other.amount), currency)
    }

    /// The amount times `factor` (a quantity or a percentage), unrounded; a product of more than
    /// 38 significant digits is an overflow error.
    public func multiplied(by factor: Decimal) throws(MoneyError) -> Money {
        Money(try DecimalArithmetic.multiply(amount, factor), currency)
    }

    /// The sum of `amounts`, all in `currency`.
    public static func sum(_ amounts: some Sequence<Money>, in currency: Currency) throws(MoneyError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    /// `minorUnits` of `currency`'s minor unit: `Money(minorUnits: 8330, EUR)` is 83.30 EUR.
    public init(minorUnits: Int, _ currency: Currency) {
        let magnitude = Decimal(minorUnits.magnitude)
        self.init(Decimal(sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorUnits, significand: magnitude), currency)
    }

    /// The amount as a whole number of the currency's minor units (`83.30 EUR` → 8330, `16062 JPY`
    /// → 16062) when it is one and fits in 18 digits; `nil` otherwise (`0.005 EUR`). Exact: read
    /// from the amount's decimal text, never through `Double`.
    public var wholeMinorUnits: Int? {
        var value = 0, negative = false, decimals: Int?, digits = 0
        for byte in amountText.utf8 {
            switch byte {
            case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
            case UInt8(ascii: ".") where decimals == nil: decimals = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                decimals = decimals.map { $0 + 1 }
            default: return nil
            }
        }
        guard digits > 0, (decimals ?? 0) == currency.minorUnits else { return nil }
        return negative ? -value : value
    }

    /// The amount with at least the currency's minor-unit decimals, locale-free: `83.33`,
    /// `16062` (JPY), `1.500` (KWD), `-2.35`; more decimals only if the amount has them.
    public var amountText: String { amount.plainText(minimumDecimals: currency.minorUnits) }

    /// `83.33 USD`.
    public var description: String { "\(amountText) \(currency.code)" }

    /// The most significant digits an amount read from text may have (leading and trailing zeros
    /// aside, as `Decimal` keeps them): a price or rate of
    /// this many digits times a quantity or exchange rate still fits the 38 digits `Decimal` holds exactly.
    public static let maximumAmountDigits = 24

    /// Reads a plain decimal amount: an optional `-`, digits, and optionally `.` and more digits
    /// (`100`, `95.10`, `-2.345`). Everything else is refused rather than guessed at: `+1`,
    /// spaces, `1,5`, `1_000`, `12abc`, `0x10`, `1e3`, `NaN`, `.5`, `5.`, the empty text, and
    /// more than `maximumAmountDigits` digits.
    public static func parseAmount(_ text: some StringProtocol) throws(MoneyError) -> Decimal {
        let utf8 = Array(text.utf8)
        func fail(_ reason: String) -> MoneyError { .invalidAmount(text: String(text), reason: reason) }
        guard !utf8.isEmpty else { throw fail("it is empty") }
        var index = utf8[0] == UInt8(ascii: "-") ? 1 : 0
        let integerStart = index
        while index < utf8.count, isDigit(utf8[index]) { index += 1 }
        guard index > integerStart else { throw fail(utf8.count == integerStart ? "no digits" : "it must start with a digit or '-'") }
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < utf8.count, isDigit(utf8[index]) { index += 1 }
            guard index > fractionStart else { throw fail("no digits after '.'") }
        }
        guard index == utf8.count else {
            let byte = utf8[index]
            let character = byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII character"
            throw fail("unexpected \(character) at position \(index + 1)")
        }
        let digits = utf8.filter(isDigit).drop { $0 == UInt8(ascii: "0") }
        let significant = digits.count - digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
        guard significant <= maximumAmountDigits else {
            throw fail("more than \(maximumAmountDigits) digits, so products with it could not be computed exactly")
        }
        guard let value = Decimal(string: String(text), locale: Locale(identifier: "en_US_POSIX")), !value.isNaN else {
            throw fail("not a decimal number")
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension Decimal {
    /// The value in plain decimal digits (no exponent, no grouping, `.` as separator), padded
    /// with zeros to `minimumDecimals` places: `(1.5).plainText(minimumDecimals: 2)` is `1.50`.
    public func plainText(minimumDecimals: Int) -> String {
        var text = "\(self)"
        let decimals = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        if decimals < minimumDecimals {
            if decimals == 0 { text += "." }
            text += String(repeating: "0", count: minimumDecimals - decimals)
        }
        return text
    }
}
