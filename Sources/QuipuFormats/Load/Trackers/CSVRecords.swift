/// Splits an RFC 4180 file into records of fields: fields in double quotes may hold commas,
/// line breaks and doubled quotes; lines end with CRLF or LF; a UTF-8 byte-order mark is skipped.
/// Each field keeps the line and column it starts at, for messages.
struct CSVRecords {
    struct Field {
        let text: String
        let line: Int
        let column: Int
    }

    /// The records, the header first; blank lines are skipped.
    let records: [[Field]]

    /// Reads `bytes`; an unclosed quote or text after a closing quote is a data error naming `file`, the line and the column.
    init(_ bytes: [UInt8], file: String) throws(QuipuError) {
        if let invalid = firstInvalidUTF8Offset(bytes) {
            let (line, column) = JSONFailure.lineAndColumn(of: invalid, in: bytes)
            throw QuipuError(.dataError, "\(file): line \(line), column \(column): invalid UTF-8; expected a UTF-8 CSV file")
        }
        var records: [[Field]] = []
        var record: [Field] = []
        var index = byteOrderMarkLength(bytes)
        var line = 1, lineStart = 0
        func fail(_ message: String) -> QuipuError {
            QuipuError(.dataError, "\(file): line \(line), column \(index - lineStart + 1): \(message)")
        }
        func isLineEnd(_ position: Int) -> Bool {
            bytes[position] == UInt8(ascii: "\n") || (bytes[position] == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"))
        }
        while index < bytes.count {
            let fieldLine = line, fieldColumn = index - lineStart + 1
            let text: String
            if bytes[index] == UInt8(ascii: "\"") {
                var quoted: [UInt8] = []
                index += 1
                while true {
                    guard index < bytes.count else { throw fail("a quoted field that never ends; expected a closing \"") }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") { quoted.append(byte); index += 2; continue }
                        index += 1
                        break
                    }
                    if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                    quoted.append(byte)
                    index += 1
                }
                text = String(decoding: quoted, as: UTF8.self)
                guard index == bytes.count || bytes[index] == UInt8(ascii: ",") || isLineEnd(index) else {
                    throw fail("text after a closing quote; expected a comma or the end of the line")
                }
            } else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), !isLineEnd(index) { index += 1 }
                text = String(decoding: bytes[start..<index], as: UTF8.self)
            }
            record.append(Field(text: text, line: fieldLine, column: fieldColumn))
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                if index == bytes.count { record.append(Field(text: "", line: line, column: index - lineStart + 1)) }
                continue
            }
            if index < bytes.count { index += bytes[index] == UInt8(ascii: "\r") ? 2 : 1 }
            line += 1
            lineStart = index
            if !(record.count == 1 && record[0].text.isEmpty) { records.append(record) }
            record = []
        }
        if !record.isEmpty { records.append(record) }
        self.records = records
    }
}
