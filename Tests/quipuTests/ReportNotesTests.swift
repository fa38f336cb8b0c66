import Foundation
import Testing

/// What a report says on stderr beside its files: a fasting history in another time format.
@Suite("Notes on odd histories")
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
