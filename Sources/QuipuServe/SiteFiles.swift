import Foundation
import QuipuXML

/// What a request for a path of the site gets: a file's bytes and type, a redirect to the
/// folder's own address, or nothing. Only regular files inside the site folder are served,
/// reached without a symbolic link; `.` and `..` steps (also percent-encoded), an encoded `/`, a
/// backslash or a NUL make the path unknown, and a folder is never listed: its `index.html` is
/// served, or nothing.
package enum SiteFile: Equatable, Sendable {
    case file(bytes: [UInt8], contentType: String)
    /// The folder's address with its trailing `/` (`/2024` → `/2024/`), so its page's relative links work.
    case redirect(location: String)
    case notFound

    /// The file of the site folder at `folder` that `rawPath` (the request target's path, still
    /// percent-encoded, such as `/2024/03/`) names.
    package static func lookUp(_ rawPath: String, in folder: String) -> SiteFile {
        guard let steps = steps(of: rawPath), let confined = try? ConfinedFolder(folder) else { return .notFound }
        let isFolderPath = steps.isEmpty || rawPath.hasSuffix("/")
        if !isFolderPath, let bytes = try? confined.read(relativePath: steps.joined(separator: "/")) {
            return .file(bytes: bytes, contentType: contentType(of: steps.last!))
        }
        if let index = try? confined.read(relativePath: (steps + ["index.html"]).joined(separator: "/")) {
            return isFolderPath ? .file(bytes: index, contentType: contentType(of: "index.html")) : .redirect(location: rawPath + "/")
        }
        return .notFound
    }

    /// The path's steps, each percent-decoded; `nil` for a path that is not absolute or has a
    /// step that is empty inside the path, `.`, `..`, or holds `/`, `\` or a NUL once decoded.
    static func steps(of rawPath: String) -> [String]? {
        guard rawPath.hasPrefix("/") else { return nil }
        var parts = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        var steps: [String] = []
        for part in parts {
            guard let step = part.removingPercentEncoding, !step.isEmpty, step != ".", step != "..",
                  !step.contains("/"), !step.contains("\\"), !step.contains("\0") else { return nil }
            steps.append(step)
        }
        return steps
    }

    /// The media type of a file by its extension; `application/octet-stream` for one Quipu does not write.
    static func contentType(of name: String) -> String {
        let types = [
            "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
            "svg": "image/svg+xml", "png": "image/png", "xml": "application/xml", "atom": "application/atom+xml",
            "json": "application/json", "txt": "text/plain; charset=utf-8", "csv": "text/csv; charset=utf-8",
            "ico": "image/x-icon", "pdf": "application/pdf",
        ]
        if name == "atom.xml" { return "application/atom+xml" }
        if name == "feed.json" { return "application/feed+json" }
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
