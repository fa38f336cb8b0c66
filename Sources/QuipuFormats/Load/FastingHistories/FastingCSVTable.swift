import QuipuCore

/// A fasting history in CSV, one fast a record, its columns found by their header names
/// (compared ignoring case and surrounding spaces; other columns and their order do not matter).
/// The file is RFC 4180, read by `CSVRecords`: quoted fields, CRLF or LF, a byte-order mark.
struct FastingCSVTable {
    let format: FastingHistoryFormat
    /// The columns every file of the format has, and those it may have.
    let required: [String], optional: [String]
    /// The columns of a fast's start and end, which messages comparing fasts point at.
    let startColumn: String, endColumn: String

    /// The fasts `readFast` reads from each record after the header, checked against each other.
    /// A record with more or fewer fields than the header is an error naming its line.
    func decode(_ bytes: [UInt8], file: String,
                _ readFast: (FastingCSVRecord) throws(QuipuError) -> DecodedFast) throws(QuipuError) -> LoadedFastingHistory {
        let (fasts, startOffsets, endOffsets) = try decodeText(bytes, file: file, expected: "a UTF-8 CSV file") { buffer throws(QuipuError) in
            var records = CSVRecords(buffer, file: file)
            var header: [CSVRecords.Field] = [], row: [CSVRecords.Field] = []
            var fasts: [DecodedFast] = [], startOffsets: [Int] = [], endOffsets: [Int] = []
            guard try records.next(into: &header) else { return (fasts, startOffsets, endOffsets) }
            let columns = try self.columns(header, in: records)
            while try records.next(into: &row) {
                guard row.count == header.count else {
                    throw records.failure(at: row[0], "\(row.count) field\(row.count == 1 ? "" : "s"); expected \(header.count), as in the header")
                }
                fasts.append(try readFast(FastingCSVRecord(records: records, fields: row, columns: columns)))
                startOffsets.append(row[columns[startColumn]!].offset)
                endOffsets.append(row[columns[endColumn]!].offset)
            }
            return (fasts, startOffsets, endOffsets)
        }
        let places = FastPlaces.csv(bytes, startOffsets: startOffsets, endOffsets: endOffsets, endColumn: endColumn)
        var history = try FastingHistoryLoader.validate(fasts, places: places, file: file)
        history.format = format
        return history
    }

    /// The position of each column of the format the header names; a missing required column, or
    /// a name two columns match, is an error naming the header's line.
    private func columns(_ header: [CSVRecords.Field], in records: CSVRecords) throws(QuipuError) -> [String: Int] {
        let names = header.map { records.text(of: $0).trimmingSpaces.lowercased() }
        var columns: [String: Int] = [:]
        for name in required + optional {
            let matches = names.indices.filter { names[$0] == name.lowercased() }
            if matches.count > 1 {
                throw records.failure(at: header[matches[1]], "columns \(matches[0] + 1) and \(matches[1] + 1) both name the column \"\(name)\"; "
                    + "expected each column once")
            }
            if let position = matches.first {
                columns[name] = position
            } else if required.contains(name) {
                throw records.failure(at: header[0], "no column \"\(name)\"; expected a \(format.displayName) with the columns "
                    + required.joined(separator: ",") + (optional.isEmpty ? "" : " (and optionally \(optional.joined(separator: ",")))"))
            }
        }
        return columns
    }
}

/// One record of a fasting CSV file, its fields found by column name.
struct FastingCSVRecord {
    let records: CSVRecords
    let fields: [CSVRecords.Field]
    let columns: [String: Int]

    /// The field of `column`; `nil` when the file has no such (optional) column.
    func field(_ column: String) -> CSVRecords.Field? { columns[column].map { fields[$0] } }

    /// The field's bytes without spaces and tabs at either end.
    func bytes(_ field: CSVRecords.Field) -> UnsafeBufferPointer<UInt8> { records.bytes(of: field).trimmingSpaces }

    /// The field's text as written.
    func text(_ field: CSVRecords.Field) -> String { records.text(of: field) }

    /// `file: line L, column C: message`, for `field`.
    func failure(_ field: CSVRecords.Field, _ message: String) -> QuipuError { records.failure(at: field, message) }
}

extension Instant {
    /// Why `text` is not an instant as fasting exports write them, for messages: out of range, or
    /// not an ISO 8601 date and time with its offset.
    static func iso8601Problem(_ text: String) -> String {
        isISO8601OutsideSupportedRange(text)
            ? "\"\(text)\" is out of range; expected a date \(supportedRangeDescription)"
            : "\"\(text)\" is not an instant; expected an ISO 8601 date and time with its offset, "
                + "such as 2024-03-24T19:06:40Z or 2024-03-24T20:06:40.250+01:00"
    }
}
