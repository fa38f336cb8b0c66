import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading Zero's biodata.json")
struct ZeroJSONLoaderTests {
    static func load(_ json: String, goal: Fasting.Goal? = nil) throws(QuipuError) -> LoadedFastingHistory {
        try FastingHistoryReading(format: .zeroJSON, goal: goal).decode(Array(json.utf8), file: "biodata.json", reportTimeZone: .gmt)
    }

    static func fasts(_ fasts: String...) -> String { #"{"fast_data":["# + fasts.joined(separator: ",") + "]}" }

    static func instant(_ text: String) -> Instant { Instant.parseISO8601(text)! }

    @Test("reads StartDTM, EndDTM and GoalHours, skipping every other key; EndDTM null or absent is a running fast")
    func reads() throws {
        let json = #"{"weight_data":[{"x":1}],"fast_data":[{"FastID":"A","StartDTM":"2024-03-11T22:31:00Z","EndDTM":"2024-03-12T17:45:00.250Z","#
            + #""GoalHours":23,"GoalID":"omad","IsEnded":true},{"IsEnded":false,"GoalHours":16.5,"EndDTM":null,"StartDTM":"2024-03-12T20:00:00-04:00"}]}"#
        let loaded = try Self.load(json)
        #expect(loaded.format == .zeroJSON)
        #expect(loaded.fasts == [
            Fasting(goal: .omad, start: Self.instant("2024-03-11T22:31:00Z"), end: Self.instant("2024-03-12T17:45:00.250Z")),
            Fasting(goal: Fasting.Goal(milliseconds: 59_400_000), start: Self.instant("2024-03-13T00:00:00Z")),
        ])
        #expect(try Self.load(Self.fasts(#"{"StartDTM":"2024-03-12T20:00:00Z"}"#)).fasts[0].isRunning)
    }

    @Test("a fast without GoalHours (absent or null) takes 16 hours, or --goal's")
    func goals() throws {
        let json = Self.fasts(#"{"StartDTM":"2024-03-12T20:00:00Z","GoalHours":null}"#)
        #expect(try Self.load(json).fasts.map(\.goal) == [.trf16])
        #expect(try Self.load(json, goal: .trf20).fasts.map(\.goal) == [.trf20])
    }

    static let badFiles: [(json: String, message: String)] = [
        (#"{"fasts":[]}"#, #"biodata.json: fast_data: missing; expected the key "fast_data" holding the fasts, as Zero's biodata.json has it"#),
        (#"[]"#, "biodata.json: top level: expected Zero's biodata.json, an object with \"fast_data\", found an array"),
        (#"{"fast_data":{}}"#, "biodata.json: fast_data: expected an array of fasts, found an object"),
        (fasts(#"{"EndDTM":"2024-03-12T20:00:00Z"}"#), #"biodata.json: fast_data[0].StartDTM: missing; expected the key "StartDTM""#),
        (fasts(#"{"StartDTM":"2024-03-12 20:00"}"#), #"biodata.json: fast_data[0].StartDTM: "2024-03-12 20:00" is not an instant; expected an ISO 8601 date and time with its offset"#),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00"}"#), #"biodata.json: fast_data[0].StartDTM: "2024-03-12T20:00:00" is not an instant"#),
        (fasts(#"{"StartDTM":"9999-12-31T23:00:00Z"}"#), #"biodata.json: fast_data[0].StartDTM: "9999-12-31T23:00:00Z" is out of range"#),
        (fasts(#"{"StartDTM":731980800}"#), "biodata.json: fast_data[0].StartDTM: expected an ISO 8601 instant in a string, such as \"2024-03-24T19:06:40Z\", found a number"),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00Z","GoalHours":0}"#), "biodata.json: fast_data[0].GoalHours: 0 is not a goal; expected hours above 0"),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00Z","GoalHours":"16"}"#), "biodata.json: fast_data[0].GoalHours: expected a number of hours, such as 16, found a string"),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00Z","EndDTM":"2024-03-12T19:00:00Z"}"#),
         "biodata.json: fast_data[0].EndDTM: end 2024-03-12T19:00:00Z is before start 2024-03-12T20:00:00Z"),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00Z"}"#, #"{"StartDTM":"2024-03-13T20:00:00Z"}"#),
         #"biodata.json: fast_data[0] and fast_data[1] are both running (no "EndDTM"); expected at most one running fast"#),
        (fasts(#"{"StartDTM":"2024-03-12T20:00:00Z","EndDTM":"2024-03-13T12:00:00Z"}"#, #"{"StartDTM":"2024-03-13T10:00:00Z","EndDTM":null}"#),
         "biodata.json: fast_data[1].StartDTM: begins at 2024-03-13T10:00:00Z, before the fast at fast_data[0] ends at 2024-03-13T12:00:00Z"),
        ("{\"fast_data\":[\n{\"StartDTM\":}]}", "biodata.json: line 2, column 13: not valid JSON"),
    ]

    @Test("a fast that cannot be read is an error naming the file and its JSON path", arguments: badFiles)
    func badData(json: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try Self.load(json) }
        #expect(error?.status == .dataError)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
