/// Reading numbers: as the nearest `Double`, or as their exact text for amounts.
extension JSONScanner {
    /// Reads a JSON number as the nearest `Double`.
    mutating func readNumber(expected: String) throws(JSONFailure) -> Double {
        try require(.number, expected: expected)
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30) }
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30) }
                if mantissa != 0 || digits > 0 { digits += 1 }
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if !hasExponent, digits <= 19, fractionDigits <= 27 {
            let value = exactDouble(mantissa: mantissa, fractionDigits: fractionDigits)
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONFailure(path: [], message: "\(text) is out of range; expected \(expected)", offset: start, isSyntax: false)
        }
        return value
    }

    /// Reads a JSON number as its exact text (`95.10`, `-2.345`, `1e3`), checking its syntax but
    /// never converting it: for amounts, which must not pass through `Double`.
    mutating func readNumberText(expected: String) throws(JSONFailure) -> String {
        try require(.number, expected: expected)
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}

/// `mantissa / 10^fractionDigits` rounded to the nearest `Double` (ties to even), exactly as
/// `strtod` would, for up to 19 significant digits and 27 decimals: what `JSONEncoder` writes for
/// dates. Faster than going through a `String`.
func exactDouble(mantissa: UInt64, fractionDigits: Int) -> Double {
    guard mantissa != 0 else { return 0 }
    // Whole seconds, as the app writes every time without a fraction: one conversion, which
    // rounds to nearest, ties to even, as `strtod` does.
    if fractionDigits == 0 { return Double(mantissa) }
    if mantissa < 1 << 53, fractionDigits <= 22 {
        // Clinger's fast path: both operands are exact, so one IEEE division rounds correctly.
        return Double(mantissa) / powersOfTen[fractionDigits]
    }
    // 10^k = 5^k · 2^k: divide by 5^k in 128-bit integers with 64+ quotient bits, round to 53
    // bits with the remainder as sticky bit, then scale by 2^-k exactly.
    let divisor = UInt128(powersOfFive[fractionDigits])
    let shift = 64 + (128 - divisor.leadingZeroBitCount) - (64 - mantissa.leadingZeroBitCount)
    let numerator = UInt128(mantissa) << shift
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: divisor)
    var dropped = (128 - quotient.leadingZeroBitCount) - 53
    var significand = quotient >> dropped
    let rest = quotient & ((1 << dropped) - 1)
    let half = UInt128(1) << (dropped - 1)
    if rest > half || (rest == half && (remainder != 0 || significand & 1 == 1)) {
        significand += 1
        if significand == 1 << 53 { significand >>= 1; dropped += 1 }
    }
    return Double(sign: .plus, exponent: dropped - shift - fractionDigits, significand: Double(UInt64(significand)))
}

private let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }
private let powersOfFive: [UInt64] = (0...27).map { exponent in (0..<exponent).reduce(UInt64(1)) { value, _ in value * 5 } }
