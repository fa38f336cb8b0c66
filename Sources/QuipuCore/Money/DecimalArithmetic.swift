import Foundation

/// Checked `Decimal` arithmetic: `Decimal`'s operators answer NaN on overflow or division by
/// zero, and silently cut a sum or product to its 38 significant digits; money must fail instead
/// (a NaN total is never printed, and no printed net differs from quantity × price).
public enum DecimalArithmetic {
    /// The significant digits `Decimal` always holds exactly.
    public static let exactDigits = 38

    /// `lhs + rhs` exactly, or an error when the sum needs more than `exactDigits` digits.
    public static func add(_ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        let operation = { "\(lhs) + \(rhs)" }
        let (left, right) = (digitSpan(lhs), digitSpan(rhs))
        if left.count > 0, right.count > 0 {
            let highest = max(left.lowestPower + left.count, right.lowestPower + right.count)
            guard highest - min(left.lowestPower, right.lowestPower) + 1 <= exactDigits else { throw MoneyError.overflow(operation: operation()) }
        }
        return try checked(lhs + rhs, operation(), lhs, rhs)
    }

    /// `lhs × rhs` exactly, or an error when the product needs more than `exactDigits` digits.
    public static func multiply(_ lhs: Decimal, _ rhs: Decimal) throws(MoneyError) -> Decimal {
        guard digitSpan(lhs).count + digitSpan(rhs).count <= exactDigits else { throw MoneyError.overflow(operation: "\(lhs) × \(rhs)") }
        return try checked(lhs * rhs, "\(lhs) × \(rhs)", lhs, rhs)
    }

    /// How many significant digits `value` has (none for zero), and the power of ten of the last one:
    /// 1200.50 has 4 (`12005`) from 10⁻¹.
    static func digitSpan(_ value: Decimal) -> (count: Int, lowestPower: Int) {
        var digits = Array("\(value.significand)".utf8.filter { $0 >= 0x30 && $0 <= 0x39 })
        var power = Int(value.exponent)
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            power += 1
        }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return (0, 0) }
        return (digits.count - first, power)
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
