import Foundation
@testable import QuipuFormats
import Testing

@Suite("Writing outputs atomically")
struct OutputWriterTests {
    func folder() throws -> String { try temporaryFolder("quipu-writer") }

    func inode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }

    @Test("a file is written whole, replaced by a rename (a new inode), and left alone when its bytes are already there")
    func replaceAndKeep() throws {
        let folder = try folder(), path = folder + "/report.csv"
        #expect(try OutputWriter.write(Array("first\r\n".utf8), to: path))
        let first = try inode(path)
        #expect(try OutputWriter.write(Array("second\r\n".utf8), to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\r\n")
        let second = try inode(path)
        #expect(second != first)
        #expect(try OutputWriter.write(Array("second\r\n".utf8), to: path) == false)
        #expect(try inode(path) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.csv"])
    }

    @Test("a file that cannot be put in place is an error naming it, and no temporary file is left behind")
    func failureLeavesNothing() throws {
        let folder = try folder(), path = folder + "/report.csv"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let error = #expect(throws: QuipuError.self) { try OutputWriter.write(Array("rows".utf8), to: path) }
        #expect(error?.status == .cannotCreate)
        #expect(error?.message.hasPrefix("\(path): cannot write") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.csv"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
    }

    @Test("an output folder that cannot be made is an error naming it")
    func folderCannotBeMade() throws {
        let folder = try folder()
        try OutputWriter.write(Array("a file".utf8), to: folder + "/taken")
        let error = #expect(throws: QuipuError.self) { try OutputWriter.write(Array("rows".utf8), to: folder + "/taken/report.csv") }
        #expect(error?.status == .cannotCreate)
        #expect(error?.message.hasPrefix("\(folder)/taken: cannot create the output folder") == true)
    }
}
