import Foundation

/// Writes report files so that a reader never sees a half-written file, and a run that cannot
/// write one file writes none: each goes to a temporary file in the same folder, and all are
/// renamed over the old ones once every one is written. A file whose bytes are already
/// there is left alone, so its modification time says when its content last changed.
///
/// Files are not flushed to the disk (`fsync`) before the rename: every output is made again,
/// byte for byte, from inputs Quipu never writes, and flushing 150 MB of checkout costs more
/// than making it. So a crash of Quipu leaves each file old or new, never half written; only a
/// power failure in the seconds before the system writes its cache can leave a file empty,
/// and running the same command again restores it.
package enum OutputWriter {
    /// Writes all of `reports` or none: every destination is checked (each existing step of its
    /// path a folder, the file itself absent or a regular file, no file also the folder of
    /// another), every missing folder made, and
    /// every file written to a temporary file beside its destination, on every core at once
    /// (copying a hundred megabytes into the system's cache takes a core a tenth of a second);
    /// only when all are written are they renamed into place. If any step fails, the temporary
    /// files and the folders made are removed, every output is left as it was, and the error is
    /// the first one's in the order of `reports`. The result lists the files in order. (Only a
    /// rename that fails after all this, because a destination changed meanwhile, leaves the
    /// files renamed before it in place.)
    package static func write(_ reports: [RenderedReport], workers: Int = 1,
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
        for folder in Set(reports.map { parentFolder(of: $0.path) }).sorted() {
            do throws(QuipuError) {
                try makeFolder(folder, recordingIn: &madeFolders)
            } catch {
                removeMadeFolders()
                throw error
            }
        }
        let staged = Parallel.map(reports.count, workers: workers) { index in
            let report = reports[index]
            return Result { () throws(QuipuError) in try stage(report.bytes, for: report.path) }
        }
        func discardAll() {
            for case let .success(temporary?) in staged { unlink(temporary) }
            removeMadeFolders()
        }
        for case let .failure(error) in staged {
            discardAll()
            throw error
        }
        let temporaries = staged.map { try? $0.get() }
        for (index, report) in reports.enumerated() {
            guard let temporary = temporaries[index] else { continue }
            guard rename(temporary, report.path) == 0 else {
                let error = QuipuError(.cannotCreate, "\(report.path): cannot write (renaming \(temporary): \(String(cString: strerror(errno))))")
                for later in temporaries[index...] { if let later { unlink(later) } }
                throw error
            }
        }
        return reports.indices.map { WrittenFile(path: reports[$0].path, changed: temporaries[$0] != nil) }
    }

    /// Writes `bytes` to `path` atomically, creating the folder if needed, unless the file holds
    /// these bytes already. Returns whether it wrote.
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

    /// Writes `bytes` to a new temporary file beside `path` and returns its path, or `nil` when
    /// the file at `path` holds these bytes already.
    private static func stage(_ bytes: [UInt8], for path: String) throws(QuipuError) -> String? {
        if holds(bytes, path: path) { return nil }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        func failure(_ what: String) -> QuipuError { QuipuError(.cannotCreate, "\(path): cannot write (\(what): \(String(cString: strerror(errno))))") }
        // A new hidden file beside the target, made by this call alone (O_EXCL), readable as the umask allows.
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<8 where descriptor < 0 {
            temporary = folder + "/." + url.lastPathComponent + "." + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(folder)") }
        var written = 0
        let wroteAll = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let error = wroteAll ? nil : failure("writing \(temporary)")
        if close(descriptor) != 0, wroteAll {
            let error = failure("closing \(temporary)")
            unlink(temporary)
            throw error
        }
        if let error {
            unlink(temporary)
            throw error
        }
        return temporary
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
