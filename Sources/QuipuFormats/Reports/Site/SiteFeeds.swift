import Foundation
import QuipuCore
import QuipuXML

/// The site's Atom 1.0 feed and its sitemap (protocol 0.9), both with absolute URLs under the
/// site's base URL.
enum SiteFeeds {
    static let atomNamespace = "http://www.w3.org/2005/Atom"
    static let sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

    /// One entry per month page, newest first. An entry's id is its page's URL, which never
    /// changes; its `updated` is the end of the month's newest fast. The feed's `updated` is the
    /// site's as-of instant.
    static func atom(_ site: FastingSite, settings: SiteSettings, baseURL: String) -> XMLElementValue {
        let entries: [XMLContent] = site.months.reversed().map { month in
            let url = baseURL + SiteRenderer.monthPath(month.period!)
            let statistics = month.statistics
            return .element(XMLElementValue("entry", [], [
                .element(XMLElementValue("id", text: url)),
                .element(XMLElementValue("title", text: SiteRenderer.monthTitle(month.period!))),
                .element(XMLElementValue("updated", text: newestEnd(month).iso8601)),
                .element(XMLElementValue("link", [("rel", "alternate"), ("type", "text/html"), ("href", url)])),
                .element(XMLElementValue("summary", text: summary(statistics))),
            ]))
        }
        return XMLElementValue("feed", [("xmlns", atomNamespace)], [
            .element(XMLElementValue("id", text: baseURL)),
            .element(XMLElementValue("title", text: settings.title)),
            .element(XMLElementValue("updated", text: wholeSecond(site.history.parameters.asOf).iso8601)),
            .element(XMLElementValue("author", [], [.element(XMLElementValue("name", text: settings.author))])),
            .element(XMLElementValue("link", [("rel", "self"), ("type", "application/atom+xml"), ("href", baseURL + "atom.xml")])),
            .element(XMLElementValue("link", [("rel", "alternate"), ("type", "text/html"), ("href", baseURL + "index.html")])),
            .element(XMLElementValue("generator", text: "Quipu")),
        ] + entries)
    }

    /// The index, every year page and every month page, each with the day it last changed: the
    /// as-of day for the index, else the day of the page's newest fast.
    static func sitemap(_ site: FastingSite, baseURL: String) -> XMLElementValue {
        func url(_ path: String, _ day: LocalDate) -> XMLContent {
            .element(XMLElementValue("url", [], [.element(XMLElementValue("loc", text: baseURL + path)), .element(XMLElementValue("lastmod", text: "\(day)"))]))
        }
        let pages = [url("index.html", site.today)]
            + site.years.map { url(SiteRenderer.yearPath($0.period!), $0.fasts.last!.day) }
            + site.months.map { url(SiteRenderer.monthPath($0.period!), $0.fasts.last!.day) }
        return XMLElementValue("urlset", [("xmlns", sitemapNamespace)], pages)
    }

    /// The end of the newest fast of a month page, to the whole second.
    private static func newestEnd(_ month: FastingSummary) -> Instant {
        wholeSecond(month.fasts.map { $0.end! }.max()!)
    }

    private static func wholeSecond(_ instant: Instant) -> Instant {
        Instant(milliseconds: instant.milliseconds - ((instant.milliseconds % 1000) + 1000) % 1000)
    }

    /// `30 fasts ended, 18 met their goal (60.0 %); 517:10 fasted in all, median 16:30.`
    private static func summary(_ statistics: FastingStatistics) -> String {
        let fasts = statistics.count == 1 ? "1 fast ended" : "\(statistics.count) fasts ended"
        let rate = statistics.completionRate.map { " (\($0.percentText) %)" } ?? ""
        let median = statistics.median.map { ", median \(DisplayedDuration(milliseconds: $0).hoursMinutesText)" } ?? ""
        return "\(fasts), \(statistics.goalMetCount) met their goal\(rate); "
            + "\(DisplayedDuration(milliseconds: statistics.total).hoursMinutesText) fasted in all\(median)."
    }
}
