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
        // Nibble values from a table; 0xFF marks a byte that is not a hex digit.
        var high: UInt64 = 0, low: UInt64 = 0, invalid: UInt8 = 0
        for position in UUIDBytes.highNibblePositions {
            let value = hexNibbles[Int(ascii[position])]
            invalid |= value
            high = high << 4 | UInt64(value & 0xF)
        }
        for position in UUIDBytes.lowNibblePositions {
            let value = hexNibbles[Int(ascii[position])]
            invalid |= value
            low = low << 4 | UInt64(value & 0xF)
        }
        guard invalid & 0xF0 == 0 else { return nil }
        self.high = high
        self.low = low
    }

    private static let highNibblePositions = Array(0..<8) + Array(9..<13) + Array(14..<18)
    private static let lowNibblePositions = Array(19..<23) + Array(24..<36)

    /// Parses any string Foundation's `UUID(uuidString:)` accepts.
    init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 36, let parsed = utf8.withUnsafeBufferPointer({ UUIDBytes(ascii: $0) }) else { return nil }
        self = parsed
    }
}

/// The value of each byte as a hex digit, or 0xFF.
private let hexNibbles: [UInt8] = (0...255).map { hexValue(UInt8($0)) ?? 0xFF }

extension UUID {
    /// The UUID of `bytes`, the first eight of them in `high`.
    init(_ bytes: UUIDBytes) {
        let h = bytes.high.bigEndian, l = bytes.low.bigEndian
        self = withUnsafeBytes(of: (h, l)) { raw in
            UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}
