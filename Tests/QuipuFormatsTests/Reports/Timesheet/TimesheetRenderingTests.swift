import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import QuipuXML
import Testing

@Suite("Rendering timesheets")
struct TimesheetRenderingTests {
    static func exampleTimesheet(_ period: String, round: String? = nil, weekStart: String? = nil, midnight: String? = nil) throws -> Timesheet {
        let request = TimesheetRequest(statePath: repositoryRoot.path + "/Examples/AppState.json", period: period, midnight: midnight, round: round,
                                       options: ReportOptions(timeZone: "Europe/Berlin", weekStart: weekStart, asOf: "2024-04-01T00:00:00Z"))
        let report = try request.resolve(in: RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!))
        return report.project(try report.load(progress: nil))
    }

    static func render(_ timesheet: Timesheet) throws -> [TimesheetFormat: [UInt8]] {
        let renderer = try TimesheetRenderer(templates: .builtIn, formats: TimesheetFormat.allCases)
        return Dictionary(uniqueKeysWithValues: zip(TimesheetFormat.allCases, try renderer.render(timesheet)))
    }

    @Test("O4: the example week matches its reviewed golden files byte for byte", arguments: TimesheetFormat.allCases)
    func golden(format: TimesheetFormat) throws {
        try expectGolden(try #require(try Self.render(Self.exampleTimesheet("2024-W13"))[format]), "timesheet-2024-W13.\(format.rawValue)")
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
        #expect(html.contains("\(overlaps.pairCount) pairs of slips were recorded at the same time, sharing \(overlaps.sharedTime.hoursMinutesText) in all."))
        #expect(html.contains("The 100 longest overlaps are listed, longest first."))
        #expect(html.contains("… and \(overlaps.unlistedCount) more overlapping pairs."))
    }

    @Test("a long period has one grid of week or month columns, headed by their days or month, partial ones marked")
    func columnGrids() throws {
        let weeks = try Self.render(Self.exampleTimesheet("2024-02-15..2024-04-20"))
        let weeksXML = String(decoding: try #require(weeks[.xml]), as: UTF8.self)
        #expect(weeksXML.contains(#"columns="week""#))
        #expect(weeksXML.contains(#"<column firstDay="2024-02-15" lastDay="2024-02-18" partial="true""#))
        #expect(weeksXML.contains(#"<column firstDay="2024-03-25" lastDay="2024-03-31" partial="false" seconds="125851""#))
        let weeksHTML = String(decoding: try #require(weeks[.html]), as: UTF8.self)
        #expect(weeksHTML.contains("<h2 id=\"chart-heading\">Hours per week</h2>"))
        #expect(weeksHTML.contains(#"<th scope="col">02-15 – 02-18*</th>"#))
        #expect(weeksHTML.contains("* The period holds only part of this week."))
        #expect(!weeksHTML.contains("Week of "))
        let months = try Self.render(Self.exampleTimesheet("2023-11-18..2024-11-30"))
        let monthsHTML = String(decoding: try #require(months[.html]), as: UTF8.self)
        #expect(monthsHTML.contains(#"<th scope="col">2023-11*</th>"#))
        #expect(monthsHTML.contains(#"<th scope="col">2024-03</th>"#))
        #expect(monthsHTML.contains("per task and month."))
        // The CSV keeps one row per date and task, whatever the columns.
        let csv = String(decoding: try #require(months[.csv]), as: UTF8.self)
        #expect(csv.split(separator: "\r\n").contains { $0.hasPrefix("2024-03-29,") })
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
        #expect(html.contains(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 740 230" role="img""#))
        #expect(html.contains("<title id=\"chart-title\">Hours per day, 2024-03-25 to 2024-03-31</title>"))
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
        #expect(lines.first == "date,project_id,project,task_id,task,seconds,hours,billed_seconds,billed_hours")
        #expect(lines.last == "")
        #expect(!csv.replacing("\r\n", with: "").contains("\n"))
        #expect(lines.contains { $0.hasPrefix("2024-03-29,") && $0.contains(",'=SUM(A1:A9) import bug,9600,2.67,9600,2.67") })
        #expect(lines.contains { $0.contains(#","Implement ""checkout"" flow",16200,4.50,"#) })
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
