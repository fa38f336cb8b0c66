import ArgumentParser
import Foundation
import QuipuCore

/// The static site of a fasting history: `site:` in `quipu.yml` (one site), `quipu site` on the
/// command line.
enum SiteKind: ReportKind {
    static let section = ConfigSection(key: "site", isList: false, example: "{history: fasting.json, title: My fasting}")
    static let command: any ParsableCommand.Type = SiteCommand.self

    /// The shared options a site takes: its files have fixed names and one format.
    static let sharedKeys = ["timeZone", "weekStart", "asOf", "output", "templates"]

    /// The section: `history` (relative to the workspace), optionally `title`, `author`, `baseUrl`,
    /// `stages`, and the shared options but `formats` and `name`; `output` is the site's folder.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> SiteRequest {
        let expected = "a site: history, and optionally title, author, baseUrl, stages, " + sharedKeys.joined(separator: ", ")
        let fields = try entry.mapping(allowed: ["history", "title", "author", "baseUrl", "stages"] + sharedKeys, expected: expected)
        return SiteRequest(
            historyPath: config.resolveInWorkspace(try fields.required("history", expected).nonEmptyText("a history file such as fasting.json")),
            title: try fields["title"]?.nonEmptyText("the site's name"), author: try fields["author"]?.nonEmptyText("the feed's author"),
            baseURL: try fields["baseUrl"]?.text("an absolute http or https URL"), stages: try fields["stages"]?.stages(in: config),
            options: try ReportOptions.read(fields, formats: SiteFormat.self, keys: sharedKeys, config: config),
            origin: entry.place)
    }
}

/// A site is HTML pages (with a feed and a sitemap beside them).
public enum SiteFormat: String, OutputFormat {
    case html
}
