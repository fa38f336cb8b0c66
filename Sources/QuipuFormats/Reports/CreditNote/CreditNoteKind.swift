import Foundation
import QuipuCore

/// Credit notes: `creditNotes:` in `quipu.yml`, `quipu credit-note` on the command line. A credit
/// note credits an invoice of `invoices:`, which it recomputes from that entry.
enum CreditNoteKind: ReportKind {
    typealias Command = CreditNoteCommand
    static let section = ConfigSection(key: "creditNotes", isList: true, entryName: "a credit note", requiredKeys: ["invoice", "number"],
                                       optionalKeys: ["issueDate", "lines", "hours", "amount", "reason"],
                                       example: "{invoice: 2024-0044, number: 2024-C001}")
    /// Its time zone, week start and as-of instant are its invoice's.
    static let sharedOptions: [SharedOption] = [.formats, .output, .name, .templates]

    /// An entry: `invoice` (the number of an entry of `invoices:`) and `number`, optionally
    /// `issueDate`, what it credits (`lines`, `hours` or `amount`; none for the whole invoice),
    /// and `reason` (required with `amount`).
    static func request(from fields: ConfigMapping, options: ReportOptions<CreditNoteFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> CreditNoteRequest {
        let entry = fields.owner
        let invoice = try required("invoice", of: fields)
        let invoiceNumber = try invoice.nonEmptyText("the number of an invoice under `invoices:`")
        _ = try CreditNoteRequest.creditedInvoice(invoiceNumber, in: config) { message in invoice.mistake(message) }
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
        return CreditNoteRequest(
            invoice: invoiceNumber,
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
}
