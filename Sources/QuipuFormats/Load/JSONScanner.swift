import Foundation

/// Where in a JSON document something went wrong, and what.
struct JSONFailure: Error {
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// From the outermost container inwards.
    var path: [PathComponent]
    let message: String
    /// The byte offset of the problem.
    let offset: Int
    /// A syntax error is reported by line and column; a data error by its JSON path.
    let isSyntax: Bool

    /// The same failure one level further out.
    func inside(_ component: PathComponent) -> JSONFailure {
        var copy = self
        copy.path.insert(component, at: 0)
        return copy
    }

    /// `projects[1].tasks[0].timeSlips[3].start`, or `top level`.
    var pathText: String {
        let text = path.reduce(into: "") { text, component in
            switch component {
            case let .index(index): text += "[\(index)]"
            case let .key(key): text += (text.isEmpty ? "" : ".") + key
            }
        }
        return text.isEmpty ? "top level" : text
    }
}

/// The kinds of JSON value, named as error messages name them.
enum JSONKind {
    case string, number, object, array, boolean, null

    var phrase: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .object: "an object"
        case .array: "an array"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }
}

/// A forward-only reader of JSON bytes that decodes values straight into Swift values.
///
/// Callers ask for the value they expect; a value of another kind is a data error naming what
/// was expected and what was found, malformed JSON a syntax error at a byte offset.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    /// How many arrays and objects enclose the current position.
    private var depth = 0

    /// The deepest nesting of arrays and objects read. Deeper documents are refused rather
    /// than read by ever deeper recursion, which would overflow the stack.
    static let maximumDepth = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A scanner that starts at `index`, inside `depth` arrays and objects: to read a part of a
    /// document from the middle (see `readRemainingElements`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, startingAt index: Int, depth: Int) {
        self.bytes = bytes
        self.index = index
        self.depth = depth
    }

    /// Moves past the UTF-8 byte-order mark some editors put at the start of a file.
    mutating func skipByteOrderMark() {
        if index == 0 { index = byteOrderMarkLength(bytes) }
    }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The kind of the next value, after white space; a syntax error if no value starts here.
    mutating func peekKind() throws(JSONFailure) -> JSONKind {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError("a value", found: "the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "t"): return try literal("true", .boolean)
        case UInt8(ascii: "f"): return try literal("false", .boolean)
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw syntaxError("a value")
        }
    }

    /// `kind` if `text` is spelled out at the current position.
    private func literal(_ text: StaticString, _ kind: JSONKind) throws(JSONFailure) -> JSONKind {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else {
            throw syntaxError("a value")
        }
        return kind
    }

    /// Checks that the next value is of `kind`, else throws a data error expecting `expected`.
    @inline(__always)
    mutating func require(_ kind: JSONKind, expected: String) throws(JSONFailure) {
        let found = try peekKind()
        guard found == kind else { throw dataError("expected \(expected), found \(found.phrase)") }
    }

    /// Reads an object member by member: `body` gets each key and must read its value.
    @inline(__always)
    mutating func readObject(expected: String, _ body: (inout JSONScanner, JSONKey) throws(JSONFailure) -> Void) throws(JSONFailure) {
        guard try open(.object, closing: UInt8(ascii: "}"), expected: expected) else { return }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw syntaxError("a key in quotes") }
            let key = try readKey()
            skipWhitespace()
            try consume(UInt8(ascii: ":"), expected: "':' after a key")
            try body(&self, key)
        } while try hasMore(before: UInt8(ascii: "}"))
    }

    /// Reads an array element by element: `body` gets each index and must read the element.
    /// With `stop`, it stops before an element that starts at that byte offset, and returns
    /// true; it returns false when it read the whole array.
    @inline(__always) @discardableResult
    mutating func readArray(expected: String, stoppingAt stop: Int? = nil,
                            _ body: (inout JSONScanner, Int) throws(JSONFailure) -> Void) throws(JSONFailure) -> Bool {
        guard try open(.array, closing: UInt8(ascii: "]"), expected: expected) else { return false }
        var element = 0
        repeat {
            if let stop {
                skipWhitespace()
                if index == stop { return true }
            }
            try body(&self, element)
            element += 1
        } while try hasMore(before: UInt8(ascii: "]"))
        return false
    }

    /// Reads the elements of an array from one that starts here to the array's end, as
    /// `readArray` does after its opening bracket; `body` gets each one's index counted from here.
    mutating func readRemainingElements(_ body: (inout JSONScanner, Int) throws(JSONFailure) -> Void) throws(JSONFailure) {
        var element = 0
        repeat {
            try body(&self, element)
            element += 1
        } while try hasMore(before: UInt8(ascii: "]"))
    }

    /// Moves past the opening bracket of a container of `kind`; false if it closes at once.
    @inline(__always)
    private mutating func open(_ kind: JSONKind, closing: UInt8, expected: String) throws(JSONFailure) -> Bool {
        try require(kind, expected: expected)
        guard depth < Self.maximumDepth else {
            throw syntaxError("at most \(Self.maximumDepth) nested arrays and objects", found: "more")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { depth += 1; return true }
        index += 1
        return false
    }

    /// After a member or element: true when a `,` announces another, false at the closing bracket.
    @inline(__always)
    private mutating func hasMore(before closing: UInt8) throws(JSONFailure) -> Bool {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; return true }
        if index < bytes.count, bytes[index] == closing { index += 1; depth -= 1; return false }
        let expected = "',' or '\(Character(Unicode.Scalar(closing)))'"
        throw index < bytes.count ? syntaxError(expected) : syntaxError(expected, found: "the end of the file")
    }

    /// Checks that nothing but white space follows the document.
    mutating func finish() throws(JSONFailure) {
        skipWhitespace()
        if index < bytes.count { throw syntaxError("the end of the file") }
    }

    // MARK: Values

    /// Reads a string, decoding escapes.
    mutating func readString(expected: String) throws(JSONFailure) -> String {
        try require(.string, expected: expected)
        let (start, end, plain) = try scanString()
        let span = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return plain ? String(decoding: span, as: UTF8.self) : try unescape(start: start, end: end)
    }

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

    /// Reads `null` if it is next; returns whether it did.
    mutating func readNullIfPresent() throws(JSONFailure) -> Bool {
        guard try peekKind() == .null else { return false }
        try consumeLiteral("null")
        return true
    }

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

    /// Skips any value, checking its syntax.
    mutating func skipValue() throws(JSONFailure) {
        switch try peekKind() {
        case .string: _ = try scanString()
        case .number: _ = try readNumber(expected: "a number")
        case .null: try consumeLiteral("null")
        case .boolean: try consumeLiteral(bytes[index] == UInt8(ascii: "t") ? "true" : "false")
        case .object: try readObject(expected: "an object") { scanner, _ throws(JSONFailure) in try scanner.skipValue() }
        case .array: try readArray(expected: "an array") { scanner, _ throws(JSONFailure) in try scanner.skipValue() }
        }
    }

    // MARK: Errors

    func syntaxError(_ expected: String, found: String? = nil) -> JSONFailure {
        let what = found ?? (index < bytes.count ? describeByte(bytes[index]) : "the end of the file")
        return JSONFailure(path: [], message: "expected \(expected), found \(what)", offset: index, isSyntax: true)
    }

    func dataError(_ message: String) -> JSONFailure {
        JSONFailure(path: [], message: message, offset: index, isSyntax: false)
    }

    // MARK: Private

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    private func describeByte(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func consume(_ byte: UInt8, expected: String) throws(JSONFailure) {
        guard index < bytes.count, bytes[index] == byte else { throw syntaxError(expected) }
        index += 1
    }

    private mutating func consumeLiteral(_ literal: StaticString) throws(JSONFailure) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[index..<(index + count)]).elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: count))
        else { throw syntaxError("\(literal)") }
        index += count
    }

    /// Reads a key; keys are compared as raw bytes unless they contain escapes.
    private mutating func readKey() throws(JSONFailure) -> JSONKey {
        let (start, end, plain) = try scanString()
        if plain { return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), decoded: nil) }
        return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), decoded: try unescape(start: start, end: end))
    }

    /// Moves past a string; returns its content's range and whether it is plain (no escapes).
    /// Checks that the content is UTF-8 with no raw control characters.
    private mutating func scanString() throws(JSONFailure) -> (start: Int, end: Int, plain: Bool) {
        index += 1
        let start = index
        var plain = true
        var ascii = true
        while index < bytes.count {
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

    /// Decodes the escapes of the string content `start..<end`.
    private func unescape(start: Int, end: Int) throws(JSONFailure) -> String {
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

@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x57
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x37
    default: nil
    }
}

/// `mantissa / 10^fractionDigits` rounded to the nearest `Double` (ties to even), exactly as
/// `strtod` would, for up to 19 significant digits and 27 decimals: what `JSONEncoder` writes for
/// dates. Faster than going through a `String`.
func exactDouble(mantissa: UInt64, fractionDigits: Int) -> Double {
    guard mantissa != 0 else { return 0 }
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
