import Foundation
@testable import QuipuFormats
import Testing

@Suite("A run writes all its files or none")
struct AllOrNothingWriteTests {
    /// A fresh folder holding `old.csv` with the text "old".
    func folder() throws -> String {
        let path = try temporaryFolder("quipu-atomic")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path + "/old.csv"))
        return path
    }

    func tree(_ folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    }

    @Test("a destination that cannot take a file leaves every output as it was, with no temporary file or new folder",
          arguments: ["a folder at the file", "a file at a folder", "a link at the file"])
    func oneBadDestination(kind: String) throws {
        let folder = try folder()
        let bad: String
        switch kind {
        case "a folder at the file":
            bad = folder + "/blocked.csv"
            try FileManager.default.createDirectory(atPath: bad, withIntermediateDirectories: true)
        case "a file at a folder":
            try Data("file".utf8).write(to: URL(fileURLWithPath: folder + "/taken"))
            bad = folder + "/taken/deeper/report.csv"
        default:
            bad = folder + "/linked.csv"
            try FileManager.default.createSymbolicLink(atPath: bad, withDestinationPath: folder + "/old.csv")
        }
        let before = try tree(folder)
        let reports = [RenderedReport(path: folder + "/old.csv", bytes: Array("new".utf8)),
                       RenderedReport(path: folder + "/new/sub/fresh.csv", bytes: Array("fresh".utf8)),
                       RenderedReport(path: bad, bytes: Array("bad".utf8))]
        let error = #expect(throws: QuipuError.self) { try OutputWriter.write(reports) }
        #expect(error?.status == .cannotCreate)
        #expect(error?.message.contains("expected") == true, "\(error?.message ?? "")")
        #expect(try tree(folder) == before)
        #expect(try String(contentsOfFile: folder + "/old.csv", encoding: .utf8) == "old")
    }

    @Test("when every destination is fine, every file is written and the unchanged ones are left alone")
    func allWritten() throws {
        let folder = try folder()
        let written = try OutputWriter.write([RenderedReport(path: folder + "/old.csv", bytes: Array("old".utf8)),
                                              RenderedReport(path: folder + "/a/b/new.csv", bytes: Array("new".utf8))])
        #expect(written == [WrittenFile(path: folder + "/old.csv", changed: false), WrittenFile(path: folder + "/a/b/new.csv", changed: true)])
        #expect(try tree(folder) == ["a", "a/b", "a/b/new.csv", "old.csv"])
    }

    @Test("a file that another file of the same run needs as its folder is refused before anything is written")
    func fileAndFolderAtOnce() throws {
        let folder = try folder()
        let error = #expect(throws: QuipuError.self) {
            try OutputWriter.write([RenderedReport(path: folder + "/x", bytes: [1]), RenderedReport(path: folder + "/x/y.csv", bytes: [2])])
        }
        #expect(error?.message.hasPrefix(folder + "/x: cannot be both a file and the folder of") == true, "\(error?.message ?? "")")
        #expect(try tree(folder) == ["old.csv"])
    }

    @Test("`templates export` into a folder where one file cannot go writes no template at all")
    func exportAllOrNothing() throws {
        let folder = try folder()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder + "/schemas"))
        let error = #expect(throws: QuipuError.self) { try Templates.exportBuiltIn(to: folder, overwrite: true) }
        #expect(error?.message.hasPrefix(folder + "/schemas: cannot create the output folder") == true, "\(error?.message ?? "")")
        #expect(try tree(folder) == ["old.csv", "schemas"])
    }
}
