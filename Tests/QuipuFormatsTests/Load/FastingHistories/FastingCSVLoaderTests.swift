import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading a start,end,goal_hours CSV history")
struct FastingCSVLoaderTests {
    static func load(_ csv: String, goal: Fasting.Goal? = nil) throws(QuipuError) -> LoadedFastingHistory {
        try FastingHistoryReading(format: .csv, goal: goal).decode(Array(csv.utf8), file: "fasts.csv", reportTimeZone: .gmt)
    }

    static func instant(_ text: String) -> Instant { Instant.parseISO8601(text)! }

    @Test("columns in any order and case, quoted or not, CRLF; an empty end is a running fast; goal_hours exact to the millisecond")
    func reads() throws {
        let loaded = try Self.load("Goal_Hours,\"End\",START,note\r\n18,2024-03-03T14:10:00-05:00,2024-03-02T20:00:00-05:00,\"a, b\"\r\n"
            + "16.25,,2024-03-12T20:00:00.5Z,\r\n")
        #expect(loaded.format == .csv)
        #expect(loaded.fasts == [
            Fasting(goal: .trf18, start: Self.instant("2024-03-03T01:00:00Z"), end: Self.instant("2024-03-03T19:10:00Z")),
            Fasting(goal: Fasting.Goal(milliseconds: 58_500_000), start: Self.instant("2024-03-12T20:00:00.500Z")),
        ])
    }

    @Test("without goal_hours, as a column or a value, a fast takes 16 hours, or --goal's")
    func goals() throws {
        #expect(try Self.load("start,end\n2024-03-12T20:00:00Z,\n").fasts.map(\.goal) == [.trf16])
        #expect(try Self.load("start,end,goal_hours\n2024-03-12T20:00:00Z,,\n", goal: Fasting.Goal(hours: 36)).fasts.map(\.goal) == [Fasting.Goal(hours: 36)])
    }

    static let badFiles: [(csv: String, message: String)] = [
        ("start,goal_hours\n", #"fasts.csv: line 1, column 1: no column "end"; expected a start,end,goal_hours CSV with the columns start,end (and optionally goal_hours)"#),
        ("start,end\n2024-03-12 20:00,\n", #"fasts.csv: line 2, column 1: "2024-03-12 20:00" is not an instant; expected an ISO 8601 date and time with its offset"#),
        ("start,end\n2024-03-12T20:00:00Z,tomorrow\n", #"fasts.csv: line 2, column 22: "tomorrow" is not an instant"#),
        ("start,end,goal_hours\n2024-03-12T20:00:00Z,,-16\n", #"fasts.csv: line 2, column 23: "-16" is not a goal; expected hours above 0"#),
        ("start,end,goal_hours\n2024-03-12T20:00:00Z,,0\n", #"fasts.csv: line 2, column 23: "0" is not a goal"#),
        ("start,end\n2024-03-12T20:00:00Z,2024-03-12T19:00:00Z\n",
         "fasts.csv: line 2, column 22: end 2024-03-12T19:00:00Z is before start 2024-03-12T20:00:00Z; expected an end at or after the start"),
        ("start,end\n2024-03-12T20:00:00Z\n", "fasts.csv: line 2, column 1: 1 field; expected 2, as in the header"),
        ("start,end\n\"2024-03-12T20:00:00Z\n", "fasts.csv: line 3, column 1: a quoted field that never ends"),
        ("start,end\n2024-03-10T20:00:00Z,\n2024-03-12T20:00:00Z,2024-03-13T12:00:00Z\n",
         "fasts.csv: line 3, column 1: begins at 2024-03-12T20:00:00Z while the fast on line 2, begun at 2024-03-10T20:00:00Z, is still running"),
    ]

    @Test("a record that cannot be read is an error naming the file, the line and the column", arguments: badFiles)
    func badData(csv: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try Self.load(csv) }
        #expect(error?.status == .dataError)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
