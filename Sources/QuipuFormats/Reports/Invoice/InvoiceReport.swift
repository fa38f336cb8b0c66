import Foundation
import QuipuCore

/// An invoice as a user asks for it, on the command line (`quipu invoice acme --period 2024-03
/// --number 2024-0042`) or as an entry of `invoices:`. The seller and the client come from the
/// workspace config; `resolve` checks every word.
public struct InvoiceReportRequest: Sendable {
    /// The client's name under `clients:`.
    public var client: String
    public var period: String
    /// The invoice number as the documents print it; file names use a sanitised copy.
    public var number: String
    /// `2024-04-02`; `nil` for the as-of instant's local date.
    public var issueDate: String?
    /// An ISO 4217 code overriding the client's invoice currency; the hourly rates are then converted.
    public var currency: String?
    /// The command line's or the entry's options, not yet filled from the config: the client's
    /// time zone comes before the workspace's.
    public var options: ReportOptions
    /// Where it was asked for (`quipu.yml: line 40: invoices[0]`); `nil` on the command line.
    public var origin: String?

    public init(client: String, period: String, number: String, issueDate: String? = nil, currency: String? = nil,
                options: ReportOptions = ReportOptions(), origin: String? = nil) {
        self.client = client
        self.period = period
        self.number = number
        self.issueDate = issueDate
        self.currency = currency
        self.options = options
        self.origin = origin
    }

    /// The report, with the seller, the client and the rates files taken from `config`, and
    /// defaults from `environment`: now for the as-of instant, its local date for the issue date.
    public func resolve(config: QuipuConfig?, in environment: RunEnvironment) throws(QuipuError) -> InvoiceReport {
        func usage(_ message: String) -> QuipuError { QuipuError(.usage, origin.map { "\($0): \(message)" } ?? message) }
        guard let config else {
            throw usage("no workspace config; an invoice takes its seller and client from quipu.yml (or --config FILE)")
        }
        let billing = config.billing
        guard let seller = billing.seller else {
            throw QuipuError(.usage, "\(config.path): no `seller:`; expected the seller's name, address, vatId and accountingCurrency")
        }
        guard let client = billing.client(self.client) else {
            let names = billing.clients.map(\.key)
            throw usage("no client \"\(self.client)\" in \(config.path); expected "
                + (names.isEmpty ? "a `clients:` section" : "one of " + names.joined(separator: ", ")))
        }
        let shared = try options.filling(from: ReportOptions(timeZone: client.timeZone)).filling(from: config.defaults)
            .resolve(in: environment, supportedFormats: InvoiceReport.formats, origin: origin)
        let period: Period
        do { period = try Period.parse(self.period) } catch { throw usage(error.description) }
        guard !number.isEmpty, number.count <= 200, !number.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw usage("invalid invoice number \"\(number)\"; expected 1 to 200 characters without control characters, such as 2024-0042")
        }
        let asOf = shared.asOf ?? Instant(environment.now)
        let issueDate: LocalDate
        if let text = self.issueDate {
            guard let date = LocalDate.parse(text[...]) else { throw usage("invalid issue date \"\(text)\"; expected a date such as 2024-04-02") }
            issueDate = date
        } else {
            let offset = shared.timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: TimeInterval(asOf.milliseconds / 1000)))
            issueDate = LocalDateTime(asOf, offsetSeconds: offset).date
        }
        let currency: Currency
        do { currency = try self.currency.map { code throws(MoneyError) in try Currency(code: code) } ?? client.currency } catch {
            throw usage("currency: \(error)")
        }
        if shared.formats.contains(.ubl) {
            for used in [currency, seller.accountingCurrency] where used.minorUnits > InvoiceUBL.maximumDecimals {
                throw usage("cannot write a UBL invoice in \(used.code): its amounts have \(used.minorUnits) decimals and EN 16931 allows at most "
                    + "\(InvoiceUBL.maximumDecimals); expected --format without ubl, or a currency with 0 to 2 decimals")
            }
        }
        let settings = BillingSettings(
            projects: client.projects, currency: currency, rateCurrency: client.rateCurrency ?? client.currency, hourlyRates: client.hourlyRates,
            vat: client.vat, paymentTermsDays: client.paymentTermsDays, rateDate: client.rateDate, roundingMode: client.roundingMode,
            timeZone: shared.timeZone, weekStart: shared.weekStart, midnight: client.midnight, timeRounding: client.round)
        let request = InvoiceRequest(number: number, issueDate: issueDate, period: period, asOf: asOf, seller: seller.party,
                                     accountingCurrency: seller.accountingCurrency, buyer: client.party, billing: settings,
                                     rateFallback: billing.rateFallback)
        return InvoiceReport(statePath: config.resolveInWorkspace(client.state), ratesPaths: billing.rates.map(config.resolveInWorkspace),
                             request: request, formats: shared.formats, outputDirectory: shared.outputDirectory, templates: shared.templates,
                             origin: origin, clientPlace: client.place)
    }
}

