import Foundation

/// Reads an RFC 4180 file record by record: fields in double quotes may hold commas, line
/// breaks and doubled quotes; lines end with CRLF or LF; a UTF-8 byte-order mark is skipped;
/// blank lines are skipped. A field is where it stands in the bytes; its text is made, and its
/// line and column counted, only when asked for (`text(of:)`, `place(of:)`).
struct CSVRecords {
    struct Field {
        /// The offset of its first byte: its opening quote, if it is quoted.
        let offset: Int
        /// The content's byte offsets: inside the quotes of a quoted field.
        let start: Int, end: Int
        /// Whether the content holds doubled quotes (`""`), which stand for one.
        let hasDoubledQuotes: Bool

        var isEmpty: Bool { start == end }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The offset of the next byte to read.
    private var index: Int

    /// A reader of `bytes`, which must be UTF-8 (see `firstInvalidUTF8Offset`); `file` names it in messages.
    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        index = byteOrderMarkLength(bytes)
    }

    /// The content of `field` as written, doubled quotes and all.
    func bytes(of field: Field) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]) }

    /// The bytes of `field` as written, from its opening quote, if it has one, to the end of its
    /// content: different text is always different bytes (`"a ""b"""` is `a "b"`, `a ""b""` itself).
    func rawBytes(of field: Field) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[field.offset..<field.end]) }

    /// The text of `field`, a doubled quote read as one.
    func text(of field: Field) -> String {
        let content = bytes(of: field)
        guard field.hasDoubledQuotes else { return String(decoding: content, as: UTF8.self) }
        var text: [UInt8] = []
        var position = 0
        while position < content.count {
            text.append(content[position])
            position += content[position] == UInt8(ascii: "\"") ? 2 : 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The line and column `field` starts at.
    func place(of field: Field) -> (line: Int, column: Int) { JSONFailure.lineAndColumn(of: field.offset, in: bytes) }

    /// `file: line L, column C: message`, for the field at `field`.
    func failure(at field: Field, _ message: String) -> QuipuError { failure(atOffset: field.offset, message) }

    private func failure(atOffset offset: Int, _ message: String) -> QuipuError {
        let (line, column) = JSONFailure.lineAndColumn(of: offset, in: bytes)
        return QuipuError(.dataError, "\(file): line \(line), column \(column): \(message)")
    }

    /// Reads the next record into `fields`, which it empties first; false at the end of the file.
    /// An unclosed quote or text after a closing quote is a data error naming the file, the line and the column.
    mutating func next(into fields: inout [Field]) throws(QuipuError) -> Bool {
        fields.removeAll(keepingCapacity: true)
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), readLineWithoutQuotes(into: &fields) {
            guard fields.count == 1, fields[0].isEmpty else { return true }
            fields.removeAll(keepingCapacity: true)
        }
        return try readFields(into: &fields)
    }

    /// Reads the next record into `fields`, which is empty, field by field; false at the end of the file.
    private mutating func readFields(into fields: inout [Field]) throws(QuipuError) -> Bool {
        while index < bytes.count {
            fields.append(try readField())
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                if index == bytes.count { fields.append(Field(offset: index, start: index, end: index, hasDoubledQuotes: false)) }
                continue
            }
            if index < bytes.count { index += bytes[index] == UInt8(ascii: "\r") ? 2 : 1 }
            if fields.count == 1, fields[0].isEmpty {
                fields.removeAll(keepingCapacity: true)
                continue
            }
            return true
        }
        return !fields.isEmpty
    }

    /// Reads the line at `index` into `fields` if it holds no quote, as most lines of an export
    /// without quoted fields do: its fields are what lies between its commas, found eight bytes
    /// at a time. False, having read nothing, for a line with a quote, which `readField` reads.
    private mutating func readLineWithoutQuotes(into fields: inout [Field]) -> Bool {
        let base = bytes.baseAddress!
        var lineEnd = bytes.count
        if let newline = memchr(base + index, 0x0A, bytes.count - index) { lineEnd = UnsafeRawPointer(newline) - UnsafeRawPointer(base) }
        // A CR ends the line only before an LF; elsewhere it is part of a field.
        let contentEnd = lineEnd < bytes.count && lineEnd > index && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? lineEnd - 1 : lineEnd
        guard memchr(base + index, Int32(UInt8(ascii: "\"")), contentEnd - index) == nil else { return false }
        let raw = UnsafeRawBufferPointer(bytes)
        var fieldStart = index, position = index
        while true {
            var comma = contentEnd
            while position + 8 <= contentEnd {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let found = Self.bytes(equalTo: UInt8(ascii: ","), in: word)
                if found != 0 {
                    comma = position + found.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
            if comma == contentEnd {
                while position < contentEnd, bytes[position] != UInt8(ascii: ",") { position += 1 }
                comma = position
            }
            fields.append(Field(offset: fieldStart, start: fieldStart, end: comma, hasDoubledQuotes: false))
            guard comma < contentEnd else { break }
            fieldStart = comma + 1
            position = fieldStart
        }
        index = min(lineEnd + 1, bytes.count)
        return true
    }

    /// Moves eight bytes at a time to the first comma, LF or CR from `index`, or near the end.
    @inline(__always)
    private mutating func skipToSeparator() {
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let found = Self.bytes(equalTo: UInt8(ascii: ","), in: word) | Self.bytes(equalTo: UInt8(ascii: "\n"), in: word)
                | Self.bytes(equalTo: UInt8(ascii: "\r"), in: word)
            guard found == 0 else {
                index += found.trailingZeroBitCount / 8
                return
            }
            index += 8
        }
    }

    /// A word whose lowest set bit is the high bit of the first byte of `word` (least significant
    /// first) equal to `byte`; 0 if none is. Bits above it may be set wrongly.
    @inline(__always)
    private static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }

    /// Whether a line ends at `position`: LF, or CR before LF.
    @inline(__always)
    private func isLineEnd(_ position: Int) -> Bool {
        bytes[position] == UInt8(ascii: "\n") || (bytes[position] == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"))
    }

    @inline(__always)
    private mutating func readField() throws(QuipuError) -> Field {
        let offset = index
        guard bytes[index] == UInt8(ascii: "\"") else {
            skipToSeparator()
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || (byte <= UInt8(ascii: "\r") && isLineEnd(index)) { break }
                index += 1
            }
            return Field(offset: offset, start: offset, end: index, hasDoubledQuotes: false)
        }
        index += 1
        let start = index
        var hasDoubledQuotes = false
        while true {
            guard let quote = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\"")), bytes.count - index) else {
                index = bytes.count
                throw failure(atOffset: index, "a quoted field that never ends; expected a closing \"")
            }
            index = UnsafeRawPointer(quote) - UnsafeRawPointer(bytes.baseAddress!)
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") else { break }
            hasDoubledQuotes = true
            index += 2
        }
        let end = index
        index += 1
        guard index == bytes.count || bytes[index] == UInt8(ascii: ",") || isLineEnd(index) else {
            throw failure(atOffset: index, "text after a closing quote; expected a comma or the end of the line")
        }
        return Field(offset: offset, start: start, end: end, hasDoubledQuotes: hasDoubledQuotes)
    }
}
