import Foundation
import QuipuCore

/// Unbilled time as a user asks for it: `quipu unbilled [CLIENT]` or an entry of `unbilled:`.
package struct UnbilledRequest: ReportRequest {
    /// One client's name under `clients:`; `nil` for every client.
    package var client: String?
    package var options = ReportOptions<UnbilledFormat>()
    /// Where it was asked for (`quipu.yml: line 150: unbilled[0]`); `nil` on the command line.
    package var origin: String?

    /// The report of each client (or the one named) up to the as-of instant's local date (now, by default).
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> UnbilledReport {
        guard let config = context.workspace else {
            throw QuipuError.usage("no workspace config; unbilled time is of the clients and invoices listed in quipu.yml (or --config FILE)", at: origin)
        }
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let asOf = shared.asOf ?? Instant(context.environment.now)
        let day = LocalDateTime(asOf, in: shared.timeZone).date
        let keys: [String]
        if let client {
            guard config.client(client) != nil else {
                throw QuipuError.usage("no client \"\(client)\" in \(config.path); expected one of " + config.clients.map(\.key).joined(separator: ", ")
                    + config.nearestClient(to: client), at: origin)
            }
            keys = [client]
        } else {
            keys = config.clients.map(\.key)
        }
        var clients: [InvoiceReport] = []
        for key in keys {
            // The client's next invoice, as if issued on the as-of day (in EN 16931, whose needs any client meets); its period is the unbilled days.
            let next = InvoiceRequest(client: key, period: .day(day), number: "unbilled", issueDate: day, profile: .en16931, options: ReportOptions(asOf: asOf),
                                      origin: origin)
            clients.append(try next.resolve(in: context))
        }
        return UnbilledReport(books: try BooksLoader(config: config, in: context), clients: clients, asOf: asOf, day: day, timeZone: shared.timeZone,
                              output: shared.output(defaultStem: client.map { "unbilled-\(ReportOutput<UnbilledFormat>.safeStem($0))" } ?? "unbilled"),
                              origin: origin)
    }
}

/// What unbilled time is made from: the books' sources, and each client's tracker file and rates.
package struct UnbilledSource: Sendable {
    package let books: BooksSource
    package let clients: [InvoiceSource]
}

/// Unbilled time ready to make: the books, each client's next invoice as a template, and the day.
package struct UnbilledReport: Report {
    package let books: BooksLoader
    /// Per client, its next invoice (its billing, parties and tracker file); the period is replaced.
    package let clients: [InvoiceReport]
    package let asOf: Instant
    /// The as-of instant's local date: the last day counted.
    package let day: LocalDate
    package let timeZone: TimeZone
    /// `OUT/unbilled.EXT` (or `unbilled-CLIENT.EXT`) for each format, unless named otherwise.
    package let output: ReportOutput<UnbilledFormat>
    package let origin: String?

    package var inputPaths: [String] {
        var seen = Set<String>()
        return (books.inputPaths + clients.flatMap { [$0.statePath] + $0.ratesPaths }).filter { seen.insert($0).inserted } + output.templates.inputPaths
    }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    /// The books' sources, and each client's tracker file and rates, each file read once.
    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> UnbilledSource {
        UnbilledSource(books: try books.load(progress: progress), clients: try BooksLoader.sources(of: clients, progress: progress))
    }

    package func project(_ source: UnbilledSource) throws(QuipuError) -> Unbilled {
        let billed = try self.books.books(source.books).billedStretches
        var times: [UnbilledTime] = []
        for (client, clientSource) in zip(clients, source.clients) {
            let billed = billed[inputIdentity(client.statePath)] ?? BilledStretches([])
            do {
                times.append(try UnbilledTime(client: client.client, state: clientSource.state, terms: client.terms, billed: billed, asOf: day,
                                              rates: clientSource.rates))
            } catch {
                throw QuipuError(.dataError, [origin ?? client.clientPlace, "unbilled time of \(client.client)", "\(error)"].compactMap { $0 }
                    .joined(separator: ": "))
            }
        }
        return Unbilled(asOf: day, clients: times)
    }

    package func render(_ unbilled: Unbilled) throws(QuipuError) -> [RenderedReport] {
        let buyers = Dictionary(uniqueKeysWithValues: clients.map { ($0.client, $0.terms.buyer.name) })
        return output.rendered(try UnbilledRenderer(templates: output.templates, formats: output.formats, language: output.language)
            .render(unbilled, clientNames: buyers, asOf: asOf, timeZone: timeZone))
    }
}
