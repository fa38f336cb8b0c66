import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Rendering fasting reports and sites")
struct FastingRenderingTests {
    static let exampleHistory = repositoryRoot.path + "/Examples/fasting.json"
    static let environment = RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)

    static func exampleReport(_ period: String?, stages: String? = nil, weekStart: WeekStart? = nil, locale: String? = nil) throws -> FastingReport {
        try FastingRequest(historyPath: exampleHistory, period: period.map(Period.of), stages: stages,
                           options: ReportOptions(timeZone: .named("Europe/Berlin"), weekStart: weekStart, asOf: .at("2025-01-01T08:00:00Z"),
                                                  locale: locale.map { try DocumentLocale(parsing: $0.split(separator: ",").map(String.init)) }))
            .resolve(in: environment)
    }

    /// The locales the goldens in other languages are written in: German, French, and Dutch with English beside it.
    static let locales = ["de-DE", "fr-FR", "nl-NL,en-GB"]

    /// A locale's part of a golden file's name: `de-DE`, `nl-NL+en-GB`.
    static func goldenName(_ locale: String) -> String { locale.replacingOccurrences(of: ",", with: "+") }

    /// The files of a report, by format.
    static func render(_ report: FastingReport) throws -> [FastingFormat: [UInt8]] {
        let files = try report.render(report.project(report.load(progress: nil)))
        return Dictionary(uniqueKeysWithValues: zip(report.output.formats, files.map(\.bytes)))
    }

    @Test("O4: March 2024 of the example matches its reviewed golden files byte for byte", arguments: FastingFormat.allCases)
    func golden(format: FastingFormat) throws {
        try expectGolden(try #require(try Self.render(Self.exampleReport("2024-03"))[format]), "fasting-2024-03.\(format.rawValue)")
    }

    @Test("issue 25: March 2024 in German, French, and Dutch with English matches its reviewed golden page; its XML and CSV are the English report's bytes",
          arguments: locales)
    func localizedGolden(locale: String) throws {
        let files = try Self.render(Self.exampleReport("2024-03", locale: locale))
        try expectGolden(try #require(files[.html]), "fasting-2024-03-\(Self.goldenName(locale)).html")
        let english = try Self.render(Self.exampleReport("2024-03"))
        #expect(files[.xml] == english[.xml])
        #expect(files[.csv] == english[.csv])
    }

    @Test("issue 25: the fasting page in German: its language, labels, the locale's days, numbers, months and weekdays, and the chart's words")
    func germanReport() throws {
        let html = String(decoding: try #require(try Self.render(Self.exampleReport("2024-03", locale: "de-DE"))[.html]), as: UTF8.self)
        #expect(html.contains(#"<html lang="de-DE">"#))
        #expect(html.contains("<title>Fasten 2024-03</title>"))
        #expect(html.contains(#"<time datetime="2024-03-01">1. März 2024</time> bis <time datetime="2024-03-31">31. März 2024</time> (Wochen beginnen am Montag)"#))
        #expect(html.contains("<dd>18 (60,0\u{00A0}%)</dd>"))
        #expect(html.contains(#"<th scope="row"><time datetime="2024-02-29 17:37">29.02.2024 17:37</time></th>"#))
        #expect(html.contains("<td>01.03. bis 03.03.</td>"))
        #expect(html.contains("<th scope=\"row\">März 2024</th>"))
        #expect(html.contains("<td>12 Std.</td>"))
        #expect(html.contains("Die Phasen sind Faustregeln, kein medizinischer Rat."))
        #expect(html.contains(#"<title id="chart-title">Gefastete Stunden je Woche, 1. März 2024 bis 31. März 2024</title>"#))
        #expect(html.contains("5 Wochen vom 1. März 2024 bis 31. März 2024, je ein Balken; 30 Fasten endeten darin, 517 Std. 10 Min. insgesamt. Am meisten, 118 Std. 48 Min., in 2024-W12;"))
        #expect(html.contains(#"<text class="unit" x="0" y="13">Stunden</text>"#))
        #expect(html.contains(">KW10</text>") && html.contains(">04.03.</text>"))
        for english in ["Ended fasts", "Goal met", "Streaks", "Stage table", ">running<", " to ", "Made by Quipu"] {
            #expect(!html.contains(english), "\(english)")
        }
    }

    @Test("O2: every fasting XML validates against its XSD", arguments: [
        (nil, nil, nil), ("2024-03", nil, nil), ("2024-W13", nil, "sunday"), ("2023", nil, nil), ("2024-12..2025-01", "stages", nil),
    ] as [(String?, String?, String?)])
    func validXML(variant: (period: String?, stages: String?, weekStart: String?)) throws {
        var stagesPath: String?
        if variant.stages != nil {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-stages-\(UUID().uuidString).json")
            try Data(#"[{"name":"<b>&amp; \"q\"","hours":13.5},{"name":"long","hours":30}]"#.utf8).write(to: file)
            stagesPath = file.path
        }
        let xml = try #require(try Self.render(Self.exampleReport(variant.period, stages: stagesPath, weekStart: variant.weekStart.flatMap(WeekStart.init(rawValue:))))[.xml])
        let schema = try Templates.builtIn.schema("fasting.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: xml, name: "fasting.xml")) == [])
    }

    @Test("O2: the schema rejects a fasting document that breaks it")
    func schemaCatchesErrors() throws {
        let xml = #"<fasting xmlns="urn:quipu:fasting:1" period="March" timeZone="UTC" asOf="2024-01-01T00:00:00Z" weekStart="monday"/>"#
        let schema = try Templates.builtIn.schema("fasting.xsd")
        #expect(!schema.validationErrors(of: try LibXMLDocument(parsing: Array(xml.utf8), name: "bad.xml")).isEmpty)
    }

    @Test("the CSV has the agreed header, one row per begun fast oldest first, and the running fast last with an empty end")
    func csvRows() throws {
        let csv = String(decoding: try #require(try Self.render(Self.exampleReport(nil))[.csv]), as: UTF8.self)
        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.first == "start,end,duration_seconds,goal_seconds,progress_percent,goal_met,stage")
        #expect(lines.last == "")
        let rows = lines.dropFirst().dropLast().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 331)
        #expect(rows.allSatisfy { $0.count == 7 })
        #expect(rows.map { $0[0] } == rows.map { $0[0] }.sorted())
        #expect(rows.dropLast().allSatisfy { !$0[1].isEmpty })
        let running = try #require(rows.last)
        // Begun 2024-12-31T19:42:17.318+01:00, counted to 2025-01-01T09:00:00+01:00: 47,862.682 s.
        #expect(running.map(String.init) == ["2024-12-31T19:42:17+01:00", "", "47863", "57600", "83.1", "false", "ketosis begins"])
    }

    @Test("the HTML report prints the streak definition, the stage table with its note, and an accessible chart of the weeks")
    func htmlStructure() throws {
        let html = String(decoding: try #require(try Self.render(Self.exampleReport("2024-03"))[.html]), as: UTF8.self)
        #expect(html.contains(#"<html lang="en">"#))
        #expect(html.contains("<title>Fasting 2024-03</title>"))
        #expect(html.contains(#"role="img""#))
        #expect(html.contains(#"<title id="chart-title">Hours fasted per week, 2024-03-01 to 2024-03-31</title>"#))
        #expect(html.contains("A streak day is a local day"))
        #expect(html.contains("Stages are rule-of-thumb thresholds, not medical advice."))
        #expect(html.contains(#"<span class="progress met"><span style="width: 100%"></span></span>"#))
        for external in ["<link", "<script", "src=", "@import", "url("] {
            #expect(!html.contains(external))
        }
    }

    /// The values of a chart's axis, bottom up, and the texts above its bars.
    static func chartTexts(_ html: String) -> (ticks: [String], values: [String]) {
        (html.matches(of: /<text class="tick"[^>]*>([^<]*)<\/text>/).map { String($0.1) },
         html.matches(of: /<text class="value[^"]*"[^>]*>([^<]*)<\/text>/).map { String($0.1) })
    }

    @Test("a month's chart has an axis of hours with its values, a value above each week's bar, and says in words what it shows")
    func monthChart() throws {
        let html = String(decoding: try #require(try Self.render(Self.exampleReport("2024-03"))[.html]), as: UTF8.self)
        #expect(html.contains(#"<desc id="chart-desc">5 weeks from 2024-03-01 to 2024-03-31, a bar each; 30 fasts ended in them, 517 h 10 min in all. The most, 118 h 48 min, in 2024-W12; the least, 55 h 24 min, in 2024-W09. The axis is in hours; the same numbers are in the Total column of the table below.</desc>"#))
        let texts = Self.chartTexts(html)
        #expect(texts.ticks == ["0", "50", "100", "150"])
        #expect(texts.values == ["55", "117", "109", "118", "116"])
        #expect(!html.contains(" alt\""), "five bars fit a phone: no label is hidden there")
    }

    @Test("the whole history's chart of 53 weeks has an axis with values, a label every fourth week (every eighth on a phone) and no value above its bars")
    func longChart() throws {
        let html = String(decoding: try #require(try Self.render(Self.exampleReport(nil))[.html]), as: UTF8.self)
        // The total in words is the statistics' 5859:18, the sum of the weeks.
        #expect(html.contains(#"<desc id="chart-desc">53 weeks from 2024-01-02 to 2025-01-01, a bar each; 330 fasts ended in them, 5859 h 18 min in all. The most, 150 h 38 min, in 2024-W25; the least, 41 h 59 min, in 2025-W01."#))
        let texts = Self.chartTexts(html)
        #expect(texts.ticks == ["0", "50", "100", "150", "200"])
        #expect(texts.values.isEmpty)
        let labels = html.matches(of: /<text class="(label[^"]*)"[^>]*>([^<]*)<\/text>/).map { (String($0.1), String($0.2)) }
        #expect(labels.count == 28)
        #expect(labels.prefix(4).map(\.1) == ["W01", "01-02", "W05", "01-29"])
        #expect(labels.filter { $0.0 == "label alt" }.count == 14)
        #expect(html.matches(of: /<rect class="bar"/).count == 53)
    }

    @Test("pages read on a phone and in the dark: a color scheme declared before any style, captions outside the tables' scrolling box, dates unbroken")
    func phoneAndDark() throws {
        let site = try Self.site()
        let report = String(decoding: try #require(try Self.render(Self.exampleReport("2024-03"))[.html]), as: UTF8.self)
        let pages = site.filter { $0.key.hasSuffix(".html") }.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) } + [("fasting-2024-03.html", report)]
        for (path, html) in pages {
            let head = try #require(html.firstRange(of: "<head>").map { html[$0.upperBound...] })
            #expect(head.firstRange(of: #"<meta name="color-scheme" content="light dark">"#).map { $0.lowerBound < head.firstRange(of: "<title>")!.lowerBound } == true, "\(path)")
            #expect(!html.contains("<caption"), "\(path)")
            let captions = html.matches(of: /<figcaption>/).count
            #expect(captions > 0 && html.matches(of: /<\/figcaption>\s*<div class="table-wrap">/).count == captions, "\(path)")
        }
        #expect(report.contains("<time>2024-03-01</time> to <time>2024-03-31</time> (weeks start on monday)</dd>"))
        #expect(report.contains(#"<th scope="row"><time>2024-02-29 17:37</time></th>"#))
        let css = String(decoding: try #require(site["site/style.css"]), as: UTF8.self)
        #expect(css.contains("@media screen and (prefers-color-scheme: dark)"))
        #expect(css.contains("time { white-space: nowrap; }"))
        #expect(report.contains("@media screen and (prefers-color-scheme: dark)"))
    }

    // MARK: - The site

    static let corpus = #"R&D; "q" 'a' <script>alert(1)</script> ]]> &copy; 🍎 שלום عربي"#

    static func site(title: String = "My fasting", baseURL: String? = "https://example.org/fasting/", locale: String? = nil) throws -> [String: [UInt8]] {
        let report = try SiteRequest(historyPath: exampleHistory, title: title, author: title, baseURL: baseURL,
                                     options: ReportOptions(timeZone: .named("Europe/Berlin"), outputDirectory: "site", locale: locale.map { try DocumentLocale(parsing: $0.split(separator: ",").map(String.init)) }))
            .resolve(in: environment)
        let files = try report.render(report.project(report.load(progress: nil)))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
    }

    @Test("issue 25: the site's month of March 2024 in German, French, and Dutch with English matches its reviewed golden page", arguments: locales)
    func localizedSiteGolden(locale: String) throws {
        let files = try Self.site(locale: locale)
        try expectGolden(try #require(files["site/2024/03/index.html"]), "site-2024-03-\(Self.goldenName(locale)).html")
    }

    @Test("issue 25: the site in German: the index and the year in review match their reviewed golden pages")
    func germanSiteGolden() throws {
        let files = try Self.site(locale: "de-DE")
        try expectGolden(try #require(files["site/index.html"]), "site-index-de-DE.html")
        try expectGolden(try #require(files["site/2024/index.html"]), "site-2024-de-DE.html")
    }

    @Test("issue 25: the German site's titles, calendar, best streak, link previews and feeds are German; its sitemap is the English site's")
    func germanSite() throws {
        let files = try Self.site(locale: "de-DE")
        func text(_ path: String) throws -> String { String(decoding: try #require(files["site/" + path]), as: UTF8.self) }
        let index = try text("index.html"), year = try text("2024/index.html"), month = try text("2024/03/index.html")
        #expect(index.contains(#"<html lang="de-DE">"#))
        #expect(index.contains(#"Stand: <time datetime="2024-12-31 19:42">31.12.2024 19:42</time> (Europe/Berlin)."#))
        #expect(index.contains(#"<a href="2024/03/index.html">März 2024</a> · 30 Fasten"#))
        #expect(index.contains(#"<meta property="og:description" content="Aktuelle Serie: 2 Tage. 330 Fasten beendet, 222 mit erreichtem Ziel (67,3\#u{00A0}%); insgesamt 5859:18 gefastet, Median 17:04.">"#))
        #expect(index.contains("Von <bdi>My fasting</bdi>. Tage sind Ortstage in Europe/Berlin; ein Fasten zählt zum Tag, an dem es endete. Erstellt mit Quipu. <a href=\"atom.xml\">Atom-Feed</a>."))
        #expect(month.contains("<title>März 2024 · My fasting</title>"))
        #expect(month.contains(#"<a href="../../2024/04/index.html" rel="next">April 2024 →</a>"#))
        #expect(year.contains("Beste Serie: <strong>12</strong> Tage, <time datetime=\"2024-06-11\">11. Juni 2024</time> bis <time datetime=\"2024-06-22\">22. Juni 2024</time> (ihre Tage in diesem Jahr)."))
        #expect(year.contains("<title id=\"calendar-title\">Gefastete Stunden je Tag im Jahr 2024</title>"))
        #expect(year.contains("<title>16. Juni 2024: 24:00</title>"))
        #expect(year.contains(">Sept.</text>") && year.contains(">Mo.</text>"))
        let atom = try text("atom.xml"), json = try text("feed.json")
        #expect(atom.contains("<title>März 2024</title>"))
        #expect(atom.contains("<summary>30 Fasten beendet, 18 mit erreichtem Ziel (60,0\u{00A0}%); insgesamt 517:10 gefastet, Median 16:55.</summary>"))
        #expect(json.contains(#""title" : "März 2024""#))
        #expect(json.contains(#""language" : "de-DE""#))
        #expect(!String(decoding: try #require((try Self.site())["site/feed.json"]), as: UTF8.self).contains("language"), "a site without a locale names none")
        #expect(files["site/sitemap.xml"] == (try Self.site())["site/sitemap.xml"])
        #expect(files["site/cards/2024-03.png"] != (try Self.site())["site/cards/2024-03.png"], "the card's words are German")
    }

    @Test("issue 25: a bilingual site names its months in its first language and writes its sentences in both")
    func bilingualSite() throws {
        let files = try Self.site(locale: "nl-NL,en-GB")
        let month = String(decoding: try #require(files["site/2024/03/index.html"]), as: UTF8.self)
        #expect(month.contains("<title>Maart 2024 · My fasting</title>"))
        #expect(month.contains(#"<meta property="og:description" content="30 vastens beëindigd, 18 haalden hun doel (60,0%); 517:10 gevast in totaal, mediaan 16:55. / 30 fasts ended, 18 met their goal (60,0 %); 517:10 fasted in all, median 16:55.">"#))
        #expect(month.contains("<h2 id=\"fasts-heading\">Vastens / Fasts</h2>"))
    }

    @Test("S3: a site title full of markup, entities, emoji and right-to-left text is text in every page, the feed and the sitemap")
    func siteEscaping() throws {
        let files = try Self.site(title: Self.corpus)
        let index = String(decoding: try #require(files["site/index.html"]), as: UTF8.self)
        #expect(!index.contains("<script>"))
        #expect(!index.contains("&copy; "))
        #expect(index.contains("R&amp;D; \"q\" 'a' &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp;copy; 🍎 שלום عربي"))
        #expect(index.contains("<bdi>R&amp;D;"))
        let month = String(decoding: try #require(files["site/2024/03/index.html"]), as: UTF8.self)
        #expect(month.contains("<title>March 2024 · R&amp;D; \"q\" 'a' &lt;script&gt;"))
        let feed = try LibXMLDocument(parsing: try #require(files["site/atom.xml"]), name: "atom.xml")
        let feedText = String(decoding: feed.serialized(), as: UTF8.self)
        #expect(feedText.contains("<title>R&amp;D; \"q\" 'a' &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp;copy; 🍎 שלום عربي</title>"))
        #expect(feedText.contains("<name>R&amp;D;"))
    }

    @Test("a year in review: its best streak, its longest fasts, a calendar of every local day with a text alternative, and the same hours as a table")
    func yearInReview() throws {
        let files = try Self.site()
        let page = String(decoding: try #require(files["site/2024/index.html"]), as: UTF8.self)
        #expect(page.contains("Best streak: <strong>12</strong> days, <time datetime=\"2024-06-11\">2024-06-11</time> to <time datetime=\"2024-06-22\">2024-06-22</time>"))
        #expect(page.contains("<h2 id=\"longest-heading\">Longest fasts</h2>"))
        // The longest fast of the example, 37:00 from 2024-06-15 20:00, comes first.
        let longest = try #require(page.range(of: "The year's longest fasts"))
        #expect(page[longest.upperBound...].firstRange(of: "37:00").map { page[longest.upperBound..<$0.lowerBound].contains("24:48") } == false)
        #expect(page.matches(of: /<rect class="level\d"/).count == 366)
        #expect(page.contains(#"role="img" aria-labelledby="calendar-title calendar-desc""#))
        #expect(page.contains("<title id=\"calendar-title\">Hours fasted per day in 2024</title>"))
        #expect(page.contains("<title>2024-06-16: 24:00</title>"), "a day inside the 37-hour fast is fasted whole")
        #expect(page.contains("<summary>The same hours as a table</summary>"))
    }

    @Test("with a base URL each page has OpenGraph and Twitter card tags and a 1200 × 630 PNG card of its own; without one, none")
    func sharing() throws {
        let files = try Self.site()
        let month = String(decoding: try #require(files["site/2024/03/index.html"]), as: UTF8.self)
        #expect(month.contains(#"<meta property="og:url" content="https://example.org/fasting/2024/03/index.html">"#))
        #expect(month.contains(#"<meta property="og:image" content="https://example.org/fasting/cards/2024-03.png">"#))
        #expect(month.contains(#"<meta property="og:type" content="article">"#) && month.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(month.contains(#"<meta property="og:description" content="30 fasts ended, 18 met their goal (60.0 %); 517:10 fasted in all, median 16:55.">"#))
        let index = String(decoding: try #require(files["site/index.html"]), as: UTF8.self)
        #expect(index.contains(#"<meta property="og:type" content="website">"#) && index.contains("/cards/index.png"))
        let cards = files.keys.filter { $0.hasPrefix("site/cards/") }
        #expect(cards.count == 14)
        for card in cards {
            let png = try #require(files[card])
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(card) is a PNG")
            // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
            let size = (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
            #expect(size == (1200, 630), "\(card)")
        }
        #expect(try Self.site() == files, "the same site gives the same cards, byte for byte")
        let local = try Self.site(baseURL: nil)
        #expect(!local.keys.contains { $0.hasPrefix("site/cards/") })
        #expect(!String(decoding: try #require(local["site/index.html"]), as: UTF8.self).contains("og:"))
    }

    @Test("S4, S5: site pages link only relatively, to pages that exist, and load nothing from elsewhere")
    func siteLinks() throws {
        let files = try Self.site()
        let pages = files.keys.filter { $0.hasSuffix(".html") }
        #expect(pages.count == 14)
        for page in pages {
            let html = String(decoding: files[page]!, as: UTF8.self)
            #expect(!html.contains("src="))
            let folder = (page as NSString).deletingLastPathComponent
            for match in html.matches(of: /href="([^"]*)"/) {
                let link = String(match.1)
                #expect(!link.hasPrefix("/") && !link.contains("://"), "\(page) links \(link)")
                let target = URL(fileURLWithPath: "/" + folder + "/" + link).standardizedFileURL.path.dropFirst()
                #expect(files[String(target)] != nil, "\(page) links \(link), which is not a file of the site")
            }
        }
    }

    @Test("S1: only the index and the feeds say what the site is as of")
    func asOfOnlyOnTheIndex() throws {
        let files = try Self.site()
        #expect(String(decoding: files["site/index.html"]!, as: UTF8.self).contains("As of <time>2024-12-31 19:42</time>"))
        for (path, bytes) in files where path.hasSuffix(".html") && path != "site/index.html" {
            let html = String(decoding: bytes, as: UTF8.self)
            #expect(!html.contains("As of") && !html.contains("as of") && !html.contains("running"), "\(path)")
        }
    }

    @Test("S6: without a base URL there is no feed and no sitemap, and the user is told why")
    func noBaseURL() throws {
        let files = try Self.site(baseURL: nil)
        #expect(files["site/atom.xml"] == nil && files["site/sitemap.xml"] == nil)
        #expect(!String(decoding: files["site/index.html"]!, as: UTF8.self).contains("atom.xml"))
    }

    @Test("a site's time zone never comes from the machine; a bad base URL or SOURCE_DATE_EPOCH is a usage error")
    func siteOptions() throws {
        func resolve(_ options: ReportOptions<SiteFormat>, baseURL: String? = nil, variables: [String: String] = [:]) throws(QuipuError) -> SiteReport {
            try SiteRequest(historyPath: Self.exampleHistory, baseURL: baseURL, options: options)
                .resolve(in: RunEnvironment(now: Date(), systemTimeZone: TimeZone(identifier: "UTC")!, variables: variables))
        }
        #expect(throws: QuipuError.self) { try resolve(ReportOptions()) }
        #expect(throws: QuipuError.self) { try resolve(ReportOptions(timeZone: .named("UTC")), baseURL: "example.org/fasting") }
        #expect(throws: QuipuError.self) { try resolve(ReportOptions(timeZone: .named("UTC")), variables: ["SOURCE_DATE_EPOCH": "yesterday"]) }
        let dated = try resolve(ReportOptions(timeZone: .named("UTC")), baseURL: "https://example.org/f", variables: ["SOURCE_DATE_EPOCH": "1735689600"])
        #expect(dated.settings.asOf == Instant.parseISO8601("2025-01-01T00:00:00Z"))
        #expect(dated.settings.baseURL == "https://example.org/f/")
        #expect(dated.output.folder == "output/site")
        let flagWins = try resolve(ReportOptions(timeZone: .named("UTC"), asOf: .at("2024-06-01T00:00:00Z")), variables: ["SOURCE_DATE_EPOCH": "1735689600"])
        #expect(flagWins.settings.asOf == Instant.parseISO8601("2024-06-01T00:00:00Z"))
    }

    @Test("a report with an owned folder may not share it with another report's files")
    func ownedFolderIsExclusive() throws {
        let site = try SiteRequest(historyPath: Self.exampleHistory, options: ReportOptions(timeZone: .named("UTC"), outputDirectory: "output"))
            .resolve(in: Self.environment)
        let report = try Self.exampleReport("2024-03")
        #expect(throws: QuipuError.self) { try Pipeline.checkDistinctOutputs([report, site]) }
        let elsewhere = try SiteRequest(historyPath: Self.exampleHistory, options: ReportOptions(timeZone: .named("UTC"), outputDirectory: "output/site"))
            .resolve(in: Self.environment)
        try Pipeline.checkDistinctOutputs([report, elsewhere])
    }
}
