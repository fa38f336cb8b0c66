import Foundation
import QuipuCore

/// The register as a user asks for it: `quipu register` or the `register:` entry.
package struct RegisterRequest: ReportRequest {
    /// The command line's or the entry's options.
    package var options = ReportOptions<RegisterFormat>()
    /// Where it was asked for (`quipu.yml: line 140: register`); `nil` on the command line.
    package var origin: String?

    /// The register of the workspace's books as of the as-of instant's day in the report's time
    /// zone (now, without one). There is no register without a workspace: its books are
    /// `quipu.yml`'s `invoices:` and `creditNotes:`.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> RegisterReport {
        guard let config = context.workspace else {
            throw QuipuError.usage("no quipu.yml; the register lists a workspace's invoices: and creditNotes:, expected --config FILE "
                + "or a quipu.yml in this folder", at: origin)
        }
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let asOf = shared.asOf ?? Instant(context.environment.now)
        let day = LocalDateTime(asOf, in: shared.timeZone).date
        let books = try BooksLoader(config: config, in: context)
        return RegisterReport(books: books, asOfInstant: asOf, asOf: day, timeZone: shared.timeZone.identifier, accounts: config.accounts,
                              output: shared.output(defaultStem: "register"), origin: origin)
    }
}

/// What a register is made of: the listing and the ledger of the same books.
package struct RegisterProjection: Sendable {
    package let listing: RegisterListing
    package let ledger: Ledger
}

/// A register ready to make: `OUT/register.html`, `.xml`, `.csv`, `.journal` and `.beancount`.
package struct RegisterReport: Report {
    let books: BooksLoader
    /// The instant asked for, and its day in `timeZone`: what is issued and paid by its end counts.
    package let asOfInstant: Instant
    package let asOf: LocalDate
    package let timeZone: String
    package let accounts: LedgerAccounts
    package let output: ReportOutput<RegisterFormat>
    package let origin: String?

    package var inputPaths: [String] { books.inputPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> BooksSource {
        try books.load(progress: progress)
    }

    package func project(_ source: BooksSource) throws(QuipuError) -> RegisterProjection {
        let made = try books.books(source)
        do {
            return RegisterProjection(listing: try RegisterListing(books: made, asOf: asOf), ledger: try Ledger(books: made, asOf: asOf, accounts: accounts))
        } catch {
            throw QuipuError(.dataError, [origin, "register: \(error)"].compactMap { $0 }.joined(separator: ": "))
        }
    }

    package func render(_ projection: RegisterProjection) throws(QuipuError) -> [RenderedReport] {
        for (format, name) in [(RegisterFormat.hledger, \LedgerAccount.hledgerName), (.beancount, \.beancountName)] where output.formats.contains(format) {
            if let shared = projection.ledger.accountsSharingAName({ $0[keyPath: name] }).first {
                throw QuipuError(.usage, [origin, "register: the accounts " + shared.accounts.map { "\"\($0.components.joined(separator: ":"))\"" }
                    .joined(separator: " and ") + " are one account in \(format.rawValue), \(shared.name), which would merge their balances; "
                    + "expected client names under `clients:` (and `accounts:`) that differ in more than case, accents, spaces or punctuation"]
                    .compactMap { $0 }.joined(separator: ": "))
            }
        }
        return output.rendered(try RegisterRenderer(templates: output.templates, formats: output.formats, language: output.language)
            .render(projection, asOfInstant: asOfInstant, timeZone: timeZone))
    }
}
