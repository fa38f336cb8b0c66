import Foundation
import QuipuFormats
import Testing

@Suite("quipu.yml mistakes")
struct ConfigTests {
    static let cases: [(config: String, message: String)] = [
        ("timezone: Europe/Berlin\ntimesheets:\n  - state: a.json\n    period: 2024-W13\n",
         "quipu.yml: line 1: timezone: unknown key; expected one of workspace, output, templates, timeZone, weekStart, rates"),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    asof: 2024-04-01T00:00:00Z\n",
         "quipu.yml: line 4: timesheets[0].asof: unknown key; expected one of state, period, midnight, round, columns, nonBillable, stateFormat, sourceTimeZone, mapping, timeZone, weekStart, asOf"),
        ("timesheets:\n  - period: 2024-W13\n", "quipu.yml: line 2: timesheets[0]: missing key `state`; expected a timesheet: state and period"),
        ("timesheets: [\n", "quipu.yml: not valid YAML: 2:1: error: parser: while parsing a flow node"),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    formats: [docx]\n",
         #"quipu.yml: line 4: timesheets[0].formats: unknown format "docx"; expected html, xml, csv or pdf"#),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    formats: []\n", "quipu.yml: line 4: timesheets[0].formats: no format given"),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    round: 15:sideways\n",
         #"quipu.yml: line 4: timesheets[0].round: invalid rounding "15:sideways""#),
        ("timesheets:\n  - state: a.json\n    period: 2024-W61\n", "quipu.yml: line 3: timesheets[0].period: "),
        ("timesheets:\n  - state: a.json\n    period: 2024-W13\n    timeZone: Mars/Olympus\n",
         #"quipu.yml: line 4: timesheets[0].timeZone: unknown time zone "Mars/Olympus""#),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, columns: fortnight}\n",
         #"quipu.yml: line 2: timesheets[0].columns: "fortnight" is not valid; expected day or week or month"#),
        ("output: out\n", "quipu.yml: no reports to make; expected a section \(ReportKinds.sectionList)"),
        // A key written twice, at any depth, names where (Yams alone says only "duplicated key(s)").
        ("timeZone: UTC\ntimesheets:\n  - state: a.json\n    period: 2024-W13\ntimeZone: Europe/Berlin\n",
         "quipu.yml: line 1: timeZone: written twice (also on line 5); expected each key once in a mapping"),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, period: 2024-W14}\n",
         "quipu.yml: line 2: timesheets[0].period: written twice (also on line 2)"),
        ("clients:\n  acme:\n    name: A\n    address: {street: S, city: C, street: T}\n",
         "quipu.yml: line 4: clients.acme.address.street: written twice (also on line 4)"),
        // An empty path would mean the root folder.
        ("output: ''\ntimesheets:\n  - {state: a.json, period: 2024-W13}\n", "quipu.yml: line 1: output: is empty; expected a folder"),
        ("workspace: ''\ntimesheets:\n  - {state: a.json, period: 2024-W13}\n", "quipu.yml: line 1: workspace: is empty; expected a folder"),
        ("timesheets:\n  - {state: '', period: 2024-W13}\n", "quipu.yml: line 2: timesheets[0].state: is empty; expected a tracker file"),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, output: ''}\n", "quipu.yml: line 2: timesheets[0].output: is empty; expected a folder"),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, name: ../up}\n", #"quipu.yml: line 2: timesheets[0].name: invalid file name "../up""#),
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
