@testable import QuipuFormats
import QuipuSynthetic
import Testing

@Suite("JSON numbers")
struct JSONScannerTests {
    @Test("decimals convert to exactly the Double strtod gives")
    func exactDecimals() {
        var numbers = SplitMix64(state: 2001)
        var checked = 0
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...19, using: &numbers)
            var mantissa = UInt64.random(in: 0..<UInt64(10_000_000_000_000_000_000 as UInt64), using: &numbers)
            for _ in digits..<19 { mantissa /= 10 }
            let fractionDigits = Int.random(in: 0...min(27, digits + 8), using: &numbers)
            var text = String(mantissa)
            if fractionDigits > 0 {
                if text.count <= fractionDigits { text = String(repeating: "0", count: fractionDigits - text.count + 1) + text }
                text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
            }
            #expect(exactDouble(mantissa: mantissa, fractionDigits: fractionDigits) == Double(text)!, "\(text)")
            checked += 1
        }
        #expect(checked == 200_000)
    }

    @Test("halfway cases round to even", arguments: [
        ("9007199254740993", 9_007_199_254_740_992.0), ("9007199254740995", 9_007_199_254_740_996.0),
        ("768395400.12345678901234567", 768_395_400.123_456_8), ("0.1", 0.1), ("753812345.678901", 753_812_345.678_901),
    ])
    func halfway(text: String, expected: Double) throws {
        let bytes = Array(text.utf8)
        let value = try bytes.withUnsafeBufferPointer { buffer throws(JSONFailure) in
            var scanner = JSONScanner(buffer)
            return try scanner.readNumber(expected: "a number")
        }
        #expect(value == expected)
        #expect(value == Double(text)!)
    }
}
