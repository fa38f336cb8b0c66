import Foundation
import Testing

@Suite("Missing inputs named in quipu.yml")
struct MissingInputTests {
    @Test("a missing input named in quipu.yml is said at the entry that names it, with its line")
    func missingInputInConfig() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = "timeZone: UTC\nfasting:\n  - history: fasting.json\n  - history: nofast.json\n    period: 2024-03\n"
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("fasting.json"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 66)
        #expect(result.standardError == "quipu: error: quipu.yml: line 4: fasting[1]: nofast.json: no such file\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }
}
