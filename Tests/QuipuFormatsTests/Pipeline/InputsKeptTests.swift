import Foundation
@testable import QuipuFormats
import Testing

/// A run never writes over what it reads.
@Suite("Inputs are never written")
struct InputsKeptTests {
    static let environment = RunEnvironment(now: Date(timeIntervalSinceReferenceDate: 0), systemTimeZone: .named("UTC"))

    @Test("a timesheet named like its own tracker file, in its folder, is refused with exit 73, and the file is left as it was")
    func ownInput() throws {
        let folder = try temporaryFolder("quipu-inputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = folder + "/toggl.csv"
        try FileManager.default.copyItem(atPath: repositoryRoot.path + "/Examples/trackers/toggl.csv", toPath: export)
        let before = try Data(contentsOf: URL(fileURLWithPath: export))
        let request = TimesheetRequest(statePath: export, period: .of("2024-W11"),
                                       options: ReportOptions(timeZone: .named("UTC"), formats: [.csv], outputDirectory: folder, fileStem: "toggl"))
        let error = #expect(throws: QuipuError.self) { try Pipeline.run([try request.resolve(in: Self.environment)]) }
        #expect(error?.status == .cannotCreate)
        #expect(error?.message == "the report would write over its own input \(export); expected the files apart from the inputs (another output folder or name)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: export)) == before)
    }

    @Test("one entry writing over another entry's input, through a link, is refused naming both")
    func anotherReportsInput() throws {
        let folder = try temporaryFolder("quipu-inputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: repositoryRoot.path + "/Examples/trackers/toggl.csv", toPath: folder + "/toggl.csv")
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: ".")
        let yaml = """
        timeZone: UTC
        timesheets:
          - {state: toggl.csv, period: 2024-W11, formats: [csv], name: week}
          - {state: toggl.csv, period: 2024-W12, formats: [csv], output: alias, name: toggl}

        """
        let reports = try QuipuConfig.parse(Array(yaml.utf8), path: folder + "/quipu.yml").reports(in: Self.environment)
        let error = #expect(throws: QuipuError.self) { try Pipeline.run(reports) }
        #expect(error?.status == .cannotCreate)
        #expect(error?.message == "\(folder)/quipu.yml: line 4: timesheets[1] would write \(folder)/alias/toggl.csv over \(folder)/toggl.csv, "
                + "an input of \(folder)/quipu.yml: line 3: timesheets[0]; expected the files apart from the inputs (another output folder or name)",
                "\(error?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder + "/output/week.csv"))
    }
}
