import ArgumentParser
import Foundation

public struct InvoiceCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "invoice",
        abstract: "Write an invoice for a client's tracked time of a period.",
        discussion: """
        Bills the client's tracked time of the period (one line per task, hours rounded as the client's `round` says) at the client's hourly rates, with VAT, using the seller and the client from quipu.yml. Writes OUT/invoice-NUMBER.html, .xml, .csv and .ubl.xml (formats: html, xml, csv, ubl; the number is made safe for the file name, the documents keep it as given) and prints their paths. Overlapping billed slips are billed in full and reported on stderr.

        When the client's rates are in another currency, or --currency asks for another, each hourly rate is converted once at the exchange rate of the period's last day (or the issue date, with the client's `rateDate: issue`), from the files quipu.yml's `rates:` names; the invoice prints the rate, its date and its source. The UBL file is an EN 16931 e-invoice, which allows only currencies with at most two decimals.

        Examples:
          quipu invoice acme --period 2024-03 --number 2024-0042
          quipu invoice acme --period 2024-W13 --number 7 --currency EUR --format ubl

        """
    )

    @Argument(help: ArgumentHelp("The client's name under `clients:` in quipu.yml.", valueName: "client"))
    var client: String

    @Option(help: ArgumentHelp(
        "The billed period: a day (2024-03-25), an ISO week (2024-W13), a month (2024-03), a year, or a range (2024-03-01..2024-03-15).",
        valueName: "period"))
    var period: String

    @Option(help: ArgumentHelp("The invoice number, printed as given (2024-0042).", valueName: "number"))
    var number: String

    @Option(help: ArgumentHelp("The issue date, such as 2024-04-02; the due date follows from the client's paymentTermsDays. Default: the as-of instant's local date.",
                               valueName: "date"))
    var issueDate: String?

    @Option(help: ArgumentHelp("The invoice currency (ISO 4217), instead of the client's; the hourly rates are converted to it.", valueName: "code"))
    var currency: String?

    @OptionGroup(title: "Tracker file options")
    var tracker: TrackerFlags

    @OptionGroup(title: "Report options")
    var flags: ReportFlags

    public func run() throws {
        try reportingErrors { () throws(QuipuError) in
            var request = InvoiceReportRequest(client: client, period: period, number: number, issueDate: issueDate, currency: currency,
                                               options: flags.options)
            request.tracker = tracker.options
            try flags.make(request)
        }
    }
}
