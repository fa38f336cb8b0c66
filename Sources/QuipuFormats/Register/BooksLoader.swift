import Foundation
import QuipuCore

/// Makes the books of a workspace: every entry of `invoices:` and `creditNotes:` resolved and
/// made as its own report makes it (nothing rendered), checked by the register's rules. Each
/// tracker file and each set of rates files is read once, however many invoices bill from it.
package struct BooksLoader: Sendable {
    /// The workspace config the books are of.
    package let configPath: String
    package let invoices: [InvoiceReport]
    package let creditNotes: [CreditNoteReport]
    package let accountingCurrency: Currency

    /// The register of `config`, resolved in `context`; a workspace without a seller has no books.
    package init(config: QuipuConfig, in context: ResolutionContext) throws(QuipuError) {
        guard let seller = config.seller else {
            throw QuipuError(.usage, "\(config.path): no `seller:`; the books are the seller's invoices and credit notes, and need its accountingCurrency")
        }
        var invoices: [InvoiceReport] = []
        for request in config.requests(of: InvoiceRequest.self) { invoices.append(try request.resolve(in: context)) }
        var creditNotes: [CreditNoteReport] = []
        for request in config.requests(of: CreditNoteRequest.self) { creditNotes.append(try request.resolve(in: context)) }
        configPath = config.path
        self.invoices = invoices
        self.creditNotes = creditNotes
        accountingCurrency = seller.accountingCurrency
    }

    /// Every file the books are made from: the tracker files and the rates files.
    package var inputPaths: [String] {
        var seen = Set<String>()
        return (invoices.flatMap { [$0.statePath] + $0.ratesPaths } + creditNotes.flatMap(\.inputPaths)).filter { seen.insert($0).inserted }
    }

    /// Loads each tracker file and each list of rates files once.
    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> BooksSource {
        let external = creditNotes.filter(\.isExternal).map(\.invoice)
        let sources = try Self.sources(of: invoices, externalInvoices: external, progress: progress)
        return BooksSource(invoiceSources: Array(sources.prefix(invoices.count)), externalInvoiceSources: Array(sources.dropFirst(invoices.count)))
    }

    /// The tracker file and rates of each of `invoices`, then the rates of each of
    /// `externalInvoices` (with no tracked time: they bill nothing Quipu knows), each file read
    /// once however many read it.
    package static func sources(of invoices: [InvoiceReport], externalInvoices: [InvoiceReport] = [],
                                progress: ((RunProgress) -> Void)?) throws(QuipuError) -> [InvoiceSource] {
        var states: [StateKey: AppState] = [:], rates: [[String]: ExchangeRates] = [:]
        func ratesOf(_ invoice: InvoiceReport) throws(QuipuError) -> ExchangeRates {
            if let loaded = rates[invoice.ratesPaths] { return loaded }
            invoice.ratesPaths.forEach { progress?(.reading($0)) }
            let loaded = try RatesLoader.load(paths: invoice.ratesPaths)
            rates[invoice.ratesPaths] = loaded
            return loaded
        }
        var sources: [InvoiceSource] = []
        for invoice in invoices {
            let key = StateKey(path: invoice.statePath, reading: invoice.tracker, zone: invoice.terms.billing.timeZone.identifier)
            if states[key] == nil { states[key] = try invoice.tracker.load(invoice.statePath, reportTimeZone: invoice.terms.billing.timeZone, progress: progress) }
            sources.append(InvoiceSource(state: states[key]!, rates: try ratesOf(invoice)))
        }
        for invoice in externalInvoices { sources.append(InvoiceSource(state: AppState(projects: []), rates: try ratesOf(invoice))) }
        return sources
    }

    /// The books: every invoice and credit note made, the register's rules checked (a usage error naming the entry).
    /// Made once per run however many reports of the books it makes (`SharedBooks`).
    package func books(_ source: BooksSource) throws(QuipuError) -> Books {
        guard let shared = SharedBooks.current else { return try makeBooks(source) }
        return try shared.books(of: configPath) { () throws(QuipuError) in try makeBooks(source) }
    }

    /// The books as their entries make them, the rules among them unchecked: what a document
    /// outside the register is checked against (`InvoiceRequest.checksRegister`).
    package func uncheckedBooks(_ source: BooksSource) throws(QuipuError) -> Books {
        try makeBooks(source, checked: false)
    }

    private func makeBooks(_ source: BooksSource, checked: Bool = true) throws(QuipuError) -> Books {
        var documents: [BookedDocument] = []
        var made: [String: (invoice: Invoice, source: InvoiceSource)] = [:]
        for (report, source) in zip(invoices, source.invoiceSources) {
            let invoice = try report.project(source)
            made[report.terms.number] = (invoice, source)
            if let booking = report.booking(source, invoice) { documents.append(booking) }
        }
        var externalSources = source.externalInvoiceSources.makeIterator()
        for report in creditNotes {
            guard let credited = report.isExternal ? externalSources.next() : made[report.invoice.terms.number]?.source else { continue }
            let creditNote = try report.project(credited)
            if let booking = report.booking(credited, creditNote) { documents.append(booking) }
        }
        if checked {
            do { try RegisterRules.check(documents) } catch { throw QuipuError(.usage, error.description) }
        }
        return Books(documents, accountingCurrency: accountingCurrency)
    }

    private struct StateKey: Hashable {
        let path: String
        let reading: TrackerReading
        let zone: String
    }
}

/// The loaded inputs of the books: per invoice, its tracker file's state and its rates; per
/// credit note of an invoice outside the register, in order, its rates.
package struct BooksSource: Sendable {
    package let invoiceSources: [InvoiceSource]
    package let externalInvoiceSources: [InvoiceSource]
}

/// The books of each workspace a run's reports are made from, made once: receivables, unbilled
/// time and the register of one workspace share them. `Pipeline.make` sets one up as
/// `SharedBooks.current` for its reports.
final class SharedBooks: @unchecked Sendable {
    /// The run's shared books, if a run set them up.
    @TaskLocal static var current: SharedBooks?

    private let lock = NSLock()
    private var made: [String: Books] = [:]

    /// The books of the config at `path`: made by `make` the first time, then the same.
    func books(of path: String, make: () throws(QuipuError) -> Books) throws(QuipuError) -> Books {
        lock.lock()
        let kept = made[path]
        lock.unlock()
        if let kept { return kept }
        let books = try make()
        lock.lock()
        made[path] = books
        lock.unlock()
        return books
    }
}
