import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading the app's AppState.json")
struct AppStateLoaderTests {
    /// What the app writes: its own types through a plain `JSONEncoder()`.
    static func seedState() -> Seed002.AppState {
        let finished = Seed002.ProjectTask(title: "Design & <review> \"v2\" 🎸")
            .alter(by: .recording(.start), .recording(.stop), .setting(.state(to: .finished)),
                   .setting(.dueDate(to: .date(Date(timeIntervalSinceReferenceDate: 769_132_800.5)))))
        let running = Seed002.ProjectTask(title: "=1+1").alter(by: .recording(.start), .setting(.state(to: .inProgress)))
        let project = Seed002.Project(title: "R&D").alter(by: .adding(.task(finished))).alter(by: .adding(.task(running)))
        return Seed002.AppState().alter(by: .adding(.project(project))).alter(by: .adding(.project(Seed002.Project(title: "Empty"))))
    }

    @Test("loads what the seed's own types write with JSONEncoder(), compact and pretty")
    func loadsSeedOutput() throws {
        let seed = Self.seedState()
        for formatting in [JSONEncoder.OutputFormatting(), [.prettyPrinted], [.prettyPrinted, .sortedKeys]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let loaded = try AppStateLoader.decode(Array(try encoder.encode(seed)), file: "AppState.json")
            #expect(loaded.projects.map(\.title) == seed.projects.map(\.title))
            #expect(loaded.projects.map(\.id) == seed.projects.map(\.id))
            let seedTasks = seed.projects[0].tasks, tasks = loaded.projects[0].tasks
            #expect(tasks.map(\.id) == seedTasks.map(\.id))
            #expect(tasks.map(\.title) == seedTasks.map(\.title))
            #expect(tasks.map(\.state) == [.finished, .inProgress])
            #expect(tasks[0].dueDate == .date(Date(timeIntervalSinceReferenceDate: 769_132_800.5)))
            #expect(tasks[1].dueDate == .unknown)
            for (slip, seedSlip) in zip(tasks.flatMap(\.timeSlips), seedTasks.flatMap(\.timeSlips)) {
                #expect(slip.id == seedSlip.id)
                #expect(slip.start == seedSlip.start)
                #expect(slip.stop == seedSlip.stop)
            }
            #expect(tasks[0].timeSlips[0].stop != nil)
            #expect(tasks[1].timeSlips[0].isRunning)
        }
    }

    @Test("decodes every JSON string escape, surrogate pairs included")
    func escapes() throws {
        let json = #"{"projects":[{"id":"a0000000-0000-0000-0000-000000000003","title":"\"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83c\udfb8","tasks":[]}]}"#
        let state = try AppStateLoader.decode(Array(json.utf8), file: "f.json")
        #expect(state.projects[0].title == "\"q\" \\ / \u{08}\u{0C}\n\r\t é 🎸")
        #expect(state.projects[0].id == UUID(uuidString: "A0000000-0000-0000-0000-000000000003"))
        #expect(state == (try AppStateLoader.decodeWithCodable(Array(json.utf8), file: "f.json")))
    }

