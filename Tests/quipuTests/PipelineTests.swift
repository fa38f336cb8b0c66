import Foundation
import Testing

/// One pipeline and one option set for every report, and an installed binary that needs no source tree.
@Suite("Report pipeline, end to end", .serialized)
struct PipelineTests {
    static let examples = CommandLineTests.repositoryRoot.appendingPathComponent("Examples")

    func workspace(_ config: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: url.appendingPathComponent("quipu.yml"))
        return url
    }

    @Test("two entries of one build that would write the same file are an error naming both, and nothing is written")
    func duplicateOutputs() throws {
        let directory = try workspace("""
        workspace: \(Self.examples.path)
        timeZone: Europe/Berlin
        timesheets:
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z"}
          - {state: AppState.json, period: 2024-03, asOf: "2024-04-01T00:00:00Z"}
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-02T00:00:00Z", formats: [csv]}
        """)
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 64)
        #expect(result.standardError == "quipu: error: quipu.yml: line 4: timesheets[0] and quipu.yml: line 6: timesheets[2] would both write "
            + "output/timesheet-2024-W13.csv; expected each report to write files of its own (change a period, a number or the output folder)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("`quipu timesheet` takes the config's output folder, time zone and templates, and a flag wins over each")
    func configDefaults() throws {
        let directory = try workspace("output: reports\ntimeZone: Asia/Kolkata\n")
        let common = ["timesheet", "--state", Self.examples.path + "/AppState.json", "--period", "2024-03-25", "--as-of", "2024-04-01T00:00:00Z",
                      "--format", "xml"]
        let fromConfig = try runQuipu(common, in: directory)
        #expect(fromConfig.status == 0, "\(fromConfig.standardError)")
        #expect(fromConfig.standardOutput == "reports/timesheet-2024-03-25.xml\n")
        let xml = try String(contentsOf: directory.appendingPathComponent("reports/timesheet-2024-03-25.xml"), encoding: .utf8)
        #expect(xml.contains(#"timeZone="Asia/Kolkata""#))

        let fromFlags = try runQuipu(common + ["--out", "elsewhere", "--time-zone", "Asia/Tokyo"], in: directory)
        #expect(fromFlags.standardOutput == "elsewhere/timesheet-2024-03-25.xml\n")
        let flagged = try String(contentsOf: directory.appendingPathComponent("elsewhere/timesheet-2024-03-25.xml"), encoding: .utf8)
        #expect(flagged.contains(#"timeZone="Asia/Tokyo""#))
    }

    @Test("a --config that does not exist is an error, not silently ignored")
    func missingConfig() throws {
        let directory = try workspace("")
        let result = try runQuipu(["timesheet", "--state", Self.examples.path + "/AppState.json", "--period", "2024-W13", "--config", "nope.yml"],
                                  in: directory)
        #expect(result.status == 66)
        #expect(result.standardError.hasPrefix("quipu: error: nope.yml:"))
    }

    @Test("a range of months is a period of its own")
    func monthRange() throws {
        let directory = try workspace("")
        let result = try runQuipu(["timesheet", "--state", Self.examples.path + "/AppState.json", "--period", "2024-01..2024-03",
                                   "--time-zone", "Europe/Berlin", "--as-of", "2024-04-01T00:00:00Z", "--format", "csv"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "output/timesheet-2024-01_2024-03.csv\n")
    }

    @Test("a copy of the binary, far from the source tree, makes the example reports with its built-in templates")
    func installedBinary() throws {
        let install = try workspace("""
        workspace: data
        timeZone: Europe/Berlin
        timesheets:
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z"}
        """)
        try FileManager.default.createDirectory(at: install.appendingPathComponent("data"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("AppState.json"), to: install.appendingPathComponent("data/AppState.json"))
        let binary = install.appendingPathComponent("bin/quipu")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: quipuExecutable, to: binary)
        let result = try runQuipu(["build"], in: install, executable: binary)
        #expect(result.status == 0, "\(result.standardError)")
        let golden = CommandLineTests.repositoryRoot.appendingPathComponent("Tests/QuipuFormatsTests/Golden/timesheet-2024-W13.html")
        #expect(try Data(contentsOf: install.appendingPathComponent("output/timesheet-2024-W13.html")) == Data(contentsOf: golden))
    }

    @Test("`quipu templates export` writes the built-in templates, which then work as --templates")
    func exportTemplates() throws {
        let directory = try workspace("")
        let export = try runQuipu(["templates", "export", "mine"], in: directory)
        #expect(export.status == 0, "\(export.standardError)")
        #expect(export.standardOutput.contains("mine/timesheet.xsl\n"))
        #expect(export.standardOutput.contains("mine/schemas/timesheet.xsd\n"))
        let again = try runQuipu(["templates", "export", "mine"], in: directory)
        #expect(again.status == 73)
        #expect(again.standardError.contains("pass --force"))

        // A changed copy is what renders.
        let stylesheet = directory.appendingPathComponent("mine/timesheet.xsl")
        let changed = try String(contentsOf: stylesheet, encoding: .utf8).replacingOccurrences(of: "concat(l:label('timesheet.title'), ' ', @period)", with: "concat('Stundenzettel ', @period)")
        try Data(changed.utf8).write(to: stylesheet)
        let run = try runQuipu(["timesheet", "--state", Self.examples.path + "/AppState.json", "--period", "2024-W13", "--time-zone", "Europe/Berlin",
                                "--format", "html", "--templates", "mine"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOf: directory.appendingPathComponent("output/timesheet-2024-W13.html"), encoding: .utf8)
            .contains("<title>Stundenzettel 2024-W13</title>"))
    }

    @Test("a child that writes more than a pipe holds to stderr does not hang the test helper")
    func largeStandardError() throws {
        let directory = try workspace("")
        let longName = String(repeating: "x", count: 200) + "/"
        let path = String(repeating: longName, count: 500) + "AppState.json"
        let result = try runQuipu(["timesheet", "--state", path, "--period", "2024-W13"], in: directory)
        #expect(result.status != 0)
        #expect(result.standardError.utf8.count > 65_536)
    }
}
