import Foundation
import QuipuCore
import QuipuXML

/// The site's Atom 1.0 feed, its JSON Feed 1.1, its sitemap (protocol 0.9), all with absolute URLs
/// under the site's base URL, and a `robots.txt` naming the sitemap when the site is its host's root.
enum SiteFeeds {
    static let atomNamespace = "http://www.w3.org/2005/Atom"
    static let sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

    /// One entry per month page, newest first. An entry's id is its page's URL, which never
    /// changes; its `updated` is the end of the month's newest fast. The feed's `updated` is the
    /// site's as-of instant.
    static func atom(_ site: FastingSite, settings: SiteSettings, baseURL: String, text: SiteText) -> XMLElementValue {
        let entries: [XMLContent] = site.months.reversed().map { month in
            let url = baseURL + SiteRenderer.monthPath(month.period!)
            let statistics = month.statistics
            return .element(XMLElementValue("entry", [], [
                .element(XMLElementValue("id", text: url)),
                .element(XMLElementValue("title", text: text.monthTitle(month.period!))),
                .element(XMLElementValue("updated", text: newestEnd(month).iso8601)),
                .element(XMLElementValue("link", [("rel", "alternate"), ("type", "text/html"), ("href", url)])),
                .element(XMLElementValue("summary", text: text.summary(statistics))),
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

    /// The JSON Feed 1.1 (`feed.json`) of the same entries as the Atom feed, newest first: each
    /// month page's URL as its `id` and `url`, its summary as `content_text`, the end of its newest
    /// fast as `date_modified`; a site in a locale names its `language`. Keys sorted and slashes
    /// unescaped, so the same site gives the same bytes.
    static func jsonFeed(_ site: FastingSite, settings: SiteSettings, baseURL: String, text: SiteText) -> [UInt8] {
        struct Feed: Encodable {
            let version = "https://jsonfeed.org/version/1.1"
            let title: String
            let language: String?
            let home_page_url: String
            let feed_url: String
            let authors: [Author]
            let items: [Item]
        }
        struct Author: Encodable { let name: String }
        struct Item: Encodable {
            let id: String
            let url: String
            let title: String
            let content_text: String
            let date_modified: String
        }
        let feed = Feed(
            title: settings.title, language: text.languageTag, home_page_url: baseURL + "index.html", feed_url: baseURL + "feed.json", authors: [Author(name: settings.author)],
            items: site.months.reversed().map { month in
                let url = baseURL + SiteRenderer.monthPath(month.period!)
                return Item(id: url, url: url, title: text.monthTitle(month.period!), content_text: text.summary(month.statistics),
                            date_modified: newestEnd(month).iso8601)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try! encoder.encode(feed)) + [0x0A]
    }

    /// `robots.txt` allowing every page and naming the sitemap, when `baseURL` is a host's root
    /// (`https://example.org/`), the only place crawlers read it; `nil` under a sub-path.
    static func robots(baseURL: String) -> String? {
        guard let url = URL(string: baseURL), url.path.isEmpty || url.path == "/" else { return nil }
        return "User-agent: *\nAllow: /\nSitemap: \(baseURL)sitemap.xml\n"
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
}
