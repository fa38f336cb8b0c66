import Foundation
import QuipuCore

/// Receivables as a user asks for them: `quipu receivables` or an entry of `receivables:`.
package struct ReceivablesRequest: ReportRequest {
    package var options = ReportOptions<ReceivablesFormat>()
    /// Where it was asked for (`quipu.yml: line 140: receivables[0]`); `nil` on the command line.
    package var origin: String?

    /// The report of the workspace's books, aged on the as-of instant's local date (now, by default).
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> ReceivablesReport {
        guard let config = context.workspace else {
            throw QuipuError.usage("no workspace config; receivables are of the invoices listed in quipu.yml (or --config FILE)", at: origin)
        }
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let asOf = shared.asOf ?? Instant(context.environment.now)
        return ReceivablesReport(books: try BooksLoader(config: config, in: context), asOf: asOf, timeZone: shared.timeZone,
                                 output: shared.output(defaultStem: "receivables"), origin: origin)
    }
}

/// Receivables ready to make: the books and the day they are aged on, the as-of instant's local
/// date in the time zone.
package struct ReceivablesReport: Report {
    package let books: BooksLoader
    package let asOf: Instant
    package let timeZone: TimeZone
    /// `OUT/receivables.EXT` for each format, unless named otherwise.
    package let output: ReportOutput<ReceivablesFormat>
    package let origin: String?

    package var inputPaths: [String] { books.inputPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> BooksSource { try books.load(progress: progress) }

    package func project(_ source: BooksSource) throws(QuipuError) -> Receivables {
        let books = try self.books.books(source)
        let day = LocalDateTime(asOf, in: timeZone).date
        do { return try Receivables(books: books, asOf: day) } catch {
            throw QuipuError(.dataError, [origin, "receivables", "\(error)"].compactMap { $0 }.joined(separator: ": "))
        }
    }

    package func render(_ receivables: Receivables) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try ReceivablesRenderer(templates: output.templates, formats: output.formats, language: output.language)
            .render(receivables, asOf: asOf, timeZone: timeZone))
    }
}
