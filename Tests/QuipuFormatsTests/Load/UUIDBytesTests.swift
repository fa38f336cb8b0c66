import Foundation
@testable import QuipuFormats
import QuipuSynthetic
import Testing

@Suite("UUIDs read from their 36 bytes")
struct UUIDBytesTests {
    /// What the bytes read as, or `nil`.
    static func parsed(_ bytes: [UInt8]) -> UUID? {
        bytes.withUnsafeBufferPointer { UUIDBytes(ascii: $0) }.map(UUID.init)
    }

    @Test("a UUID in upper, lower or mixed case reads as Foundation reads it")
    func anyCase() throws {
        var random = SplitMix64(state: 36)
        for _ in 0..<2000 {
            let text = UUID().uuidString
            let mixed = String(text.map { random.next() % 2 == 0 ? Character($0.lowercased()) : $0 })
            for spelling in [text, text.lowercased(), mixed] {
                #expect(Self.parsed(Array(spelling.utf8)) == UUID(uuidString: spelling), "\(spelling)")
                #expect(Self.parsed(Array(spelling.utf8)) != nil)
            }
        }
    }

    @Test("at every place, a hex digit of either case (or the dash where one belongs) reads as Foundation reads it; any other byte is refused")
    func everyByteAtEveryPlace() {
        let text = Array("0123ABCD-ef45-6789-aBcD-EF0123456789".utf8)
        for place in text.indices {
            for byte in UInt8.min...UInt8.max {
                var bytes = text
                bytes[place] = byte
                let isHexDigit = (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
                let belongs = [8, 13, 18, 23].contains(place) ? byte == UInt8(ascii: "-") : isHexDigit
                // Foundation itself is laxer (a sign or a space in a group reads), so it only says what a valid one is.
                let expected = belongs ? UUID(uuidString: String(decoding: bytes, as: UTF8.self)) : nil
                #expect(!belongs || expected != nil)
                #expect(Self.parsed(bytes) == expected, "byte 0x\(String(byte, radix: 16)) at \(place)")
            }
        }
    }
}
