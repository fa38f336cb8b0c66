import Foundation
import QuipuFormats
import Testing

/// Words on the command line that cannot be meant: each is a usage error (exit 64) in one line,
/// and nothing is written.
@Suite("Usage errors on the command line")
struct UsageErrorTests {
    static let timesheet = ["timesheet", "--state", "AppState.json", "--period", "2024-W13", "--time-zone", "UTC"]

    static let cases: [(arguments: [String], message: String)] = [
        (timesheet + ["--format", ""], #"unknown format """#),
        (timesheet + ["--format", ","], #"unknown format """#),
        (timesheet + ["--format", "ubl"], #"unknown format "ubl"; expected html, xml, csv or pdf"#),
        (timesheet + ["--out", ""], "the output folder is empty; expected a folder such as output"),
        (["site", "--history", "fasting.json", "--time-zone", "UTC", "--author", ""], "the feed's author is empty; expected a name, or no author for the title"),
        // A mistake found after parsing points to the command's help as the parser's do.
        (["site", "--history", "fasting.json"], "no time zone; expected --time-zone or `timeZone:` in quipu.yml (an IANA id such as Europe/Berlin) (see quipu site --help)"),
        (timesheet + ["--as-of", "9999-12-31T23:59:59Z"], #"as-of instant "9999-12-31T23:59:59Z" is outside the supported range, from 0001-01-02 to 9999-12-30 UTC"#),
        (timesheet + ["--as-of", "2024-04-01"], #"invalid as-of instant "2024-04-01"; expected an ISO 8601 instant with an offset"#),
        (timesheet + ["--templates", ""], "the templates folder is empty"),
        (timesheet + ["--name", "../escape"], #"invalid file name "../escape""#),
        (timesheet + ["--name", ""], #"invalid file name """#),
        (timesheet + ["--config", ""], "--config is empty; expected a file such as quipu.yml"),
        (timesheet + ["--locale", "tlh"], #""tlh" is not a locale Quipu writes documents in; expected one of de-DE, de-CH, fr-FR, fr-CH, nl-NL, en-GB, en-US, es-ES, it-IT"#),
        (timesheet + ["--locale", "xx-INVALID"], #""xx-INVALID" is not a locale Quipu writes documents in"#),
        (timesheet + ["--locale", "de-DE,de-CH"], "de-DE and de-CH are of one language; expected a second locale of another language"),
        (timesheet + ["--locale", ""], #""" is not a locale Quipu writes documents in"#),
        (["timesheet", "--state", "", "--period", "2024-W13", "--time-zone", "UTC"], "an input file's path is empty"),
        (["fasting", "--history", "", "--time-zone", "UTC"], "an input file's path is empty"),
        (["site", "--history", "fasting.json", "--time-zone", "UTC", "--name", "x"], "unknown option '--name'; quipu site takes --time-zone, --week-start, --as-of, --out, --templates, --locale, --config"),
        (["site", "--history", "fasting.json", "--time-zone", "UTC", "--base-url", #"https://example.org/"<x>/"#], "invalid base URL"),
        (["rates", "--rates", CommandLineTests.repositoryRoot.path + "/Examples/ecb/eurofxref-hist-90d.xml", "--from", "USD", "--to", "JPY",
          "--date", "2017-02-24", "--amount", "1234567890123456789012345678901234567890"], "--amount: invalid amount"),
        // Periods a report cannot be made of: beyond what dates can be written in, or too long to tabulate.
        (["timesheet", "--state", "AppState.json", "--period", "0001-01..9999-12", "--time-zone", "UTC"],
         "the period 0001-01..9999-12 covers 3652059 days, from 0001-01-01 to 9999-12-31; expected at most 36525 days"),
        (["timesheet", "--state", "AppState.json", "--period", "0001-W01", "--week-start", "sunday", "--time-zone", "UTC"],
         "the period 0001-W01 runs from 0000-12-31 to 0001-01-06, outside the years 1–9999"),
        (["fasting", "--history", "fasting.json", "--period", "9999-W52", "--week-start", "sunday", "--time-zone", "UTC"],
         "the period 9999-W52 runs from 9999-12-26 to 10000-01-01, outside the years 1–9999"),
        (["templates", "export", ""], "the folder to export to is empty"),
        (["build", "--config", ""], "an input file's path is empty"),
        (["rates", "--rates", "", "--from", "USD", "--to", "EUR", "--date", "2017-02-24"], "an input file's path is empty"),
        (["checkout", "--orders", "", "--rates", "x.xml"], "an input file's path is empty"),
        (["fasting", "--history", "fasting.json", "--stages", "", "--time-zone", "UTC"], "an input file's path is empty"),
        (timesheet + ["--columns", "fortnight"], #"invalid column grain "fortnight"; expected day or week or month"#),
        (["help", "bogus"], #"no command "bogus" to help with; expected one of \#(quipuCommands)"#),
        (["help", "templates", "bogus"], #"no command "bogus" to help with; expected one of export"#),
        // Mistakes the argument parser finds read like every other error: one line, controls escaped.
        (["timesheet", "--state", "AppState.json"], "Missing expected argument '--period <period>' (see quipu timesheet --help)"),
        (["frobnicate"], "unknown command 'frobnicate'; expected one of \(quipuCommands), help (see quipu --help)"),
        (timesheet + ["--x\u{1B}[31mred"], #"unknown option '--x\u{1B}[31mred' (see quipu timesheet --help)"#),
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

    @Test("a whole fasting history longer than 100 years is refused as data, naming its span")
    func historyTooLong() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fasts = #"[{"goal":{"duration":57600},"start":-63100000000,"end":-63099990000},"#
            + #"{"goal":{"duration":57600},"start":252400000000,"end":252400010000}]"#
        try Data(fasts.utf8).write(to: directory.appendingPathComponent("fasting.json"))
        let result = try runQuipu(["fasting", "--history", "fasting.json", "--time-zone", "UTC", "--as-of", "9999-12-01T00:00:00Z"], in: directory)
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("quipu: error: the whole history of fasting.json covers 3651621 days, from 0001-06-11 to 9999-03-29; expected at most 36525 days"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fasting.json"])
    }
}
