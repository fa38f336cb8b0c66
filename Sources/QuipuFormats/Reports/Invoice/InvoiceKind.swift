import Foundation
import QuipuCore

/// Invoices: `invoices:` in `quipu.yml`, `quipu invoice` on the command line. The seller and the
/// clients are settings of the workspace (`seller:`, `clients:`).
enum InvoiceKind: ReportKind {
    typealias Command = InvoiceCommand
    static let section = ConfigSection(key: "invoices", isList: true, entryName: "an invoice", requiredKeys: ["client", "period", "number"],
                                       optionalKeys: ["issueDate", "currency", "profile", "buyerReference", "orderReference", "projects", "paid",
                                                      "payments", "qrCode"],
                                       example: "{client: acme, period: 2024-03, number: 2024-0042}")
    static let sharedOptions: [SharedOption] = [.timeZone, .weekStart, .asOf, .formats, .output, .name, .templates, .paper, .locale, .csvLocale]

    static func defaultDescription(of option: SharedOption) -> String? {
        switch option {
        case .timeZone: "the client's, else the config's, else the system's"
        case .paper: "the client's, else the config's, else a4"
        case .locale: "the client's, else the config's, else English with ISO dates"
        default: option.defaultDescription
        }
    }

    /// An entry: `client` (a name under `clients:`), `period` and `number`, optionally
    /// `issueDate`, `currency`, `profile`, `buyerReference`, `orderReference`, `projects` (a part
    /// of the client's), what was paid: `paid: 2024-04-20` (all of it) or `payments:
    /// [{date: 2024-04-20, amount: 500.00}, …]`, and `qrCode: false` for no payment QR code.
    static func request(from fields: ConfigMapping, options: ReportOptions<InvoiceFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> InvoiceRequest {
        let client = try required("client", of: fields)
        let name = try client.nonEmptyText("a client's name under `clients:`")
        guard config.client(name) != nil else {
            throw client.mistake("no client \"\(name)\"; expected one of the names under `clients:`"
                + (config.clients.isEmpty ? " (there are none)" : ": " + config.clients.map(\.key).joined(separator: ", ")) + config.nearestClient(to: name))
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
            projects: try fields["projects"].map { value throws(QuipuError) in
                let projects = try value.textList("project titles or ids")
                if projects.isEmpty { throw value.mistake("is empty; expected project titles or ids, or no `projects:` for the client's") }
                return projects
            },
            payments: try payments(in: fields),
            qrCode: try fields["qrCode"]?.boolean(),
            options: options,
            origin: fields.owner.place)
    }
}

extension InvoiceKind {
    /// `paid: 2024-04-20`, or `payments: [{date: 2024-04-20, amount: 500.00}, …]` with amounts
    /// above 0; not both.
    static func payments(in fields: ConfigMapping) throws(QuipuError) -> [Payment] {
        if let paid = fields["paid"] {
            if let payments = fields["payments"] { throw payments.mistake("beside `paid:`; expected either `paid: DATE` (paid in full) or `payments:`") }
            return [Payment(date: try paid.localDate())]
        }
        guard let list = fields["payments"] else { return [] }
        let expected = "payments such as [{date: 2024-04-20, amount: 500.00}]"
        let elements = try list.elements(expected: expected)
        if elements.isEmpty { throw list.mistake("is empty; expected \(expected), or no `payments:`") }
        var payments: [Payment] = []
        for element in elements {
            let payment = try element.mapping(allowed: ["date", "amount"], expected: "a payment such as {date: 2024-04-20, amount: 500.00}")
            let amountField = try payment.required("amount", "the amount received, in the invoice's currency, such as 500.00")
            let amount = try amountField.amount()
            guard amount > 0 else { throw amountField.mistake("is \(amount); expected an amount above 0") }
            payments.append(Payment(date: try payment.required("date", "the day the payment arrived, such as 2024-04-20").localDate(), amount: amount))
        }
        return payments
    }
}

/// The formats an invoice comes in.
package enum InvoiceFormat: String, OutputFormat {
    case html, xml, csv
    /// A UBL 2.1 e-invoice.
    case ubl
    /// A UN/CEFACT CII e-invoice, the XML of Factur-X and ZUGFeRD.
    case cii
    /// A PDF/A-3b to send or print.
    case pdf
}

extension InvoiceFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        ["hours", "unit_price", "net"].contains(header)
    }
}
