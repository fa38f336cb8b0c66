import Foundation

/// The folder where a run keeps its lock (`lock`) and its journal record (`journal`), so that a
/// run killed at any moment leaves every output all old or all new once the next run has
/// recovered: `.quipu/` beside `quipu.yml` for a workspace's runs, and `.quipu/` in the folder of
/// the first output for a command run without one (and for `quipu templates export`).
///
/// A run holds the folder's lock (`flock`, which the system releases when the process ends,
/// however it ends) from before it reads its inputs until its last rename, waiting while another
/// run holds it; it first recovers what a killed run left (see `JournalRecord`), and when it ends
/// removes the lock file and the folder if nothing else is in it.
package struct OutputJournal: Sendable {
    /// The folder's absolute path.
    package let folder: String

    /// The journal in `folder`, made absolute against the current folder, its `.` steps left out.
    package init(folder: String) {
        self.folder = "/" + absolutePath(folder).split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The journal of the workspace whose config is in `directory`: `directory/.quipu`.
    package static func workspace(directory: String) -> OutputJournal { OutputJournal(folder: directory + "/.quipu") }

    /// The journal of a run without a workspace: `.quipu` in the folder of the first of `outputs`
    /// (the current folder when there is none). That destination is checked first
    /// (`OutputWriter.checkDestination`), so a file standing where its folder must go is refused
    /// as an output folder, before any folder is made.
    package static func beside(outputs: [String]) throws(QuipuError) -> OutputJournal {
        guard let first = outputs.first else { return OutputJournal(folder: ".quipu") }
        try OutputWriter.checkDestination(first)
        return OutputJournal(folder: OutputWriter.parentFolder(of: absolutePath(first)) + "/.quipu")
    }

    var lockPath: String { folder + "/lock" }
    var recordPath: String { folder + "/journal" }
    /// Where a record is written before it is renamed over `recordPath`.
    var newRecordPath: String { folder + "/journal.new" }

    /// Takes the lock (calling `waiting` once if another run holds it, then waiting for it),
    /// recovers what a killed run left, runs `body`, and releases the lock.
    package func locked<Value>(waiting: (() -> Void)? = nil,
                               _ body: (LockedJournal) throws(QuipuError) -> Value) throws(QuipuError) -> Value {
        var madeFolders: [String] = []
        let descriptor: Int32
        do throws(QuipuError) {
            descriptor = try lock(waiting: waiting, makingFolders: &madeFolders)
        } catch {
            for made in madeFolders.reversed() { rmdir(made) }
            throw error
        }
        defer {
            unlink(lockPath)
            for made in ([folder] + madeFolders.reversed()) { rmdir(made) }
            close(descriptor)
        }
        let journal = LockedJournal(journal: self)
        try journal.recover()
        return try body(journal)
    }

    /// Takes the lock, waiting for it, and recovers what a killed run left; then releases it.
    package func recover() throws(QuipuError) { try locked { _ in } }

    /// Opens the lock file (making the folders up to it, listed in `made`) and locks it. The run
    /// that held it may have removed it meanwhile; then the file now at the path is locked instead.
    private func lock(waiting: (() -> Void)?, makingFolders made: inout [String]) throws(QuipuError) -> Int32 {
        var toldWaiting = false
        while true {
            try makeFolders(recordingIn: &made)
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if descriptor < 0, errno == ENOENT { continue }
            guard descriptor >= 0 else { throw failure(lockPath, "cannot open the lock file") }
            var locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
            if !locked, errno == EWOULDBLOCK {
                if !toldWaiting { waiting?() }
                toldWaiting = true
                repeat { locked = flock(descriptor, LOCK_EX) == 0 } while !locked && errno == EINTR
            }
            guard locked else {
                let error = failure(lockPath, "cannot lock")
                close(descriptor)
                throw error
            }
            var held = stat(), atPath = stat()
            if fstat(descriptor, &held) == 0, lstat(lockPath, &atPath) == 0, held.st_dev == atPath.st_dev, held.st_ino == atPath.st_ino {
                return descriptor
            }
            close(descriptor)
        }
    }

    /// Makes the journal's folder and those above it that are missing, adding each one made to `made`.
    private func makeFolders(recordingIn made: inout [String]) throws(QuipuError) {
        var path = ""
        for step in folder.split(separator: "/") {
            path += "/" + step
            if mkdir(path, 0o777) == 0 {
                made.append(path)
                continue
            }
            var status = stat()
            guard errno == EEXIST, stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
                throw QuipuError(.cannotCreate, "\(path): cannot create the folder of the run's lock and journal (\(String(cString: strerror(errno)))); "
                    + "expected a folder or nothing at that path")
            }
        }
    }

    func failure(_ path: String, _ what: String) -> QuipuError {
        QuipuError(.cannotCreate, "\(path): \(what) (\(String(cString: strerror(errno)))); expected a writable folder for the run's lock and journal")
    }
}

/// A journal whose lock this run holds: only `OutputJournal.locked` makes one, so a record is
/// written or recovered only under the lock.
package struct LockedJournal: Sendable {
    let journal: OutputJournal

    fileprivate init(journal: OutputJournal) { self.journal = journal }

    /// Puts `record` in place at once: written to a new file, flushed to the disk, renamed over
    /// the record, and the folder flushed, so that the record on disk is always whole.
    func write(_ record: JournalRecord) throws(QuipuError) {
        let path = journal.newRecordPath
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else { throw journal.failure(path, "cannot write the journal") }
        let written = OutputWriter.writeAll(record.bytes, to: descriptor) && fsync(descriptor) == 0
        let error = written ? nil : journal.failure(path, "cannot write the journal")
        guard close(descriptor) == 0, error == nil, rename(path, journal.recordPath) == 0 else {
            let error = error ?? journal.failure(path, "cannot write the journal")
            unlink(path)
            throw error
        }
        OutputWriter.flushFolder(journal.folder)
    }

    /// Removes the record: the write it recorded is over.
    func clear() { unlink(journal.recordPath) }

    /// Finishes or undoes the write a killed run recorded, if any: a committed write's temporary
    /// files still there are renamed into place, a staged write's are removed with the folders it
    /// made; then the record is removed. A rename that fails keeps the record, so the next run
    /// tries again, and is an error naming the destination.
    func recover() throws(QuipuError) {
        unlink(journal.newRecordPath)
        guard let bytes = readRecord() else { return }
        guard let record = JournalRecord(bytes: bytes) else {
            throw QuipuError(.dataError, "\(journal.recordPath): not a journal record of this version of Quipu; expected one Quipu wrote, "
                + "or none (remove it, and the .NAME.quipu-….tmp files it names, to go on)")
        }
        var failure: QuipuError?
        for step in record.recoverySteps {
            switch step {
            case let .finish(rename):
                guard isRegularFile(rename.temporary), Foundation.rename(rename.temporary, rename.destination) != 0, failure == nil else { continue }
                failure = QuipuError(.cannotCreate, "\(rename.destination): cannot finish the write the journal \(journal.recordPath) records "
                    + "(renaming \(rename.temporary): \(String(cString: strerror(errno)))); expected a regular file or nothing at that path")
            case let .discard(temporary):
                if isRegularFile(temporary) { unlink(temporary) }
            case let .removeFolder(folder):
                rmdir(folder)
            }
        }
        if let failure { throw failure }
        Set(record.renames.map { OutputWriter.parentFolder(of: $0.destination) }).forEach(OutputWriter.flushFolder)
        clear()
    }

    private func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The record's bytes, or `nil` when there is no record.
    private func readRecord() -> [UInt8]? {
        readOwnFile(journal.recordPath)
    }
}
