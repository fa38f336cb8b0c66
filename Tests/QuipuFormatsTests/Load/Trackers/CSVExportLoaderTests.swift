import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading Toggl Track and Clockify CSV exports")
struct CSVExportLoaderTests {
    static let togglHeader = "User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (USD)\r\n"
    static let clockifyHeader = "\"Project\",\"Client\",\"Description\",\"Task\",\"User\",\"Group\",\"Email\",\"Tags\",\"Billable\",\"Start Date\",\"Start Time\","
        + "\"End Date\",\"End Time\",\"Duration (h)\",\"Duration (decimal)\",\"Billable Rate (USD)\",\"Billable Amount (USD)\"\r\n"

    static func toggl(_ rows: String...) -> String { togglHeader + rows.joined(separator: "\r\n") + "\r\n" }
    static func clockify(_ rows: String...) -> String { "\u{FEFF}" + clockifyHeader + rows.joined(separator: "\r\n") + "\r\n" }

    @Test("Toggl: project and task, else the description (quoted, with a newline and a formula start), else the project")
    func toggl() throws {
        let file = Self.toggl(
            "Ada,a@x,ACME,Acme,Design,,Yes,2024-03-11,09:00:00,2024-03-11,12:15:00,03:15:00,,0.00",
            "Ada,a@x,,Acme,,\"=cmd \"\"x\"\"\nsecond, line\",No,2024-03-12,23:30:00,2024-03-13,01:45:00,02:15:00,,0.00",
            "Ada,a@x,,,,,No,2024-03-14,10:00:00,2024-03-14,10:01:00,00:01:00,,0.00")
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(file, nil)) == [
            "Acme/Design 2024-03-11T08:00:00Z..2024-03-11T11:15:00Z",
            "Acme/=cmd \"x\"\nsecond, line 2024-03-12T22:30:00Z..2024-03-13T00:45:00Z",
            "(untagged)/(untagged) 2024-03-14T09:00:00Z..2024-03-14T09:01:00Z",
        ])
        #expect(try TrackerFile.detect(Array(file.utf8), file: "f") == .toggl)
    }

    @Test("a column name two columns match is refused naming both, unless the format is named and one is written as it writes it")
    func ambiguousColumns() throws {
        let twice = "Project,Description,Project,Start date,Start time,End date,End time,Duration\r\n"
            + "Acme,Design,Other,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00\r\n"
        for format in [nil, TrackerFormat.toggl] {
            let error = #expect(throws: QuipuError.self) { try TrackerLoaderTests.decode(twice, format) }
            #expect(error?.status == .dataError)
            #expect(error?.message.hasPrefix(#"f: line 1: column 1 "Project" and column 3 "Project" both name the column "Project"; expected each column once"#) == true,
                    "\(error?.message ?? "")")
        }
        // Toggl's "Start date" beside Clockify's "Start Date": a Clockify export (its "Duration (h)")
        // whose start could be read from either.
        let both = "Project,Description,Start date,Start Date,Start Time,End Date,End Time,Duration (h)\r\n"
            + "Acme,Design,2024-03-12,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00\r\n"
        let detected = #expect(throws: QuipuError.self) { try TrackerLoaderTests.decode(both, nil) }
        #expect(detected?.message.hasPrefix(#"f: line 1: column 3 "Start date" and column 4 "Start Date" both name the column "Start Date""#) == true,
                "\(detected?.message ?? "")")
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(both, .clockify)) == ["Acme/Design 2024-03-11T08:00:00Z..2024-03-11T09:00:00Z"])
    }

    @Test("a quoted field with doubled quotes and an unquoted one with the same bytes are different tasks; quoted and plain the same text one task")
    func quotedAndPlainNames() throws {
        let file = Self.toggl(
            #"Ada,a@x,,Acme,,"say ""hi""",No,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00,,0"#,
            #"Ada,a@x,,Acme,,say ""hi"",No,2024-03-12,09:00:00,2024-03-12,10:00:00,01:00:00,,0"#,
            #"Ada,a@x,,"Acme",,"say ""hi""",No,2024-03-13,09:00:00,2024-03-13,10:00:00,01:00:00,,0"#)
        let state = try TrackerLoaderTests.decode(file, .toggl)
        #expect(state.projects.map(\.title) == ["Acme"])
        #expect(state.projects[0].tasks.map(\.title) == [#"say "hi""#, #"say ""hi"""#])
        #expect(state.projects[0].tasks.map(\.timeSlips.count) == [2, 1])
    }

    @Test("Clockify: a BOM, quoted fields, the 12-hour clock and month-first dates; a day above 12 makes them day-first")
    func clockify() throws {
        let monthFirst = Self.clockify(
            #""Acme","","","Design","Ada","","a@x","","Yes","03/11/2024","12:30:00 AM","03/11/2024","12:05:00 PM","11:35:00","11.58","0","0""#,
            #""Acme","","","Design","Ada","","a@x","","Yes","03/13/2024","11:00 PM","03/14/2024","01:00 AM","02:00:00","2.00","0","0""#)
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(monthFirst, nil)) == [
            "Acme/Design 2024-03-10T23:30:00Z..2024-03-11T11:05:00Z",
            "Acme/Design 2024-03-13T22:00:00Z..2024-03-14T00:00:00Z",
        ])
        let dayFirst = Self.clockify(
            #""Acme","","","Design","Ada","","a@x","","Yes","03/11/2024","09:00","03/11/2024","10:00","01:00:00","1.00","0","0""#,
            #""Acme","","","Design","Ada","","a@x","","Yes","13/11/2024","09:00","13/11/2024","10:00","01:00:00","1.00","0","0""#)
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(dayFirst, .clockify)).first == "Acme/Design 2024-11-03T08:00:00Z..2024-11-03T09:00:00Z")
        #expect(try TrackerFile.detect(Array(monthFirst.utf8), file: "f") == .clockify)
    }

    @Test("an entry read month first stands or falls by the order a later date shows: day first, it is read again")
    func dateOrderDecidedLater() throws {
        // 04/03 to 03/04 ends before it starts month first, and is 30 days day first (4 March to 3 April).
        let entry = #""A","","","T","Ada","","a@x","","Yes","04/03/2024","09:00","03/04/2024","10:00","720:00:00","720","0","0""#
        let dayFirstLater = #""A","","","T","Ada","","a@x","","Yes","13/04/2024","09:00","13/04/2024","10:00","01:00:00","1","0","0""#
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(Self.clockify(entry, dayFirstLater), .clockify)) == [
            "A/T 2024-03-04T08:00:00Z..2024-04-03T08:00:00Z",
            "A/T 2024-04-13T07:00:00Z..2024-04-13T08:00:00Z",
        ])
        #expect(TrackerLoaderTests.failure(Self.clockify(entry), .clockify)?.message
            == "f: line 2, column 73: the end 2024-03-04T09:00:00Z is before the start 2024-04-03T07:00:00Z; expected an end at or after the start")
        let monthFirstLater = #""A","","","T","Ada","","a@x","","Yes","04/13/2024","09:00","04/13/2024","10:00","01:00:00","1","0","0""#
        #expect(TrackerLoaderTests.failure(Self.clockify(entry, monthFirstLater), .clockify)?.message
            == "f: line 2, column 73: the end 2024-03-04T09:00:00Z is before the start 2024-04-03T07:00:00Z; expected an end at or after the start")
    }

    @Test("every bad entry is an error naming the line and column: dates, times, durations, an end before the start, quoting")
    func errors() {
        let row = "Ada,a@x,,Acme,Design,,Yes,"
        let cases: [(String, String)] = [
            (Self.toggl(row + "2024-02-30,09:00:00,2024-03-11,10:00:00,01:00:00,,0"),
             "f: line 2, column 27: \"2024-02-30\" is not a date; expected one such as 2024-03-11, 03/11/2024, 11/03/2024 or 11.03.2024"),
            (Self.toggl(row + "2024-03-11,25:00:00,2024-03-11,10:00:00,01:00:00,,0"),
             "f: line 2, column 38: \"25:00:00\" is not a time; expected one such as 09:30:00, 09:30 or 09:30:00 AM"),
            (Self.toggl(row + "2024-03-11,10:00:00,2024-03-11,09:00:00,01:00:00,,0"),
             "f: line 2, column 58: the end 2024-03-11T08:00:00Z is before the start 2024-03-11T09:00:00Z; expected an end at or after the start"),
            (Self.toggl(row + "2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:01,,0"),
             "f: line 2, column 67: the duration 01:00:01 is not the 1:00:00 from the start to the end; expected them to agree"),
            (Self.toggl(row + "2024-03-11,09:00:00,2024-03-11,10:00:00,1h,,0"),
             "f: line 2, column 67: \"1h\" is not a duration; expected one such as 01:30:00"),
            (Self.toggl(row + "2024-03-31,02:30:00,2024-03-31,03:30:00,00:00:00,,0"),
             "f: line 2, column 38: 2024-03-31 02:30:00 does not exist in Europe/Berlin (the clocks skip it); expected a local time of that zone"),
            (Self.toggl(row + "2024-03-11,09:00:00,2024-03-11,10:00:00"), "f: line 2, column 1: 11 fields; expected 14, as in the header"),
            (Self.toggl("Ada,a@x,,\"Acme\"x,Design,,Yes,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00,,0"),
             "f: line 2, column 16: text after a closing quote; expected a comma or the end of the line"),
            (Self.toggl("Ada,a@x,,\"Acme"), "f: line 3, column 1: a quoted field that never ends; expected a closing \""),
            (Self.clockify(
                #""A","","","T","Ada","","a@x","","Yes","03/13/2024","09:00","03/13/2024","10:00","01:00:00","1","0","0""#,
                #""A","","","T","Ada","","a@x","","Yes","14/03/2024","09:00","14/03/2024","10:00","01:00:00","1","0","0""#),
             "f: line 3, column 39: \"14/03/2024\" has its day first but \"03/13/2024\" on line 2 its day second; expected one date order in the file"),
            ("Project,Start Date\r\nA,03/13/2024\r\n",
             "f: line 1: no column \"Description\"; expected a Clockify detailed export with the columns Project, Description, Start Date, Start Time, "
                + "End Date, End Time, Duration (h)"),
        ]
        for (file, message) in cases {
            let format: TrackerFormat = file.contains("Start Date") ? .clockify : .toggl
            #expect(TrackerLoaderTests.failure(file, format)?.message == message, "\(file)")
        }
    }

    @Test("an entry without an end is running; a header alone is an empty history")
    func runningAndEmpty() throws {
        let running = Self.toggl("Ada,a@x,,Acme,Design,,Yes,2024-03-11,09:00:00,,,,,0")
        #expect(TrackerLoaderTests.summary(try TrackerLoaderTests.decode(running, nil)) == ["Acme/Design 2024-03-11T08:00:00Z..…"])
        #expect(try TrackerLoaderTests.decode(Self.togglHeader, nil).projects.isEmpty)
    }

    @Test("the CSV writer escapes a formula-start task read from an export")
    func formulaEscaped() throws {
        let request = TimesheetRequest(statePath: repositoryRoot.path + "/Examples/trackers/clockify.csv", period: .of("2024-W11"),
                                       options: ReportOptions(timeZone: .named("Europe/Berlin"), asOf: .at("2024-04-01T00:00:00Z"), formats: [.csv]))
        let csv = String(decoding: try #require(try request.resolve(in: SameHistoryTests.environment).make().files.first?.bytes), as: UTF8.self)
        #expect(csv.contains(",Research,") && csv.contains(",'=cmd import,1800,"))
        #expect(!csv.contains(",=cmd"))
    }
}
