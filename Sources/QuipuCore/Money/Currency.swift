/// An ISO 4217 currency: its three-letter code and the number of decimals of its minor unit
/// (2 for EUR, 0 for JPY, 3 for KWD, 4 for CLF), both from the embedded ISO 4217 table.
public struct Currency: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The alphabetic code: `EUR`.
    public let code: String
    /// Decimals of the minor unit: amounts in this currency are rounded to this many places.
    public let minorUnits: Int

    /// The currency with `code` (upper case, as ISO 4217 writes it). An unknown code is an error,
    /// never a silent two decimals.
    /// - Throws: `MoneyError.unknownCurrency`, or `MoneyError.currencyWithoutMinorUnit` for a code
    ///   such as `XAU` that names no money.
    public init(code: some StringProtocol) throws(MoneyError) {
        let code = String(code)
        guard let minorUnits = ISO4217.minorUnits[code] else {
            throw ISO4217.withoutMinorUnit.contains(code)
                ? MoneyError.currencyWithoutMinorUnit(code: code) : MoneyError.unknownCurrency(code: code)
        }
        self.code = code
        self.minorUnits = minorUnits
    }

    /// The code: `EUR`.
    public var description: String { code }

    /// Orders currencies by code, alphabetically.
    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    /// Every currency of the table, by code.
    public static var all: [Currency] { ISO4217.minorUnits.keys.sorted().map { try! Currency(code: $0) } }
}
