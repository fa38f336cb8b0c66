import Foundation

/// How an amount is rounded to a number of decimals. Set per document.
public enum RoundingMode: String, CaseIterable, Sendable {
    /// Halves go away from zero: 2.345 → 2.35, −2.345 → −2.35 (the usual rule for EU and UK VAT).
    case halfUp = "half-up"
    /// Halves go to the even neighbour ("banker's rounding"): 2.345 → 2.34, 2.355 → 2.36.
    case halfEven = "half-even"
}

extension Decimal {
    /// The value rounded to `places` decimals by `mode`. `Decimal` is exact in base ten, so the
    /// half-way cases are real halves, never `2.34499…`.
    public func rounded(toPlaces places: Int, _ mode: QuipuCore.RoundingMode) throws(MoneyError) -> Decimal {
        guard !isNaN else { throw MoneyError.overflow(operation: "rounding NaN") }
        var value = self, result = Decimal()
        NSDecimalRound(&result, &value, places, mode == .halfUp ? .plain : .bankers)
        guard !result.isNaN else { throw MoneyError.overflow(operation: "rounding \(self) to \(places) decimals") }
        return result
    }
}
