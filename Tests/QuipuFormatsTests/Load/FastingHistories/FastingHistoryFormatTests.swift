import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Fasting histories from other apps: recognition, options and the same report")
struct FastingHistoryFormatTests {
    static let samples = repositoryRoot.path + "/Examples/fasting-imports/"
    static let environment = RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)
    static let newYork = TimeZone(identifier: "America/New_York")!

    @Test("the format is recognised from the content: a JSON array, a JSON object, Zero's CSV header, a start,end header", arguments: [
        ("fasting.json", FastingHistoryFormat.app), ("biodata.json", .zeroJSON), ("zero.csv", .zeroCSV), ("fasts.csv", .csv),
    ])
    func recognisesSamples(file: String, format: FastingHistoryFormat) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.samples + file)))
        #expect(try FastingHistoryFormat.detect(bytes, file: file) == format)
        #expect(try FastingHistoryReading().decode(bytes, file: file, reportTimeZone: Self.newYork).format == format)
    }

    @Test("recognition reads past a byte-order mark and white space, and headers in any case; anything else is read as the app's JSON")
    func recognisesHeaders() throws {
        let cases: [(String, FastingHistoryFormat)] = [
            ("\u{FEFF}Date,Start,End,Hours,Night Eating\n", .zeroCSV), ("\"date\",\"hours\",\"start\",\"end\"\r\n", .zeroCSV),
            ("START, End ,goal_hours\n", .csv), ("\n  [", .app), (" \n {", .zeroJSON), ("", .app), ("when,then\n", .app),
        ]
        for (text, format) in cases { #expect(try FastingHistoryFormat.detect(Array(text.utf8), file: "h") == format, "\(text)") }
        #expect(throws: QuipuError(.dataError, "h: line 1, column 1: not valid JSON (expected a value, found 'w')")) {
            try FastingHistoryReading().decode(Array("when,then\n".utf8), file: "h", reportTimeZone: .gmt)
        }
        #expect(throws: QuipuError(.dataError, "h: UTF-16 text; expected a fasting history in UTF-8 (save the export as UTF-8)")) {
            try FastingHistoryReading().decode([0xFF, 0xFE] + Array("D\0a\0".utf8), file: "h", reportTimeZone: .gmt)
        }
    }

    @Test("a named format wins over the content")
    func namedFormat() {
        #expect(throws: QuipuError(.dataError, "h: top level: expected Zero's biodata.json, an object with \"fast_data\", found an array")) {
            try FastingHistoryReading(format: .zeroJSON).decode(Array("[]".utf8), file: "h", reportTimeZone: .gmt)
        }
    }

    @Test("a source zone for a file of instants, and a goal for the app's history, are usage errors, not ignored", arguments: [
        (FastingHistoryReading(sourceTimeZone: .gmt), "biodata.json",
         "a source time zone is given, but this Zero biodata.json holds instants, not local times; expected no --source-time-zone"),
        (FastingHistoryReading(sourceTimeZone: .gmt), "fasts.csv", "a source time zone is given, but this start,end,goal_hours CSV holds instants"),
        (FastingHistoryReading(sourceTimeZone: .gmt), "fasting.json", "a source time zone is given, but this fasting timer history holds instants"),
        (FastingHistoryReading(goal: .omad), "fasting.json",
         "a goal is given, but every fast of this fasting timer history has its own; expected no --goal or `goal:` for it"),
    ])
    func refusedOptions(reading: FastingHistoryReading, file: String, message: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.samples + file)))
        let error = #expect(throws: QuipuError.self) { try reading.decode(bytes, file: file, reportTimeZone: .gmt) }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix("\(file): \(message)") == true, "\(error?.message ?? "")")
    }

    @Test("--goal and goal: take hours or a preset's name")
    func goalOption() throws {
        #expect(try FastingHours.goal("16") == .trf16)
        #expect(try FastingHours.goal("16.5h") == Fasting.Goal(milliseconds: 59_400_000))
        #expect(try FastingHours.goal("omad") == .omad)
        #expect(try FastingHours.goal("18:6") == .trf18)
        for bad in ["0", "-1", "x", "16:9", "1e3", ".5", "5."] {
            #expect(throws: QuipuError(.usage, "invalid goal \"\(bad)\"; expected hours above 0 (such as 16 or 16.5) or a preset: 16:8, 18:6, 20:4, OMAD")) {
                try FastingHours.goal(bad)
            }
        }
    }

    @Test("historyFormat, sourceTimeZone and goal are read on fasting entries and the site; mistakes name the line and the key")
    func config() throws {
        let yaml = "timeZone: UTC\nfasting:\n  - {history: zero.csv, historyFormat: zero-csv, sourceTimeZone: America/New_York, goal: \"18:6\"}\n"
            + "site: {history: biodata.json, historyFormat: zero-json, goal: 20}\n"
        let config = try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml")
        #expect(config.requests(of: FastingRequest.self).map(\.reading) == [FastingHistoryReading(format: .zeroCSV, sourceTimeZone: Self.newYork, goal: .trf18)])
        #expect(config.requests(of: SiteRequest.self).map(\.reading) == [FastingHistoryReading(format: .zeroJSON, goal: .trf20)])
        let mistakes = [
            ("fasting:\n  - {history: h.csv, historyFormat: zero}\n",
             "quipu.yml: line 2: fasting[0].historyFormat: unknown history format \"zero\"; expected one of app, zero-csv, zero-json, csv"),
            ("fasting:\n  - {history: h.csv, goal: forever}\n", "quipu.yml: line 2: fasting[0].goal: invalid goal \"forever\""),
            ("site: {history: h.csv, sourceTimeZone: Mars/Olympus}\n", "quipu.yml: line 1: site.sourceTimeZone: unknown time zone"),
        ]
        for (yaml, message) in mistakes {
            let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml") }
            #expect(error?.status == .usage)
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        }
    }

    /// Every file of the fasting report of `history`, early March 2024 in New York.
    static func report(_ history: String, _ reading: FastingHistoryReading = FastingHistoryReading()) throws -> [[UInt8]] {
        try reportFiles(history, reading).map(\.bytes)
    }

    /// The files of the fasting report of `history`, early March 2024 in New York, with their paths.
    static func reportFiles(_ history: String, _ reading: FastingHistoryReading = FastingHistoryReading()) throws -> [RenderedReport] {
        let request = FastingRequest(historyPath: history, period: .of("2024-03"), reading: reading,
                                     options: ReportOptions(timeZone: .named("America/New_York"), asOf: .at("2024-03-13T12:00:00Z")))
        return try request.resolve(in: environment).make().files
    }

    @Test("each sample's fasting report, CSV and XML, matches its reviewed golden files byte for byte", arguments: [
        ("fasting.json", FastingHistoryFormat.app), ("zero.csv", .zeroCSV), ("biodata.json", .zeroJSON), ("fasts.csv", .csv),
    ])
    func golden(file: String, format: FastingHistoryFormat) throws {
        let files = try Self.reportFiles(Self.samples + file)
        for type in ["csv", "xml"] {
            let made = try #require(files.first { $0.path.hasSuffix(".\(type)") }, "no .\(type) of \(file)")
            try expectGolden(made.bytes, "fasting-import-\(format.rawValue).\(type)")
        }
    }

    @Test("Zero's biodata.json and the plain CSV give the same fasting report as the app's own history of the same fasts")
    func sameReport() throws {
        let native = try Self.report(Self.samples + "fasting.json")
        #expect(native.count == 3)
        #expect(try Self.report(Self.samples + "biodata.json") == native)
        #expect(try Self.report(Self.samples + "fasts.csv") == native)
        let csv = String(decoding: native[2], as: UTF8.self)
        #expect(csv.contains("2024-03-09T20:00:00-05:00,2024-03-10T12:00:00-04:00,54000,57600,93.8,false,"))
        #expect(csv.contains("2024-03-12T20:00:00-04:00,,43200,64800,"))
    }

    @Test("Zero's CSV, which has no goals, gives the report of the app's history with every goal the default or --goal's")
    func sameReportWithoutGoals() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-fasting-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let native = try FastingHistoryLoader.load(path: Self.samples + "fasting.json").fasts
        for goal in [Fasting.Goal.trf16, .omad] {
            let history = native.map { Seed000.Fasting(goal: Seed000.Fasting.Goal(duration: Double(goal.milliseconds) / 1000), start: $0.start?.date, end: $0.end?.date) }
            let path = directory.appendingPathComponent("goal-\(goal.milliseconds).json").path
            try JSONEncoder().encode(history).write(to: URL(fileURLWithPath: path))
            let zero = try Self.report(Self.samples + "zero.csv", FastingHistoryReading(goal: goal == .trf16 ? nil : goal))
            #expect(zero == (try Self.report(path)), "\(goal)")
        }
    }

    @Test("quipu.yml's four entries of the samples make the same CSV but for Zero's CSV's goals, all 16 hours")
    func workspaceEntries() throws {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        let entries = config.requests(of: FastingRequest.self).filter { $0.historyPath.contains("/fasting-imports/") }
        #expect(entries.count == 4)
        let csvs = try entries.map { try String(decoding: #require(try $0.resolve(config: config, in: Self.environment).make().files.first).bytes, as: UTF8.self) }
        #expect(csvs[2] == csvs[0] && csvs[3] == csvs[0])
        let goals = csvs[1].split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[3] }
        #expect(goals.count == 9 && goals.allSatisfy { $0 == "57600" })
        func times(_ csv: String) -> [String] { csv.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false)[0..<3].joined(separator: ",") } }
        #expect(times(csvs[1]) == times(csvs[0]))
    }
}
