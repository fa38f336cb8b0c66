import ArgumentParser
import Foundation
import QuipuCore

/// `quipu credit-note`: a credit note of an invoice of `quipu.yml`.
struct CreditNoteCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "credit-note",
        abstract: "Write a credit note of an invoice listed under `invoices:` in quipu.yml, or of one outside it.",
        discussion: """
        Credits the invoice whose number --invoice gives, made again from its entry under `invoices:` (client, period, issue date, as-of instant, currency, profile), so the credit note has the invoice's lines, unit prices, exchange rates, VAT category, parties and references. Without --line, --hours or --amount it credits the whole invoice. Writes OUT/credit-note-NUMBER.html, .xml, .csv, .ubl.xml and .cii.xml (formats: html, xml, csv, ubl, cii; the UBL file is a UBL 2.1 CreditNote, the CII file a Cross Industry Invoice, both of type code 381, referring to the invoice by its number and issue date, in the invoice's profile) and prints their paths.

        An invoice issued outside the register (before the books moved to Quipu) is credited an amount with --external, naming its client and issue date: the credit note takes the client's parties, VAT category, profile and references, and the invoice's currency (the client's, or --currency); its accounting-currency VAT is converted at the rate of the invoice's rate date.

        Amounts are positive; the totals add up like an invoice's. Crediting a line more hours than it bills, or an amount above the invoice's net total, is an error naming the flag. The time zone, week start and as-of instant are the invoice's entry's.

        Examples:
          quipu credit-note --invoice 2024-0044 --number 2024-C001
          quipu credit-note --invoice 2024-0044 --number 2024-C002 --hours Email=1.5 --reason "E-mail support billed twice"
          quipu credit-note --invoice 2024-0043 --number 2024-C003 --line 2
          quipu credit-note --invoice 2024-0042 --number 2024-C004 --amount 100.00 --reason "Discount agreed on 2024-04-15"
          quipu credit-note --invoice 2023-0117 --external --client acme --invoice-date 2023-12-04 --number 2024-C005 --amount 250.00 --reason "Late delivery"

        """
    )

    @Option(help: ArgumentHelp("The credited invoice's number, as an entry of `invoices:` in quipu.yml gives it.", valueName: "number"))
    var invoice: String

    @Option(help: ArgumentHelp("The credit note's own number, printed as given (2024-C001).", valueName: "number"))
    var number: String

    @Option(help: ArgumentHelp("The issue date, on or after the invoice's. Default: today in the invoice's time zone.", valueName: "date"), transform: SharedOptionValue.date)
    var issueDate: LocalDate?

    @Option(name: .customLong("line"),
            help: ArgumentHelp("An invoice line credited in full, by its number or its task's title or id (repeatable).", valueName: "line"))
    var lines: [String] = []

    @Option(help: ArgumentHelp("Hours of an invoice line credited, as LINE=HOURS: Email=1.5 or 2=0.25 (repeatable).", valueName: "line=hours"))
    var hours: [String] = []

    /// Read whatever it starts with, so that `--amount -5` is refused as a negative amount, not as a missing one.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("A net amount credited instead of lines, in the invoice's currency and taxed like it; needs --reason.",
                               valueName: "amount"))
    var amount: String?

    @Option(help: ArgumentHelp("Why the invoice is credited; the credit note states it.", valueName: "text"))
    var reason: String?

    @Flag(help: "The invoice is outside the register (not an entry of `invoices:`): credit it --amount, with --client and --invoice-date.")
    var external = false

    @Option(help: ArgumentHelp("With --external: the client the invoice billed, a name under `clients:`.", valueName: "name"))
    var client: String?

    @Option(help: ArgumentHelp("With --external: the invoice's issue date.", valueName: "date"), transform: SharedOptionValue.date)
    var invoiceDate: LocalDate?

    @Option(help: ArgumentHelp("With --external: the period the invoice billed (2023-11), printed and stated in the e-invoice. Default: not stated.",
                               valueName: "period"), transform: SharedOptionValue.period)
    var invoicePeriod: Period?

    @Option(help: ArgumentHelp("With --external: the invoice's currency. Default: the client's.", valueName: "code"), transform: SharedOptionValue.currency)
    var currency: Currency?

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<CreditNoteKind>

    func validate() throws {
        if !external, let flag = [(client != nil, "--client"), (invoiceDate != nil, "--invoice-date"), (invoicePeriod != nil, "--invoice-period"),
                                   (currency != nil, "--currency")].first(where: \.0)?.1 {
            throw ValidationError("\(flag) describes an invoice outside the register; expected --external with it, or no \(flag)")
        }
        if external, client == nil || invoiceDate == nil {
            throw ValidationError("--external needs --client and --invoice-date: the client the invoice billed and its issue date")
        }
    }

    var request: CreditNoteRequest {
        let credited = hours.map { text in
            text.lastIndex(of: "=").map { CreditedHours(line: String(text[..<$0]), hours: String(text[text.index(after: $0)...])) }
                ?? CreditedHours(line: text, hours: "")
        }
        let externalInvoice = external ? client.flatMap { client in
            invoiceDate.map { ExternalInvoiceReference(client: client, issueDate: $0, period: invoicePeriod, currency: currency) }
        } : nil
        return CreditNoteRequest(
            invoice: invoice, external: externalInvoice, number: number, issueDate: issueDate, lines: lines, hours: credited, amount: amount, reason: reason,
            options: flags.options, origin: nil,
            places: CreditNotePlaces(invoice: "--invoice \(invoice)", issueDate: "--issue-date", lines: lines.map { "--line \($0)" },
                                     hours: hours.map { "--hours \($0)" }, amount: "--amount", reason: "--reason"))
    }
}
