import Foundation
import Testing

@Suite("Missing inputs named in quipu.yml")
struct MissingInputTests {
    @Test("a missing input named in quipu.yml is said at the key that names it, with its line")
    func missingInputInConfig() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = "timeZone: UTC\nfasting:\n  - history: fasting.json\n  - history: nofast.json\n    period: 2024-03\n"
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("fasting.json"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 66)
        #expect(result.standardError == "quipu: error: quipu.yml: line 4: fasting[1].history: nofast.json: no such file\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("a missing file named outside the report's entry is said at its own key: the top-level rates, a client's tracker file")
    func missingInputOutsideTheEntry() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = CommandLineTests.repositoryRoot.path
        let example = try String(contentsOfFile: root + "/quipu.yml", encoding: .utf8)
            .replacingOccurrences(of: "workspace: Examples", with: "workspace: \(root)/Examples")
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        let ratesLine = try #require(lines.firstIndex { $0.hasPrefix("rates:") }) + 1
        let stateLine = try #require(lines.firstIndex { $0 == "    state: AppState.json" }) + 1
        let invoice = ["invoice", "acme", "--config", "q.yml", "--period", "2024-03", "--number", "1", "--as-of", "2024-04-01T00:00:00Z", "--out", "out"]

        for (line, replacement, place, file) in [(ratesLine, "rates: nope.xml", "rates", "nope.xml"),
                                                 (stateLine, "    state: acme.json", "clients.acme.state", "acme.json")] {
            var edited = lines
            edited[line - 1] = Substring(replacement)
            try Data(edited.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("q.yml"))
            let result = try runQuipu(invoice, in: directory)
            #expect(result.status == 66)
            #expect(result.standardError == "quipu: error: q.yml: line \(line): \(place): \(root)/Examples/\(file): no such file\n")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
}
