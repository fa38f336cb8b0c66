import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import Testing

/// Inputs that once crashed Quipu or were misread: out-of-range dates, a byte-order mark,
/// repeated slip ids, deep nesting. Each must load or fail with one clear line, never trap.
@Suite("Loading survives hostile AppState files (R1, R5)")
struct LoaderRobustnessTests {
    static func slip(_ id: Int = 1, start: String, stop: String? = nil) -> String {
        #"{"id":"A0000000-0000-0000-0000-\#(String(format: "%012d", id))","start":\#(start)"#
            + (stop.map { #","stop":\#($0)"# } ?? "") + "}"
    }

    static func task(_ id: Int, dueDate: String = #"{"unknown":{}}"#, slips: [String]) -> String {
        #"{"id":"B0000000-0000-0000-0000-\#(String(format: "%012d", id))","title":"T","dueDate":\#(dueDate),"#
            + #""state":{"unfinished":{}},"timeSlips":["# + slips.joined(separator: ",") + "]}"
    }

    static func file(_ projects: [[String]]) -> String {
        let projects = projects.enumerated().map { index, tasks in
            #"{"id":"C0000000-0000-0000-0000-\#(String(format: "%012d", index))","title":"P","tasks":["# + tasks.joined(separator: ",") + "]}"
        }
        return #"{"projects":["# + projects.joined(separator: ",") + "]}"
    }

    static func failure(_ json: String, codable: Bool = false) -> String? {
        failure(Array(json.utf8), codable: codable)
    }

    static func failure(_ bytes: [UInt8], codable: Bool = false) -> String? {
        do {
            _ = codable ? try AppStateLoader.decodeWithCodable(bytes, file: "f.json") : try AppStateLoader.decode(bytes, file: "f.json")
            return nil
        } catch {
            return error.status == .dataError ? error.message : "wrong status \(error.status): \(error.message)"
        }
    }

    static let range = "is out of range; expected seconds since 2001-01-01 for a date from 0001-01-02 to 9999-12-30 UTC "
        + "(a day inside the years 1–9999, so that its local day is one in every time zone)"

    /// Dates outside 0001-01-02..9999-12-30 UTC, and the message each gets from both loaders.
    static let outOfRange: [(json: String, message: String)] = [
        (file([[task(0, slips: [slip(start: "-1e300", stop: "5")])]]), "f.json: projects[0].tasks[0].timeSlips[0].start: -1e300 \(range)"),
        (file([[task(0, slips: [slip(start: "1e300")])]]), "f.json: projects[0].tasks[0].timeSlips[0].start: 1e300 \(range)"),
        (file([[task(0, slips: [slip(start: "0"), slip(2, start: "0", stop: "1E20")])]]),
         "f.json: projects[0].tasks[0].timeSlips[1].stop: 1e20 \(range)"),
        (file([[], [task(0, slips: []), task(1, dueDate: #"{"date":{"_0":-9.3e18}}"#, slips: [])]]),
         "f.json: projects[1].tasks[1].dueDate.date._0: -9.3e18 \(range)"),
        // One millisecond before 0001-01-02T00:00:00Z and exactly 9999-12-31T00:00:00Z: in Los Angeles
        // or Kiritimati their local day would be in year 0 or 10000, which no report format can write.
        (file([[task(0, slips: [slip(start: "-63113817600.001")])]]), "f.json: projects[0].tasks[0].timeSlips[0].start: -63113817600.001 \(range)"),
        (file([[task(0, slips: [slip(start: "252423907200")])]]), "f.json: projects[0].tasks[0].timeSlips[0].start: 252423907200 \(range)"),
        (file([[task(0, slips: [slip(start: "-63113904000")])]]), "f.json: projects[0].tasks[0].timeSlips[0].start: -63113904000 \(range)"),
    ]

    @Test("a date outside 0001-01-02..9999-12-30 UTC is a data error with its JSON path, from both loaders", arguments: outOfRange)
    func datesOutOfRange(json: String, message: String) {
        #expect(Self.failure(json) == message)
        #expect(Self.failure(json, codable: true) == message)
    }

    @Test("the first and last millisecond of 0001-01-02..9999-12-30 UTC, -0 and tiny numbers load")
    func datesAtTheEdges() throws {
        let bytes = Array(Self.file([[Self.task(0, dueDate: #"{"date":{"_0":-0.0}}"#, slips: [
            Self.slip(1, start: "-63113817600", stop: "252423907199.999"),
            Self.slip(2, start: "-0", stop: "0.0"),
            Self.slip(3, start: "0.0000000000000000000000000001", stop: "1e-5"),
        ])]]).utf8)
        let state = try AppStateLoader.decode(bytes, file: "f.json")
        #expect(state == (try AppStateLoader.decodeWithCodable(bytes, file: "f.json")))
        let slips = state.projects[0].tasks[0].timeSlips
        #expect(Instant(slips[0].start).iso8601 == "0001-01-02T00:00:00Z")
        #expect(Instant(slips[0].stop!).iso8601 == "9999-12-30T23:59:59.999Z")
        #expect(slips[1].start.timeIntervalSinceReferenceDate == 0 && slips[1].stop?.timeIntervalSinceReferenceDate == 0)
        #expect(state.projects[0].tasks[0].dueDate == .date(Date(timeIntervalSinceReferenceDate: 0)))
        // `JSONDecoder` refuses a number too small for a Double; like `strtod`, the fast loader reads 0.
        let tiny = try AppStateLoader.decode(Array(Self.file([[Self.task(0, slips: [Self.slip(start: "-1e-400")])]]).utf8), file: "f.json")
        #expect(tiny.projects[0].tasks[0].timeSlips[0].start.timeIntervalSinceReferenceDate == 0)
    }

    @Test("a number beyond Double is a data error naming it, not a trap")
    func hugeExponent() {
        let bytes = Self.file([[Self.task(0, slips: [Self.slip(start: "1e400")])]])
        #expect(Self.failure(bytes) == "f.json: projects[0].tasks[0].timeSlips[0].start: 1e400 is out of range; "
            + "expected a number (seconds since 2001-01-01T00:00:00Z)")
        let skipped = Array(#"{"projects":[],"extra":[-1e99999999999999999999]}"#.utf8)
        #expect(Self.failure(skipped)?.hasPrefix("f.json: top level: -1e99999999999999999999 is out of range") == true)
    }

    @Test("Instant(checking:) takes 0001-01-02..9999-12-30 UTC and nothing else")
    func checkedInstants() {
        for seconds in [-63_113_817_600.0, 0, -0.0, 252_423_907_199.999, 768_395_400.5] {
            #expect(Instant(checking: Date(timeIntervalSinceReferenceDate: seconds)) != nil, "\(seconds)")
        }
        for seconds in [-63_113_817_600.001, 252_423_907_200, -63_113_904_000, 1e300, -1e300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(Instant(checking: Date(timeIntervalSinceReferenceDate: seconds)) == nil, "\(seconds)")
        }
    }

    @Test("an ISO 8601 instant (--as-of, asOf:) must also fall in 0001-01-02..9999-12-30 UTC")
    func isoInstantsInRange() {
        #expect(Instant.parseISO8601("0001-01-02T00:00:00Z")?.iso8601 == "0001-01-02T00:00:00Z")
        #expect(Instant.parseISO8601("9999-12-30T23:59:59.999Z")?.iso8601 == "9999-12-30T23:59:59.999Z")
        #expect(Instant.parseISO8601("9999-12-31T13:59:59.999+14:00") != nil)
        #expect(Instant.parseISO8601("0001-01-01T00:00:00Z") == nil)
        #expect(Instant.parseISO8601("0001-01-02T00:30:00+01:00") == nil)
        #expect(Instant.parseISO8601("9999-12-30T23:00:00-01:00") == nil)
        #expect(Instant.parseISO8601("0000-12-31T23:00:00Z") == nil)
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test("a UTF-8 byte-order mark at the start is skipped by both loaders")
    func byteOrderMark() throws {
        let example = try [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent("Examples/AppState.json")))
        let plain = try AppStateLoader.decode(example, file: "f.json")
        #expect(!plain.projects.isEmpty)
        #expect(try AppStateLoader.decode(Self.bom + example, file: "f.json") == plain)
        #expect(try AppStateLoader.decodeWithCodable(Self.bom + example, file: "f.json") == plain)
    }

    @Test("after a byte-order mark, columns and offsets still point at the right byte")
    func byteOrderMarkPlaces() {
        #expect(Self.failure(Self.bom + Array(#"{"projects":[],}"#.utf8))
            == "f.json: line 1, column 16: not valid JSON (expected a key in quotes, found '}')")
        #expect(Self.failure(Self.bom + Array(#"{"projects":[],x}"#.utf8)) == "f.json: line 1, column 16: not valid JSON (expected a key in quotes, found 'x')")
        #expect(Self.failure(Self.bom + Array(#"{"projects":[],x}"#.utf8), codable: true)?.hasPrefix("f.json: line 1, column 16: ") == true)
        // Offsets count every byte of the file, the mark included.
        let invalid = Self.bom + Array(#"{"projects":[],"x":""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(Self.failure(invalid) == "f.json: invalid UTF-8 at byte offset 23; expected a UTF-8 JSON file")
        #expect(Self.failure(invalid, codable: true) == "f.json: invalid UTF-8 at byte offset 23; expected a UTF-8 JSON file")
        // Only one mark, and only at the start.
        #expect(Self.failure(Self.bom + Self.bom + Array(#"{"projects":[]}"#.utf8))
            == "f.json: line 1, column 1: not valid JSON (expected a value, found byte 0xEF)")
        #expect(Self.failure(Array(#" {"projects":[]}"#.utf8) + Self.bom)?.hasPrefix("f.json: line 1, column 17: not valid JSON") == true)
        #expect(Self.failure(Self.bom) == "f.json: line 1, column 1: not valid JSON (expected a value, found the end of the file)")
    }

    @Test("the same slip id twice is a data error naming both JSON paths, from both loaders")
    func duplicateSlipIDs() {
        let bytes = Self.file([
            [Self.task(0, slips: [Self.slip(1, start: "0"), Self.slip(2, start: "0"), Self.slip(3, start: "0"), Self.slip(4, start: "0")])],
            [Self.task(1, slips: []), Self.task(2, slips: []), Self.task(3, slips: [Self.slip(5, start: "0"), Self.slip(2, start: "9"), Self.slip(1, start: "0")])],
        ])
        let message = "f.json: projects[0].tasks[0].timeSlips[1].id and projects[1].tasks[2].timeSlips[1].id "
            + "are both A0000000-0000-0000-0000-000000000002; expected each time slip id once"
        #expect(Self.failure(bytes) == message)
        #expect(Self.failure(bytes, codable: true) == message)
        // Next to each other, and spelt in lower case the second time.
        let adjacent = Self.file([[Self.task(0, slips: [Self.slip(7, start: "0"), Self.slip(7, start: "0").lowercased()])]])
        #expect(Self.failure(adjacent) == "f.json: projects[0].tasks[0].timeSlips[0].id and projects[0].tasks[0].timeSlips[1].id "
            + "are both A0000000-0000-0000-0000-000000000007; expected each time slip id once")
        // Ids shared between a project, a task and a slip are not slip ids twice.
        let shared = Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000001","title":"P","tasks":[{"id":"A0000000-0000-0000-0000-000000000001","title":"T","dueDate":{"unknown":{}},"state":{"unfinished":{}},"timeSlips":[{"id":"A0000000-0000-0000-0000-000000000001","start":0}]}]}]}"#.utf8)
        #expect(Self.failure(shared) == nil)
    }

    @Test("the duplicate check agrees with a Set on random, sequential and crowded keys")
    func duplicateCheckMatchesSet() {
        var random = SplitMix64(state: 7)
        let randomKeys = (0..<50_000).map { _ in UInt128(random.next()) << 64 | UInt128(random.next()) }
        let cases: [[UInt128]] = [
            [], [0], [0, 0], [0, 1], [1, 0, 1], [5, 6, 7, 8, 9],
            randomKeys, randomKeys + [randomKeys[0]], [randomKeys[49_999]] + randomKeys,
            (0..<30_000).map { UInt128($0) }, (0..<30_000).map { UInt128($0) << 64 }, (0..<30_000).map { UInt128($0 % 29_999) << 64 | 5 },
            (0..<30_000).map { UInt128($0) << 64 | UInt128($0) },
        ]
        for keys in cases {
            #expect(containsDuplicates(keys) == (Set(keys).count != keys.count), "\(keys.count) keys")
        }
    }

    @Test("nesting deeper than 512 arrays and objects is refused without overflowing the stack")
    func deepNesting() throws {
        let deep = Array((#"{"projects":[],"x":"# + String(repeating: "[", count: 100_000)).utf8)
        #expect(Self.failure(deep) == "f.json: line 1, column 531: not valid JSON (expected at most 512 nested arrays and objects, found more)")
        #expect(Self.failure(Array(String(repeating: "[", count: 100_000).utf8)) == "f.json: top level: expected an object, found an array")
        let objects = Array((#"{"projects":[],"x":"# + String(repeating: #"{"a":"#, count: 100_000)).utf8)
        #expect(Self.failure(objects)?.contains("expected at most 512 nested arrays and objects") == true)
        let deepest = #"{"projects":[],"x":"# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        #expect(try AppStateLoader.decode(Array(deepest.utf8), file: "f.json").projects.isEmpty)
        #expect(Self.failure(deep, codable: true) != nil)
    }
}
