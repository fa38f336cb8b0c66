import Foundation
@testable import QuipuFormats
import Testing

/// Two entries never write one file, whatever path leads to it.
@Suite("Distinct outputs")
struct DistinctOutputsTests {
    static let environment = RunEnvironment(now: Date(timeIntervalSinceReferenceDate: 0), systemTimeZone: .named("UTC"))

    /// The reports of two checkout entries writing `report.csv` into `first` and `second`.
    static func checkouts(into first: String, _ second: String, in folder: String) throws -> [any Report] {
        let yaml = """
        checkouts:
          - {orders: a.json, name: report, formats: [csv], output: \(first)}
          - {orders: b.json, name: report, formats: [csv], output: \(second)}

        """
        return try QuipuConfig.parse(Array(yaml.utf8), path: folder + "/quipu.yml").reports(in: environment)
    }

    /// A new folder holding `output/` and `alias`, a link to it; its path.
    static func folderWithAlias() throws -> String {
        let folder = try temporaryFolder("quipu-distinct")
        try FileManager.default.createDirectory(atPath: folder + "/output", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: "output")
        return folder
    }

    @Test("two entries writing report.csv, one through output/ and one through a link to it, are refused naming both")
    func throughALink() throws {
        let folder = try Self.folderWithAlias()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = #expect(throws: QuipuError.self) { try Pipeline.checkDistinctOutputs(try Self.checkouts(into: "output", "alias", in: folder)) }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix("\(folder)/quipu.yml: line 2: checkouts[0] and \(folder)/quipu.yml: line 3: checkouts[1] would both write") == true,
                "\(error?.message ?? "")")
        #expect(throws: QuipuError.self) { try Pipeline.checkDistinctOutputs(try Self.checkouts(into: "output", "alias/../output", in: folder)) }
        #expect(throws: QuipuError.self) { try Pipeline.checkDistinctOutputs(try Self.checkouts(into: "alias/new", "output/new", in: folder)) }
        try Pipeline.checkDistinctOutputs(try Self.checkouts(into: "output", "output/other", in: folder))
    }

    @Test("a destination is its folder's real path and the rest of its path, whether or not the folder exists yet")
    func destinations() throws {
        let folder = try Self.folderWithAlias()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = try #require(realpath(folder, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) })
        #expect(OutputDestination(path: folder + "/alias/a.csv").canonicalPath == real + "/output/a.csv")
        #expect(OutputDestination(path: folder + "/alias/x/y/a.csv").canonicalPath == real + "/output/x/y/a.csv")
        #expect(OutputDestination(path: folder + "/alias/a.csv").identity == OutputDestination(path: folder + "/output/./a.csv").identity)
        #expect(OutputDestination(path: folder + "/output/a.csv").identity != OutputDestination(path: folder + "/output/b.csv").identity)
    }
}
