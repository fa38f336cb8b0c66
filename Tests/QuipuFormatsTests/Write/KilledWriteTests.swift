import Foundation
@testable import QuipuFormats
import Testing

/// A write stopped at every step, as a kill would stop it, leaves every output all old or all
/// new once the next run has recovered, and no temporary file.
@Suite("A killed write never leaves a mix")
struct KilledWriteTests {
    /// A workspace whose `out/` holds the old outputs, and the new ones a run writes: three
    /// changed, one the same, one new in a new folder.
    struct Workspace {
        let root: String
        var journal: OutputJournal { .workspace(directory: root) }

        init() throws {
            root = try temporaryFolder("quipu-killed")
            for (path, text) in Self.old {
                try FileManager.default.createDirectory(atPath: OutputWriter.parentFolder(of: root + "/" + path), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
            }
        }

        static let old = ["out/a.csv": "old a", "out/b.html": "old b", "out/same.csv": "same", "out/sub/c.xml": "old c"]
        static let new = ["out/a.csv": "new a", "out/b.html": "new b", "out/same.csv": "same", "out/sub/c.xml": "new c", "out/fresh/d.csv": "new d"]
        static let changedCount = 4

        var newReports: [RenderedReport] {
            Self.new.keys.sorted().map { RenderedReport(path: root + "/" + $0, bytes: Array(Self.new[$0]!.utf8)) }
        }

        /// Every file and folder under the root, by relative path; a folder's bytes are `nil`.
        func tree() throws -> [String: String?] {
            var tree: [String: String?] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                tree[path] = isFolder.boolValue ? .some(nil) : .some(try String(contentsOfFile: root + "/" + path, encoding: .utf8))
            }
            return tree
        }

        /// The tree of `files`, with their folders.
        static func tree(of files: [String: String]) -> [String: String?] {
            var tree: [String: String?] = files.mapValues { .some($0) }
            for path in files.keys {
                var folder = (path as NSString).deletingLastPathComponent
                while !folder.isEmpty {
                    tree[folder] = .some(nil)
                    folder = (folder as NSString).deletingLastPathComponent
                }
            }
            return tree
        }
    }

    static let faults: [WriteFault] = (0...Workspace.new.count).map(WriteFault.afterStaging) + [.afterCommit]
        + (0...Workspace.changedCount).map(WriteFault.afterRename)

    @Test("a write stopped at a step leaves, once recovered, every output all old (before the commit) or all new, and no temporary file",
          arguments: faults)
    func stoppedAt(fault: WriteFault) throws {
        let workspace = try Workspace()
        let error = #expect(throws: QuipuError.self) {
            try workspace.journal.locked { journal throws(QuipuError) in
                try OutputWriter.write(workspace.newReports, journal: journal, workers: 2, fault: fault)
            }
        }
        #expect(error == fault.stop)
        #expect(FileManager.default.fileExists(atPath: workspace.journal.recordPath), "the stopped write leaves its record")
        try workspace.journal.recover()
        let committed = if case .afterStaging = fault { false } else { true }
        #expect(try workspace.tree() == Workspace.tree(of: committed ? Workspace.new : Workspace.old))
    }

    @Test("the next write after a stopped one recovers first, then writes every file")
    func nextWriteRecovers() throws {
        let workspace = try Workspace()
        _ = try? workspace.journal.locked { journal throws(QuipuError) in
            try OutputWriter.write(workspace.newReports, journal: journal, fault: .afterRename(1))
        }
        let written = try workspace.journal.locked { journal throws(QuipuError) in try OutputWriter.write(workspace.newReports, journal: journal) }
        #expect(written.filter(\.changed).isEmpty, "the recovery put every file in place")
        #expect(try workspace.tree() == Workspace.tree(of: Workspace.new))
    }

    @Test("a second run waits while the first holds the lock, and never touches the first one's temporary files")
    func lockWaits() throws {
        let workspace = try Workspace()
        let staged = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), waiting = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        Thread {
            _ = try? workspace.journal.locked { journal throws(QuipuError) in
                _ = try? OutputWriter.write(workspace.newReports, journal: journal, fault: .afterStaging(2))
                staged.signal()
                release.wait()
            }
            firstDone.signal()
        }.start()
        staged.wait()
        let temporaries = try workspace.tree().keys.filter { $0.contains(".quipu-") }
        #expect(temporaries.count == 2)
        let second = Outcome()
        Thread {
            second.result = Result { () throws(QuipuError) in
                try workspace.journal.locked(waiting: { waiting.signal() }) { journal throws(QuipuError) in
                    try OutputWriter.write(workspace.newReports, journal: journal)
                }
            }
            secondDone.signal()
        }.start()
        waiting.wait()
        #expect(try workspace.tree().keys.filter { $0.contains(".quipu-") } == temporaries, "the waiting run has not recovered")
        #expect(try workspace.tree()["out/a.csv"] == "old a")
        release.signal()
        firstDone.wait()
        secondDone.wait()
        #expect(try second.result?.get().map(\.changed) == [true, true, true, false, true])
        #expect(try workspace.tree() == Workspace.tree(of: Workspace.new))
    }

    @Test("a record naming a file that is no temporary file of Quipu is refused naming the record, and the file is left alone")
    func foreignRecord() throws {
        let workspace = try Workspace()
        let notes = workspace.root + "/notes.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: notes))
        try FileManager.default.createDirectory(atPath: workspace.journal.folder, withIntermediateDirectories: true)
        let fields = ["quipu-journal-1", "staged", "0", "1", notes, workspace.root + "/out/a.csv", "end"]
        try Data(fields.flatMap { Array($0.utf8) + [0] }).write(to: URL(fileURLWithPath: workspace.journal.recordPath))
        let error = #expect(throws: QuipuError.self) { try workspace.journal.recover() }
        #expect(error?.status == .dataError)
        #expect(error?.message.hasPrefix(workspace.journal.recordPath + ": not a journal record of this version of Quipu; expected") == true)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "mine")
    }

    @Test("QUIPU_FAULT names a step; anything else is a usage error naming it")
    func faultVariable() throws {
        func fault(_ text: String) throws(QuipuError) -> WriteFault? {
            try RunEnvironment(now: Date(), systemTimeZone: .gmt, variables: [WriteFault.variable: text]).writeFault()
        }
        #expect(try fault("after-stage:3") == .afterStaging(3))
        #expect(try fault("after-commit") == .afterCommit)
        #expect(try fault("after-rename:0") == .afterRename(0))
        #expect(try RunEnvironment(now: Date(), systemTimeZone: .gmt).writeFault() == nil)
        for text in ["", "after-rename", "after-rename:", "after-rename:-1", "after-rename:x", "after-commit:1", "before-stage:1"] {
            let error = #expect(throws: QuipuError.self) { try fault(text) }
            #expect(error == QuipuError(.usage, "QUIPU_FAULT=\(text): not a fault point; expected after-stage:K, after-commit or after-rename:K"))
        }
    }
}

/// What a thread's run ended with; read only after it has signalled.
private final class Outcome: @unchecked Sendable {
    var result: Result<[WrittenFile], QuipuError>?
}
