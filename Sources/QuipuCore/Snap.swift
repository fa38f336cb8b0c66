/// Which way an amount snaps to a multiple of an increment: seed 001's three snap positions
/// (left, center, right), as the rounding of billed time they serve.
public enum SnapDirection: String, CaseIterable, Sendable {
    /// To the multiple at or below.
    case down
    /// To the nearest multiple, halves up.
    case nearest
    /// To the multiple at or above.
    case up

    /// Snaps a non-negative amount to a multiple of `increment` in this direction. An exact
    /// multiple stays as it is. Traps unless `increment` is positive and `amount` is not negative.
    public func snap(_ amount: Int64, toMultipleOf increment: Int64) -> Int64 {
        precondition(increment > 0 && amount >= 0)
        let (quotient, remainder) = amount.quotientAndRemainder(dividingBy: increment)
        switch self {
        case .down: return quotient * increment
        case .nearest: return (remainder * 2 >= increment ? quotient + 1 : quotient) * increment
        case .up: return (remainder > 0 ? quotient + 1 : quotient) * increment
        }
    }
}
