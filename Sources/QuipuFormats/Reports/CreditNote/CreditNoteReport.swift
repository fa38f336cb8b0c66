import Foundation
import QuipuCore

/// Hours credited of one invoice line, as written: `Email` and `1.5`.
package struct CreditedHours: Sendable, Hashable {
    /// The invoice line: its number, or its task's title or id.
    package var line: String
    /// Hours with at most 4 decimals.
    package var hours: String

    package init(line: String, hours: String) {
        self.line = line
        self.hours = hours
    }
}

/// Where each part of a credit note was asked for, so that an error names its key in `quipu.yml`
/// (`quipu.yml: line 130: creditNotes[0].hours.Email`) or its flag (`--hours Email=9`).
package struct CreditNotePlaces: Sendable {
    var invoice: String
    var issueDate: String
    /// One per whole line credited, in order.
    var lines: [String]
    /// One per line credited by hours, in order.
    var hours: [String]
    var amount: String
    var reason: String
}

/// A credit note as a user asks for it, on the command line (`quipu credit-note --invoice 2024-0044
/// --number 2024-C001 --hours Email=1.5`) or as an entry of `creditNotes:`. The invoice it credits
/// is an entry of `invoices:`, recomputed from it, so the credit note has the invoice's lines,
/// prices, currency, exchange rates, parties and profile.
package struct CreditNoteRequest: ReportRequest {
    /// The credited invoice's number, as an entry of `invoices:` gives it.
    package var invoice: String
    /// The credit note's own number.
    package var number: String
    /// `nil` for today in the invoice's time zone.
    package var issueDate: LocalDate?
    /// Invoice lines credited in full, by number or task title or id.
    package var lines: [String]
    /// Invoice lines credited in part.
    package var hours: [CreditedHours]
    /// A net amount credited instead of lines, in the invoice's currency.
    package var amount: String?
    /// Why; required with `amount`.
    package var reason: String?
    /// The output options; a credit note's time zone, week start and as-of instant are its invoice's.
    package var options = ReportOptions<CreditNoteFormat>()
    /// Where it was asked for (`quipu.yml: line 130: creditNotes[0]`); `nil` on the command line.
    package var origin: String?
    var places: CreditNotePlaces

    init(invoice: String, number: String, issueDate: LocalDate?, lines: [String], hours: [CreditedHours], amount: String?, reason: String?,
         options: ReportOptions<CreditNoteFormat>, origin: String?, places: CreditNotePlaces) {
        self.invoice = invoice
        self.number = number
        self.issueDate = issueDate
        self.lines = lines
        self.hours = hours
        self.amount = amount
        self.reason = reason
        self.options = options
        self.origin = origin
        self.places = places
    }

    /// The entry of `invoices:` numbered `number`; `mistake` makes the error when there is none, or more than one.
    static func creditedInvoice(_ number: String, in config: QuipuConfig, _ mistake: (String) -> QuipuError) throws(QuipuError) -> InvoiceRequest {
        let matches = config.invoicesByNumber[number] ?? []
        guard matches.count == 1 else {
            let invoices = config.requests(of: InvoiceRequest.self)
            throw mistake(matches.isEmpty
                ? "no invoice \"\(number)\" under `invoices:` in \(config.path); expected the number of one of its entries"
                    + (invoices.isEmpty ? " (there are none)" : ": " + invoices.map(\.number).joined(separator: ", "))
                : "\(matches.count) entries of `invoices:` have the number \"\(number)\"; expected one")
        }
        return matches[0]
    }

    /// The report: the credited invoice resolved from its entry, the credit note's words checked.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> CreditNoteReport {
        func usage(_ message: String) -> QuipuError { QuipuError.usage(message, at: origin) }
        func usage(at place: String, _ message: String) -> QuipuError { QuipuError.usage(message, at: place) }
        guard let config = context.workspace else {
            throw usage("no workspace config; a credit note credits an invoice of quipu.yml's `invoices:` (or --config FILE)")
        }
        let invoiceReport = try Self.creditedInvoice(invoice, in: config) { usage(at: places.invoice, $0) }.resolve(in: context)
        let invoiceTerms = invoiceReport.terms
        let output = try context.options(options).settings(in: context.environment, origin: origin)
            .output(defaultStem: "credit-note-\(ReportOutput<CreditNoteFormat>.safeStem(number))")
        try DocumentNumber.check(number, of: "credit note", example: "2024-C001", usage)
        if origin == nil {
            let listed = config.requests(of: CreditNoteRequest.self).first { $0.number == number }
            if let place = config.invoicesByNumber[number]?.first?.origin ?? listed.flatMap({ $0.invoice == invoice ? nil : $0.origin }) {
                throw usage("--number \(number): the register's document at \(place) has this number; expected a number the register does not use, "
                    + "or that credit note's invoice")
            }
        }
        if output.formats.contains(.ubl) {
            try UBLDocument.checkDecimals(of: [invoiceTerms.billing.currency, invoiceTerms.accountingCurrency], document: "credit note", usage)
        }
        let now = context.environment.now
        let issueDate = self.issueDate ?? LocalDateTime(Instant(now), in: invoiceTerms.billing.timeZone).date
        if let reason, reason.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw usage(at: places.reason, "the reason has a control character; expected one line of text")
        }
        if let reason, reason.allSatisfy(\.isWhitespace) {
            throw usage(at: places.reason, "the reason is empty; expected the text the credit note states, or no reason")
        }
        let selection: CreditSelection
        if let amount {
            guard lines.isEmpty, hours.isEmpty else {
                throw usage(at: places.amount, "an amount is credited on its own; expected either an amount or lines and hours")
            }
            do { selection = .amount(try Money.parseAmount(amount)) } catch { throw usage(at: places.amount, "\(error)") }
        } else if lines.isEmpty, hours.isEmpty {
            selection = .wholeInvoice
        } else {
            var credits = lines.map { LineCredit(line: $0) }
            for (credited, place) in zip(hours, places.hours) {
                guard !credited.hours.isEmpty else { throw usage(at: place, "no hours; expected LINE=HOURS, such as Email=1.5") }
                do { credits.append(LineCredit(line: credited.line, hours: try Money.parseAmount(credited.hours))) } catch {
                    throw usage(at: place, "\(error)")
                }
            }
            selection = .lines(credits)
        }
        return CreditNoteReport(invoice: invoiceReport, terms: CreditNoteTerms(number: number, issueDate: issueDate, selection: selection, reason: reason),
                                output: output, origin: origin, places: places)
    }
}

