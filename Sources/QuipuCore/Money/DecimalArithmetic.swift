import Foundation

/// Checked `Decimal` arithmetic: `Decimal`'s operators answer NaN on overflow or division by
/// zero; money must fail instead (a NaN total is never printed).
public enum DecimalArithmetic {
    /// `lhs + rhs`, or an overflow error.
    public static func add(_ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        try checked(lhs + rhs, "\(lhs) + \(rhs)", lhs, rhs)
    }

    /// `lhs × rhs`, or an overflow error.
    public static func multiply(_ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        try checked(lhs * rhs, "\(lhs) × \(rhs)", lhs, rhs)
    }

    /// `lhs ÷ rhs` to 38 significant digits, or an error for overflow or a zero divisor.
    public static func divide(_ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        guard !rhs.isZero else { throw MoneyError.overflow(operation: "\(lhs) ÷ 0") }
        return try checked(lhs / rhs, "\(lhs) ÷ \(rhs)", lhs, rhs)
    }

    /// The sum of `values`, or an overflow error.
    public static func sum(_ values: some Sequence<Decimal>) throws(MoneyError) -> Decimal {
        var total = Decimal.zero
        for value in values { total = try add(total, value) }
        return total
    }

    private static func checked(_ result: Decimal, _ operation: @autoclosure () -> String,
                                _ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        guard result.isNaN || lhs.isNaN || rhs.isNaN else { return result }
        throw MoneyError.overflow(operation: operation())
    }
}
