import Foundation

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
/// was expected and what was found, malformed JSON a syntax error at a byte offset. This file
/// reads the structure; `JSONStrings.swift`, `JSONNumbers.swift` and `UUIDBytes.swift` read values.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
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

    /// How much of the bytes has been read, from 0 to 1: for progress reports.
    var fractionRead: Double { Double(index) / Double(max(bytes.count, 1)) }

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

    /// Reads `null` if it is next; returns whether it did.
    mutating func readNullIfPresent() throws(JSONFailure) -> Bool {
        guard try peekKind() == .null else { return false }
        try consumeLiteral("null")
        return true
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
}
