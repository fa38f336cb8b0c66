import Foundation
import QuipuCore

/// An invoice as a user asks for it, on the command line (`quipu invoice acme --period 2024-03
/// --number 2024-0042`) or as an entry of `invoices:`. The seller and the client come from the
/// workspace config; `resolve` checks every word.
package struct InvoiceRequest: ReportRequest {
    /// The client's name under `clients:`.
    package var client: String
    package var period: Period
    /// The invoice number as the documents print it; file names use a sanitised copy.
    package var number: String
    /// `nil` for the as-of instant's local date.
    package var issueDate: LocalDate?
    /// The invoice currency instead of the client's; the hourly rates are then converted.
    package var currency: Currency?
    /// The e-invoice's rule set instead of the client's.
    package var profile: InvoiceProfile?
    /// The buyer's reference (BT-10), overriding the client's.
    package var buyerReference: String?
    /// The buyer's purchase order number (BT-13).
    package var orderReference: String?
    /// The projects billed, by title or id, instead of the client's (a part of them); `nil` for the client's.
    package var projects: [String]?
    /// What the client paid, in the invoice's currency.
    package var payments: [Payment] = []
    /// Whether the invoice carries its payment QR code (`--qr-code`/`--no-qr-code`, or `qrCode:`
    /// on the entry); `nil` for the client's `qrCode:`, else the workspace's, else yes.
    package var qrCode: Bool?
    /// The command line's or the entry's options; the client's time zone comes before the workspace's.
    package var options = ReportOptions<InvoiceFormat>()
    /// The command line's `--state-format` and `--source-time-zone`, over the client's settings.
    package var tracker = TrackerOptions()
    /// Whether the invoice is checked against the register of `quipu.yml` it is not part of (the
    /// command line's): its number (`next` takes the next one) and the time it bills.
    package var checksRegister = false
    /// Where it was asked for (`quipu.yml: line 40: invoices[0]`); `nil` on the command line.
    package var origin: String?

    /// The report, with the seller, the client and the rates files taken from the workspace config,
    /// and defaults from the environment: now for the as-of instant, its local date for the issue date.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> InvoiceReport {
        func usage(_ message: String) -> QuipuError { QuipuError.usage(message, at: origin) }
        guard let config = context.workspace else {
            throw usage("no workspace config; an invoice takes its seller and client from quipu.yml (or --config FILE)")
        }
        guard let seller = config.seller else {
            throw QuipuError(.usage, "\(config.path): no `seller:`; expected the seller's name, address, vatId and accountingCurrency")
        }
        guard let client = config.client(self.client) else {
            let names = config.clients.map(\.key)
            throw usage("no client \"\(self.client)\" in \(config.path); expected "
                + (names.isEmpty ? "a `clients:` section" : "one of " + names.joined(separator: ", ")) + config.nearestClient(to: self.client))
        }
        let shared = try context.options(options, client: ReportOptions(timeZone: client.timeZone, paper: client.paper, locale: client.locale)).settings(in: context.environment, origin: origin)
        let period = try ReportPeriod.checked(self.period, weekStart: shared.weekStart, origin: origin)
        let environment = context.environment
        let asOf = shared.asOf ?? Instant(environment.now)
        let issueDate = self.issueDate ?? LocalDateTime(asOf, in: shared.timeZone).date
        var numberNotice: String?
        var number = self.number
        if checksRegister, number == Self.nextNumber {
            number = try nextNumber(of: client, issued: issueDate, in: config)
            numberNotice = "invoice \(number) is the next number of \(client.key)'s series; to keep it in the register, add to `invoices:` in \(config.path): "
                + "- {client: \(client.key), period: \(period), number: \(number), issueDate: \(issueDate)}"
        }
        let output = shared.output(defaultStem: "invoice-\(ReportOutput<InvoiceFormat>.safeStem(number))")
        try DocumentNumber.check(number, of: "invoice", example: "2024-0042", usage)
        if checksRegister { try checkRegisterKeeps(number, of: client.key, period: period, in: config) }
        guard issueDate.adding(days: client.paymentTermsDays).year <= 9999 else {
            throw usage("the due date, \(client.paymentTermsDays) days after the issue date \(issueDate), is after 9999-12-31; "
                + "expected an earlier issue date or fewer paymentTermsDays")
        }
        let currency = self.currency ?? client.currency
        try EInvoiceDocument.checkDecimals(of: [currency, seller.accountingCurrency], in: output.formats, document: "invoice", usage)
        let settings = BillingSettings(
            projects: projects ?? client.projects, currency: currency, rateCurrency: client.rateCurrency ?? client.currency, hourlyRates: client.hourlyRates,
            vat: client.vat, paymentTermsDays: client.paymentTermsDays, rateDate: client.rateDate, roundingMode: client.roundingMode,
            timeZone: shared.timeZone, weekStart: shared.weekStart, midnight: client.midnight, timeRounding: client.round,
            nonBillable: config.nonBillable.merging(client.nonBillable))
        let profile = self.profile ?? client.profile ?? .en16931
        for (flag, key, reference) in [("--buyer-reference", "buyerReference", buyerReference), ("--order-reference", "orderReference", orderReference)] {
            if let reference, reference.allSatisfy(\.isWhitespace) || reference.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw usage("invalid \(origin == nil ? flag : key) \"\(reference)\"; expected a reference without control characters, such as 04011000-12345-67")
            }
        }
        let terms = InvoiceTerms(number: number, issueDate: issueDate, period: period, asOf: asOf, seller: seller.party,
                                     accountingCurrency: seller.accountingCurrency, buyer: client.party, billing: settings,
                                     rateFallback: config.rateFallback, profile: profile,
                                     buyerReference: buyerReference ?? client.buyerReference, orderReference: orderReference)
        if let requirement = profile.missingRequirements(of: terms).first {
            throw missing(requirement, of: profile, seller: seller, client: client)
        }
        return InvoiceReport(statePath: config.pathInWorkspace(client.state), ratesPaths: config.ratesPaths,
                             terms: terms, output: output, origin: origin, clientPlace: client.place, client: client.key,
                             clientNonBillable: client.nonBillable, numberNotice: numberNotice, payments: payments,
                             qrCode: qrCode ?? client.qrCode ?? config.qrCode ?? true,
                             register: checksRegister && config.invoicesByNumber[number] == nil && !config.invoicesByNumber.isEmpty
                                 ? try BooksLoader(config: config, in: context) : nil,
                             tracker: tracker.over(client.tracker).reading)
    }

    /// On the command line, `number` may not be one the register gives another document: an
    /// invoice of another client or period, or a credit note (its files would be replaced).
    private func checkRegisterKeeps(_ number: String, of client: String, period: Period, in config: QuipuConfig) throws(QuipuError) {
        let expected = "; expected a number the register does not use (--number next takes the next one), or that invoice's client and period"
        if let listed = config.invoicesByNumber[number]?.first, listed.client != client || listed.period != period {
            throw QuipuError(.usage, "--number \(number): the register's invoice \(number) at \(listed.origin ?? config.path) bills \(listed.client) for "
                + "\(listed.period)" + expected)
        }
        if let note = config.requests(of: CreditNoteRequest.self).first(where: { $0.number == number }) {
            throw QuipuError(.usage, "--number \(number): the register's credit note at \(note.origin ?? config.path) has this number" + expected)
        }
    }

    /// `--number next`: what the command line writes for the number after the client's series.
    static let nextNumber = "next"

    /// The number after those of `client`'s invoice series in the register, for an invoice issued
    /// on `issueDate`, which must not come before the series' latest of that year.
    private func nextNumber(of client: ClientConfig, issued issueDate: LocalDate, in config: QuipuConfig) throws(QuipuError) -> String {
        guard let series = config.invoiceSeries(of: client.key) else {
            throw QuipuError(.usage, "--number next: \(config.path) numbers no invoices of \(client.key); expected `numbering: {invoices: \"{yyyy}-{seq:4}\"}` "
                + "at its top level or under clients.\(client.key), or a number")
        }
        let documents = config.registerDocuments.filter { $0.series == series }
        let sameYear = documents.filter { !series.pattern.restartsYearly || $0.issueDate?.year == issueDate.year }
        if let latest = sameYear.filter({ $0.issueDate.map { $0 > issueDate } == true }).max(by: { $0.issueDate! < $1.issueDate! }) {
            throw QuipuError(.usage, "--number next: invoice \(latest.number) of the series is issued on \(latest.issueDate!), after \(issueDate); "
                + "expected an issue date on or after it (--issue-date), as numbers run in issue-date order")
        }
        return series.next(after: documents, year: issueDate.year)
    }

    /// A usage error naming where to give what `profile` needs: the invoice's entry (or the
    /// client, on the command line) and the flag for references, the seller or the client for the rest.
    private func missing(_ requirement: ProfileRequirement, of profile: InvoiceProfile, seller: SellerConfig, client: ClientConfig) -> QuipuError {
        let needs = "profile \(profile.rawValue) needs \(requirement.description)"
        let clientPath = "clients.\(client.key)"
        let contactExample = "`contact: {name: Ada Lovelace, telephone: \"+49 30 1234567\", email: ada@example.org}` under seller"
        let (place, expected): (String, String)
        switch requirement {
        case .buyerOrOrderReference:
            (place, expected) = origin.map { ($0, "`buyerReference:` or `orderReference:` in this entry, or `buyerReference:` under \(clientPath)") }
                ?? (client.place, "`buyerReference:` under \(clientPath), or --buyer-reference or --order-reference")
        case .buyerReference:
            (place, expected) = origin.map { ($0, "`buyerReference:` in this entry or under \(clientPath), such as the Leitweg-ID 04011000-12345-67") }
                ?? (client.place, "`buyerReference:` under \(clientPath), or --buyer-reference, such as the Leitweg-ID 04011000-12345-67")
        case .sellerEndpoint:
            (place, expected) = (seller.place, "`endpoint: {scheme: \"9930\", id: \(seller.party.vatID ?? "DE123456789")}` under seller (a Peppol EAS scheme)")
        case .buyerEndpoint:
            (place, expected) = (client.place, "`endpoint: {scheme: \"0106\", id: \"12345678\"}` under \(clientPath) (a Peppol EAS scheme)")
        case .sellerContactName, .sellerContactTelephone, .sellerContactEmail:
            (place, expected) = (seller.place, contactExample)
        }
        return QuipuError(.usage, "\(place): \(needs); expected \(expected)")
    }
}

