import ArgumentParser
import Foundation

/// `quipu site`: the static website of a fasting history.
struct SiteCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write a static website of a fasting timer's history.",
        discussion: """
        Writes OUT/index.html (streaks, the running fast, this week and month, the last twelve weeks, every month and year), a page per month and per year with fasts (OUT/2024/03/index.html, OUT/2024/index.html), OUT/style.css and, with --base-url, OUT/atom.xml, OUT/feed.json (JSON Feed 1.1) and OUT/sitemap.xml, and OUT/robots.txt when the base URL is a host's root. Links are relative: open OUT/index.html in a browser or copy OUT to any static host.

        The site's time zone must come from --time-zone or quipu.yml, never from the machine. It is as of --as-of, else SOURCE_DATE_EPOCH, else the end of the newest fast, never the clock: the same data makes the same bytes. A rebuild writes only the files that change and removes the pages Quipu made before that no longer exist (OUT/quipu-manifest.txt lists them); it never removes other files.

        Example:
          quipu site --history fasting.json --time-zone Europe/Berlin --title "My fasting" --base-url https://example.org/fasting/

        """
    )

    @Option(help: ArgumentHelp("The fasting timer's history: a JSON array of fasts, as the app writes it, or another app's export (see --history-format).",
                               valueName: "file"))
    var history: String

    @Option(help: ArgumentHelp("The site's name, on every page and in the feed. Default: Fasting.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The feed's author. Default: the title.", valueName: "name"))
    var author: String?

    @Option(help: ArgumentHelp("The absolute URL the site is published at, for atom.xml, feed.json and sitemap.xml (without it they are not made).",
                               valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("The stage table: default, or a JSON file of [{\"name\": …, \"hours\": …}]. Default: default.",
                               valueName: "default|file"))
    var stages: String?

    @OptionGroup(title: "History file options")
    var historyFlags: FastingHistoryFlags

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<SiteKind>

    var request: SiteRequest {
        SiteRequest(historyPath: history, title: title, author: author, baseURL: baseURL, stages: stages, reading: historyFlags.reading,
                    options: flags.options)
    }
}
