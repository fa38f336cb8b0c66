import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading Zero's CSV export")
struct ZeroCSVLoaderTests {
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let header = "Date,Start,End,Hours,Night Eating\n"

    static func load(_ rows: String, zone: TimeZone = newYork, goal: Fasting.Goal? = nil) throws(QuipuError) -> LoadedFastingHistory {
        try FastingHistoryReading(format: .zeroCSV, goal: goal).decode(Array((header + rows).utf8), file: "zero.csv", reportTimeZone: zone)
    }

    static func instant(_ text: String) -> Instant { Instant.parseISO8601(text)! }

    @Test("dates are month first, with two- or four-digit years; times with one or two hour digits, or AM/PM; newest first is fine")
    func monthFirst() throws {
        let loaded = try Self.load("1/17/21,19:15,12:00,16,1\n01/05/2021,7:45 PM,9:39 AM,13,0\n")
        #expect(loaded.format == .zeroCSV)
        #expect(loaded.fasts == [
            Fasting(goal: .trf16, start: Self.instant("2021-01-18T00:15:00Z"), end: Self.instant("2021-01-18T17:00:00Z")),
            Fasting(goal: .trf16, start: Self.instant("2021-01-06T00:45:00Z"), end: Self.instant("2021-01-06T14:39:00Z")),
        ])
    }

    @Test("Hours, whole hours cut short, tell the day a fast ended: the next day, or days later for a long fast")
    func endDay() throws {
        let loaded = try Self.load("2/18/21,13:23,10:00,44,0\n2/14/21,20:30,9:39,13,2\n2/10/21,8:00,20:00,12,0\n")
        #expect(loaded.fasts.map { $0.end! } == [Self.instant("2021-02-20T15:00:00Z"), Self.instant("2021-02-15T14:39:00Z"),
                                               Self.instant("2021-02-11T01:00:00Z")])
    }

    @Test("a fast without End and Hours is running")
    func running() throws {
        let loaded = try Self.load("3/12/24,20:00,,,0\n3/11/24,18:31,13:45,19,0\n")
        #expect(loaded.fasts[0] == Fasting(goal: .trf16, start: Self.instant("2024-03-13T00:00:00Z")))
        #expect(loaded.fasts[0].isRunning && !loaded.fasts[1].isRunning)
    }

    @Test("a fast across the change to summer time lasts the hours that passed, whether Hours counts them or the clock's", arguments: ["15", "16"])
    func springForward(hours: String) throws {
        let loaded = try Self.load("3/9/24,20:00,12:00,\(hours),2\n")
        #expect(loaded.fasts == [Fasting(goal: .trf16, start: Self.instant("2024-03-10T01:00:00Z"), end: Self.instant("2024-03-10T16:00:00Z"))])
        #expect(loaded.fasts[0].duration(asOf: Self.instant("2025-01-01T00:00:00Z")) == Int64(15 * 3_600_000))
    }

    @Test("a local time the clocks pass twice is the first; one they skip is an error naming it")
    func clockChanges() throws {
        let back = try Self.load("11/2/24,20:00,1:30,5,0\n")
        #expect(back.fasts[0].end == Self.instant("2024-11-03T05:30:00Z"))
        #expect(throws: QuipuError(.dataError, "zero.csv: line 2, column 9: 2024-03-10 2:30 does not exist in America/New_York (the clocks skip it); "
            + "expected a local time of that zone")) { try Self.load("3/10/24,2:30,18:30,15,0\n") }
    }

    @Test("the export has no goals: every fast takes 16 hours, or --goal's")
    func goals() throws {
        #expect(try Self.load("1/17/21,19:15,12:00,16,1\n").fasts.map(\.goal) == [.trf16])
        #expect(try Self.load("1/17/21,19:15,12:00,16,1\n", goal: .omad).fasts.map(\.goal) == [.omad])
    }

    @Test("local times are read in the source zone: the same export read in Berlin starts six hours earlier")
    func sourceZone() throws {
        let berlin = try Self.load("1/17/21,19:15,12:00,16,1\n", zone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(berlin.fasts[0].start == Self.instant("2021-01-17T18:15:00Z"))
    }

    static let badRows: [(rows: String, message: String)] = [
        ("13/17/21,19:15,12:00,16,1\n", #"zero.csv: line 2, column 1: "13/17/21" is not a date; expected a month-first date such as 1/17/21 or 01/17/2021"#),
        ("2021-01-17,19:15,12:00,16,1\n", #"zero.csv: line 2, column 1: "2021-01-17" is not a date"#),
        ("1/17/21,25:15,12:00,16,1\n", #"zero.csv: line 2, column 9: "25:15" is not a time; expected a time of day such as 19:15, 9:39 or 7:15 PM"#),
        ("1/17/21,19:15,noon,16,1\n", #"zero.csv: line 2, column 15: "noon" is not a time"#),
        ("1/17/21,19:15,12:00,3,1\n", "zero.csv: line 2, column 21: 3 hours is not how long a fast from 2021-01-17 19:15 to 12:00 lasts (16:45, or whole days more); "
            + "expected the whole hours it lasted"),
        ("1/17/21,19:15,12:00,,1\n", "zero.csv: line 2, column 21: no Hours; expected the whole hours the fast lasted, such as 16"),
        ("1/17/21,19:15,12:00,16h,1\n", #"zero.csv: line 2, column 21: "16h" is not a number of hours"#),
        ("1/17/21,19:15,,16,1\n", "zero.csv: line 2, column 16: 16 hours but no End; expected both, or neither for a fast under way"),
        ("1/17/21,19:15,12:00,16\n", "zero.csv: line 2, column 1: 4 fields; expected 5, as in the header"),
        ("1/17/21,19:15,12:00,16,1\n1/18/21,10:00,12:00,26,1\n",
         "zero.csv: line 3, column 9: begins at 2021-01-18T15:00:00Z, before the fast on line 2 ends at 2021-01-18T17:00:00Z; expected fasts that do not overlap"),
        ("1/18/21,19:15,,,1\n1/17/21,19:15,,,1\n", "zero.csv: line 2 and line 3 are both running (no End); expected at most one running fast"),
    ]

    @Test("a record that cannot be read is an error naming the file, the line and the column", arguments: badRows)
    func badRow(rows: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try Self.load(rows) }
        #expect(error?.status == .dataError)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    @Test("a header without Zero's columns, or with one twice, is refused naming the header's line")
    func badHeader() {
        let reading = FastingHistoryReading(format: .zeroCSV)
        #expect(throws: QuipuError(.dataError, "zero.csv: line 1, column 1: no column \"Hours\"; expected a Zero CSV export with the columns Date,Start,End,Hours")) {
            try reading.decode(Array("Date,Start,End\n1/17/21,19:15,12:00\n".utf8), file: "zero.csv", reportTimeZone: Self.newYork)
        }
        #expect(throws: QuipuError(.dataError, "zero.csv: line 1, column 22: columns 2 and 5 both name the column \"Start\"; expected each column once")) {
            try reading.decode(Array("Date,Start,End,Hours,start\n".utf8), file: "zero.csv", reportTimeZone: Self.newYork)
        }
    }
}
