import Foundation
import Testing

@Suite("quipu.yml mistakes")
struct ConfigTests {
    static let cases: [(config: String, message: String)] = [
        ("timezone: Europe/Berlin\ntimesheets:\n  - state: a.json\n    period: 2024-W13\n",
         "quipu.yml: timezone: unknown key; expected one of workspace, output, templates, timeZone, weekStart, timesheets"),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    asof: 2024-04-01T00:00:00Z\n",
         "quipu.yml: timesheets[0].asof: unknown key; expected one of state, period, timeZone"),
        ("timesheets:\n  - period: 2024-W13\n", #"quipu.yml: timesheets[0].state: missing; expected the key "state""#),
        ("timesheets: [\n", "quipu.yml: not valid YAML: 2:1: error: parser: while parsing a flow node"),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    formats: [pdf]\n", #"quipu.yml: timesheets[0].formats: unknown format "pdf""#),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    round: 15:sideways\n", #"quipu.yml: timesheets[0]: invalid rounding "15:sideways""#),
        ("output: out\n", "quipu.yml: no reports to make; expected a `timesheets:`, `invoices:`, `checkouts:` or `fasting:` list or a `site:` section"),
    ]

    @Test("a config mistake names the file and the key, and nothing is written", arguments: cases)
    func mistake(config: String, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        try Data(#"{"projects":[]}"#.utf8).write(to: directory.appendingPathComponent("a.json"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 64, "every quipu.yml mistake exits 64, as the README says")
        #expect(result.standardError.hasPrefix("quipu: error: " + message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }
}
