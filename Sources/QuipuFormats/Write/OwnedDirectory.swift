import Foundation

/// A folder a report makes as a whole (a static site), and the manifest in it that lists the
/// files Quipu wrote there: a rebuild removes the files listed before and no longer made.
///
/// The manifest is only a hint, since anyone can edit it: a rebuild removes a listed file only
/// when its name is one the site makes (`index.html`, `atom.xml`, `feed.json`, `sitemap.xml`, `robots.txt`, `style.css`,
/// `YYYY/index.html`, `YYYY/MM/index.html`, `cards/….png`), it is a regular file, and no step of its path is a
/// symbolic link; then it removes the `YYYY/MM` and `YYYY` folders it leaves empty (never a link).
/// Every other line (a comment, an empty line, an absolute path, a `.` or `..` step, a NUL, any
/// other name) is ignored, and so is whatever such a line names.
package struct OwnedDirectory: Sendable {
    /// The manifest's name inside the folder.
    static let manifestName = "quipu-manifest.txt"
    static let manifestHeader = "# The files Quipu wrote into this folder. A rebuild removes the ones it no longer makes, and no other file.\n"

    package let path: String

    package init(_ path: String) { self.path = path }

    var manifestPath: String { path + "/" + Self.manifestName }

    /// The files (relative to the folder) the manifest lists that a rebuild may remove; none if
    /// there is no manifest yet, or it cannot be read, or it is a link.
    package func manifest() -> [String] {
        guard let bytes = readOwnFile(manifestPath) else { return [] }
        return Self.removableEntries(in: bytes)
    }

    /// The lines of manifest `bytes` that name a file the site makes (see the type's comment).
    package static func removableEntries(in bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { line in
            guard let text = String(validating: line, as: UTF8.self), isSiteFileName(text) else { return nil }
            return text
        }
    }

    /// Whether `name` is a path the site generator makes: `index.html`, `atom.xml`, `feed.json`, `robots.txt`,
    /// `sitemap.xml`, `style.css`, `YYYY/index.html`, `YYYY/MM/index.html` (digits), or a sharing card
    /// `cards/index.png`, `cards/YYYY.png`, `cards/YYYY-MM.png`.
    static func isSiteFileName(_ name: String) -> Bool {
        let steps = name.split(separator: "/", omittingEmptySubsequences: false)
        func digits(_ step: Substring, _ count: Int) -> Bool { step.utf8.count == count && step.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        switch steps.count {
        case 1: return ["index.html", "atom.xml", "feed.json", "sitemap.xml", "robots.txt", "style.css"].contains(steps[0])
        case 2:
            if steps[0] == "cards", steps[1].hasSuffix(".png") {
                let card = steps[1].dropLast(4)
                return card == "index" || digits(card, 4) || (card.count == 7 && digits(card.prefix(4), 4) && card.dropFirst(4).first == "-"
                    && digits(card.suffix(2), 2))
            }
            return digits(steps[0], 4) && steps[1] == "index.html"
        case 3: return digits(steps[0], 4) && digits(steps[1], 2) && steps[2] == "index.html"
        default: return false
        }
    }

    /// `file` relative to the folder; `file` must be inside it.
    func relative(_ file: String) -> String {
        precondition(file.hasPrefix(path + "/"), "\(file) is outside the owned folder \(path)")
        return String(file.dropFirst(path.count + 1))
    }

    /// Removes each file of `previous` (relative paths) that is not among `kept` (full paths)
    /// and that a rebuild may remove (see the type's comment), then each folder it leaves empty;
    /// returns the full paths of the files removed, in order. A listed file that is not there,
    /// or is not a regular file, or is reached through a link, is left alone.
    package func removeFiles(_ previous: [String], keeping kept: [String], progress: ((RunProgress) -> Void)?) throws(QuipuError) -> [String] {
        let keep = Set(kept.map(relative))
        var removed: [String] = []
        for file in previous where !keep.contains(file) && Self.isSiteFileName(file) {
            let full = path + "/" + file
            let steps = file.split(separator: "/").map(String.init)
            // The folders on the way, each opened without following a link; the last holds the file.
            var folders: [Int32] = []
            defer { folders.forEach { close($0) } }
            let root = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard root >= 0 else { continue }
            folders.append(root)
            for step in steps.dropLast() {
                let next = openat(folders.last!, step, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else { break }
                folders.append(next)
            }
            guard folders.count == steps.count else { continue }
            var status = stat()
            guard fstatat(folders.last!, steps.last!, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            progress?(.removing(full))
            guard unlinkat(folders.last!, steps.last!, 0) == 0 || errno == ENOENT else {
                throw QuipuError(.cannotCreate, "\(full): cannot remove a page no longer made (\(String(cString: strerror(errno))))")
            }
            removed.append(full)
            // rmdir removes only an empty folder, and never a link.
            for depth in stride(from: steps.count - 2, through: 0, by: -1) {
                guard unlinkat(folders[depth], steps[depth], AT_REMOVEDIR) == 0 else { break }
            }
        }
        return removed
    }

    /// The manifest listing `files` (full paths inside the folder), sorted, to be written.
    func manifestFile(listing files: [String]) -> RenderedReport {
        RenderedReport(path: manifestPath, bytes: Array((Self.manifestHeader + files.map(relative).sorted().map { $0 + "\n" }.joined()).utf8))
    }
}

/// The bytes of a file Quipu writes for itself (a manifest, a journal record), or `nil` when there
/// is none or it is a link, which is never followed. Read here rather than with
/// `FileManager.contents(atPath:)`, which leaks its buffer for an empty file (found by fuzzing,
/// Swift 6.3.1).
func readOwnFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[..<count]
    }
    return bytes
}
