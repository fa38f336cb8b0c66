/// What a write has done so far, as its journal file records it: the temporary files it stages
/// beside their destinations, and whether it has committed to renaming them. A pure value: its
/// bytes, and the steps that finish or undo it after a killed run.
struct JournalRecord: Equatable, Sendable {
    enum Phase: String, Sendable {
        /// Temporary files are being written; none is renamed yet. Recovery discards them.
        case staged
        /// Every temporary file is written; each is renamed or is to be. Recovery renames the rest.
        case committed
    }

    /// A temporary file and the destination it is renamed to, both absolute paths in one folder.
    struct Rename: Equatable, Sendable {
        let temporary: String
        let destination: String
    }

    /// One step of recovery.
    enum Step: Equatable, Sendable {
        /// Rename the temporary file over its destination, if the temporary file is still there.
        case finish(Rename)
        /// Remove the temporary file, if it is there.
        case discard(String)
        /// Remove the folder, if it is empty.
        case removeFolder(String)
    }

    let phase: Phase
    let renames: [Rename]
    /// The folders the write made for its files (absolute, parents first), removed when a staged write is undone.
    let madeFolders: [String]

    /// The steps that bring every destination back to all old (staged) or all new (committed).
    var recoverySteps: [Step] {
        switch phase {
        case .committed: renames.map(Step.finish)
        case .staged: renames.map { .discard($0.temporary) } + madeFolders.reversed().map(Step.removeFolder)
        }
    }

    static let header = "quipu-journal-1"
    static let trailer = "end"

    /// The record as bytes: NUL-terminated fields (a path holds no NUL), the header, the phase,
    /// the made folders and the renames, each list after its count, and a trailer.
    var bytes: [UInt8] {
        let fields = [Self.header, phase.rawValue, String(madeFolders.count)] + madeFolders
            + [String(renames.count)] + renames.flatMap { [$0.temporary, $0.destination] } + [Self.trailer]
        return fields.flatMap { Array($0.utf8) + [0] }
    }

    /// The record `bytes` hold, or `nil` unless they are one `bytes` made whose every temporary
    /// file is named as Quipu names them beside its destination (`temporaryPath(for:token:)`), so
    /// that recovery never renames or removes another file.
    init?(bytes: [UInt8]) {
        guard bytes.last == 0 else { return nil }
        var fields = bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).makeIterator()
        func next() -> String? { fields.next().flatMap { String(validating: $0, as: UTF8.self) } }
        func count() -> Int? { next().flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }
        guard next() == Self.header, let phase = next().flatMap(Phase.init(rawValue:)), let folderCount = count() else { return nil }
        var folders: [String] = []
        for _ in 0..<folderCount {
            guard let folder = next(), folder.hasPrefix("/") else { return nil }
            folders.append(folder)
        }
        guard let renameCount = count() else { return nil }
        var renames: [Rename] = []
        for _ in 0..<renameCount {
            guard let temporary = next(), let destination = next(), Self.isTemporary(temporary, of: destination) else { return nil }
            renames.append(Rename(temporary: temporary, destination: destination))
        }
        guard next() == Self.trailer, fields.next() == nil else { return nil }
        self.init(phase: phase, renames: renames, madeFolders: folders)
    }

    init(phase: Phase, renames: [Rename], madeFolders: [String]) {
        self.phase = phase
        self.renames = renames
        self.madeFolders = madeFolders
    }

    /// The hidden temporary file beside the absolute `destination` that `token` names:
    /// `/out/.report.csv.quipu-00ff00ff00ff00ff.tmp`.
    static func temporaryPath(for destination: String, token: UInt64) -> String {
        let (folder, name) = split(destination)
        let hex = String(token, radix: 16)
        return folder + "/." + name + ".quipu-" + String(repeating: "0", count: 16 - hex.count) + hex + ".tmp"
    }

    /// Whether `temporary` is a name `temporaryPath(for: destination, token:)` gives, for some token.
    static func isTemporary(_ temporary: String, of destination: String) -> Bool {
        guard destination.hasPrefix("/") else { return false }
        let (folder, name) = split(destination), (temporaryFolder, temporaryName) = split(temporary)
        let prefix = "." + name + ".quipu-", suffix = ".tmp"
        guard !name.isEmpty, temporaryFolder == folder, temporaryName.hasPrefix(prefix), temporaryName.hasSuffix(suffix) else { return false }
        let token = temporaryName.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
        return token.count == 16 && token.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The folder and the name of an absolute path.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
