import Foundation
import QuipuCore
import QuipuPDF
@testable import QuipuFormats
import QuipuSynthetic
import QuipuXML
import Testing

@Suite("Rendering timesheets")
struct TimesheetRenderingTests {
    static func exampleTimesheet(_ period: String, round: String? = nil, weekStart: String? = nil, midnight: String? = nil,
                                 columns: String? = nil) throws -> Timesheet {
        let request = TimesheetRequest(statePath: repositoryRoot.path + "/Examples/AppState.json", period: .of(period),
                                       midnight: try midnight.map { text throws(QuipuError) in try SharedOptionValue.choice(text, name: "midnight policy") },
                                       round: try round.map(SharedOptionValue.rounding),
                                       columns: try columns.map { text throws(QuipuError) in try SharedOptionValue.choice(text, name: "column grain") },
                                       options: ReportOptions(timeZone: .named("Europe/Berlin"), weekStart: weekStart.flatMap(WeekStart.init(rawValue:)),
                                                              asOf: .at("2024-04-01T00:00:00Z")))
        let report = try request.resolve(in: RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!))
        return report.project(try report.load(progress: nil))
    }

    static func render(_ timesheet: Timesheet) throws -> [TimesheetFormat: [UInt8]] {
        try TimesheetRenderer(templates: .builtIn, formats: TimesheetFormat.allCases).render(timesheet)
    }

    /// The PDF is not among them: its bytes depend on the versions of cairo, pango and qpdf, and
    /// `TimesheetPDFTests` checks what it holds.
    @Test("O4: the example week matches its reviewed golden files byte for byte", arguments: TimesheetFormat.allCases.filter { $0 != .pdf })
    func golden(format: TimesheetFormat) throws {
        try expectGolden(try #require(try Self.render(Self.exampleTimesheet("2024-W13"))[format]), "timesheet-2024-W13.\(format.rawValue)")
    }

    /// The language of `locale` (`de-DE`, `nl-NL,en-GB`) with the built-in catalogs.
    static func language(_ locale: String) throws -> DocumentLanguage {
        try DocumentLanguage(DocumentLocale(parsing: locale.split(separator: ",").map(String.init)), templates: .builtIn)
    }

    /// The locales the goldens in other languages are written in: German, French, and Dutch with English beside it.
    static let locales = ["de-DE", "fr-FR", "nl-NL,en-GB"]

    @Test("issue 25: the example week in German, French, and Dutch with English matches its reviewed golden page and PDF text; its XML and CSV are the English timesheet's bytes",
          arguments: locales)
    func localizedGolden(locale: String) throws {
        let timesheet = try Self.exampleTimesheet("2024-W13")
        let language = try Self.language(locale)
        let files = try TimesheetRenderer(templates: .builtIn, formats: TimesheetFormat.allCases, language: language).render(timesheet)
        let name = "timesheet-2024-W13-" + locale.replacingOccurrences(of: ",", with: "+")
        try expectGolden(try #require(files[.html]), name + ".html")
        try expectGolden(Array(TimesheetPDFTests.text(of: TimesheetPDF.blocks(timesheet, language: language)).utf8), name + ".pdf.txt")
        let english = try Self.render(timesheet)
        #expect(files[.xml] == english[.xml])
        #expect(files[.csv] == english[.csv])
        #expect(BillingDocumentPDFTests.pageCount(try #require(files[.pdf])) == 1)
    }

    @Test("issue 25: a German timesheet: its days, weekdays, decimal hours, rounding and overlaps in German, in HTML and PDF")
    func germanTimesheet() throws {
        let timesheet = try Self.exampleTimesheet("2024-03", round: "15:up:day-task")
        let language = try Self.language("de-DE")
        let html = String(decoding: try #require(try TimesheetRenderer(templates: .builtIn, formats: [.html], language: language).render(timesheet)[.html]),
                          as: UTF8.self)
        #expect(html.contains(#"<html lang="de-DE">"#))
        #expect(html.contains("<h1>Stundenzettel 2024-03</h1>"))
        #expect(html.contains(#"<time datetime="2024-03-01">1. März 2024</time> bis <time datetime="2024-03-31">31. März 2024</time> (Wochen beginnen am Montag)"#))
        #expect(html.contains("<dd>15-Minuten-Schritte, aufwärts gerundet je Aufgabe und Tag</dd>"))
        #expect(html.contains("<h3>Woche vom 26. Februar 2024 bis 3. März 2024</h3>") || html.contains("<h3>Woche vom 1. März 2024 bis 3. März 2024</h3>"))
        #expect(html.contains("<th scope=\"col\">Mo. 25.03.</th>"))
        #expect(html.contains(",25</span>") || html.contains(",50</span>") || html.contains(",75</span>"), "decimal hours with a decimal comma")
        #expect(!html.contains(">Project<") && !html.contains(">Total<") && !html.contains("Week of"))
        let blocks = TimesheetPDF.blocks(timesheet, language: language)
        #expect(blocks.first == .title("Stundenzettel 2024-03"))
        #expect(blocks.contains(.heading("Abgerechnete Zeit")))
        #expect(TimesheetPDFTests.tables(blocks).contains { $0.columns.first == PDFTableCell("Mo.", detail: "25.03.") })
        #expect(blocks.contains(.subheading("Woche vom 25. März 2024 bis 31. März 2024")))
    }

    @Test("issue 25: week and month columns name their months and days as the locale does",
          arguments: [("de-DE", "Nov. 2023", "18.02."), ("fr-FR", "nov. 2023", "18\u{A0}févr."), ("en-US", "Nov 2023", "Feb\u{A0}18")])
    func localizedColumns(locale: String, month: String, day: String) throws {
        let language = try Self.language(locale)
        let months = String(decoding: try #require(try TimesheetRenderer(templates: .builtIn, formats: [.html], language: language)
            .render(try Self.exampleTimesheet("2023-11-18..2024-11-30"))[.html]), as: UTF8.self)
        #expect(months.contains("<th scope=\"col\">\(month)<span class=\"dec\">"))
        let weeks = String(decoding: try #require(try TimesheetRenderer(templates: .builtIn, formats: [.html], language: language)
            .render(try Self.exampleTimesheet("2024-02-15..2024-04-20", weekStart: "sunday"))[.html]), as: UTF8.self)
        #expect(weeks.contains("<time>\(day)</time>"))
    }

    static let variants: [(period: String, round: String?, weekStart: String?, midnight: String?)] = [
        ("2024-W13", nil, nil, nil), ("2024-03", "15:up:entry", nil, nil), ("2024-W13", "6:nearest:task", "sunday", "start-day"),
        ("2024-03-26", "30:down:day-task", nil, "end-day"), ("2023-01", nil, nil, nil),
        // Week columns (36 to 183 days) and month columns (longer), with partial ones at both ends.
        ("2024-02-15..2024-04-20", "15:up:task", "sunday", nil), ("2023-11-18..2024-11-30", "6:nearest:entry", nil, nil),
    ]

    @Test("O2: every XML timesheet validates against its XSD", arguments: variants)
    func validXML(variant: (period: String, round: String?, weekStart: String?, midnight: String?)) throws {
        let timesheet = try Self.exampleTimesheet(variant.period, round: variant.round, weekStart: variant.weekStart, midnight: variant.midnight)
        let xml = try #require(try Self.render(timesheet)[.xml])
        let schema = try Templates.builtIn.schema("timesheet.xsd")
        let reparsed = try LibXMLDocument(parsing: xml, name: "timesheet.xml")
        #expect(schema.validationErrors(of: reparsed) == [])
    }

    @Test("O2: the schema rejects a timesheet that breaks it")
    func schemaCatchesErrors() throws {
        let xml = #"<timesheet xmlns="urn:quipu:timesheet:1" period="x"><days/></timesheet>"#
        let schema = try Templates.builtIn.schema("timesheet.xsd")
        #expect(!schema.validationErrors(of: try LibXMLDocument(parsing: Array(xml.utf8), name: "bad.xml")).isEmpty)
    }

    @Test("T8: a team's overlaps are counted in full and the longest listed, in XML valid by its XSD and in HTML")
    func boundedOverlapListing() throws {
        let history = SyntheticHistory(slipCount: 3000, seed: 9, people: 12)
        let state = try AppStateLoader.decode(history.json(), file: "team.json")
        let timesheet = Timesheet(state: state, parameters: TimesheetParameters(
            period: try Period.parse("2023-01-01..2024-12-31"), timeZone: TimeZone(identifier: "Europe/Berlin")!, asOf: history.end))
        let overlaps = timesheet.overlaps
        #expect(overlaps.longest.count == OverlapSummary.listLimit)
        #expect(overlaps.unlistedCount > 0)
        #expect(zip(overlaps.longest, overlaps.longest.dropFirst()).allSatisfy { $0.duration.seconds >= $1.duration.seconds })

        let files = try Self.render(timesheet)
        let xml = try #require(files[.xml])
        let schema = try Templates.builtIn.schema("timesheet.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: xml, name: "timesheet.xml")) == [])
        let xmlText = String(decoding: xml, as: UTF8.self)
        #expect(xmlText.contains(#"<overlaps pairs="\#(overlaps.pairCount)" sharedSeconds="\#(overlaps.sharedTime.seconds)" "#
            + #"sharedHm="\#(overlaps.sharedTime.hoursMinutesText)" listed="100" more="\#(overlaps.unlistedCount)">"#))
        #expect(xmlText.components(separatedBy: "<overlap ").count - 1 == 100)
        let html = String(decoding: try #require(files[.html]), as: UTF8.self)
        // Counts are grouped as the document's locale writes whole numbers: 24,578 in ISO English.
        let grouped = { (count: Int) in try LocaleFormatter(.isoEnglish).number(Decimal(count), decimals: 0) }
        #expect(try grouped(overlaps.pairCount).contains(","))
        #expect(html.contains("\(try grouped(overlaps.pairCount)) pairs of slips were recorded at the same time, sharing \(overlaps.sharedTime.hoursMinutesText) in all."))
        #expect(html.contains("The 100 longest overlaps are listed, longest first."))
        #expect(html.contains("… and \(try grouped(overlaps.unlistedCount)) more overlapping pairs."))
    }

    @Test("O2, S3: titles are escaped in XML and HTML")
    func escaping() throws {
        let files = try Self.render(Self.exampleTimesheet("2024-W13"))
        let xml = String(decoding: try #require(files[.xml]), as: UTF8.self)
        #expect(xml.contains(#"title="Design review &amp; &lt;feedback&gt;""#))
        #expect(xml.contains(#"title="Implement &quot;checkout&quot; flow""#))
        let html = String(decoding: try #require(files[.html]), as: UTF8.self)
        #expect(html.contains("Design review &amp; &lt;feedback&gt;"))
        #expect(!html.contains("<feedback>"))
        #expect(html.contains("R&amp;D: Q1 experiments 🚀"))
    }

    @Test("O3: the HTML is one self-contained page with an accessible chart and grid")
    func htmlStructure() throws {
        let html = String(decoding: try #require(try Self.render(Self.exampleTimesheet("2024-W13"))[.html]), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<html lang="en">"#))
        #expect(html.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="232" fill="currentColor" role="img""#))
        #expect(html.contains("<title id=\"chart-title\">Hours per day, 2024-03-25 to 2024-03-31</title>"))
        #expect(html.contains("<desc id=\"chart-desc\">7 days from 2024-03-25 to 2024-03-31, a bar each; 34 h 58 min in all. The most, 9 h 2 min, in Wed 2024-03-27; the least, 0 h 0 min, in Sat 2024-03-30."))
        #expect(FastingRenderingTests.chartTexts(html).ticks == ["0", "5", "10"])
        #expect(FastingRenderingTests.chartTexts(html).values == ["8:02", "4:47", "9:02", "6:08", "2:59", "4:00"])
        #expect(html.contains(#"<figure class="table"><figcaption>Hours (h:mm, and decimal below) per task and day.</figcaption><div class="table-wrap"><table>"#))
        #expect(html.contains(#"<th scope="col" class="text">Task</th>"#))
        #expect(html.contains(#"<th scope="col">Mon 03-25</th>"#))
        #expect(html.contains(#"<th scope="row">"#))
        #expect(html.contains("Europe/Berlin"))
        #expect(html.contains("2024-04-01T00:00:00Z"))
        for external in ["<link", "<script", "src=", "@import", "url("] {
            #expect(!html.contains(external))
        }
    }

    @Test("T10: the CSV has the agreed header and one row per date and task with time")
    func csvRows() throws {
        let csv = String(decoding: try #require(try Self.render(Self.exampleTimesheet("2024-W13"))[.csv]), as: UTF8.self)
        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.first == "date,project_id,project,task_id,task,seconds,hours,billed_seconds,billed_hours,billable_seconds,billable_hours,non_billable_seconds,non_billable_hours")
        #expect(lines.last == "")
        #expect(!csv.replacing("\r\n", with: "").contains("\n"))
        #expect(lines.contains { $0.hasPrefix("2024-03-29,") && $0.hasSuffix(",'=SUM(A1:A9) import bug,9600,2.67,9600,2.67,9600,2.67,0,0.00") })
        #expect(lines.contains { $0.contains(#","Implement ""checkout"" flow",16200,4.50,"#) })
    }

    static let grainVariants: [(period: String, round: String?, columns: String?)] = [
        ("2024-W13", nil, nil), ("2024-03", "15:up:entry", "week"), ("2024-01..2024-06", "6:nearest:task", nil), ("2023-01..2024-12", nil, nil),
        ("2024-03-20..2024-04-10", "30:down:day-task", "month"), ("2024-W13", nil, "week"), ("2024-03", nil, "day"),
    ]

    static func exampleTimesheet(_ variant: (period: String, round: String?, columns: String?)) throws -> Timesheet {
        try exampleTimesheet(variant.period, round: variant.round, columns: variant.columns)
    }

    @Test("the XML written as text is byte for byte libxml2's serialization of the element tree, and valid, at every grain",
          arguments: grainVariants)
    func xmlTextEqualsTree(variant: (period: String, round: String?, columns: String?)) throws {
        let timesheet = try Self.exampleTimesheet(variant)
        let text = TimesheetXMLText.bytes(timesheet)
        #expect(text == LibXMLDocument(root: TimesheetXMLTree.element(timesheet)).serialized())
        let schema = try Templates.builtIn.schema("timesheet.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: text, name: "timesheet.xml")) == [])
    }

    /// Four projects of one task and one slip each, titled with markup, line breaks, control
    /// characters, non-characters and nothing; `slip` makes the slip of project `index` with `id`.
    static func stateOfHostileTitles(_ slip: (_ index: Int, _ id: UUID) -> TimeSlip) -> AppState {
        let titles = ["a\nb\r\tc \"q\" <x> & y", "nul\u{0}bell\u{7}", "non-character \u{FFFE}\u{FFFF} 🎸 é", ""]
        return AppState(projects: titles.enumerated().map { index, title in
            Project(id: DifferentialTests.uuid(100 + index), title: title, tasks: [
                ProjectTask(id: DifferentialTests.uuid(200 + index), title: title + "!", timeSlips: [slip(index, DifferentialTests.uuid(300 + index))]),
            ])
        })
    }

    @Test("hostile titles are written as libxml2 writes them: escaped, line breaks kept, characters XML cannot hold replaced")
    func xmlTextOfHostileTitles() throws {
        let start = Date(timeIntervalSinceReferenceDate: 733_000_000)
        let state = Self.stateOfHostileTitles { index, id in
            TimeSlip(id: id, start: start, stop: index == 0 ? nil : start.addingTimeInterval(5400))
        }
        for columns in ColumnGrain.allCases {
            let timesheet = Timesheet(state: state, parameters: TimesheetParameters(
                period: try Period.parse("2024-03"), timeZone: TimeZone(identifier: "Asia/Kolkata")!,
                asOf: Instant(start.addingTimeInterval(3600)), columns: columns))
            #expect(TimesheetXMLText.bytes(timesheet) == LibXMLDocument(root: TimesheetXMLTree.element(timesheet)).serialized())
        }
    }

    @Test("with the built-in template, the weekly grids Quipu writes itself make the same page, byte for byte, as the template writing them",
          arguments: [("2024-03", "15:up:day-task", nil), ("2024-03-03..2024-04-06", "10:nearest:entry", "sunday"), ("2024-03-04..2024-04-07", nil, nil)])
    func weekGridsEqualTemplate(period: String, round: String?, weekStart: String?) throws {
        let timesheet = try Self.exampleTimesheet(period, round: round, weekStart: weekStart)
        #expect(TimesheetWeekGridsHTML.applies(to: timesheet))
        let spliced = try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: true).render(timesheet)
        let templated = try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: false).render(timesheet)
        #expect(spliced == templated)
        let page = String(decoding: try #require(spliced[.html]), as: UTF8.self)
        #expect(page.contains("<h3>Week of ") && page.contains("No time recorded this week.") && !page.contains("quipu-week-grids"))
    }

    @Test("issue 25: in German, French, and Dutch with English, the weekly grids Quipu writes itself make the same page as the template writing them",
          arguments: locales)
    func weekGridsEqualTemplateInLocale(locale: String) throws {
        let timesheet = try Self.exampleTimesheet("2024-03", round: "15:up:day-task")
        let language = try Self.language(locale)
        let spliced = try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: true, language: language).render(timesheet)
        let templated = try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: false, language: language).render(timesheet)
        #expect(spliced == templated)
        #expect(!String(decoding: try #require(spliced[.html]), as: UTF8.self).contains("quipu-week-grids"))
    }

    @Test("the weekly grids Quipu writes escape hostile titles as the template does, and leave a cell of seconds empty as it does")
    func weekGridsOfHostileTitles() throws {
        let start = Date(timeIntervalSinceReferenceDate: 733_000_000)
        let state = Self.stateOfHostileTitles { index, id in
            TimeSlip(id: id, start: start.addingTimeInterval(Double(index) * 700_000),
                     stop: start.addingTimeInterval(Double(index) * 700_000 + (index == 3 ? 20 : 5400)))
        }
        let timesheet = Timesheet(state: state, parameters: TimesheetParameters(
            period: try Period.parse("2024-03"), timeZone: TimeZone(identifier: "Asia/Kolkata")!, asOf: Instant(start.addingTimeInterval(9_000_000)),
            rounding: try DurationRounding.parse("15:up:entry")))
        let spliced = try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: true).render(timesheet)
        #expect(spliced == (try TimesheetRenderer(templates: .builtIn, formats: [.html], writesWeekGrids: false).render(timesheet)))
        #expect(String(decoding: try #require(spliced[.html]), as: UTF8.self).contains("a\nb\r\tc \"q\" &lt;x&gt; &amp; y!"))
    }

    @Test("the grain fits the period by default: days up to 35 days, weeks up to 183, months beyond")
    func defaultGrain() throws {
        for (period, grain) in [("2024-W13", "day"), ("2024-03", "day"), ("2024-01-01..2024-02-04", "day"), ("2024-01-01..2024-02-05", "week"),
                                ("2024-01..2024-06", "week"), ("2024-01-01..2024-07-02", "month"), ("2023-01..2024-12", "month")] {
            #expect(try Self.exampleTimesheet((period, nil, nil)).parameters.columns.rawValue == grain, "\(period)")
        }
    }

    @Test("week and month columns: partial ends marked, cells summing their days, in XML, HTML and an unchanged CSV")
    func coarseColumns() throws {
        let daily = try Self.exampleTimesheet(("2024-03-20..2024-04-10", nil, "day"))
        let files = try Self.render(try Self.exampleTimesheet(("2024-03-20..2024-04-10", nil, "week")))
        let xml = String(decoding: try #require(files[.xml]), as: UTF8.self)
        #expect(xml.contains(#"midnight="split" columns="week">"#))
        #expect(xml.contains(#"<column firstDay="2024-03-20" lastDay="2024-03-24" partial="true" "#))
        #expect(xml.contains(#"<column firstDay="2024-03-25" lastDay="2024-03-31" seconds="125851" "#))
        #expect(xml.contains(#"<column firstDay="2024-04-08" lastDay="2024-04-10" partial="true" "#))
        #expect(!xml.contains("<weeks>"))
        let html = String(decoding: try #require(files[.html]), as: UTF8.self)
        #expect(html.contains("Hours (h:mm, and decimal below) per task and week."))
        #expect(html.contains(#"<th scope="col">\#n<time>03-20</time><span class="dec">to <time>03-24</time> (partial)</span>"#))
        #expect(html.contains(#"<th scope="col">\#n<time>03-25</time><span class="dec">to <time>03-31</time></span>"#))
        #expect(files[.csv] == (try Self.render(daily))[.csv])

        let monthly = String(decoding: try #require(try Self.render(try Self.exampleTimesheet(("2024-03-20..2024-04-10", nil, "month")))[.html]),
                             as: UTF8.self)
        #expect(monthly.contains(#"<th scope="col">Mar 2024<span class="dec">partial: 20–31</span>"#))
        #expect(monthly.contains(#"<th scope="col">Apr 2024<span class="dec">partial: 01–10</span>"#))
        #expect(monthly.contains("<title id=\"chart-title\">Hours per month, 2024-03-20 to 2024-04-10</title>"))
    }

    @Test("a grid of many columns prints in bands of whole columns, each with the project and task, the last with the Total; the screen shows it whole",
          arguments: [("2024-01..2024-06", nil, 4), ("2024-01..2024-06", "15:up:entry", 4), ("2023-01..2024-12", nil, 4), ("2024-01-01..2024-02-11", nil, 1)])
    func printBands(period: String, round: String?, bands: Int) throws {
        let timesheet = try Self.exampleTimesheet((period, round, nil))
        let html = String(decoding: try #require(try Self.render(timesheet)[.html]), as: UTF8.self)
        let grids = round == nil ? 1 : 2, columnCount = timesheet.columns.count + 1
        #expect(html.components(separatedBy: #"<figure class="table screen-only">"#).count - 1 == (bands > 1 ? grids : 0))
        #expect(html.components(separatedBy: #"<div class="print-only">"#).count - 1 == (bands > 1 ? grids : 0))
        guard bands > 1 else { return }
        let printed = html.components(separatedBy: #"<div class="print-only">"#).dropFirst().map { $0.components(separatedBy: "</section>")[0] }
        for copy in printed {
            #expect(copy.components(separatedBy: #"<th scope="col">Project</th>"#).count - 1 == bands)
            #expect(copy.components(separatedBy: #"<th scope="col" class="text">Task</th>"#).count - 1 == bands)
            #expect(copy.components(separatedBy: #"<th scope="col">"#).count - 1 == columnCount + bands, "every column once, beside the project in each band")
            #expect(copy.components(separatedBy: #"<th scope="col">Total</th>"#).count - 1 == 1)
            #expect(copy.contains("Columns 1–") && copy.contains("of \(columnCount)."))
        }
    }

    @Test("O1: CSV text cells are quoted and defended against formulas", arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("line\nbreak", "\"line\nbreak\""),
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM", "'@SUM"), ("\tx", "'\tx"), ("\rx", "\"'\rx\""),
        ("=a,b", "\"'=a,b\""), ("", ""),
    ])
    func csvText(text: String, encoded: String) {
        var writer = CSVWriter()
        writer.appendRow([.text(text), .number("-1.50")])
        #expect(writer.text == encoded + ",-1.50\r\n")
    }
}
