import Foundation
import Testing

/// `quipu fasting` and `quipu site` reading other fasting apps' exports, as a user runs them.
@Suite("Fasting histories from other apps on the command line")
struct FastingImportCommandTests {
    static let samples = CommandLineTests.repositoryRoot.appendingPathComponent("Examples/fasting-imports")

    static func fasting(_ file: String, _ extra: [String] = []) -> [String] {
        ["fasting", "--history", samples.appendingPathComponent(file).path, "--time-zone", "America/New_York", "--as-of", "2024-03-13T12:00:00Z",
         "--format", "csv", "--out", "out", "--name", "f"] + extra
    }

    @Test("each export makes its fasting report, its format recognised or named, whatever TZ and LANG say")
    func reports() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String: [String]] = [:]
        for (file, format) in [("fasting.json", "app"), ("biodata.json", "zero-json"), ("fasts.csv", "csv"), ("zero.csv", "zero-csv")] {
            let named = ["--history-format", format] + (format == "zero-csv" ? ["--source-time-zone", "America/New_York", "--goal", "16:8"] : [])
            for extra in [[], named] {
                let run = try runQuipu(Self.fasting(file, extra), in: directory, environment: ["TZ": "Pacific/Auckland", "LANG": "tr_TR.UTF-8"])
                #expect(run.status == 0, "\(file): \(run.standardError)")
                outputs[format, default: []].append(try String(contentsOf: directory.appendingPathComponent("out/f.csv"), encoding: .utf8))
            }
        }
        let native = try #require(outputs["app"]?.first)
        #expect(outputs["zero-json"] == [native, native] && outputs["csv"] == [native, native])
        let zero = try #require(outputs["zero-csv"])
        #expect(zero[0] == zero[1] && zero[0].contains("2024-03-06T13:23:00-05:00,2024-03-08T10:00:00-05:00,160620,57600,278.9,true,"))
    }

    @Test("quipu site builds from Zero's biodata.json")
    func site() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runQuipu(["site", "--history", Self.samples.appendingPathComponent("biodata.json").path, "--time-zone", "America/New_York",
                                "--out", "site"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let month = try String(contentsOf: directory.appendingPathComponent("site/2024/03/index.html"), encoding: .utf8)
        #expect(month.contains("2024-03-09") && month.contains("2024-03-12"))
    }

    @Test("options that do not apply are usage errors (64), bad records data errors (65) naming the file and the place; nothing is written")
    func errors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("zero.csv")
        try Data("Date,Start,End,Hours,Night Eating\n3/1/24,19:30,11:45,16,1\n3/2/24,20:00,14:10,3,0\n".utf8).write(to: bad)
        let cases: [([String], Int32, String)] = [
            (Self.fasting("biodata.json", ["--source-time-zone", "UTC"]), 64, "biodata.json: a source time zone is given, but this Zero biodata.json holds instants"),
            (Self.fasting("fasting.json", ["--goal", "18"]), 64, "fasting.json: a goal is given, but every fast of this fasting timer history has its own"),
            (Self.fasting("zero.csv", ["--history-format", "zero"]), 64, "unknown history format \"zero\"; expected one of app, zero-csv, zero-json, csv"),
            (Self.fasting("zero.csv", ["--goal", "0"]), 64, "invalid goal \"0\""),
            (Self.fasting("zero.csv", ["--history-format", "zero-json"]), 65, "zero.csv: line 1, column 1: not valid JSON"),
            (Self.fasting("fasting.json") .map { $0.hasSuffix("fasting.json") ? bad.path : $0 }, 65,
             "zero.csv: line 3, column 20: 3 hours is not how long a fast from 2024-03-02 20:00 to 14:10 lasts (18:10, or whole days more)"),
        ]
        for (arguments, status, message) in cases {
            let run = try runQuipu(arguments, in: directory)
            #expect(run.status == status, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }
}
