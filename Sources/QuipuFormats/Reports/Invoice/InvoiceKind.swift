import Foundation
import QuipuCore

/// Invoices: `invoices:` in `quipu.yml`, `quipu invoice` on the command line. The seller and the
/// clients are settings of the workspace (`seller:`, `clients:`).
enum InvoiceKind: ReportKind {
    typealias Command = InvoiceCommand
    static let section = ConfigSection(key: "invoices", isList: true, entryName: "an invoice", requiredKeys: ["client", "period", "number"],
                                       optionalKeys: ["issueDate", "currency", "profile", "buyerReference", "orderReference"],
                                       example: "{client: acme, period: 2024-03, number: 2024-0042}")
    static let sharedOptions: [SharedOption] = [.timeZone, .weekStart, .asOf, .formats, .output, .name, .templates]

    static func defaultDescription(of option: SharedOption) -> String? {
        option == .timeZone ? "the client's, else the config's, else the system's" : option.defaultDescription
    }

    /// An entry: `client` (a name under `clients:`), `period` and `number`, optionally
    /// `issueDate`, `currency`, `profile`, `buyerReference` and `orderReference`.
    static func request(from fields: ConfigMapping, options: ReportOptions<InvoiceFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> InvoiceRequest {
        let client = try required("client", of: fields)
        let name = try client.nonEmptyText("a client's name under `clients:`")
        guard config.client(name) != nil else {
            throw client.mistake("no client \"\(name)\"; expected one of the names under `clients:`"
                + (config.clients.isEmpty ? " (there are none)" : ": " + config.clients.map(\.key).joined(separator: ", ")))
        }
        guard config.seller != nil else {
            throw fields.owner.mistake("an invoice needs a seller; expected `seller:` with name, address, vatId and accountingCurrency")
        }
        return InvoiceRequest(
            client: name,
            period: try required("period", of: fields).period(),
            number: try required("number", of: fields).nonEmptyText("an invoice number such as 2024-0042"),
            issueDate: try fields["issueDate"]?.localDate(),
            currency: try fields["currency"]?.currency(),
            profile: try fields["profile"]?.choice(InvoiceProfile.self),
            buyerReference: try fields["buyerReference"]?.nonEmptyText("the buyer's reference, such as a Leitweg-ID 04011000-12345-67"),
            orderReference: try fields["orderReference"]?.nonEmptyText("the buyer's purchase order number"),
            options: options,
            origin: fields.owner.place)
    }
}

/// The formats an invoice comes in.
package enum InvoiceFormat: String, OutputFormat {
    case html, xml, csv
    /// A UBL 2.1 e-invoice.
    case ubl

    package var fileExtension: String { self == .ubl ? "ubl.xml" : rawValue }
}
