import Foundation

/// Writes report files so that a reader never sees a half-written file: each goes to a temporary
/// file in the same folder and is renamed over the old one. A file whose bytes are already
/// there is left alone, so its modification time says when its content last changed.
///
/// Files are not flushed to the disk (`fsync`) before the rename: every output is made again,
/// byte for byte, from inputs Quipu never writes, and flushing 150 MB of checkout costs more
/// than making it. So a crash of Quipu leaves each file old or new, never half written; only a
/// power failure in the seconds before the system writes its cache can leave a file empty,
/// and running the same command again restores it.
public enum OutputWriter {
    /// Writes each report atomically, on every core at once (copying a hundred megabytes into the
    /// system's cache takes a core a tenth of a second). The result lists the files in order; if
    /// some cannot be written, the error is the first one's in that order.
    public static func write(_ reports: [RenderedReport], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [WrittenFile] {
        for report in reports { progress?(.writing(report.path)) }
        // Folders first, one at a time, so that no two writes race to make the same one; a
        // folder that cannot be made is reported by the write into it.
        for folder in Set(reports.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }).sorted() {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let results = Parallel.map(reports.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            let report = reports[index]
            return Result { () throws(QuipuError) in WrittenFile(path: report.path, changed: try write(report.bytes, to: report.path)) }
        }
        return try results.map { result throws(QuipuError) in try result.get() }
    }

    /// Writes `bytes` to `path` atomically, creating the folder if needed, unless the file holds
    /// these bytes already. Returns whether it wrote.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws(QuipuError) -> Bool {
        if holds(bytes, path: path) { return false }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw QuipuError(.cannotCreate, "\(folder): cannot create the output folder (\(error.localizedDescription))")
        }
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
        guard rename(temporary, path) == 0 else {
            let error = failure("renaming \(temporary)")
            unlink(temporary)
            throw error
        }
        return true
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
public struct WrittenFile: Sendable, Equatable {
    public let path: String
    /// `false` when the file already held these bytes and was left alone.
    public let changed: Bool
}
