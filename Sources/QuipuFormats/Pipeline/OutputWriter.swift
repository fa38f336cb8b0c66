import Foundation

/// Writes report files so that a reader never sees a half-written file: each goes to a temporary
/// file in the same folder and is renamed over the old one. A file whose bytes are already
/// there is left alone, so its modification time says when its content last changed.
public enum OutputWriter {
    /// Writes each report atomically, in order.
    public static func write(_ reports: [RenderedReport], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [WrittenFile] {
        var written: [WrittenFile] = []
        for report in reports {
            progress?(.writing(report.path))
            written.append(WrittenFile(path: report.path, changed: try write(report.bytes, to: report.path)))
        }
        return written
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
        do {
            // The bytes are lent to `Data`, not copied: a report can be a hundred megabytes.
            try bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return try Data().write(to: url, options: .atomic) }
                try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none).write(to: url, options: .atomic)
            }
        } catch {
            throw QuipuError(.cannotCreate, "\(path): cannot write (\(error.localizedDescription))")
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
