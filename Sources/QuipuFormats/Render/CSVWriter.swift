import QuipuXML

/// Writes RFC 4180 CSV: CRLF line ends, fields with `,` `"` CR or LF quoted with inner quotes
/// doubled, and text cells defended against formula injection. Every field follows the XML
/// formats' text rule (`XMLText`): a character XML 1.0 cannot hold becomes U+FFFD, so a report's
/// CSV says the same text as its XML and HTML.
package struct CSVWriter {
    /// The text so far.
    package private(set) var text = ""

    package init() {}

    /// One record. Text fields are defended; number fields are written as they are, unquoted.
    package mutating func appendRow(_ fields: [CSVField]) {
        appendRow(encoded: fields.map(\.encoded))
    }

    /// One record of fields already encoded (see `CSVField.encoded`).
    mutating func appendRow(encoded fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += field
        }
        text += "\r\n"
    }
}

/// A CSV cell. Characters XML 1.0 cannot hold become U+FFFD in either kind.
package enum CSVField: Equatable, Sendable {
    /// User text: prefixed with `'` when it starts with `=`, `+`, `-`, `@`, TAB or CR, then quoted if needed.
    case text(String)
    /// A machine value (a number, an ISO date): written as it is.
    case number(String)

    /// The field as it stands in a record.
    var encoded: String {
        switch self {
        case let .number(value):
            return XMLText.replacingDisallowedCharacters(value)
        case let .text(text):
            let value = XMLText.replacingDisallowedCharacters(text)
            let defended = value.utf8.first.map { "=+-@\t\r".utf8.contains($0) } == true ? "'" + value : value
            guard defended.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }) else {
                return defended
            }
            var quoted = "\""
            for character in defended {
                quoted.append(character)
                if character == "\"" { quoted.append("\"") }
            }
            return quoted + "\""
        }
    }
}
