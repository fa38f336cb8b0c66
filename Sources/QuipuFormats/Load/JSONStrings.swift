import Foundation

/// Reading strings and object keys: escapes decoded, UTF-8 and control characters checked.
extension JSONScanner {
    /// Reads a string, decoding escapes.
    mutating func readString(expected: String) throws(JSONFailure) -> String {
        try require(.string, expected: expected)
        let (start, end, plain) = try scanString()
        let span = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return plain ? String(decoding: span, as: UTF8.self) : try unescape(start: start, end: end)
    }

    /// Reads a string without making a `String` of it: where its content stands, escapes not
    /// decoded (but checked). `text(of:)` makes it text when it is needed.
    mutating func readRawString(expected: String) throws(JSONFailure) -> RawJSONString {
        try require(.string, expected: expected)
        let (start, end, plain) = try scanString()
        if !plain { _ = try unescape(start: start, end: end) }
        return RawJSONString(start: start, end: end, plain: plain)
    }

    /// Reads a string of printable ASCII other than `"` and `\` (so its bytes are its text),
    /// after white space; `nil` for any other value or string, leaving the scanner somewhere
    /// inside it: for fast paths that go back and read the value the general way.
    mutating func readPlainString() -> RawJSONString? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        skipPlainASCII()
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        return RawJSONString(start: start, end: index - 1, plain: true)
    }

    /// Moves past white space and `byte` if that is next; whether it was.
    mutating func skip(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The content of a string read by `readRawString`, as written in the file.
    func bytes(of string: RawJSONString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])
    }

    /// The text of a string read by `readRawString`, escapes decoded.
    func text(of string: RawJSONString) throws(JSONFailure) -> String {
        string.plain ? String(decoding: bytes(of: string), as: UTF8.self) : try unescape(start: string.start, end: string.end)
    }

    /// Reads a key; keys are compared as raw bytes unless they contain escapes.
    mutating func readKey() throws(JSONFailure) -> JSONKey {
        let (start, end, plain) = try scanString()
        if plain { return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), decoded: nil) }
        return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), decoded: try unescape(start: start, end: end))
    }

    /// Moves past a string; returns its content's range and whether it is plain (no escapes).
    /// Checks that the content is UTF-8 with no raw control characters.
    mutating func scanString() throws(JSONFailure) -> (start: Int, end: Int, plain: Bool) {
        index += 1
        let start = index
        var plain = true
        var ascii = true
        while index < bytes.count {
            skipPlainASCII()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = index
                index += 1
                if !ascii, let bad = firstInvalidUTF8Offset(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    throw JSONFailure(path: [], message: "invalid UTF-8 at byte offset \(start + bad)", offset: start + bad, isSyntax: false)
                }
                return (start, end, plain)
            }
            if byte == UInt8(ascii: "\\") {
                plain = false
                index += 2
                continue
            }
            if byte < 0x20 { throw syntaxError("a closing '\"' (control characters in strings must be escaped)") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw syntaxError("a closing '\"'", found: "the end of the file")
    }

    /// Moves eight bytes at a time past printable ASCII other than `"` and `\`, to the first
    /// byte that needs a look of its own or near the end.
    @inline(__always)
    mutating func skipPlainASCII() {
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // The lowest set high bit marks the first quote, backslash, control character (below 0x20) or non-ASCII byte.
            let special = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word | word) & highs
            guard special == 0 else {
                index += special.trailingZeroBitCount / 8
                return
            }
            index += 8
        }
    }

    /// Decodes the escapes of the string content `start..<end`.
    func unescape(start: Int, end: Int) throws(JSONFailure) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var position = start
        var escapeStart = start
        func fail(_ message: String) -> JSONFailure { JSONFailure(path: [], message: message, offset: escapeStart, isSyntax: true) }
        func hex4(_ at: Int) throws(JSONFailure) -> UInt32 {
            guard at + 4 <= end else { throw fail("expected four hex digits after \\u") }
            var value: UInt32 = 0
            for byte in bytes[at..<(at + 4)] {
                guard let digit = hexValue(byte) else { throw fail("expected four hex digits after \\u") }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else { output.append(byte); position += 1; continue }
            escapeStart = position
            guard position + 1 < end else { throw fail("expected an escape after '\\'") }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(position)
                position += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard position + 6 <= end, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw fail("expected a low surrogate after a high surrogate")
                    }
                    let low = try hex4(position + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("expected a low surrogate after a high surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("a low surrogate without a high surrogate")
                }
                output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default:
                throw fail("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A string read but not made into text: the byte offsets of its content in the document, and
/// whether it is plain (has no escapes), so that its bytes are its text.
struct RawJSONString {
    let start: Int
    let end: Int
    let plain: Bool
}

/// The key of an object member, still as bytes.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The key with escapes decoded, when it had any.
    let decoded: String?

    @inline(__always)
    func `is`(_ literal: StaticString) -> Bool {
        if let decoded { return decoded == literal.description }
        return bytes.count == literal.utf8CodeUnitCount
            && memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0
    }

    var text: String { decoded ?? String(decoding: bytes, as: UTF8.self) }
}

/// The value of a hex digit, either case; `nil` for any other byte.
@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x57
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x37
    default: nil
    }
}
