import Foundation

/// A folder a report makes as a whole (a static site), and the manifest in it that lists the
/// files Quipu wrote there: a rebuild removes the files listed before and no longer made, and
/// never a file the manifest does not list, whoever put it there.
struct OwnedDirectory {
    /// The manifest's name inside the folder.
    static let manifestName = "quipu-manifest.txt"
    static let manifestHeader = "# The files Quipu wrote into this folder. A rebuild removes the ones it no longer makes, and no other file.\n"

    let path: String

    init(_ path: String) { self.path = path }

    var manifestPath: String { path + "/" + Self.manifestName }

    /// The paths (relative to the folder) the manifest lists; none if there is no manifest yet.
    /// Lines that could point outside the folder (absolute, or with `..`) are ignored.
    func manifest() -> [String] {
        guard let data = FileManager.default.contents(atPath: manifestPath) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("#") && !line.hasPrefix("/") && !line.split(separator: "/").contains { $0 == ".." || $0 == "." }
        }
    }

    /// `file` relative to the folder; `file` must be inside it.
    func relative(_ file: String) -> String {
        precondition(file.hasPrefix(path + "/"), "\(file) is outside the owned folder \(path)")
        return String(file.dropFirst(path.count + 1))
    }

    /// Removes each file of `previous` (relative paths) that is not among `kept` (full paths), then
    /// any folder left empty by it; returns the full paths removed, in order.
    func removeFiles(_ previous: [String], keeping kept: [String], progress: ((RunProgress) -> Void)?) throws(QuipuError) -> [String] {
        let keep = Set(kept.map(relative))
        var removed: [String] = []
        for file in previous where !keep.contains(file) {
            let full = path + "/" + file
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            progress?(.removing(full))
            do {
                try FileManager.default.removeItem(atPath: full)
            } catch {
                throw QuipuError(.cannotCreate, "\(full): cannot remove a page no longer made (\(error.localizedDescription))")
            }
            removed.append(full)
            var folder = (file as NSString).deletingLastPathComponent
            while !folder.isEmpty, (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder))?.isEmpty == true {
                try? FileManager.default.removeItem(atPath: path + "/" + folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return removed
    }

    /// Writes the manifest listing `files` (full paths inside the folder), sorted.
    func writeManifest(listing files: [String]) throws(QuipuError) -> WrittenFile {
        let text = Self.manifestHeader + files.map(relative).sorted().map { $0 + "\n" }.joined()
        return WrittenFile(path: manifestPath, changed: try OutputWriter.write(Array(text.utf8), to: manifestPath))
    }
}
