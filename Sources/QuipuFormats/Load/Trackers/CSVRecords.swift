/// Reads an RFC 4180 file record by record: fields in double quotes may hold commas, line
/// breaks and doubled quotes; lines end with CRLF or LF; a UTF-8 byte-order mark is skipped;
/// blank lines are skipped. A field is where it stands in the bytes, with the line and column it
/// starts at, for messages; its text is made only when asked for (`text(of:)`).
struct CSVRecords {
    struct Field {
        /// The content's byte offsets: inside the quotes of a quoted field.
        let start: Int, end: Int
        /// Whether the content holds doubled quotes (`""`), which stand for one.
        let hasDoubledQuotes: Bool
        let line: Int
        let column: Int

        var isEmpty: Bool { start == end }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The offset of the next byte to read.
    private var index: Int
    private var line = 1, lineStart = 0

    /// A reader of `bytes`, which must be UTF-8 (see `firstInvalidUTF8Offset`); `file` names it in messages.
    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        index = byteOrderMarkLength(bytes)
    }

    /// The content of `field` as written, doubled quotes and all.
    func bytes(of field: Field) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]) }

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

    /// Reads the next record into `fields`, which it empties first; false at the end of the file.
    /// An unclosed quote or text after a closing quote is a data error naming the file, the line and the column.
    mutating func next(into fields: inout [Field]) throws(QuipuError) -> Bool {
        fields.removeAll(keepingCapacity: true)
        while index < bytes.count {
            fields.append(try readField())
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                if index == bytes.count { fields.append(Field(start: index, end: index, hasDoubledQuotes: false, line: line, column: index - lineStart + 1)) }
                continue
            }
            if index < bytes.count { index += bytes[index] == UInt8(ascii: "\r") ? 2 : 1 }
            line += 1
            lineStart = index
            if fields.count == 1, fields[0].isEmpty {
                fields.removeAll(keepingCapacity: true)
                continue
            }
            return true
        }
        return !fields.isEmpty
    }

    private func fail(_ message: String) -> QuipuError {
        QuipuError(.dataError, "\(file): line \(line), column \(index - lineStart + 1): \(message)")
    }

    private func isLineEnd(_ position: Int) -> Bool {
        bytes[position] == UInt8(ascii: "\n") || (bytes[position] == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"))
    }

    private mutating func readField() throws(QuipuError) -> Field {
        let fieldLine = line, fieldColumn = index - lineStart + 1
        guard bytes[index] == UInt8(ascii: "\"") else {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ","), !isLineEnd(index) { index += 1 }
            return Field(start: start, end: index, hasDoubledQuotes: false, line: fieldLine, column: fieldColumn)
        }
        index += 1
        let start = index
        var hasDoubledQuotes = false
        while true {
            guard index < bytes.count else { throw fail("a quoted field that never ends; expected a closing \"") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") { hasDoubledQuotes = true; index += 2; continue }
                break
            }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
        let end = index
        index += 1
        guard index == bytes.count || bytes[index] == UInt8(ascii: ",") || isLineEnd(index) else {
            throw fail("text after a closing quote; expected a comma or the end of the line")
        }
        return Field(start: start, end: end, hasDoubledQuotes: hasDoubledQuotes, line: fieldLine, column: fieldColumn)
    }
}
