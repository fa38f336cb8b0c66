/// Writes RFC 4180 CSV: CRLF line ends, fields with `,` `"` CR or LF quoted with inner quotes
/// doubled, and text cells defended against formula injection.
public struct CSVWriter {
    /// The text so far.
    public private(set) var text = ""

    public init() {}

    /// One record. Text fields are defended; number fields are written as they are, unquoted.
    public mutating func appendRow(_ fields: [CSVField]) {
        text += fields.map(\.encoded).joined(separator: ",")
        text += "\r\n"
    }
}

/// A CSV cell.
public enum CSVField: Equatable, Sendable {
    /// User text: prefixed with `'` when it starts with `=`, `+`, `-`, `@`, TAB or CR, then quoted if needed.
    case text(String)
    /// A machine value (a number, an ISO date): written as it is.
    case number(String)

    var encoded: String {
        switch self {
        case let .number(value):
            return value
        case let .text(value):
            let defended = value.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } == true ? "'" + value : value
            guard defended.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return defended }
            return "\"" + defended.replacing("\"", with: "\"\"") + "\""
        }
    }
}
