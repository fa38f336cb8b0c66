import Foundation
import QuipuCore

/// What is not billed yet: `unbilled:` in `quipu.yml`, `quipu unbilled` on the command line. Made
/// from each client's tracker file less what the register's invoices bill (`BooksLoader`).
enum UnbilledKind: ReportKind {
    typealias Command = UnbilledCommand
    static let section = ConfigSection(key: "unbilled", isList: true, entryName: "an unbilled-time report", requiredKeys: [],
                                       optionalKeys: ["client"], example: "{asOf: 2024-06-01T00:00:00Z}")
    /// The as-of instant's local date in the zone is the last day counted.
    static let sharedOptions: [SharedOption] = [.timeZone, .asOf, .formats, .output, .name, .templates, .locale, .csvLocale]

    /// An entry: optionally `client` (one name under `clients:`; every client without it).
    static func request(from fields: ConfigMapping, options: ReportOptions<UnbilledFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> UnbilledRequest {
        let client = try fields["client"].map { value throws(QuipuError) in
            let name = try value.nonEmptyText("a client's name under `clients:`")
            guard config.client(name) != nil else {
                throw value.mistake("no client \"\(name)\"; expected one of the names under `clients:`: " + config.clients.map(\.key).joined(separator: ", ")
                    + config.nearestClient(to: name))
            }
            return name
        }
        return UnbilledRequest(client: client, options: options, origin: fields.owner.place)
    }
}

/// The formats unbilled time comes in.
package enum UnbilledFormat: String, XMLDocumentFormat {
    case html, xml, csv
}

extension UnbilledFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        ["hours", "unit_price", "net"].contains(header)
    }
}
