import Foundation
import QuipuCore

/// Who still owes what: `receivables:` in `quipu.yml`, `quipu receivables` on the command line.
/// Made from the books (`BooksLoader`): every invoice and credit note of the workspace.
enum ReceivablesKind: ReportKind {
    typealias Command = ReceivablesCommand
    static let section = ConfigSection(key: "receivables", isList: true, entryName: "a receivables report", requiredKeys: [],
                                       optionalKeys: [], example: "{asOf: 2024-06-01T00:00:00Z}")
    /// The as-of instant's local date in the zone is the day the invoices are aged on.
    static let sharedOptions: [SharedOption] = [.timeZone, .asOf, .formats, .output, .name, .templates, .locale, .csvLocale]

    /// An entry: only shared options (`asOf`, `timeZone`, `formats`, `output`, `name`, `templates`).
    static func request(from fields: ConfigMapping, options: ReportOptions<ReceivablesFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> ReceivablesRequest {
        ReceivablesRequest(options: options, origin: fields.owner.place)
    }
}

/// The formats receivables come in.
package enum ReceivablesFormat: String, XMLDocumentFormat {
    case html, xml, csv
}

extension ReceivablesFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        ["payable", "credited", "paid", "open", "open_accounting"].contains(header)
    }
}
