import Foundation
import QuipuCore

/// Credit notes: `creditNotes:` in `quipu.yml`, `quipu credit-note` on the command line. A credit
/// note credits an invoice of `invoices:`, which it recomputes from that entry, or an amount of
/// an invoice outside the register (`external: true`).
enum CreditNoteKind: ReportKind {
    typealias Command = CreditNoteCommand
    static let section = ConfigSection(key: "creditNotes", isList: true, entryName: "a credit note", requiredKeys: ["invoice", "number"],
                                       optionalKeys: ["issueDate", "lines", "hours", "amount", "reason", "external", "client", "invoiceDate",
                                                      "invoicePeriod", "currency"],
                                       example: "{invoice: 2024-0044, number: 2024-C001}")
    /// Its time zone, week start and as-of instant are its invoice's.
    static let sharedOptions: [SharedOption] = [.formats, .output, .name, .templates, .paper, .locale, .csvLocale]

    static func defaultDescription(of option: SharedOption) -> String? {
        switch option {
        case .paper: "the invoice's client's, else the config's, else a4"
        case .locale: "the invoice's"
        default: option.defaultDescription
        }
    }

    /// An entry: `invoice` (the number of an entry of `invoices:`) and `number`, optionally
    /// `issueDate`, what it credits (`lines`, `hours` or `amount`; none for the whole invoice),
    /// and `reason` (required with `amount`). With `external: true` the invoice is outside the
    /// register: `client` and `invoiceDate` are required, `invoicePeriod` and `currency` optional,
    /// and it is credited an `amount`.
    static func request(from fields: ConfigMapping, options: ReportOptions<CreditNoteFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> CreditNoteRequest {
        let entry = fields.owner
        let invoice = try required("invoice", of: fields)
        let invoiceNumber = try invoice.nonEmptyText("the number of an invoice under `invoices:`")
        let external = try externalInvoice(of: fields, in: config)
        if external == nil {
            _ = try CreditNoteRequest.creditedInvoice(invoiceNumber, in: config) { message in invoice.mistake(message) }
        } else if let listed = config.invoicesByNumber[invoiceNumber]?.first {
            throw invoice.mistake("invoice \(invoiceNumber) is in the register at \(listed.origin ?? config.path); expected the number of an invoice "
                + "outside it, or no `external: true` to credit that one")
        }
        let lines = try fields["lines"]?.elements(expected: "invoice line numbers or task titles, such as [1, Email]") ?? []
        if fields["lines"] != nil, lines.isEmpty {
            throw fields["lines"]!.mistake("is empty; expected invoice line numbers or task titles, or no `lines:` to credit the whole invoice")
        }
        var hours: [CreditedHours] = [], hoursPlaces: [String] = []
        for (line, value) in try fields["hours"]?.namedEntries(expected: "invoice lines to the hours credited, such as {Email: 1.5}") ?? [] {
            hours.append(CreditedHours(line: line, hours: "\(try value.amount())"))
            hoursPlaces.append(value.place)
        }
        if let hoursField = fields["hours"], hours.isEmpty {
            throw hoursField.mistake("is empty; expected invoice lines to the hours credited, such as {Email: 1.5}")
        }
        let amount = try fields["amount"].map { value throws(QuipuError) in "\(try value.amount())" }
        if let amountField = fields["amount"], !lines.isEmpty || !hours.isEmpty {
            throw amountField.mistake("an amount is credited on its own; expected either `amount:` or `lines:` and `hours:`")
        }
        if external != nil, fields["amount"] == nil {
            throw (fields["lines"] ?? fields["hours"] ?? entry).mistake("invoice \(invoiceNumber) is outside the register, so its lines are unknown; "
                + "expected `amount:` and `reason:`, what the credit note credits and why")
        }
        return CreditNoteRequest(
            invoice: invoiceNumber,
            external: external,
            number: try required("number", of: fields).nonEmptyText("a credit note number such as 2024-C001"),
            issueDate: try fields["issueDate"]?.localDate(),
            lines: try lines.map { value throws(QuipuError) in try value.nonEmptyText("an invoice line number or task title") },
            hours: hours,
            amount: amount,
            reason: try fields["reason"]?.nonEmptyText("the reason the credit note states"),
            options: options,
            origin: entry.place,
            places: CreditNotePlaces(
                invoice: invoice.place, issueDate: fields["issueDate"]?.place ?? entry.place + ".issueDate", lines: lines.map(\.place),
                hours: hoursPlaces, amount: fields["amount"]?.place ?? entry.place + ".amount",
                reason: fields["reason"]?.place ?? entry.place + ".reason"))
    }

    /// The invoice outside the register an entry with `external: true` credits: `client` (a name
    /// under `clients:`), `invoiceDate`, and optionally `invoicePeriod` and `currency`; `nil`
    /// without `external: true`, when those keys are refused.
    private static func externalInvoice(of fields: ConfigMapping, in config: QuipuConfig) throws(QuipuError) -> ExternalInvoiceReference? {
        let keys = ["client", "invoiceDate", "invoicePeriod", "currency"]
        guard try fields["external"]?.boolean() == true else {
            if let key = keys.first(where: { fields[$0] != nil }) {
                throw fields[key]!.mistake("describes an invoice outside the register; expected `external: true` with it, "
                    + "or no `\(key):` for an invoice of `invoices:`")
            }
            return nil
        }
        let clientField = try fields.required("client", "the client the external invoice billed, a name under `clients:`")
        let client = try clientField.nonEmptyText("a name under `clients:`")
        guard config.client(client) != nil else {
            throw clientField.mistake("no client \"\(client)\" under `clients:`; expected one of "
                + config.clients.map(\.key).joined(separator: ", ") + config.nearestClient(to: client))
        }
        return ExternalInvoiceReference(
            client: client, issueDate: try fields.required("invoiceDate", "the external invoice's issue date, such as 2023-12-04").localDate(),
            period: try fields["invoicePeriod"]?.period(), currency: try fields["currency"]?.currency())
    }
}
