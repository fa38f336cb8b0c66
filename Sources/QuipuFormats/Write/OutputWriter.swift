import Foundation

/// Writes report files so that a reader never sees a half-written file, and a run leaves every
/// file all old or all new, even when it is killed (SIGKILL, out of memory, a second Ctrl-C) at
/// any moment. It works as a database commits, with the run's `OutputJournal`:
///
/// 1. stage: a stage record lists the temporary files to come, then each file is written to its
///    hidden temporary file beside its destination (`.report.csv.quipu-….tmp`) and flushed to the
///    disk (`fsync`), and so are their folders;
/// 2. commit: a commit record naming every rename replaces the stage record at once;
/// 3. rename each temporary file over its destination, flush the folders, remove the record.
///
/// The next run (holding the journal's lock, so never while this one goes) finishes a committed
/// write, renaming the temporary files still there, and undoes a staged one, removing its
/// temporary files and the folders it made. Because every step is flushed before the next, a
/// power failure does no more than a kill (where `fsync` reaches the disk: Linux; see docs/safety.md). A file whose bytes are already there is left alone, so its
/// modification time says when its content last changed.
package enum OutputWriter {
    /// Writes all of `reports` or none: every destination is checked (each existing step of its
    /// path a folder, the file itself absent or a regular file, no file also the folder of
    /// another), every missing folder made, and every file staged on `workers` cores at once
    /// (copying a hundred megabytes into the system's cache takes a core a tenth of a second),
    /// then committed and renamed into place (see the type's comment). If a check, a folder or a
    /// temporary file fails, the temporary files and the folders made are removed, every output is
    /// left as it was, and the error is the first one's in the order of `reports`. A rename that
    /// fails after the commit (a destination changed meanwhile) is an error that keeps the commit
    /// record, so that the next run finishes it. `fault` stops the run at that point, as a kill
    /// would, for tests. The result lists the files in order.
    package static func write(_ reports: [RenderedReport], journal: LockedJournal, workers: Int = 1, fault: WriteFault? = nil,
                              progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [WrittenFile] {
        for report in reports { progress?(.writing(report.path)) }
        let destinations = Set(reports.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        for report in reports {
            try checkDestination(report.path)
            var folder = URL(fileURLWithPath: report.path).standardizedFileURL.deletingLastPathComponent()
            while folder.path != "/" {
                if destinations.contains(folder.path) {
                    throw QuipuError(.cannotCreate, "\(folder.path): cannot be both a file and the folder of \(report.path); expected one or the other")
                }
                folder.deleteLastPathComponent()
            }
        }
        var madeFolders: [String] = []
        func removeMadeFolders() { for folder in madeFolders.reversed() { rmdir(folder) } }
        // Folders first, one at a time, so that no two writes race to make the same one.
        let folders = Set(reports.map { parentFolder(of: absolutePath($0.path)) }).sorted()
        for folder in folders {
            do throws(QuipuError) {
                try makeFolder(folder, recordingIn: &madeFolders)
            } catch {
                removeMadeFolders()
                throw error
            }
        }
        let renames = reports.map { report in
            let destination = absolutePath(report.path)
            return JournalRecord.Rename(temporary: JournalRecord.temporaryPath(for: destination, token: .random(in: 0...UInt64.max)),
                                        destination: destination)
        }
        do throws(QuipuError) {
            try journal.write(JournalRecord(phase: .staged, renames: renames, madeFolders: madeFolders))
        } catch {
            removeMadeFolders()
            throw error
        }
        var stagingCount = reports.count
        if case let .afterStaging(count) = fault { stagingCount = min(count, reports.count) }
        let staged = Parallel.map(stagingCount, workers: workers) { index in
            Result { () throws(QuipuError) in try stage(reports[index].bytes, at: renames[index].temporary, for: reports[index].path) }
        }
        func discardAll() {
            for (index, result) in staged.enumerated() where (try? result.get()) == true { unlink(renames[index].temporary) }
            removeMadeFolders()
            journal.clear()
        }
        for case let .failure(error) in staged {
            discardAll()
            throw error
        }
        if let fault, case .afterStaging = fault { throw fault.stop }
        folders.forEach(flushFolder)
        let changed = staged.map { (try? $0.get()) == true }
        let committed = reports.indices.filter { changed[$0] }.map { renames[$0] }
        do throws(QuipuError) {
            try journal.write(JournalRecord(phase: .committed, renames: committed, madeFolders: madeFolders))
        } catch {
            discardAll()
            throw error
        }
        for (count, rename) in committed.enumerated() {
            if let fault, fault.stops(afterRenaming: count) { throw fault.stop }
            guard Foundation.rename(rename.temporary, rename.destination) == 0 else {
                throw QuipuError(.cannotCreate, "\(rename.destination): cannot write (renaming \(rename.temporary): \(String(cString: strerror(errno)))); "
                    + "expected a regular file or nothing at that path (the next run finishes the write)")
            }
        }
        if let fault, fault.stops(afterRenaming: committed.count) { throw fault.stop }
        folders.forEach(flushFolder)
        journal.clear()
        return reports.indices.map { WrittenFile(path: reports[$0].path, changed: changed[$0]) }
    }

    /// Writes all of `reports` or none, as `write(_:journal:)` does, under the journal of a run
    /// without a workspace (beside the first of them).
    package static func write(_ reports: [RenderedReport]) throws(QuipuError) -> [WrittenFile] {
        try OutputJournal.beside(outputs: reports.map(\.path)).locked { journal throws(QuipuError) in try write(reports, journal: journal) }
    }

    /// Writes `bytes` to `path` atomically, creating the folder if needed, unless the file holds
    /// these bytes already, under the journal of a run without a workspace. Returns whether it wrote.
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String) throws(QuipuError) -> Bool {
        try write([RenderedReport(path: path, bytes: bytes)])[0].changed
    }

    static func parentFolder(of path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// Refuses a destination that cannot take a file: one that is a folder, a link or anything
    /// but a regular file, or whose path goes through something that is not a folder.
    static func checkDestination(_ path: String) throws(QuipuError) {
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            let what = (status.st_mode & S_IFMT) == S_IFDIR ? "a folder" : (status.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "not a regular file"
            throw QuipuError(.cannotCreate, "\(path): cannot write (\(what) is there); expected a regular file or nothing at that path")
        }
        var folder = ""
        for step in parentFolder(of: path).split(separator: "/") {
            folder += "/" + step
            guard stat(folder, &status) == 0 else { return }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw QuipuError(.cannotCreate, "\(folder): cannot create the output folder (a file is there); expected a folder or nothing at that path")
            }
        }
    }

    /// Makes `folder` and the folders above it that are missing, adding each one made to `made`.
    private static func makeFolder(_ folder: String, recordingIn made: inout [String]) throws(QuipuError) {
        var path = ""
        for step in folder.split(separator: "/") {
            path += "/" + step
            if mkdir(path, 0o777) == 0 {
                made.append(path)
            } else if errno != EEXIST {
                throw QuipuError(.cannotCreate, "\(path): cannot create the output folder (\(String(cString: strerror(errno))))")
            }
        }
    }

    /// Writes `bytes` to the new file `temporary` and flushes it to the disk; returns `false`
    /// without writing when the file at `path` holds these bytes already.
    private static func stage(_ bytes: [UInt8], at temporary: String, for path: String) throws(QuipuError) -> Bool {
        if holds(bytes, path: path) { return false }
        func failure(_ what: String) -> QuipuError { QuipuError(.cannotCreate, "\(path): cannot write (\(what): \(String(cString: strerror(errno))))") }
        // A new hidden file beside the target, made by this call alone (O_EXCL), readable as the umask allows.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("cannot create the temporary file \(temporary)") }
        var error: QuipuError?
        if !writeAll(bytes, to: descriptor) {
            error = failure("writing \(temporary)")
        } else if fsync(descriptor) != 0 {
            error = failure("flushing \(temporary)")
        }
        if close(descriptor) != 0, error == nil {
            let error = failure("closing \(temporary)")
            unlink(temporary)
            throw error
        }
        if let error {
            unlink(temporary)
            throw error
        }
        return true
    }

    /// Writes all of `bytes` to `descriptor`; `false` (with `errno` set) when the system refuses.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// Flushes `folder`'s entries (the names made, renamed or removed in it) to the disk, as far
    /// as the system allows a folder to be flushed.
    static func flushFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

extension OutputWriter {
    /// Whether the regular file at `path` holds exactly `bytes`. The file is mapped, not read: a
    /// report can be a hundred megabytes, and copying it in only to compare costs as much as writing it.
    static func holds(_ bytes: [UInt8], path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        guard let mapped = mmap(nil, bytes.count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
            guard let existing = FileManager.default.contents(atPath: path) else { return false }
            return existing.elementsEqual(bytes)
        }
        defer { munmap(mapped, bytes.count) }
        return bytes.withUnsafeBytes { memcmp(mapped, $0.baseAddress!, bytes.count) == 0 }
    }
}

/// A file a run wrote, or found already holding the bytes it would have written.
package struct WrittenFile: Sendable, Equatable {
    package let path: String
    /// `false` when the file already held these bytes and was left alone.
    package let changed: Bool
}
