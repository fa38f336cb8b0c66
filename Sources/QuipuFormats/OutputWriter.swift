import Foundation

/// Writes report files so that a reader never sees a half-written file: each goes to a temporary
/// file in the same folder and is renamed over the old one.
public enum OutputWriter {
    /// Writes each report atomically, in order; returns their paths.
    public static func write(_ reports: [RenderedReport], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [String] {
        for report in reports {
            progress?(.writing(report.path))
            try write(report.bytes, to: report.path)
        }
        return reports.map(\.path)
    }

    /// Writes `bytes` to `path` atomically, creating the folder if needed.
    public static func write(_ bytes: [UInt8], to path: String) throws(QuipuError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw QuipuError(.cannotCreate, "\(folder): cannot create the output folder (\(error.localizedDescription))")
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw QuipuError(.cannotCreate, "\(path): cannot write (\(error.localizedDescription))")
        }
    }
}
