import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import Testing

/// The fasting timer's model as seed 000 prints it, made `Codable` as the app persists it, so
/// tests can encode what the app itself would write.
enum Seed000 {
    struct Fasting: Codable {
        var goal: Goal
        var start: Date?
        var end: Date?

        struct Goal: Codable {
            let duration: TimeInterval
            static let trf16 = Goal(duration: 16 * 3600)
            static let omad = Goal(duration: 23 * 3600)
        }
    }
}

@Suite("Loading the fasting timer's history")
struct FastingHistoryLoaderTests {
    static let history = [
        Seed000.Fasting(goal: .trf16, start: Date(timeIntervalSinceReferenceDate: 733_000_000), end: Date(timeIntervalSinceReferenceDate: 733_060_000.25)),
        Seed000.Fasting(goal: .trf16),
        Seed000.Fasting(goal: .omad, start: Date(timeIntervalSinceReferenceDate: 733_060_000.25), end: Date(timeIntervalSinceReferenceDate: 733_150_000)),
        Seed000.Fasting(goal: Seed000.Fasting.Goal(duration: 50_400.5), start: Date(timeIntervalSinceReferenceDate: 733_200_000.001)),
    ]

    @Test("loads what the app's JSONEncoder() writes, compact and pretty, in any key order")
    func loadsSeedOutput() throws {
        for formatting in [JSONEncoder.OutputFormatting(), [.prettyPrinted], [.prettyPrinted, .sortedKeys]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let loaded = try FastingHistoryLoader.decode(Array(try encoder.encode(Self.history)), file: "fasting.json")
            #expect(loaded.unbegunCount == 1)
            #expect(loaded.fasts == [
                Fasting(goal: .trf16, start: Instant(milliseconds: 733_000_000_000), end: Instant(milliseconds: 733_060_000_250)),
                Fasting(goal: .omad, start: Instant(milliseconds: 733_060_000_250), end: Instant(milliseconds: 733_150_000_000)),
                Fasting(goal: Fasting.Goal(milliseconds: 50_400_500), start: Instant(milliseconds: 733_200_000_001)),
            ])
        }
    }

    @Test("reads keys in any order, unknown keys and null dates")
    func keyOrder() throws {
        let json = #"[{"end":733060000,"future":{"x":[1]},"start":733000000,"goal":{"duration":57600}},{"start":null,"goal":{"duration":64800}}]"#
        let loaded = try FastingHistoryLoader.decode(Array(json.utf8), file: "f.json")
        #expect(loaded.fasts == [Fasting(goal: .trf16, start: Instant(milliseconds: 733_000_000_000), end: Instant(milliseconds: 733_060_000_000))])
        #expect(loaded.unbegunCount == 1)
        #expect(try FastingHistoryLoader.decode(Array(" [ ] ".utf8), file: "f.json").fasts.isEmpty)
    }

    @Test("a UTF-8 byte-order mark is skipped, and lines and columns after it do not count it")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let json = Array(#"[{"goal":{"duration":57600},"start":733000000}]"#.utf8)
        #expect(try FastingHistoryLoader.decode(bom + json, file: "f.json").fasts == (try FastingHistoryLoader.decode(json, file: "f.json")).fasts)
        #expect(try FastingStagesLoader.decode(bom + Array(#"[{"name":"ketosis","hours":12}]"#.utf8), file: "s.json").stages.map(\.name) == ["ketosis"])
        #expect(throws: QuipuError(.dataError, "f.json: line 1, column 2: not valid JSON (expected a value, found 'x')")) {
            try FastingHistoryLoader.decode(bom + Array("[x]".utf8), file: "f.json")
        }
    }

    @Test("fasts that only touch do not overlap, in any order in the file")
    func touching() throws {
        let json = #"[{"goal":{"duration":57600},"start":200,"end":300},{"goal":{"duration":57600},"start":100,"end":200},{"goal":{"duration":57600},"start":300}]"#
        let loaded = try FastingHistoryLoader.decode(Array(json.utf8), file: "f.json")
        #expect(loaded.fasts.map(\.start?.milliseconds) == [200_000, 100_000, 300_000])
    }

    static func fast(_ members: String) -> String { #"{"goal":{"duration":57600}"# + (members.isEmpty ? "" : ",") + members + "}" }
    static func file(_ fasts: String...) -> [UInt8] { Array(("[" + fasts.joined(separator: ",") + "]").utf8) }

    /// Bad files and the start of the message each must give.
    static let badFiles: [(bytes: [UInt8], message: String)] = [
        (file(fast(#""start":100,"end":200"#), fast(#""start":300,"end":299"#)),
         "f.json: [1].end: end 2001-01-01T00:04:59Z is before start 2001-01-01T00:05:00Z"),
        (file(fast(#""start":100"#), fast(""), fast(#""start":300"#)),
         #"f.json: [0] and [2] are both running (no "end"); expected at most one running fast"#),
        (file(fast(#""start":100,"end":200"#), fast(#""start":150,"end":400"#)),
         "f.json: [1].start: begins at 2001-01-01T00:02:30Z, before fast [0] ends at 2001-01-01T00:03:20Z; expected fasts that do not overlap"),
        (file(fast(#""start":500,"end":600"#), fast(#""start":100,"end":550"#)),
         "f.json: [0].start: begins at 2001-01-01T00:08:20Z, before fast [1] ends at 2001-01-01T00:09:10Z"),
        (file(fast(#""start":100"#), fast(#""start":300,"end":400"#)),
         "f.json: [1].start: begins at 2001-01-01T00:05:00Z while fast [0], begun at 2001-01-01T00:01:40Z, is still running"),
        (file(fast(#""start":1,"end":2"#), #"{"goal":{"duration":0},"start":3}"#), "f.json: [1].goal.duration: expected a positive number of seconds"),
        (file(#"{"goal":{"duration":-57600},"start":3}"#), "f.json: [0].goal.duration: expected a positive number of seconds"),
        (file(#"{"goal":{"duration":0.0001},"start":3}"#), "f.json: [0].goal.duration: expected a positive number of seconds"),
        (file(#"{"goal":{},"start":3}"#), #"f.json: [0].goal.duration: missing; expected the key "duration""#),
        (file(#"{"start":3}"#), #"f.json: [0].goal: missing; expected the key "goal""#),
        (file(fast(#""start":1e300"#)), "f.json: [0].start: expected a date from 0001-01-02 to 9999-12-30 UTC"),
        (file(fast(#""start":0,"end":-63113904001"#)), "f.json: [0].end: expected a date from 0001-01-02 to 9999-12-30 UTC"),
        (file(fast(#""start":"2024-01-01""#)), "f.json: [0].start: expected a number (seconds since 2001-01-01T00:00:00Z), found a string"),
        (Array(#"{"fasts":[]}"#.utf8), "f.json: top level: expected an array of fasts, found an object"),
        (Array("[\n  {\"goal\":{\"duration\":57600},}\n]".utf8), "f.json: line 2, column 30: not valid JSON (expected a key in quotes, found '}')"),
        (Array("[".utf8), "f.json: line 1, column 2: not valid JSON (expected a value, found the end of the file)"),
    ]

    @Test("bad histories are refused with the file, the fast's JSON path and what was expected", arguments: badFiles)
    func badData(bytes: [UInt8], message: String) {
        let error = #expect(throws: QuipuError.self) { try FastingHistoryLoader.decode(bytes, file: "f.json") }
        let text: String = error?.message ?? ""
        #expect(error?.status == .dataError)
        #expect(text.hasPrefix(message), "\(text)")
    }

    @Test("the earliest and latest supported dates load, a day inside the years 1 to 9999")
    func dateRange() throws {
        let loaded = try FastingHistoryLoader.decode(Self.file(Self.fast(#""start":-63113817600,"end":252423907199.999"#)), file: "f.json")
        #expect(loaded.fasts[0].start?.iso8601 == "0001-01-02T00:00:00Z")
        #expect(loaded.fasts[0].end?.iso8601 == "9999-12-30T23:59:59.999Z")
    }

    @Test("the example history loads: a year of fasts, one running")
    func example() throws {
        let path = repositoryRoot.appendingPathComponent("Examples/fasting.json").path
        let loaded = try FastingHistoryLoader.load(path: path)
        #expect(loaded.fasts.count > 250)
        #expect(loaded.fasts.filter(\.isRunning).count == 1)
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let history = FastingHistory(fasts: loaded.fasts, parameters: FastingParameters(
            timeZone: berlin, asOf: Instant.parseISO8601("2025-01-01T10:00:00+01:00")!))
        let hour: Int64 = 3_600_000
        let byDay = Dictionary(history.fasts.map { ("\($0.day)", $0.duration) }) { first, _ in first }
        #expect(byDay["2024-03-31"] == 15 * hour)  // 20:00 → 12:00 across spring-forward
        #expect(byDay["2024-10-27"] == 17 * hour)  // 20:00 → 12:00 across fall-back
        #expect(byDay["2024-06-17"] == 37 * hour)  // Saturday 20:00 → Monday 09:00
        #expect(history.running?.day.description == "2025-01-01")
        #expect(history.summary(of: nil).months.count == 13)  // 2024, and January 2025 for the running fast
    }

    @Test("the synthetic history loads as generated, with shuffled keys too")
    func synthetic() throws {
        for shuffled in [false, true] {
            let generator = SyntheticFastingHistory(fastCount: 2_000, shuffledKeys: shuffled)
            let loaded = try FastingHistoryLoader.decode(generator.json(), file: "synthetic.json")
            #expect(loaded.fasts.count == 2_000)
            #expect(loaded.fasts.last?.isRunning == true)
            let viaCodable = try JSONDecoder().decode([Seed000.Fasting].self, from: Data(generator.json()))
            #expect(loaded.fasts.map(\.start) == viaCodable.map { $0.start.map(Instant.init) })
            #expect(loaded.fasts.map(\.end) == viaCodable.map { $0.end.map(Instant.init) })
            #expect(loaded.fasts.map(\.goal.milliseconds) == viaCodable.map { Int64($0.goal.duration * 1000) })
        }
    }
}

@Suite("Loading a table of fasting stages")
struct FastingStagesLoaderTests {
    @Test("reads names and fractional hours in any order, sorted by hours")
    func loads() throws {
        let json = #"[{"hours":16.5,"name":"fat burning"},{"name":"ketosis","hours":12}]"#
        let table = try FastingStagesLoader.decode(Array(json.utf8), file: "/tmp/my stages.json")
        #expect(table.name == "my stages.json")
        #expect(table.stages == [FastingStage(name: "ketosis", hours: 12), FastingStage(name: "fat burning", threshold: 59_400_000)])
    }

    static let badFiles: [(json: String, message: String)] = [
        (#"[{"name":"a","hours":0}]"#, "s.json: [0].hours: expected a positive number of hours"),
        (#"[{"name":"a","hours":12},{"name":"b","hours":-1}]"#, "s.json: [1].hours: expected a positive number of hours"),
        (#"[{"name":"a","hours":12},{"name":"","hours":14}]"#, "s.json: [1].name: expected a name with at least one letter or digit"),
        (#"[{"name":"a","hours":12},{"name":"b","hours":12}]"#, "s.json: [1].hours: the same threshold as stage [0] (12 h)"),
        (#"[{"name":"a","hour":12}]"#, #"s.json: [0].hour: unknown key; expected only "name" and "hours""#),
        (#"[{"name":"a"}]"#, #"s.json: [0].hours: missing; expected the key "hours""#),
        (#"[{"name":7,"hours":1}]"#, "s.json: [0].name: expected a string, found a number"),
        (#"{"stages":[]}"#, "s.json: top level: expected an array of stages"),
    ]

    @Test("bad tables are refused with the stage's JSON path", arguments: badFiles)
    func badData(json: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try FastingStagesLoader.decode(Array(json.utf8), file: "s.json") }
        let text: String = error?.message ?? ""
        #expect(text.hasPrefix(message), "\(text)")
    }
}