/// What an invoice is made from: the tracked time and the exchange rates.
public struct InvoiceSource: Sendable {
    public let state: AppState
    public let rates: ExchangeRates
}

/// An invoice ready to make: the tracker file, the rates files, the core's request and where it goes.
public struct InvoiceReport: Report {
    /// The formats an invoice comes in.
    public static let formats: [ReportFormat] = [.html, .xml, .csv, .ubl]

    public let statePath: String
    public let ratesPaths: [String]
    public let request: InvoiceRequest
    public let formats: [ReportFormat]
    public let outputDirectory: String
    public let templates: Templates
    public let origin: String?
    /// `quipu.yml: line 12: clients.acme`, which starts errors about the client's settings.
    public let clientPlace: String?

    public init(statePath: String, ratesPaths: [String], request: InvoiceRequest, formats: [ReportFormat] = InvoiceReport.formats,
                outputDirectory: String = "output", templates: Templates = .builtIn, origin: String? = nil, clientPlace: String? = nil) {
        self.statePath = statePath
        self.ratesPaths = ratesPaths
        self.request = request
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.templates = templates
        self.origin = origin
        self.clientPlace = clientPlace
    }

    /// The tracker file, the rates files, and the templates folder when it is the user's.
    public var inputPaths: [String] { [statePath] + ratesPaths + templates.inputPaths }

    /// `OUT/invoice-NUMBER.EXT` for each format, the number made safe for a file name.
    public var outputPaths: [String] {
        formats.map { outputDirectory + "/invoice-\(Self.fileStem(request.number)).\($0.fileExtension)" }
    }

    /// `number` with every character but ASCII letters, digits, `-`, `_` and `.` replaced by `-`,
    /// and no leading `.`: `2024/0042` is `2024-0042`, `../x` is `-.-x`.
    public static func fileStem(_ number: String) -> String {
        var stem = String(number.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "-"
        })
        if stem.hasPrefix(".") { stem = "-" + stem.dropFirst() }
        return stem
    }

    public func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> InvoiceSource {
        progress?(.reading(statePath))
        let state = try AppStateLoader.load(path: statePath) { progress?(.loading(statePath, fraction: $0)) }
        ratesPaths.forEach { progress?(.reading($0)) }
        return InvoiceSource(state: state, rates: try RatesLoader.load(paths: ratesPaths))
    }

    public func project(_ source: InvoiceSource) throws(QuipuError) -> Invoice {
        do {
            return try Invoice(state: source.state, request: request, rates: source.rates)
        } catch {
            switch error {
            case .invalidVAT, .reverseChargeWithoutBuyerVATID, .unknownProject, .unmatchedRateKeys, .noHourlyRate, .negativePaymentTerms:
                throw QuipuError(.usage, [clientPlace ?? origin, "\(error)"].compactMap { $0 }.joined(separator: ": "))
            case .rate where ratesPaths.isEmpty:
                throw dataError("\(error); expected `rates:` in quipu.yml naming an exchange-rate file")
            case .nothingToBill, .rate, .money:
                throw dataError("\(error)")
            }
        }
    }

    private func dataError(_ message: String) -> QuipuError {
        QuipuError(.dataError, [origin, "invoice \(request.number) from \(statePath)", message].compactMap { $0 }.joined(separator: ": "))
    }

    public func render(_ invoice: Invoice) throws(QuipuError) -> [RenderedReport] {
        let files = try InvoiceRenderer(templates: templates, formats: formats).render(invoice)
        return zip(outputPaths, files).map { RenderedReport(path: $0, bytes: $1) }
    }

    /// Overlapping billed slips (both slips of a pair are billed), and running slips billed up to the as-of instant.
    public func notices(_ source: InvoiceSource, _ invoice: Invoice) -> [String] {
        var notices: [String] = []
        let overlaps = invoice.overlaps
        if overlaps.pairCount > 0 {
            notices.append("invoice \(request.number) bills \(overlaps.pairCount) overlapping pair\(overlaps.pairCount == 1 ? "" : "s") of slips "
                + "(\(overlaps.sharedTime.hoursMinutesText) h:mm shared time, billed twice); the timesheet of \(request.period) lists them")
        }
        if !invoice.runningSlips.isEmpty {
            notices.append("invoice \(request.number) bills \(invoice.runningSlips.count) running slip\(invoice.runningSlips.count == 1 ? "" : "s") "
                + "up to \(request.asOf.iso8601)")
        }
        return notices
    }
}