/// A credit note ready to make: the credited invoice's report, the core's terms and where it goes.
package struct CreditNoteReport: Report {
    /// The credited invoice, made again from its entry.
    package let invoice: InvoiceReport
    package let terms: CreditNoteTerms
    /// `OUT/credit-note-NUMBER.EXT` for each format, unless named otherwise.
    package let output: ReportOutput<CreditNoteFormat>
    package let origin: String?
    let places: CreditNotePlaces

    /// The invoice's tracker and rates files, and the templates folder when it is the user's.
    package var inputPaths: [String] { [invoice.statePath] + invoice.ratesPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> InvoiceSource {
        try invoice.load(progress: progress)
    }

    package func project(_ source: InvoiceSource) throws(QuipuError) -> CreditNote {
        let credited = try invoice.project(source)
        do {
            return try CreditNote(crediting: credited, terms: terms)
        } catch {
            let place: String
            switch error {
            case .unknownLine, .ambiguousLine, .lineCreditedTwice, .invalidHours, .hoursExceedLine, .nothingCredited:
                place = error.credit.map { (places.lines + places.hours)[$0] } ?? origin ?? "credit note \(terms.number)"
            case .invalidAmount, .amountExceedsInvoice: place = places.amount
            case .reasonRequired: place = places.reason
            case .issuedBeforeInvoice: place = places.issueDate
            case .money:
                throw QuipuError(.dataError, [origin, "credit note \(terms.number) of invoice \(credited.terms.number)", "\(error)"]
                    .compactMap { $0 }.joined(separator: ": "))
            }
            throw QuipuError(.usage, "\(place): \(error)")
        }
    }

    /// The credit note as the register books it, when it is an entry of `creditNotes:`.
    package func booking(_ source: InvoiceSource, _ creditNote: CreditNote) -> BookedDocument? {
        origin.map { .creditNote(BookedCreditNote(creditNote, place: $0)) }
    }

    package func render(_ creditNote: CreditNote) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try CreditNoteRenderer(templates: output.templates, formats: output.formats).render(creditNote))
    }
}
