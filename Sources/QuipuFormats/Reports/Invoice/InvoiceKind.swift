import ArgumentParser
import Foundation
import QuipuCore

/// Invoices: `invoices:` in `quipu.yml`, `quipu invoice` on the command line. The seller and the
/// clients are settings of the workspace (`seller:`, `clients:`).
enum InvoiceKind: ReportKind {
    static let section = ConfigSection(key: "invoices", isList: true, example: "{client: acme, period: 2024-03, number: 2024-0042}")
    static let command: any ParsableCommand.Type = InvoiceCommand.self

    /// An entry: `client` (a name under `clients:`), `period` and `number`, optionally
    /// `issueDate`, `currency`, `profile`, `buyerReference` and `orderReference`, and the shared options.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> InvoiceReportRequest {
        let ownKeys = ["client", "period", "number", "issueDate", "currency", "profile", "buyerReference", "orderReference"]
        let expected = "an invoice: client, period and number, and optionally " + (ownKeys.dropFirst(3) + ReportOptions.entryKeys).joined(separator: ", ")
        let fields = try entry.mapping(allowed: ownKeys + ReportOptions.entryKeys, expected: expected)
        let client = try fields.required("client", expected)
        let name = try client.nonEmptyText("a client's name under `clients:`")
        guard config.client(name) != nil else {
            throw client.mistake("no client \"\(name)\"; expected one of the names under `clients:`"
                + (config.clients.isEmpty ? " (there are none)" : ": " + config.clients.map(\.key).joined(separator: ", ")))
        }
        guard config.seller != nil else {
            throw entry.mistake("an invoice needs a seller; expected `seller:` with name, address, vatId and accountingCurrency")
        }
        return InvoiceReportRequest(
            client: name,
            period: try fields.required("period", expected).period(),
            number: try fields.required("number", expected).nonEmptyText("an invoice number such as 2024-0042"),
            issueDate: try fields["issueDate"]?.localDate().description,
            currency: try fields["currency"]?.currency().code,
            profile: try fields["profile"]?.choice(InvoiceProfile.self).rawValue,
            buyerReference: try fields["buyerReference"]?.nonEmptyText("the buyer's reference, such as a Leitweg-ID 04011000-12345-67"),
            orderReference: try fields["orderReference"]?.nonEmptyText("the buyer's purchase order number"),
            options: try ReportOptions.read(fields, formats: InvoiceFormat.self, config: config),
            origin: entry.place)
    }
}

/// The formats an invoice comes in.
public enum InvoiceFormat: String, OutputFormat {
    case html, xml, csv
    /// A UBL 2.1 e-invoice.
    case ubl

    public var fileExtension: String { self == .ubl ? "ubl.xml" : rawValue }
}
