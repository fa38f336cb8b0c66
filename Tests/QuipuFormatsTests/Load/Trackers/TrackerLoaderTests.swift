import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading other trackers' files")
struct TrackerLoaderTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func decode(_ text: String, _ format: TrackerFormat?, file: String = "f", zone: TimeZone = berlin,
                       mapping: TrackerMapping = TrackerMapping()) throws(QuipuError) -> AppState {
        try TrackerFile.decode(Array(text.utf8), file: file, format: format, sourceTimeZone: zone, mapping: mapping)
    }

    /// The error `text` is refused with.
    static func failure(_ text: String, _ format: TrackerFormat?, file: String = "f", zone: TimeZone = berlin,
                        mapping: TrackerMapping = TrackerMapping()) -> QuipuError? {
        do { _ = try decode(text, format, file: file, zone: zone, mapping: mapping); return nil } catch { return error }
    }

    /// `project/task start..stop` for every slip, in UTC ISO 8601, `…` for a running one.
    static func summary(_ state: AppState) -> [String] {
        state.projects.flatMap { project in
            project.tasks.flatMap { task in
                task.timeSlips.map { "\(project.title)/\(task.title) \(Instant($0.start).iso8601)..\($0.stop.map { Instant($0).iso8601 } ?? "…")" }
            }
        }
    }

    // MARK: Timewarrior

    @Test("a UTF-16 file is refused as UTF-16: a CSV export as not a UTF-8 CSV file, anything else as not a UTF-8 tracker file")
    func utf16() {
        func failure(_ text: String, _ encoding: String.Encoding, _ format: TrackerFormat? = nil) -> String? {
            do { _ = try TrackerFile.decode(Array(text.data(using: encoding)!), file: "f", format: format, sourceTimeZone: Self.berlin, mapping: TrackerMapping()) }
            catch { return error.message }
            return nil
        }
        let header = CSVExportLoaderTests.togglHeader
        #expect(failure(header, .utf16) == "f: UTF-16 text; expected a UTF-8 CSV file (save the export as UTF-8)")
        #expect(failure("\u{FEFF}" + header, .utf16BigEndian) == "f: UTF-16 text; expected a UTF-8 CSV file (save the export as UTF-8)")
        #expect(failure(#"{"projects":[]}"#, .utf16)?.hasPrefix("f: UTF-16 text; expected a tracker file in UTF-8 (AppState.json, ") == true)
        #expect(failure(header, .utf16, .toggl) == "f: line 1, column 1: invalid UTF-8; expected a UTF-8 CSV file")
    }

    @Test("timew export: tags name the project and the task by their prefixes in any order, other tags are left aside, no tag is (untagged), no end is running")
    func timewarrior() throws {
        let export = """
        [{"id":4,"start":"20231001T103000Z","end":"20231001T110000Z","tags":["billable","project:Acme","task:Design"],"annotation":"call"},
        {"id":3,"start":"20231001T120000Z","end":"20231001T121500Z","tags":["project:Acme"]},
        {"id":2,"start":"20231001T121500Z","end":"20231001T123000Z","tags":["=cmd import","project:Research"]},
        {"id":1,"start":"20231001T130000Z"}]
        """
        #expect(Self.summary(try Self.decode(export, nil)) == [
            "Acme/Design 2023-10-01T10:30:00Z..2023-10-01T11:00:00Z",
            "Acme/Acme 2023-10-01T12:00:00Z..2023-10-01T12:15:00Z",
            "Research/Research 2023-10-01T12:15:00Z..2023-10-01T12:30:00Z",
            "(untagged)/(untagged) 2023-10-01T13:00:00Z..…",
        ])
    }

    @Test("timew export: intervals in Timewarrior's own key order and spacing, and in any other, give the same slips")
    func timewarriorAnyKeyOrder() throws {
        let ordered = #"[{"id":2,"start":"20231001T103000Z","end":"20231001T110000Z","tags":["project:Acme","task:Design"],"annotation":"a"},"#
            + #"{"id":1,"start":"20231001T120000Z","tags":["project:Acme"]}]"#
        let other = """
        [ { "annotation" : "a", "tags" : [ "project:Acme" , "task:Design" ], "end": "20231001T110000Z", "start": "20231001T103000Z", "id": 2.0 },
          {"start":"20231001T120000Z","tags":["project:Acme"],"id":1e0} ]
        """
        let expected = ["Acme/Design 2023-10-01T10:30:00Z..2023-10-01T11:00:00Z", "Acme/Acme 2023-10-01T12:00:00Z..…"]
        #expect(Self.summary(try Self.decode(ordered, nil)) == expected)
        #expect(Self.summary(try Self.decode(other, nil)) == expected)
        #expect(Self.failure(#"[{"id":1,"start":"20231001T103000Z","start":"20231001T103000Z"}]"#, nil)?.message == "f: [0].start: duplicate key")
        #expect(Self.failure(#"[{"id":01,"start":"20231001T103000Z"}]"#, nil)?.message
            == "f: line 1, column 9: not valid JSON (expected ',' or '}', found '1')")
    }

    @Test("timew export: a tag written with escapes names the same project and task as the same tag written plainly")
    func timewarriorEscapedTags() throws {
        let export = #"""
        [{"start":"20231001T103000Z","end":"20231001T110000Z","tags":["project:Acme","task:Design"]},
        {"start":"20231001T120000Z","end":"20231001T121500Z","tags":["project:A\u0063me","task:Design"]},
        {"start":"20231001T130000Z","end":"20231001T131500Z","tags":["project:Acme","task:De\"sign"]}]
        """#
        let state = try Self.decode(export, nil)
        #expect(state.projects.map(\.title) == ["Acme"])
        #expect(state.projects[0].tasks.map(\.title) == ["Design", "De\"sign"])
        #expect(state.projects[0].tasks.map(\.timeSlips.count) == [2, 1])
        #expect(Self.failure(#"[{"start":"20231001T103000Z","tags":["project:\x"]}]"#, nil)?.status == .dataError)
    }

    @Test("timew export: known project tags with any other tag as the task read `timew track Research \"=cmd import\"` as Research")
    func timewarriorKnownProjects() throws {
        let export = """
        [{"id":4,"start":"20231001T103000Z","end":"20231001T110000Z","tags":["=cmd import","Research"]},
        {"id":3,"start":"20231001T120000Z","end":"20231001T121500Z","tags":["Acme"]},
        {"id":2,"start":"20231001T121500Z","end":"20231001T123000Z","tags":["errand"]},
        {"id":1,"start":"20231001T130000Z","end":"20231001T131500Z","tags":[]}]
        """
        let mapping = TrackerMapping(projectNames: ["Acme", "Research"], taskPrefix: "", untagged: "Other")
        #expect(Self.summary(try Self.decode(export, .timewarrior, mapping: mapping)) == [
            "Research/=cmd import 2023-10-01T10:30:00Z..2023-10-01T11:00:00Z",
            "Acme/Acme 2023-10-01T12:00:00Z..2023-10-01T12:15:00Z",
            "Other/Other 2023-10-01T12:15:00Z..2023-10-01T12:30:00Z",
            "Other/Other 2023-10-01T13:00:00Z..2023-10-01T13:15:00Z",
        ])
    }

    @Test("timew export: tags naming no project, two projects or two tasks are data errors naming the file, the interval and its tags")
    func timewarriorMappingErrors() {
        let start = #""start":"20231001T103000Z""#
        #expect(Self.failure("[{\(start),\"tags\":[]},{\(start),\"tags\":[\"Acme\",\"Design\"]}]", nil, file: "timew.json")?.message
            == #"timew.json: [1].tags: no tag of ["Acme", "Design"] names a project; expected one tag starting with "project:", "#
            + "or mapping.untagged for intervals without one")
        #expect(Self.failure("[{\(start),\"tags\":[\"project:A\",\"project:B\"]}]", nil)?.message
            == #"f: [0].tags: tags "project:A" and "project:B" both name a project; expected one"#)
        #expect(Self.failure("[{\(start),\"tags\":[\"project:A\",\"task:x\",\"task:y\"]}]", nil)?.status == .dataError)
        let known = TrackerMapping(projectNames: ["Acme"], taskPrefix: "")
        #expect(Self.failure("[{\(start),\"tags\":[\"Acme\",\"project:Acme\"]}]", nil, mapping: known)?.message
            == #"f: [0].tags: tags "Acme" and "project:Acme" both name a project; expected one"#)
        #expect(Self.failure("[{\(start),\"tags\":[\"=cmd import\",\"Acme\",\"urgent\"]}]", nil, mapping: known)?.message
            == #"f: [0].tags: tags "=cmd import" and "urgent" both name a task; expected one"#)
        #expect(Self.failure("[{\(start),\"tags\":[\"Design\"]}]", nil, mapping: known)?.message
            == #"f: [0].tags: no tag of ["Design"] names a project; expected one tag starting with "project:" or equal to one of mapping.projects, "#
            + "or mapping.untagged for intervals without one")
    }

    @Test("timew export: bad times, an end before the start and unknown keys name the element and key")
    func timewarriorErrors() {
        #expect(Self.failure(#"[{"start":"20231001T103000Z","end":"20231001T100000Z"}]"#, nil, file: "timew.json")?.message
            == "timew.json: [0].end: 2023-10-01T10:00:00Z is before the start 2023-10-01T10:30:00Z; expected an end at or after the start")
        #expect(Self.failure(#"[{"start":"20230230T103000Z"}]"#, nil, file: "t")?.message
            == "t: [0].start: \"20230230T103000Z\" is not a time; expected UTC such as \"20231001T103000Z\" \(Instant.supportedRangeDescription)")
        #expect(Self.failure(#"[{"start":"2023-10-01T10:30:00Z"}]"#, nil)?.status == .dataError)
        #expect(Self.failure(#"[{"start":"20231001T103000Z","project":"x"}]"#, .timewarrior)?.message
            == "f: [0].project: unknown key; expected one of id, start, end, tags, annotation")
        #expect(Self.failure(#"[{"end":"20231001T103000Z"}]"#, nil)?.message == "f: [0].start: missing; expected the key \"start\"")
        #expect(Self.failure(#"[{"start":"20231001T103000Z","tags":["a",1]}]"#, nil)?.message == "f: [0].tags[1]: expected a tag (a string), found a number")
    }

    // MARK: Watson

    @Test("Watson frames and log --json give the same slips: first tag is the task, else the project")
    func watson() throws {
        let frames = #"[[1696156200, 1696158000, "Acme", "a1", ["Design", "x"], 1696158005], [1696161600, 1696162500.5, "Acme", "a2", [], 1696162505]]"#
        let log = """
        [{"id": "a1", "project": "Acme", "start": "2023-10-01T12:30:00+02:00", "stop": "2023-10-01T13:00:00+02:00", "tags": ["Design", "x"]},
         {"id": "a2", "project": "Acme", "start": "2023-10-01T14:00:00+02:00", "stop": "2023-10-01T14:15:00.500+02:00", "tags": []}]
        """
        let expected = ["Acme/Design 2023-10-01T10:30:00Z..2023-10-01T11:00:00Z", "Acme/Acme 2023-10-01T12:00:00Z..2023-10-01T12:15:00.500Z"]
        #expect(Self.summary(try Self.decode(frames, nil)) == expected)
        #expect(Self.summary(try Self.decode(log, nil)) == expected)
        #expect(try TrackerFile.detect(Array(frames.utf8), file: "f") == .watson)
        #expect(try TrackerFile.detect(Array(log.utf8), file: "f") == .watson)
    }

    @Test("Watson frames' seconds: whole of one to twelve digits, negative, with a fraction or an exponent; leading zeros and past 9999 refused")
    func watsonSeconds() throws {
        #expect(Self.summary(try Self.decode(#"[[-1, 0, "A", "x", [], 1696156200], [1696156200.25, 16961562005e-1, "A"]]"#, nil)) == [
            "A/A 1969-12-31T23:59:59Z..1970-01-01T00:00:00Z", "A/A 2023-10-01T10:30:00.250Z..2023-10-01T10:30:00.500Z",
        ])
        #expect(Self.summary(try Self.decode(#"[[100000000000, 100000000001, "A"], [7, 8, "A"]]"#, nil)) == [
            "A/A 5138-11-16T09:46:40Z..5138-11-16T09:46:41Z", "A/A 1970-01-01T00:00:07Z..1970-01-01T00:00:08Z",
        ])
        #expect(Self.failure(#"[[1000000000000, 1000000000001, "A"]]"#, nil)?.message
            == "f: [0][0]: 1000000000000 is out of range; expected seconds since 1970-01-01 for a date \(Instant.supportedRangeDescription)")
        #expect(Self.failure(#"[[01696156200, 1696156201, "A"]]"#, nil)?.message
            == "f: line 1, column 4: not valid JSON (expected ',' or ']', found '1')")
    }

    @Test("Watson: a stop before the start, a short frame and an out-of-range time are errors naming the frame")
    func watsonErrors() {
        #expect(Self.failure(#"[[1696158000, 1696156200, "Acme", "a1", []]]"#, nil, file: "frames")?.message
            == "frames: [0][1]: 2023-10-01T10:30:00Z is before the start 2023-10-01T11:00:00Z; expected a stop at or after the start")
        #expect(Self.failure(#"[[1696158000, 1696156200]]"#, nil)?.message
            == "f: [0]: 2 elements; expected [start, stop, project, id, tags, updated_at]")
        #expect(Self.failure(#"[[1e300, 1696156200, "Acme"]]"#, nil)?.message
            == "f: [0][0]: 1e300 is out of range; expected seconds since 1970-01-01 for a date \(Instant.supportedRangeDescription)")
        #expect(Self.failure(#"[{"project": "", "start": "2023-10-01T12:30:00Z", "stop": "2023-10-01T12:30:00Z"}]"#, nil)?.message
            == "f: [0].project: empty; expected a project name")
    }

    // MARK: timeclock

    @Test("timeclock: account a:b is project a and task b, local times in the source zone, an open clock-in is running")
    func timeclock() throws {
        let file = """
        ; a comment
        # another
        i 2024/03/12 23:30:00 Acme:Checkout: v2  late fix
        o 2024-03-13 01:45

        i 2024.03.13 10:00 Admin
        o 2024/03/13 10:18:30 done
        i 2024/03/31 03:30 Admin
        """
        #expect(Self.summary(try Self.decode(file, nil)) == [
            "Acme/Checkout: v2 2024-03-12T22:30:00Z..2024-03-13T00:45:00Z",
            "Admin/Admin 2024-03-13T09:00:00Z..2024-03-13T09:18:30Z",
            "Admin/Admin 2024-03-31T01:30:00Z..…",
        ])
        let utc = try Self.decode(file, .timeclock, zone: TimeZone(identifier: "UTC")!)
        #expect(Self.summary(utc)[0] == "Acme/Checkout: v2 2024-03-12T23:30:00Z..2024-03-13T01:45:00Z")
    }

    @Test("timeclock: a BOM and CRLF line ends are read; a time that happens twice is its first")
    func timeclockBOMAndCRLF() throws {
        let file = "\u{FEFF}i 2024/10/27 02:30 A:B\r\no 2024/10/27 03:10\r\n"
        #expect(Self.summary(try Self.decode(file, nil)) == ["A/B 2024-10-27T00:30:00Z..2024-10-27T02:10:00Z"])
    }

    @Test("local times around both DST changes, and years apart, get their own offsets, whatever was looked up before")
    func localOffsets() throws {
        var zone = SourceZoneOffsets(Self.berlin)
        func offset(_ date: String, _ hour: Int, _ minute: Int = 0) throws -> Int? {
            zone.offset(atDay: try #require(LocalDate.parse(date[...])).daysSince1970, secondOfDay: hour * 3600 + minute * 60)
        }
        for _ in 0..<2 {
            #expect(try offset("2024-03-30", 12) == 3600)
            #expect(try offset("2024-03-31", 1, 59) == 3600)
            #expect(try offset("2024-03-31", 2, 30) == nil)
            #expect(try offset("2024-03-31", 3) == 7200)
            #expect(try offset("2024-04-01", 0) == 7200)
            #expect(try offset("2024-10-27", 2, 30) == 7200)
            #expect(try offset("2024-10-27", 3) == 3600)
            #expect(try offset("2024-10-28", 23, 59) == 3600)
            #expect(try offset("1990-07-01", 12) == 7200)
            #expect(try offset("2031-03-30", 2, 30) == nil)
        }
    }

    @Test("timeclock: every bad line is an error naming its line and column")
    func timeclockErrors() {
        let cases: [(String, String)] = [
            ("i 2024/03/12 09:00 A\no 2024/03/12 08:00\n",
             "f: line 2, column 3: clock-out 2024-03-12T07:00:00Z is before the clock-in 2024-03-12T08:00:00Z on line 1; expected a clock-out at or after the clock-in"),
            ("i 2024/02/30 09:00 A\n", "f: line 1, column 3: \"2024/02/30\" is not a date; expected one such as 2024/03/11 or 2024-03-11"),
            ("i 2024/02/03 9:00 A\n", "f: line 1, column 14: \"9:00\" is not a time; expected one such as 09:30 or 09:30:00"),
            ("i 2024/3/12 09:00 A\n", "f: line 1, column 3: \"2024/3/12\" is not a date; expected one such as 2024/03/11 or 2024-03-11"),
            ("i 2024/03/12 09:00:0 A\n", "f: line 1, column 14: \"09:00:0\" is not a time; expected one such as 09:30 or 09:30:00"),
            ("i 2024/03/31 02:30 A\n",
             "f: line 1, column 3: 2024-03-31 02:30 does not exist in Europe/Berlin (the clocks skip it); expected a local time of that zone"),
            ("i 2024/03/12 09:00\n", "f: line 1, column 19: expected an account after the time, such as Acme:Design"),
            ("i 2024/03/12 09:00 :B\n", "f: line 1, column 20: \":B\" has an empty part; expected project:task or a project alone"),
            ("o 2024/03/12 09:00\n", "f: line 1, column 1: clock-out without a clock-in; expected an `i` line before it"),
            ("i 2024/03/12 09:00 A\ni 2024/03/12 10:00 B\n", "f: line 2, column 1: clock-in while clocked in since line 1; expected an `o` line first"),
            ("; ok\nb 2024/03/12 09:00\n", "f: line 2, column 1: expected `i` (clock-in), `o` (clock-out), or a comment starting with ; or #"),
        ]
        for (file, message) in cases {
            #expect(Self.failure(file, .timeclock)?.message == message, "\(file)")
        }
        let invalid = Array("i 2024/03/12 09:00 ".utf8) + [0xFF]
        #expect(throws: QuipuError(.dataError, "f: line 1, column 20: invalid UTF-8; expected a UTF-8 timeclock file")) {
            try TrackerFile.decode(invalid, file: "f", format: .timeclock, sourceTimeZone: Self.berlin, mapping: TrackerMapping())
        }
    }

    // MARK: Detection, ids, hostile files

    @Test("the format is recognised from the content; an empty file is refused, anything else is read as AppState.json")
    func detection() throws {
        #expect(try TrackerFile.detect(Array(#"{"projects":[]}"#.utf8), file: "f") == .appstate)
        #expect(try TrackerFile.detect(Array("\u{FEFF} [\n{\"start\":\"20231001T103000Z\"}]".utf8), file: "f") == .timewarrior)
        #expect(try TrackerFile.detect(Array("[]".utf8), file: "f") == .timewarrior)
        #expect(try TrackerFile.detect(Array("; x\ni 2024/01/01 10:00 A".utf8), file: "f") == .timeclock)
        #expect(Self.failure("", nil, file: "empty")?.message
            == "empty: is empty; expected a tracker file (AppState.json, a timew export, a Watson frames file or log --json, a timeclock file, "
            + "a Toggl Track or Clockify detailed CSV export), "
            + "or --state-format for an empty timeclock file")
        #expect(Self.failure("hello", nil)?.message == "f: line 1, column 1: not valid JSON (expected a value, found 'h')")
        #expect(Self.failure("date,project\n", nil)?.message == "f: line 1, column 1: not valid JSON (expected a value, found 'd')")
        #expect(try Self.decode("", .timeclock).projects.isEmpty)
        #expect(Self.failure("", .timewarrior)?.message == "f: line 1, column 1: not valid JSON (expected a value, found the end of the file)")
    }

    @Test("ids come from the source: the same file gives the same ids, the same names the same project and task ids in every format")
    func stableIDs() throws {
        let timew = try Self.decode(#"[{"start":"20231001T103000Z","end":"20231001T110000Z","tags":["project:Acme","task:Design"]}]"#, nil)
        let clock = try Self.decode("i 2023/10/01 12:30 Acme:Design\no 2023/10/01 13:00\n", nil)
        #expect(timew == (try Self.decode(#"[{"start":"20231001T103000Z","end":"20231001T110000Z","tags":["project:Acme","task:Design"]}]"#, nil)))
        #expect(timew.projects[0].id == clock.projects[0].id)
        #expect(timew.projects[0].tasks[0].id == clock.projects[0].tasks[0].id)
        #expect(timew.projects[0].tasks[0].timeSlips[0].id != clock.projects[0].tasks[0].timeSlips[0].id)
        #expect(timew.projects[0].id.uuidString == StableID.uuid("project", "Acme").uuidString)
        #expect(timew.projects[0].id.uuidString.dropFirst(14).first == "8")
        let twice = try Self.decode("i 2023/10/01 12:30 A\no 2023/10/01 13:00\ni 2023/10/01 12:30 A\no 2023/10/01 13:00\n", nil)
        #expect(Set(twice.projects[0].tasks[0].timeSlips.map(\.id)).count == 2)
    }

    @Test("a FIFO is refused before it is read")
    func fifo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-tracker-fifo-\(getpid())").path
        unlink(path)
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: QuipuError(.noInput, "\(path): is a FIFO (named pipe); expected a regular file")) {
            try TrackerFile.load(path: path, format: .timeclock, sourceTimeZone: Self.berlin, mapping: TrackerMapping())
        }
    }
}
