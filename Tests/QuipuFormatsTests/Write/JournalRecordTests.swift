@testable import QuipuFormats
import Testing

@Suite("The journal record of a write")
struct JournalRecordTests {
    static let report = JournalRecord.Rename(temporary: "/out/.report.csv.quipu-00000000000000ff.tmp", destination: "/out/report.csv")
    static let page = JournalRecord.Rename(temporary: "/out/2024/.index.html.quipu-0123456789abcdef.tmp", destination: "/out/2024/index.html")

    @Test("a record reads back as written", arguments: [JournalRecord.Phase.staged, .committed])
    func roundTrip(phase: JournalRecord.Phase) {
        let record = JournalRecord(phase: phase, renames: [Self.report, Self.page], madeFolders: ["/out", "/out/2024"])
        #expect(JournalRecord(bytes: record.bytes) == record)
        let empty = JournalRecord(phase: phase, renames: [], madeFolders: [])
        #expect(JournalRecord(bytes: empty.bytes) == empty)
    }

    @Test("a temporary file is named after its destination, beside it, with quipu and 16 hex digits")
    func temporaryNames() {
        #expect(JournalRecord.temporaryPath(for: "/out/report.csv", token: 255) == Self.report.temporary)
        #expect(JournalRecord.isTemporary(Self.report.temporary, of: "/out/report.csv"))
        #expect(JournalRecord.isTemporary(JournalRecord.temporaryPath(for: "/a b/ü.html", token: .max), of: "/a b/ü.html"))
    }

    @Test("a file not named as Quipu names the temporary file of that destination is no temporary file of it", arguments: [
        "/out/report.csv",                                   // the destination itself
        "/out/.report.csv.0123456789abcdef.tmp",             // no quipu in the name
        "/out/.report.csv.quipu-0123456789abcde.tmp",        // 15 digits
        "/out/.report.csv.quipu-0123456789ABCDEF.tmp",       // capitals
        "/out/.other.csv.quipu-0123456789abcdef.tmp",        // another destination's
        "/elsewhere/.report.csv.quipu-0123456789abcdef.tmp", // another folder
        "/out/sub/.report.csv.quipu-0123456789abcdef.tmp",
        "/out/.report.csv.quipu-0123456789abcdef.tmp.bak",
    ])
    func notTemporary(path: String) {
        #expect(!JournalRecord.isTemporary(path, of: "/out/report.csv"))
    }

    @Test("a record that is cut short, changed or names a file that is no temporary file of its destination is refused")
    func refused() {
        let bytes = JournalRecord(phase: .committed, renames: [Self.report], madeFolders: ["/out"]).bytes
        func text(_ fields: [String]) -> [UInt8] { fields.flatMap { Array($0.utf8) + [0] } }
        for cut in 0..<bytes.count { #expect(JournalRecord(bytes: Array(bytes[..<cut])) == nil, "cut at \(cut)") }
        #expect(JournalRecord(bytes: bytes + [0]) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-1", "committed", "0", "1", "/home/me/notes.txt", "/out/report.csv", "end"])) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-1", "committed", "0", "1", "/out/report.csv", "relative.csv", "end"])) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-1", "committed", "1", "relative", "0", "end"])) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-1", "done", "0", "0", "end"])) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-2", "staged", "0", "0", "end"])) == nil)
        #expect(JournalRecord(bytes: text(["quipu-journal-1", "staged", "-1", "0", "end"])) == nil)
    }

    @Test("recovery renames a committed write's files and discards a staged write's files, then its folders, deepest first")
    func recoverySteps() {
        let folders = ["/out", "/out/2024"]
        #expect(JournalRecord(phase: .committed, renames: [Self.report, Self.page], madeFolders: folders).recoverySteps
            == [.finish(Self.report), .finish(Self.page)])
        #expect(JournalRecord(phase: .staged, renames: [Self.report, Self.page], madeFolders: folders).recoverySteps
            == [.discard(Self.report.temporary), .discard(Self.page.temporary), .removeFolder("/out/2024"), .removeFolder("/out")])
    }
}
