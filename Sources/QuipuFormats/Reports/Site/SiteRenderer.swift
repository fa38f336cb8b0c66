import Foundation
import QuipuCore
import QuipuXML

/// Renders a fasting site's files: each page as a small XML document (`urn:quipu:site:1`, with
/// the fasting report's elements inside) turned into HTML by `site.xsl`, the style sheet
/// `site.css`, and with a base URL the Atom feed and the sitemap. Paths are relative to the site's
/// folder; every link between pages is relative, so the site works from `file://` and a sub-path.
package struct SiteRenderer {
    package static let namespace = "urn:quipu:site:1"

    let settings: SiteSettings
    let templates: Templates
    let language: DocumentLanguage

    package init(settings: SiteSettings, templates: Templates, language: DocumentLanguage = .isoEnglish) {
        self.settings = settings
        self.templates = templates
        self.language = language
    }

    /// A file of the site, by its path inside the site's folder.
    package struct File: Sendable {
        package let path: String
        package let bytes: [UInt8]
    }

    /// Every file of the site, the index first.
    package func render(_ site: FastingSite) throws(QuipuError) -> [File] {
        let template = try HTMLTemplate.compiled("site.xsl", from: templates, language: language)!
        let text = SiteText(language)
        func page(_ path: String, _ element: XMLElementValue) throws(QuipuError) -> File {
            do {
                return File(path: path, bytes: try template.page(from: LibXMLDocument(root: element)))
            } catch {
                throw QuipuError(error.status, "\(error.message) (making \(path))")
            }
        }
        var cards: [File] = []
        /// The page at `path`; with a base URL, also what link previews read (its URL, a
        /// description, its sharing card) and the card's file.
        func sharedPage(_ path: String, _ element: XMLElementValue, _ sharing: () -> (card: SiteCard, description: String)) throws(QuipuError) -> File {
            guard let baseURL = settings.baseURL else { return try page(path, element) }
            let (card, description) = sharing()
            let cardPath = Self.cardPath(ofPage: path)
            cards.append(File(path: cardPath, bytes: try card.png()))
            var shared = element
            shared.attributes += [(name: "url", value: baseURL + path), (name: "description", value: description),
                                  (name: "card", value: baseURL + cardPath)]
            return try page(path, shared)
        }
        let all = FastingStatistics(site.history.fasts)
        var files = [
            try sharedPage("index.html", index(site, text)) {
                let streak = site.history.streaks.current?.days ?? 0
                return (SiteCard(siteTitle: settings.title, title: text.cardTitle(today: site.today), statistics: all,
                                 bars: site.recentWeeks.map(\.statistics.total), leading: text.cardStreak(days: streak), text: text),
                        text.currentStreak(days: streak) + " " + text.summary(all))
            },
            File(path: "style.css", bytes: try templates.file("site.css")),
        ]
        for (index, month) in site.months.enumerated() {
            files.append(try sharedPage(Self.monthPath(month.period!), monthPage(site, index, text)) {
                (SiteCard(siteTitle: settings.title, title: text.monthTitle(month.period!), statistics: month.statistics,
                          bars: month.weeks.map(\.statistics.total), text: text), text.summary(month.statistics))
            })
        }
        for (index, year) in site.years.enumerated() {
            guard case let .year(number) = year.period! else { preconditionFailure("a year page of \(year.period!)") }
            files.append(try sharedPage(Self.yearPath(year.period!), yearPage(site, index)) {
                (SiteCard(siteTitle: settings.title, title: text.yearInReview(number), statistics: year.statistics,
                          bars: year.months.map(\.statistics.total), text: text), text.summary(year.statistics))
            })
        }
        files += cards
        if let baseURL = settings.baseURL {
            files.append(File(path: "atom.xml", bytes: LibXMLDocument(root: SiteFeeds.atom(site, settings: settings, baseURL: baseURL, text: text)).serialized()))
            files.append(File(path: "feed.json", bytes: SiteFeeds.jsonFeed(site, settings: settings, baseURL: baseURL, text: text)))
            files.append(File(path: "sitemap.xml", bytes: LibXMLDocument(root: SiteFeeds.sitemap(site, baseURL: baseURL)).serialized()))
            if let robots = SiteFeeds.robots(baseURL: baseURL) { files.append(File(path: "robots.txt", bytes: Array(robots.utf8))) }
        }
        return files
    }

    /// The sharing card of the page at `path`: `cards/index.png`, `cards/2024-03.png`, `cards/2024.png`.
    static func cardPath(ofPage path: String) -> String {
        "cards/" + (path == "index.html" ? "index" : path.dropLast("/index.html".count).replacingOccurrences(of: "/", with: "-")) + ".png"
    }

    /// `2024/03/index.html`.
    static func monthPath(_ period: Period) -> String {
        guard case let .month(year, month) = period else { preconditionFailure("a month page of \(period)") }
        return "\(pad4(year))/\(pad2(month))/index.html"
    }

    /// `2024/index.html`.
    static func yearPath(_ period: Period) -> String {
        guard case let .year(year) = period else { preconditionFailure("a year page of \(period)") }
        return "\(pad4(year))/index.html"
    }

    /// The page element every page starts with: its kind, the way back to the site's root, its
    /// title and the site's.
    private func pageElement(kind: String, root: String, title: String, _ children: [XMLContent], extra: [(String, String)] = []) -> XMLElementValue {
        var attributes = [("xmlns", Self.namespace), ("xmlns:f", FastingElements.namespace), ("kind", kind), ("root", root),
                          ("title", title), ("siteTitle", settings.title), ("author", settings.author),
                          ("timeZone", settings.timeZone.identifier)]
        if settings.baseURL != nil { attributes += [("feed", "atom.xml"), ("jsonFeed", "feed.json")] }
        return XMLElementValue("page", attributes + extra, children)
    }

    private func link(_ rel: String, _ href: String, _ label: String) -> XMLContent {
        .element(XMLElementValue("link", [("rel", rel), ("href", href), ("label", label)]))
    }

    /// Prefixes every name in `element` and below with `f:`, for the fasting elements inside a page.
    private func fasting(_ element: XMLElementValue) -> XMLContent {
        var copy = element
        copy.name = "f:" + element.name
        copy.children = element.children.map { child in
            if case let .element(inner) = child { return fasting(inner) }
            return child
        }
        return .element(copy)
    }

    /// The index: the as-of instant, streaks, the running fast, this week and month, the last
    /// twelve weeks, and links to every year and month.
    func index(_ site: FastingSite, _ text: SiteText) -> XMLElementValue {
        let zone = settings.timeZone
        let history = site.history
        var children: [XMLContent] = [
            fasting(FastingElements.streaks(history.streaks)),
            .element(XMLElementValue("running", [], history.running.map { [fasting(FastingElements.fast($0, zone))] } ?? [])),
            fasting(FastingElements.periodStatistics("week", site.thisWeek)),
            fasting(FastingElements.periodStatistics("month", site.thisMonth)),
            .element(XMLElementValue("recent", [], site.recentWeeks.map { fasting(FastingElements.periodStatistics("week", $0)) })),
        ]
        let years: [XMLContent] = site.years.map { year in
            guard case let .year(number) = year.period! else { preconditionFailure("a year summary of \(year.period!)") }
            let months: [XMLContent] = site.months.filter { $0.first!.year == number }.map { month in
                .element(XMLElementValue("month", [("href", Self.monthPath(month.period!)), ("label", text.monthTitle(month.period!)),
                                             ("count", String(month.statistics.count))]))
            }
            return .element(XMLElementValue("year", [("href", Self.yearPath(year.period!)), ("label", String(number)),
                                                ("count", String(year.statistics.count))], months))
        }
        children.append(.element(XMLElementValue("archive", [], years.reversed())))
        children.append(fasting(FastingElements.stages(history.stages)))
        return pageElement(kind: "index", root: "", title: settings.title, children,
                           extra: [("asOf", LocalTimeText.iso8601WholeSecond(history.parameters.asOf, in: zone)), ("today", "\(site.today)"),
                                   ("thisMonth", text.monthTitle(site.thisMonth.period))])
    }

    /// A month: its statistics, its weeks, its fasts, and the months before and after it that have fasts.
    func monthPage(_ site: FastingSite, _ index: Int, _ text: SiteText) -> XMLElementValue {
        let month = site.months[index]
        let period = month.period!
        var navigation: [XMLContent] = []
        if index > 0 { navigation.append(link("prev", "../../" + Self.monthPath(site.months[index - 1].period!), text.monthTitle(site.months[index - 1].period!))) }
        navigation.append(link("up", "../index.html", String(month.first!.year)))
        if index + 1 < site.months.count {
            navigation.append(link("next", "../../" + Self.monthPath(site.months[index + 1].period!), text.monthTitle(site.months[index + 1].period!)))
        }
        return pageElement(kind: "month", root: "../../", title: text.monthTitle(period), [
            .element(XMLElementValue("nav", [], navigation)),
            fasting(FastingElements.statistics(month.statistics)),
            fasting(XMLElementValue("weeks", [], month.weeks.map { .element(FastingElements.periodStatistics("week", $0)) })),
            fasting(XMLElementValue("fasts", [], month.fasts.map { .element(FastingElements.fast($0, settings.timeZone)) })),
            fasting(FastingElements.stages(site.history.stages)),
        ], extra: [("period", "\(period)")])
    }

    /// A year: its statistics and its months, linked to their pages, and the years before and after.
    func yearPage(_ site: FastingSite, _ index: Int) -> XMLElementValue {
        let year = site.years[index]
        var navigation: [XMLContent] = []
        if index > 0 { navigation.append(link("prev", "../" + Self.yearPath(site.years[index - 1].period!), "\(site.years[index - 1].period!)")) }
        if index + 1 < site.years.count {
            navigation.append(link("next", "../" + Self.yearPath(site.years[index + 1].period!), "\(site.years[index + 1].period!)"))
        }
        guard case let .year(number) = year.period! else { preconditionFailure("a year page of \(year.period!)") }
        let review = FastingYearReview(year: number, of: site.history)
        var children: [XMLContent] = [
            .element(XMLElementValue("nav", [], navigation)),
            fasting(FastingElements.statistics(year.statistics)),
            fasting(XMLElementValue("months", [], year.months.map { .element(FastingElements.periodStatistics("month", $0)) })),
            fasting(XMLElementValue("longest", [], review.longestFasts.map { .element(FastingElements.fast($0, settings.timeZone)) })),
        ]
        if let streak = review.bestStreak {
            children.append(.element(XMLElementValue("bestStreak", [("first", "\(streak.first)"), ("last", "\(streak.last)"), ("days", String(streak.days))])))
        }
        children.append(.element(calendar(review)))
        return pageElement(kind: "year", root: "../", title: "\(year.period!)", children, extra: [("period", "\(year.period!)")])
    }

    /// The year's calendar heat map, laid out for the page: a column per week (by the week
    /// start), a row per weekday, each day with its hours fasted and a level of 0 (none) to 4
    /// (20 h or more); a label at the column where each month begins.
    func calendar(_ review: FastingYearReview) -> XMLElementValue {
        let first = LocalDate(year: review.year, month: 1, day: 1)!
        let startWeekday = settings.weekStart == .monday ? 1 : 7
        let offset = (first.isoWeekday - startWeekday + 7) % 7
        var days: [XMLContent] = [], labels: [XMLContent] = []
        for (index, fasted) in review.fastedPerDay.enumerated() {
            let date = first.adding(days: index), position = index + offset
            let hours = fasted / 3_600_000
            let level = fasted == 0 ? 0 : hours < 8 ? 1 : hours < 16 ? 2 : hours < 20 ? 3 : 4
            if date.day == 1 { labels.append(.element(XMLElementValue("monthLabel", [("column", String(position / 7)), ("month", String(date.month))]))) }
            days.append(.element(XMLElementValue("day", [
                ("date", "\(date)"), ("column", String(position / 7)), ("row", String(position % 7)), ("level", String(level)),
                ("hm", DisplayedDuration(milliseconds: fasted).hoursMinutesText),
            ])))
        }
        let fastingDays = review.fastedPerDay.filter { $0 > 0 }.count
        let most = review.fastedPerDay.enumerated().max { ($0.element, $1.offset) < ($1.element, $0.offset) }
        return XMLElementValue("calendar", [
            ("year", String(review.year)), ("columns", String((review.fastedPerDay.count + offset + 6) / 7)), ("fastingDays", String(fastingDays)),
            ("weekStart", settings.weekStart == .monday ? "monday" : "sunday"),
            ("mostDate", most.map { "\(first.adding(days: $0.offset))" } ?? ""),
            ("mostHm", DisplayedDuration(milliseconds: most?.element ?? 0).hoursMinutesText),
            ("totalHm", DisplayedDuration(milliseconds: review.fastedPerDay.reduce(0, +)).hoursMinutesText),
        ], labels + days)
    }
}

func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
func pad4(_ value: Int) -> String { String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value) }
