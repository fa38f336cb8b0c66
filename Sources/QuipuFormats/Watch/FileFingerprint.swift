import Foundation

/// What tells one version of a file from the next without reading it: its size, modification
/// time and inode (a file replaced by rename, as apps save atomically, has a new inode).
package struct FileFingerprint: Hashable, Sendable {
    package let size: Int64
    package let modified: Int64
    package let inode: UInt64

    package init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The fingerprint of the file at `path`, or of the newest file in it for a folder, folded with
    /// the names it holds; `nil` when there is nothing there.
    package static func of(_ path: String) -> FileFingerprint? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return FileFingerprint(status) }
        // A folder changes when any file in it does: combine every file's fingerprint.
        let names = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
        var hasher = Hasher()
        var newest: Int64 = 0, total: Int64 = 0
        for name in names {
            var inner = stat()
            guard stat(path + "/" + name, &inner) == 0 else { continue }
            let fingerprint = FileFingerprint(inner)
            newest = max(newest, fingerprint.modified)
            total &+= fingerprint.size
            hasher.combine(name)
            hasher.combine(fingerprint)
        }
        return FileFingerprint(size: total, modified: newest, inode: UInt64(bitPattern: Int64(hasher.finalize())))
    }

    private init(_ status: stat) {
        #if canImport(Darwin)
        let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
        self.init(size: Int64(status.st_size), modified: modified, inode: UInt64(status.st_ino))
    }
}

/// The fingerprints of a set of files at one moment; `nil` for a file that is not there.
package struct WorkspaceSnapshot: Equatable, Sendable {
    package let fingerprints: [String: FileFingerprint?]

    package init(fingerprints: [String: FileFingerprint?]) { self.fingerprints = fingerprints }

    /// Reads the fingerprint of every path.
    package static func take(_ paths: [String]) -> WorkspaceSnapshot {
        WorkspaceSnapshot(fingerprints: Dictionary(paths.map { ($0, FileFingerprint.of($0)) }) { first, _ in first })
    }

    /// The paths whose fingerprint differs from `earlier`'s, or that only one of the two has.
    package func changedPaths(since earlier: WorkspaceSnapshot) -> Set<String> {
        Set(Set(fingerprints.keys).union(earlier.fingerprints.keys).filter { fingerprints[$0] != earlier.fingerprints[$0] })
    }
}