/// What an invoice is made from: the tracked time and the exchange rates.
package struct InvoiceSource: Sendable {
    package let state: AppState
    package let rates: ExchangeRates
    /// The register's sources, when the invoice is checked against it.
    package var register: BooksSource?
}

/// An invoice ready to make: the tracker file, the rates files, the core's terms and where it goes.
package struct InvoiceReport: Report {
    package let statePath: String
    package let ratesPaths: [String]
    package let terms: InvoiceTerms
    /// `OUT/invoice-NUMBER.EXT` for each format (the number made safe for a file name), unless named otherwise.
    package let output: ReportOutput<InvoiceFormat>
    package let origin: String?
    /// `quipu.yml: line 12: clients.acme`, which starts errors about the client's settings.
    package let clientPlace: String?
    /// The client's name under `clients:` (`acme`).
    package var client = ""
    /// The client's own `nonBillable:`, whose every name must match a project or task of the tracker file.
    package var clientNonBillable = NonBillableWork.none
    /// What to tell the user of a number `--number next` chose.
    package var numberNotice: String?
    /// What the client paid (`paid:` or `payments:` on the entry).
    package var payments: [Payment] = []
    /// Whether the PDF, the HTML and the XML carry the invoice's payment QR code when it has one.
    package var qrCode = true
    /// The register of `quipu.yml` a new invoice of the command line is checked against: nothing
    /// it bills may be billed there already (`InvoiceRequest.checksRegister`). `nil` for an entry
    /// of the register, made again from the command line: the register's own rules check it.
    package var register: BooksLoader?
    /// How the tracker file is read: its format, the zone of its local times (default: the invoice's) and its mapping of tags.
    package var tracker = TrackerReading()

    /// The tracker file, the rates files, and the templates folder when it is the user's.
    package var inputPaths: [String] { [statePath] + ratesPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> InvoiceSource {
        let state = try tracker.load(statePath, reportTimeZone: terms.billing.timeZone, progress: progress)
        ratesPaths.forEach { progress?(.reading($0)) }
        return InvoiceSource(state: state, rates: try RatesLoader.load(paths: ratesPaths), register: try register?.load(progress: progress))
    }

    package func project(_ source: InvoiceSource) throws(QuipuError) -> Invoice {
        let unmatched = clientNonBillable.unmatchedNames(in: source.state)
        if !unmatched.isEmpty {
            throw QuipuError(.usage, [clientPlace ?? origin, "nonBillable names " + unmatched.map { "\"\($0)\"" }.joined(separator: ", ")
                + ", which match\(unmatched.count == 1 ? "es" : "") no project or task of \(statePath); expected titles or ids of its projects and tasks"]
                .compactMap { $0 }.joined(separator: ": "))
        }
        let invoice: Invoice
        do { invoice = try Invoice(state: source.state, terms: terms, rates: source.rates) } catch { throw problem(error) }
        if let register, let registerSource = source.register {
            let made = BookedInvoice(invoice, client: client, place: "invoice \(terms.number) of the command line", state: source.state,
                                     source: inputIdentity(statePath))
            let books = try register.uncheckedBooks(registerSource)
            do { try RegisterRules.check(made, billsNothingOf: books) } catch { throw QuipuError(.usage, error.description) }
        }
        return invoice
    }

    /// The error to tell of `error`: a usage error at the client (or the entry) for its settings,
    /// a data error naming the invoice and its tracker file for what the data lacks.
    func problem(_ error: InvoiceError) -> QuipuError {
        switch error {
        case .invalidVAT, .buyerVATIDRequired, .buyerVATIDForbidden, .invalidEndpoint, .profileRequirementsMissing, .unknownProject,
             .ambiguousProject, .unmatchedRateKeys, .noHourlyRate, .negativePaymentTerms:
            QuipuError(.usage, [clientPlace ?? origin, "\(error)"].compactMap { $0 }.joined(separator: ": "))
        case .rate where ratesPaths.isEmpty:
            dataError("\(error); expected `rates:` in quipu.yml naming an exchange-rate file")
        case .nothingToBill, .rate, .money:
            dataError("\(error)")
        }
    }

    private func dataError(_ message: String) -> QuipuError {
        QuipuError(.dataError, [origin, "invoice \(terms.number) from \(statePath)", message].compactMap { $0 }.joined(separator: ": "))
    }

    /// The invoice as the register books it, when it is an entry of `invoices:`.
    package func booking(_ source: InvoiceSource, _ invoice: Invoice) -> BookedDocument? {
        origin.map { place in
            .invoice(BookedInvoice(invoice, client: client, place: place, state: source.state, source: inputIdentity(statePath),
                                   payments: payments))
        }
    }

    package func render(_ invoice: Invoice) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try InvoiceRenderer(templates: output.templates, formats: output.formats, paper: output.paper, language: output.language,
                                            qrCode: qrCode).render(invoice))
    }

    /// Overlapping billed slips (both slips of a pair are billed), and running slips billed up to the as-of instant.
    package func notices(_ source: InvoiceSource, _ invoice: Invoice) -> [String] {
        var notices = numberNotice.map { [$0] } ?? []
        let overlaps = invoice.overlaps
        if overlaps.pairCount > 0 {
            notices.append("invoice \(terms.number) bills \(overlaps.pairCount) overlapping pair\(overlaps.pairCount == 1 ? "" : "s") of slips "
                + "(\(overlaps.sharedTime.hoursMinutesText) h:mm shared time, billed twice); the timesheet of \(terms.period) lists them")
        }
        if !invoice.runningSlips.isEmpty {
            notices.append("invoice \(terms.number) bills \(invoice.runningSlips.count) running slip\(invoice.runningSlips.count == 1 ? "" : "s") "
                + "up to \(terms.asOf.iso8601)")
        }
        return notices
    }
}
