import Foundation
import Testing

/// Words on the command line that cannot be meant: each is a usage error (exit 64) in one line,
/// and nothing is written.
@Suite("Usage errors on the command line")
struct UsageErrorTests {
    static let timesheet = ["timesheet", "--state", "AppState.json", "--period", "2024-W13", "--time-zone", "UTC"]

    static let cases: [(arguments: [String], message: String)] = [
        (timesheet + ["--format", ""], #"unknown format """#),
        (timesheet + ["--format", ","], #"unknown format """#),
        (timesheet + ["--format", "ubl"], #"unknown format "ubl"; expected html, xml or csv"#),
        (timesheet + ["--out", ""], "the output folder is empty; expected a folder such as output"),
        (timesheet + ["--templates", ""], "the templates folder is empty"),
        (timesheet + ["--name", "../escape"], #"invalid file name "../escape""#),
        (timesheet + ["--name", ""], #"invalid file name """#),
        (timesheet + ["--config", ""], "--config is empty; expected a file such as quipu.yml"),
        (["timesheet", "--state", "", "--period", "2024-W13", "--time-zone", "UTC"], "an input file's path is empty"),
        (["fasting", "--history", "", "--time-zone", "UTC"], "an input file's path is empty"),
        (["site", "--history", "fasting.json", "--time-zone", "UTC", "--name", "x"], "a site's files have fixed names"),
        (["site", "--history", "fasting.json", "--time-zone", "UTC", "--base-url", #"https://example.org/"<x>/"#], "invalid base URL"),
        (["rates", "--rates", CommandLineTests.repositoryRoot.path + "/Examples/ecb/eurofxref-hist-90d.xml", "--from", "USD", "--to", "JPY",
          "--date", "2017-02-24", "--amount", "1234567890123456789012345678901234567890"], "--amount: invalid amount"),
        (["help", "bogus"], #"no command "bogus" to help with; expected one of build, timesheet"#),
        (["help", "templates", "bogus"], #"no command "bogus" to help with; expected one of export"#),
    ]

    @Test("a word that cannot be meant is a usage error naming it, and nothing is written", arguments: cases)
    func refused(arguments: [String], message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"projects":[]}"#.utf8).write(to: directory.appendingPathComponent("AppState.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("fasting.json"))
        let result = try runQuipu(arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("quipu: error: \(message)") || result.standardError.contains(": \(message)"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["AppState.json", "fasting.json"])
    }
}
