import ArgumentParser
import Foundation
import QuipuCore

/// `quipu invoice`: an invoice for a client of `quipu.yml`.
struct InvoiceCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "invoice",
        abstract: "Write an invoice for a client's tracked time of a period.",
        discussion: """
        Bills the client's tracked time of the period (one line per task, hours rounded as the client's `round` says) at the client's hourly rates, with VAT, using the seller and the client from quipu.yml. Writes OUT/invoice-NUMBER.html, .xml, .csv, .ubl.xml and .cii.xml (formats: html, xml, csv, ubl, cii; the number is made safe for the file name, the documents keep it as given) and prints their paths. Overlapping billed slips are billed in full and reported on stderr.

        When the client's rates are in another currency, or --currency asks for another, each hourly rate is converted once at the exchange rate of the period's last day (or the issue date, with the client's `rateDate: issue`), from the files quipu.yml's `rates:` names; the invoice prints the rate, its date and its source. The UBL file (UBL 2.1) and the CII file (UN/CEFACT Cross Industry Invoice, the XML of Factur-X and ZUGFeRD) are the same EN 16931 e-invoice, which allows only currencies with at most two decimals.

        The UBL file follows the client's `profile` (en16931, peppol or xrechnung), or --profile's; the CII file is XRechnung for xrechnung and plain EN 16931 otherwise (Peppol travels as UBL). Peppol BIS Billing 3.0 needs a buyer or order reference and both parties' `endpoint`; XRechnung 3.0 needs a buyer reference (the Leitweg-ID), both endpoints and the seller's `contact` with name, telephone and e-mail. What a profile needs and the invoice lacks is an error naming where to give it.

        Examples:
          quipu invoice acme --period 2024-03 --number 2024-0042
          quipu invoice acme --period 2024-04 --number next --issue-date 2024-05-02
          quipu invoice acme --period 2024-W13 --number 7 --currency EUR --format ubl
          quipu invoice lab --period 2024-03 --number 2024-0043 --profile peppol --order-reference PO-4711

        """
    )

    @Argument(help: ArgumentHelp("The client's name under `clients:` in quipu.yml.", valueName: "client"))
    var client: String

    @Option(help: ArgumentHelp(
        "The billed period: a day (2024-03-25), an ISO week (2024-W13), a month (2024-03), a year, or a range (2024-03-01..2024-03-15).",
        valueName: "period"), transform: SharedOptionValue.period)
    var period: Period

    @Option(help: ArgumentHelp("The invoice number, printed as given (2024-0042); `next` takes the one after the client's series in quipu.yml (see `numbering:`).",
                               valueName: "number"))
    var number: String

    @Option(help: ArgumentHelp("The issue date, such as 2024-04-02; the due date follows from the client's paymentTermsDays. Default: the as-of instant's local date.",
                               valueName: "date"), transform: SharedOptionValue.date)
    var issueDate: LocalDate?

    @Option(help: ArgumentHelp("The invoice currency (ISO 4217), instead of the client's; the hourly rates are converted to it.", valueName: "code"),
            transform: SharedOptionValue.currency)
    var currency: Currency?

    @Option(help: ArgumentHelp("The e-invoice's rule set instead of the client's: en16931, peppol or xrechnung.", valueName: "profile"), transform: { text throws(QuipuError) in
        guard let profile = InvoiceProfile(rawValue: text) else {
            throw QuipuError(.usage, "unknown profile \"\(text)\"; expected " + InvoiceProfile.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return profile
    })
    var profile: InvoiceProfile?

    @Option(help: ArgumentHelp("The buyer's reference (BT-10), such as a Leitweg-ID, instead of the client's buyerReference.", valueName: "reference"))
    var buyerReference: String?

    @Option(help: ArgumentHelp("The buyer's purchase order number (BT-13).", valueName: "reference"))
    var orderReference: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Whether a EUR invoice payable to a SEPA IBAN carries a payment QR code (EPC, \"GiroCode\") in its PDF and HTML. Default: the client's qrCode, else the config's, else yes."))
    var qrCode: Bool?

    @OptionGroup(title: "Tracker file options")
    var tracker: TrackerFlags

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<InvoiceKind>

    var request: InvoiceRequest {
        InvoiceRequest(client: client, period: period, number: number, issueDate: issueDate, currency: currency, profile: profile,
                             buyerReference: buyerReference, orderReference: orderReference, qrCode: qrCode, options: flags.options, tracker: tracker.options,
                             checksRegister: true)
    }
}
