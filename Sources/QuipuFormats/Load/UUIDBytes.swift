import Foundation

/// Reading UUIDs as the app writes them, straight into their 16 bytes.
extension JSONScanner {
    /// Reads a UUID string such as `DEC19C67-9D85-5B59-91D4-BC056B886574` (either case).
    mutating func readUUID(expected: String) throws(JSONFailure) -> UUIDBytes {
        try require(.string, expected: expected)
        let valueStart = index
        let (start, end, plain) = try scanString()
        if plain, end - start == 36, let uuid = UUIDBytes(ascii: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            return uuid
        }
        let text = plain ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : try unescape(start: start, end: end)
        guard let uuid = UUIDBytes(text) else {
            throw JSONFailure(path: [], message: "expected a UUID string such as \"DEC19C67-9D85-5B59-91D4-BC056B886574\"",
                              offset: valueStart, isSyntax: false)
        }
        return uuid
    }
}

/// The 16 bytes of a UUID, parsed without Foundation's string round trip.
struct UUIDBytes {
    let high: UInt64
    let low: UInt64

    /// Parses 36 ASCII characters `8-4-4-4-12` hex digits, either case.
    @inline(__always)
    init?(ascii: UnsafeBufferPointer<UInt8>) {
        guard ascii.count == 36, ascii[8] == UInt8(ascii: "-"), ascii[13] == UInt8(ascii: "-"),
              ascii[18] == UInt8(ascii: "-"), ascii[23] == UInt8(ascii: "-") else { return nil }
        let raw = UnsafeRawPointer(ascii.baseAddress!)
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func halves(_ first: Int, _ second: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self)))
                | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self))) << 32
        }
        // The 32 digits, eight at a time, the dashes left out.
        guard let first = Self.hexValue(of: word(0)), let second = Self.hexValue(of: halves(9, 14)),
              let third = Self.hexValue(of: halves(19, 24)), let fourth = Self.hexValue(of: word(28)) else { return nil }
        high = first << 32 | second
        low = third << 32 | fourth
    }

    /// The value of eight ASCII hex digits (either case), the first in the lowest byte of `digits`,
    /// worked out on all eight at once; `nil` if any byte is not a hex digit.
    @inline(__always)
    private static func hexValue(of digits: UInt64) -> UInt64? {
        let lanes: UInt64 = 0x0101_0101_0101_0101, highBits = 0x80 &* lanes
        // A byte x below 0x80 is in lo...hi exactly when x + (0x80 - lo) sets its high bit and
        // x + (0x7F - hi) does not; no sum carries into the next byte.
        func inRange(_ bytes: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
            (bytes &+ (0x80 - lo) &* lanes) & ~(bytes &+ (0x7F - hi) &* lanes) & highBits
        }
        let decimal = inRange(digits, 0x30, 0x39)
        let letter = inRange(digits | (0x20 &* lanes), 0x61, 0x66)
        guard digits & highBits == 0, decimal | letter == highBits else { return nil }
        // Each byte's value: its low four bits, plus 9 for a letter ('A' and 'a' are 0x_1).
        let nibbles = (digits & (0x0F &* lanes)) &+ (letter >> 7) &* 9
        // Gather the eight nibbles into 32 bits, the first byte's the most significant.
        let pairs = (nibbles & 0x00FF_00FF_00FF_00FF) << 4 | (nibbles >> 8) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs & 0x0000_FFFF_0000_FFFF) << 8 | (pairs >> 16) & 0x0000_FFFF_0000_FFFF
        return (quads & 0xFFFF) << 16 | (quads >> 32) & 0xFFFF
    }

    /// Parses any string Foundation's `UUID(uuidString:)` accepts.
    init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 36, let parsed = utf8.withUnsafeBufferPointer({ UUIDBytes(ascii: $0) }) else { return nil }
        self = parsed
    }
}

extension UUID {
    /// The UUID of `bytes`, the first eight of them in `high`.
    init(_ bytes: UUIDBytes) {
        let h = bytes.high.bigEndian, l = bytes.low.bigEndian
        self = withUnsafeBytes(of: (h, l)) { raw in
            UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}
