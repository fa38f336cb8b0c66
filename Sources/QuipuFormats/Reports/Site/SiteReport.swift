import Foundation
import QuipuCore

/// A static website of a fasting history as a user asks for it, in the words of the command line
/// or `quipu.yml`. `resolve` checks every word.
package struct SiteRequest: ReportRequest {
    package var historyPath: String
    /// The site's name, on every page and in the feed. Default: `Fasting`.
    package var title: String?
    /// The feed's author. Default: the title.
    package var author: String?
    /// The absolute URL the site is published at; without it there is no feed and no sitemap.
    package var baseURL: String?
    /// `default`, or the path of a stages file.
    package var stages: String?
    /// How the history is read: its format, the zone of its local times, the goal of fasts without one.
    package var reading = FastingHistoryReading()
    /// The shared options; their output folder is the site's folder (default: `site` in the
    /// workspace's output folder).
    package var options = ReportOptions<SiteFormat>()
    /// Where it was asked for (`quipu.yml: site`); `nil` on the command line.
    package var origin: String?

    /// The site. Its time zone must be given (a site must not change with the machine that builds
    /// it); its as-of instant is the one given, else `SOURCE_DATE_EPOCH` from `environment`, else
    /// the latest instant of the history (see `FastingSite.latestInstant`), never the clock.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> SiteReport {
        func usage(_ message: String) -> QuipuError { QuipuError.usage(message, at: origin) }
        let environment = context.environment
        let shared = try context.options(options, inheritedSubfolder: "site").settings(in: environment, systemTimeZoneAllowed: false, origin: origin)
        var asOf = shared.asOf
        if asOf == nil, let epoch = environment.variables["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch), seconds >= 0, seconds < 253_402_300_800 else {
                throw usage("SOURCE_DATE_EPOCH=\"\(epoch)\" is not a time; expected whole seconds since 1970-01-01T00:00:00Z")
            }
            asOf = Instant(milliseconds: seconds * 1000 - 978_307_200_000)
        }
        let title = self.title ?? "Fasting"
        guard title.contains(where: { !$0.isWhitespace }) else { throw usage("the site title is empty; expected some text") }
        if let author, author.allSatisfy(\.isWhitespace) { throw usage("the feed's author is empty; expected a name, or no author for the title") }
        var base: String?
        if let text = baseURL {
            let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
            guard text.unicodeScalars.allSatisfy(allowed.contains), let url = URL(string: text),
                  ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false,
                  url.query == nil, url.fragment == nil else {
                throw usage("invalid base URL \"\(text)\"; expected an absolute http or https URL such as https://example.org/fasting/")
            }
            base = text.hasSuffix("/") ? text : text + "/"
        }
        return SiteReport(input: FastingInput(historyPath: historyPath, reading: reading, timeZone: shared.timeZone, stages: stages),
                          output: SiteOutput(folder: shared.folder, templates: shared.templates, language: shared.language),
                          settings: SiteSettings(title: title, author: author ?? title, baseURL: base, timeZone: shared.timeZone,
                                                 weekStart: shared.weekStart, asOf: asOf), origin: origin)
    }
}

/// What a site is made with besides the data.
package struct SiteSettings: Sendable {
    package let title: String
    package let author: String
    /// Absolute, ending in `/`; `nil` for no feed and no sitemap.
    package let baseURL: String?
    package let timeZone: TimeZone
    package let weekStart: WeekStart
    /// `nil`: the latest instant of the history.
    package let asOf: Instant?
}

/// A static website ready to make: `DIR/index.html`, a page per month and per year with fasts
/// (`DIR/2024/03/index.html`, `DIR/2024/index.html`), `style.css`, and with a base URL
/// `atom.xml`, `feed.json` and `sitemap.xml` (and `robots.txt` at a host's root). It owns its folder: pages it no longer makes are removed.
package struct SiteReport: Report {
    package let input: FastingInput
    /// The site's folder, which it owns, and its templates.
    let output: SiteOutput
    package let settings: SiteSettings
    package let origin: String?

    /// The history, the stage table when it is a file, and the templates folder when it is the user's.
    package var inputPaths: [String] { input.paths + output.templates.inputPaths }

    package var outputPaths: [String] { output.fixedPaths(baseURL: settings.baseURL) }
    package var languageNotes: [String] { output.language.notes }

    package var ownedDirectory: String? { output.folder }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> FastingSource {
        try input.load(progress: progress)
    }

    package func project(_ source: FastingSource) throws(QuipuError) -> FastingSite {
        guard let asOf = settings.asOf ?? FastingSite.latestInstant(of: source.history.fasts) else {
            throw QuipuError(.dataError, "\(input.historyPath): no fast was ever begun, so the site has no date; "
                + "expected a fast with a \"start\", or --as-of")
        }
        let parameters = FastingParameters(timeZone: settings.timeZone, asOf: asOf, weekStart: settings.weekStart)
        return FastingSite(history: FastingHistory(fasts: source.history.fasts, parameters: parameters, stages: source.stages))
    }

    package func render(_ site: FastingSite) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try SiteRenderer(settings: settings, templates: output.templates, language: output.language).render(site))
    }

    package func notices(_ source: FastingSource, _ site: FastingSite) -> [String] {
        input.notices(source) + (settings.baseURL == nil
            ? ["no base URL, so no atom.xml, feed.json and sitemap.xml (they need absolute addresses); give --base-url or `baseUrl:` to make them"]
            : [])
    }
}
