import Foundation
import QuipuCore

/// The static site of a fasting history: `site:` in `quipu.yml` (one site), `quipu site` on the
/// command line.
enum SiteKind: ReportKind {
    typealias Command = SiteCommand
    static let section = ConfigSection(key: "site", isList: false, entryName: "a site", requiredKeys: ["history"],
                                       optionalKeys: ["title", "author", "baseUrl", "stages"] + FastingHistoryReading.configKeys, example: "{history: fasting.json, title: My fasting}")
    /// Its files have fixed names and one format; `output` is the site's folder.
    static let sharedOptions: [SharedOption] = [.timeZone, .weekStart, .asOf, .output, .templates, .locale]

    static func defaultDescription(of option: SharedOption) -> String? {
        switch option {
        case .timeZone: "the config's; never the system's, so that the site is the same on every machine"
        case .asOf: "SOURCE_DATE_EPOCH, else the end of the newest fast; never the clock"
        case .output: "site in the config's output folder, else ./output/site"
        default: option.defaultDescription
        }
    }

    /// The section: `history` (relative to the workspace), optionally `title`, `author`,
    /// `baseUrl`, `stages`, and `historyFormat`, `sourceTimeZone` and `goal` for the history.
    static func request(from fields: ConfigMapping, options: ReportOptions<SiteFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> SiteRequest {
        SiteRequest(
            historyPath: config.pathInWorkspace(try required("history", of: fields).nonEmptyText("a history file such as fasting.json")),
            title: try fields["title"]?.nonEmptyText("the site's name"), author: try fields["author"]?.nonEmptyText("the feed's author"),
            baseURL: try fields["baseUrl"]?.text("an absolute http or https URL"), stages: try fields["stages"]?.stages(in: config),
            reading: try FastingHistoryReading.read(fields), options: options,
            origin: fields.owner.place)
    }
}

/// A site is HTML pages (with a feed and a sitemap beside them).
package enum SiteFormat: String, OutputFormat {
    case html
}
