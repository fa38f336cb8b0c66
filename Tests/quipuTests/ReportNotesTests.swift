import Foundation
import Testing

/// What a report says on stderr beside its files: a period with no data, a fasting history in
/// another time format.
@Suite("Notes on empty periods and odd histories")
struct ReportNotesTests {
    static let examples = CommandLineTests.repositoryRoot.path + "/Examples"

    /// Runs `quipu` in a new folder holding `files`, and gives what it printed and the files it wrote in output/.
    func run(_ arguments: [String], files: [String: String] = [:]) throws -> (run: QuipuRun, written: [String]) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, contents) in files { try Data(contents.utf8).write(to: directory.appendingPathComponent(name)) }
        let result = try runQuipu(arguments, in: directory)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("output").path)) ?? []
        return (result, written.sorted())
    }

    @Test("a timesheet of a period without a slip says so in a note, and is written")
    func emptyTimesheet() throws {
        let (result, written) = try run(["timesheet", "--state", Self.examples + "/AppState.json", "--period", "2023-W45", "--time-zone", "UTC",
                                         "--as-of", "2024-04-01T00:00:00Z", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.standardError == "quipu: note: no slip in \(Self.examples)/AppState.json has time in 2023-W45 (2023-11-06 to 2023-11-12); "
            + "the timesheet is empty\n")
        #expect(written == ["timesheet-2023-W45.csv"])
    }

    @Test("a timesheet with time in its period has no such note")
    func timesheetWithTime() throws {
        let (result, _) = try run(["timesheet", "--state", Self.examples + "/AppState.json", "--period", "2024-03-25", "--time-zone", "UTC",
                                   "--as-of", "2024-04-01T00:00:00Z", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
    }

    @Test("a fasting summary of a period without a fast, or of a history without one by its as-of instant, says so in a note")
    func emptyFasting() throws {
        let period = try run(["fasting", "--history", Self.examples + "/fasting.json", "--period", "2020-03", "--time-zone", "UTC",
                              "--as-of", "2025-01-01T08:00:00Z", "--format", "csv"])
        #expect(period.run.status == 0)
        #expect(period.run.standardError == "quipu: note: as of 2025-01-01T08:00:00Z, no fast in \(Self.examples)/fasting.json ends in 2020-03 "
            + "(2020-03-01 to 2020-03-31) and none is running then; the summary is empty\n")
        #expect(period.written == ["fasting-2020-03.csv"])
        let history = try run(["fasting", "--history", "f.json", "--time-zone", "UTC", "--format", "csv"],
                              files: ["f.json": #"[{"goal":{"duration":57600}}]"#])
        #expect(history.run.status == 0)
        #expect(history.run.standardError == "quipu: note: skipped 1 fast that was never begun (no \"start\")\n"
            + "quipu: note: f.json holds no begun fast; the summary is empty\n")
        // Fasts begun after the as-of instant are left out of the report.
        let later = try run(["fasting", "--history", "f.json", "--time-zone", "UTC", "--format", "csv", "--as-of", "2024-01-01T00:00:00Z"],
                            files: ["f.json": #"[{"goal":{"duration":57600},"start":733000000,"end":733060000}]"#])
        #expect(later.run.status == 0)
        #expect(later.run.standardError == "quipu: note: as of 2024-01-01T00:00:00Z, no fast in f.json has begun (the first begins at "
            + "2024-03-24T19:06:40Z); the summary is empty\n")
    }

    @Test("a history whose times look like Unix seconds gets a note naming the mix-up")
    func unixSecondsHistory() throws {
        // 2024-01-01T00:00:00Z to 16 hours later, in seconds since 1970.
        let (result, _) = try run(["fasting", "--history", "f.json", "--time-zone", "UTC", "--format", "csv", "--as-of", "2060-01-01T00:00:00Z"],
                                  files: ["f.json": #"[{"goal":{"duration":57600},"start":1704067200,"end":1704124800}]"#])
        #expect(result.status == 0)
        #expect(result.standardError == "quipu: note: f.json: every fast starts after 2040 (the first on 2055-01-01): are these Unix seconds "
            + "(since 1970)? Quipu reads seconds since 2001-01-01, as Swift's JSONEncoder writes Date (as Unix seconds, the first would start on 2024-01-01)\n")
    }
}