    /// Slips as the app's encoder writes them (its key order changes from run to run), which the
    /// one-pass slip reader takes, and spellings just outside them, which the general reader reads.
    static let slipSpellings: [(slip: String, readInOnePass: Bool)] = [
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":768395400,"stop":768399000}"#, true),
        (#"{"stop":768399000.25,"id":"a0000000-0000-0000-0000-00000000000f","start":768395400.5}"#, true),
        (#"{"start":768395400,"stop":768399000,"id":"A0000000-0000-0000-0000-000000000001"}"#, true),
        (#"{"start":768395400.123456,"id":"A0000000-0000-0000-0000-000000000001"}"#, true),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":768395400,"stop":null}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001", "start":768395400}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":7.683954e8,"stop":768399000}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":0,"stop":768399000}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":-1.5,"stop":768399000}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":768395400.00000000000000000001}"#, false),
        (#"{"id":"A0000000-0000-0000-0000-000000000001","start":768395400,"note":"x"}"#, false),
        (#"{"id":"\u00410000000-0000-0000-0000-000000000001","start":768395400}"#, false),
    ]

    @Test("a slip reads as JSONDecoder reads it, whether the one-pass slip reader or the general reader takes it", arguments: slipSpellings)
    func slipSpelling(slip: String, readInOnePass: Bool) throws {
        let json = #"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P","tasks":[{"id":"A0000000-0000-0000-0000-000000000002","#
            + #""title":"T","dueDate":{"unknown":{}},"state":{"unfinished":{}},"timeSlips":["# + slip + "]}]}]}"
        let state = try AppStateLoader.decode(Array(json.utf8), file: "f.json")
        #expect(state == (try AppStateLoader.decodeWithCodable(Array(json.utf8), file: "f.json")))
        let taken = Array(slip.utf8).withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            return scanner.readSlipAsWritten() != nil
        }
        #expect(taken == readInOnePass)
    }

    @Test("slip arrays read ahead on both cores, and those left to the decoder, read as JSONDecoder reads them")
    func slipArraysReadAhead() throws {
        let slip = #"{"id":"A0000000-0000-0000-0000-00000000000%ld","start":76839540%ld,"stop":76839900%ld.5}"#
        func slips(_ numbers: ClosedRange<Int>, separator: String = ",") -> String {
            numbers.map { String(format: slip, $0, $0, $0) }.joined(separator: separator)
        }
        func task(_ number: Int, _ slips: String) -> String {
            #"{"id":"B0000000-0000-0000-0000-00000000000\#(number)","title":"a [\"timeSlips\":[ b","dueDate":{"unknown":{}},"#
                + #""state":{"unfinished":{}},"timeSlips":\#(slips)}"#
        }
        // Read ahead: task 1's slips, task 3's empty array and the array in a key the decoder skips;
        // left to the decoder: task 2's, spaced out, and task 4's, which has a slip with a null stop.
        let json = #"{"projects":[{"id":"C0000000-0000-0000-0000-000000000001","title":"P","extra":{"timeSlips":["#
            + String(format: slip, 9, 9, 9) + "]},\"tasks\":[" + task(1, "[" + slips(1...3) + "]") + "," + task(2, "[ " + slips(4...5, separator: " , ") + " ]")
            + "," + task(3, "[]") + "," + task(4, "[" + slips(6...6) + #",{"id":"A0000000-0000-0000-0000-000000000007","start":768395407,"stop":null}]"#) + "]}]}"
        let bytes = Array(json.utf8)
        let state = try AppStateLoader.decode(bytes, file: "f.json")
        #expect(state == (try AppStateLoader.decodeWithCodable(bytes, file: "f.json")))
        #expect(state.projects[0].tasks.map(\.timeSlips.count) == [3, 2, 0, 2])
        let ahead = bytes.withUnsafeBufferPointer { readSlipArraysAhead($0) }
        #expect(ahead.values.map(\.slips.count).sorted() == [0, 1, 3])
    }

    @Test("reads keys in any order and escaped slashes")
    func keyOrderAndEscapes() throws {
        let json = #"{"projects":[{"tasks":[{"timeSlips":[{"stop":768399000.5,"start":768395400,"id":"A0000000-0000-0000-0000-000000000001"}],"state":{"unfinished":{}},"dueDate":{"date":{"_0":769132800}},"title":"a\/b","id":"A0000000-0000-0000-0000-000000000002"}],"title":"P","id":"A0000000-0000-0000-0000-000000000003"}]}"#
        let state = try AppStateLoader.decode(Array(json.utf8), file: "f.json")
        let task = state.projects[0].tasks[0]
        #expect(task.title == "a/b")
        #expect(task.timeSlips[0].duration(asOf: .distantFuture) == 3600.5)
        #expect(task.dueDate == .date(Date(timeIntervalSinceReferenceDate: 769_132_800)))
    }

    static let slip = #"{"id":"A0000000-0000-0000-0000-000000000001","start":100}"#
    static func state(slips: String = slip, state: String = #"{"unfinished":{}}"#) -> String {
        #"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P","tasks":[]},{"id":"A0000000-0000-0000-0000-000000000004","title":"Q","tasks":[{"id":"A0000000-0000-0000-0000-000000000002","title":"T","dueDate":{"unknown":{}},"state":"#
            + state + #","timeSlips":["# + slips + "]}]}]}"
    }

    /// Bad files and the start of the message each must give.
    static let badFiles: [(bytes: [UInt8], message: String)] = [
        (Array("not json".utf8), "f.json: line 1, column 1: not valid JSON"),
        (Array("{\n  \"projects\" : [\n    {,}".utf8), "f.json: line 3, column 6: not valid JSON"),
        (Array(state(slips: [slip, slip, slip, #"{"id":"A0000000-0000-0000-0000-000000000001","start":"monday"}"#].joined(separator: ",")).utf8),
         "f.json: projects[1].tasks[0].timeSlips[3].start: expected a number (seconds since 2001-01-01T00:00:00Z), found a string"),
        (Array(state(slips: #"{"id":"A0000000-0000-0000-0000-000000000001","start":100,"stop":99}"#).utf8),
         "f.json: projects[1].tasks[0].timeSlips[0].stop: stop 2001-01-01T00:01:39Z is before start 2001-01-01T00:01:40Z"),
        (Array(state(state: #"{"paused":{}}"#).utf8), #"f.json: projects[1].tasks[0].state: expected one of {"unfinished":{}}"#),
        (Array(state(slips: #"{"start":100}"#).utf8), #"f.json: projects[1].tasks[0].timeSlips[0].id: missing; expected the key "id""#),
        (Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P"#.utf8) + [0xC3, 0x28] + Array(#"","tasks":[]}]}"#.utf8),
         "f.json: invalid UTF-8 at byte offset 68"),
        (Array("[]".utf8), "f.json: top level: expected an object, found an array"),
        (Array(#"{"projects":[]} x"#.utf8), "f.json: line 1, column 17: not valid JSON (expected the end of the file, found 'x')"),
        (Array(#"{"projects":["#.utf8), "f.json: line 1, column 14: not valid JSON (expected a value, found the end of the file)"),
        (Array(#"{"projects":[],}"#.utf8), "f.json: line 1, column 16: not valid JSON (expected a key in quotes, found '}')"),
        (Array("{\"projects\":[{\"id\":\"A0000000-0000-0000-0000-000000000003\",\"title\":\"a\u{01}\",\"tasks\":[]}]}".utf8),
         "f.json: line 1, column 69: not valid JSON (expected a closing '\"' (control characters in strings must be escaped), found byte 0x1)"),
        (Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"\ud800","tasks":[]}]}"#.utf8),
         "f.json: line 1, column 68: not valid JSON (expected a low surrogate after a high surrogate)"),
        (Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P"}]}"#.utf8),
         #"f.json: projects[0].tasks: missing; expected the key "tasks""#),
    ]

    @Test("bad data is refused with the file, the place and what was expected (R1)", arguments: badFiles)
    func badData(bytes: [UInt8], message: String) {
        let error = #expect(throws: QuipuError.self) { try AppStateLoader.decode(bytes, file: "f.json") }
        let text: String = error?.message ?? ""
        #expect(error?.status == .dataError)
        #expect(text.hasPrefix(message), "\(text)")
    }

    static let utf8Cases: [([UInt8], Int?)] = [
        ([0x61, 0x62], nil), ([0x61, 0xFF], 1), ([0xE2, 0x82, 0xAC, 0xE2, 0x82], 3), ([0xED, 0xA0, 0x80], 0),
        ([0xF0, 0x9F, 0x8E, 0xB8], nil), ([0xC0, 0xAF], 0), ([0xF4, 0x90, 0x80, 0x80], 0),
    ]

    @Test("UTF-8 validation finds the first bad byte", arguments: utf8Cases)
    func utf8(bytes: [UInt8], offset: Int?) {
        #expect(firstInvalidUTF8Offset(bytes) == offset)
    }
}
