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

/// An invoice issued outside the register, as a credit note of it states it: `external: true` with
/// `client`, `invoiceDate` and optionally `invoicePeriod` and `currency` in `creditNotes:`, or
/// `--external --client … --invoice-date …` on the command line.
package struct ExternalInvoiceReference: Sendable, Hashable {
    /// The client's name under `clients:`, whose parties, VAT category, profile and references the invoice had.
    package var client: String
    /// The invoice's issue date.
    package var issueDate: LocalDate
    /// The period it billed, when known; printed and stated in the e-invoice.
    package var period: Period?
    /// Its currency, when not the client's.
    package var currency: Currency?

    package init(client: String, issueDate: LocalDate, period: Period? = nil, currency: Currency? = nil) {
        self.client = client
        self.issueDate = issueDate
        self.period = period
        self.currency = currency
    }

    /// The invoice as an invoice request would describe it, to resolve its terms from the client's
    /// settings; no tracker file is read for it.
    func invoiceRequest(number: String, origin: String?) -> InvoiceRequest {
        InvoiceRequest(client: client, period: period ?? .day(issueDate), number: number, issueDate: issueDate, currency: currency, origin: origin)
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
/// prices, currency, exchange rates, parties and profile; or an invoice outside the register
/// (`external`), credited an amount with the client's parties and settings.
package struct CreditNoteRequest: ReportRequest {
    /// The credited invoice's number, as an entry of `invoices:` gives it, or an external invoice's.
    package var invoice: String
    /// The credited invoice when it is not in the register; `nil` for an entry of `invoices:`.
    package var external: ExternalInvoiceReference?
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

    init(invoice: String, external: ExternalInvoiceReference? = nil, number: String, issueDate: LocalDate?, lines: [String],
         hours: [CreditedHours], amount: String?, reason: String?, options: ReportOptions<CreditNoteFormat>, origin: String?,
         places: CreditNotePlaces) {
        self.invoice = invoice
        self.external = external
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
        let invoiceReport: InvoiceReport
        if let external {
            if let listed = config.invoicesByNumber[invoice]?.first {
                throw usage(at: places.invoice, "invoice \(invoice) is in the register at \(listed.origin ?? config.path); expected the number of an "
                    + "invoice outside it, or \(origin == nil ? "no --external" : "no `external: true`") to credit that one")
            }
            guard lines.isEmpty, hours.isEmpty, amount != nil else {
                throw usage(at: places.lines.first ?? places.hours.first ?? places.amount, "invoice \(invoice) is outside the register, so its lines are unknown; expected "
                    + (origin == nil ? "--amount and --reason" : "`amount:` and `reason:`") + ", what the credit note credits and why")
            }
            invoiceReport = try external.invoiceRequest(number: invoice, origin: origin).resolve(in: context)
        } else {
            invoiceReport = try Self.creditedInvoice(invoice, in: config) { usage(at: places.invoice, $0) }.resolve(in: context)
        }
        let invoiceTerms = invoiceReport.terms
        // The invoice's locale, resolved from its entry, its client and the workspace, is the credit note's unless its own entry gives one.
        let output = try context.options(options, client: ReportOptions(paper: config.client(invoiceReport.client)?.paper,
                                                                        locale: invoiceReport.output.language.locale))
            .settings(in: context.environment, origin: origin)
            .output(defaultStem: "credit-note-\(ReportOutput<CreditNoteFormat>.safeStem(number))")
        try DocumentNumber.check(number, of: "credit note", example: "2024-C001", usage)
        if origin == nil {
            let listed = config.requests(of: CreditNoteRequest.self).first { $0.number == number }
            if let place = config.invoicesByNumber[number]?.first?.origin ?? listed.flatMap({ $0.invoice == invoice ? nil : $0.origin }) {
                throw usage("--number \(number): the register's document at \(place) has this number; expected a number the register does not use, "
                    + "or that credit note's invoice")
            }
        }
        try EInvoiceDocument.checkDecimals(of: [invoiceTerms.billing.currency, invoiceTerms.accountingCurrency], in: output.formats,
                                           document: "credit note", usage)
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
        return CreditNoteReport(invoice: invoiceReport, externalPeriod: external?.period, isExternal: external != nil,
                                terms: CreditNoteTerms(number: number, issueDate: issueDate, selection: selection, reason: reason),
                                output: output, origin: origin, places: places)
    }
}

/// A credit note ready to make: the credited invoice's report, the core's terms and where it goes.
package struct CreditNoteReport: Report {
    /// The credited invoice, made again from its entry; for an invoice outside the register, its
    /// terms resolved from the client's settings, and nothing it bills.
    package let invoice: InvoiceReport
    /// The period an invoice outside the register billed, when the credit note states it.
    let externalPeriod: Period?
    /// Whether the credited invoice is outside the register: then no tracker file is read.
    package let isExternal: Bool
    package let terms: CreditNoteTerms
    /// `OUT/credit-note-NUMBER.EXT` for each format, unless named otherwise.
    package let output: ReportOutput<CreditNoteFormat>
    package let origin: String?
    let places: CreditNotePlaces

    /// The invoice's tracker file (none for an invoice outside the register) and rates files, and
    /// the templates folder when it is the user's.
    package var inputPaths: [String] { (isExternal ? [] : [invoice.statePath]) + invoice.ratesPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> InvoiceSource {
        guard isExternal else { return try invoice.load(progress: progress) }
        invoice.ratesPaths.forEach { progress?(.reading($0)) }
        return InvoiceSource(state: AppState(projects: []), rates: try RatesLoader.load(paths: invoice.ratesPaths))
    }

    package func project(_ source: InvoiceSource) throws(QuipuError) -> CreditNote {
        let credited: CreditedInvoice
        if isExternal {
            do { credited = .external(try ExternalInvoice(terms: invoice.terms, servicePeriod: externalPeriod, rates: source.rates)) } catch {
                guard case .rate = error else { throw invoice.problem(error) }
                throw QuipuError(.dataError, [origin, "credit note \(terms.number) of external invoice \(invoice.terms.number)",
                                              "\(error)" + (invoice.ratesPaths.isEmpty ? "; expected `rates:` in quipu.yml naming an exchange-rate file" : "")]
                    .compactMap { $0 }.joined(separator: ": "))
            }
        } else {
            credited = .register(try invoice.project(source))
        }
        do {
            switch credited {
            case let .register(made): return try CreditNote(crediting: made, terms: terms)
            case let .external(external): return try CreditNote(creditingExternal: external, terms: terms)
            }
        } catch {
            let place: String
            switch error {
            case .unknownLine, .ambiguousLine, .lineCreditedTwice, .invalidHours, .hoursExceedLine, .nothingCredited:
                place = error.credit.map { (places.lines + places.hours)[$0] } ?? origin ?? "credit note \(terms.number)"
            case .invalidAmount, .amountExceedsInvoice: place = places.amount
            case .reasonRequired: place = places.reason
            case .issuedBeforeInvoice: place = places.issueDate
            case .externalInvoiceHasNoLines: place = places.amount
            case .money:
                throw QuipuError(.dataError, [origin, "credit note \(terms.number) of invoice \(invoice.terms.number)", "\(error)"]
                    .compactMap { $0 }.joined(separator: ": "))
            }
            throw QuipuError(.usage, "\(place): \(error)")
        }
    }

    /// The credit note as the register books it, when it is an entry of `creditNotes:`.
    package func booking(_ source: InvoiceSource, _ creditNote: CreditNote) -> BookedDocument? {
        origin.map { .creditNote(BookedCreditNote(creditNote, client: invoice.client, place: $0)) }
    }

    package func render(_ creditNote: CreditNote) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try CreditNoteRenderer(templates: output.templates, formats: output.formats, paper: output.paper, language: output.language).render(creditNote))
    }
}
