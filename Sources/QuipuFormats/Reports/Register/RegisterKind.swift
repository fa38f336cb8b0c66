import Foundation
import QuipuCore

/// The register: `register:` in `quipu.yml` (one register), `quipu register` on the command
/// line. It lists the invoices and credit notes of `invoices:` and `creditNotes:`, and books them
/// with their payments as hledger and Beancount transactions to the accounts of `accounts:`.
enum RegisterKind: ReportKind {
    typealias Command = RegisterCommand
    static let section = ConfigSection(key: "register", isList: false, entryName: "a register", requiredKeys: [],
                                       optionalKeys: [], example: "{asOf: \"2024-06-30T22:00:00Z\", formats: [csv, hledger, beancount]}")
    /// The as-of instant's day in the time zone is the register's day; its files have one name.
    static let sharedOptions: [SharedOption] = [.timeZone, .asOf, .formats, .output, .name, .templates, .locale, .csvLocale]

    static func defaultDescription(of option: SharedOption) -> String? {
        switch option {
        case .asOf: "now; the register lists what is issued and paid by the end of this instant's day in the time zone"
        default: option.defaultDescription
        }
    }

    /// The section: only the shared options.
    static func request(from fields: ConfigMapping, options: ReportOptions<RegisterFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> RegisterRequest {
        RegisterRequest(options: options, origin: fields.owner.place)
    }
}

/// The formats a register comes in: a page, its XML, a row per document, and the books as an
/// hledger journal and a Beancount file.
package enum RegisterFormat: String, OutputFormat {
    case html, xml, csv, hledger, beancount

    package var fileExtension: String {
        switch self {
        case .hledger: "journal"
        default: rawValue
        }
    }
}

extension RegisterFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        header.hasPrefix("net_") || ["net", "vat", "gross", "accounting_net", "accounting_vat", "accounting_gross", "open"].contains(header)
    }
}
