import Foundation

/// A templates folder on disk whose files are read only from inside it.
///
/// A reference is refused, naming why, when it is a URL of any scheme but `file:` (or a `file:`
/// URL with a host other than `localhost`), relative, outside the folder, has a `.` or `..` step
/// (also percent-encoded: references are percent-decoded first, as libxml2 does), holds a NUL or
/// a bad percent escape, or leads through a symbolic link (to a file or a folder, wherever it
/// points) or to anything but a regular file. The folder itself may be reached through a link:
/// it is resolved once, when the folder is made.
package struct ConfinedFolder: Sendable {
    /// The folder's real path (links resolved), without a trailing `/`.
    package let root: String

    /// The folder at `path`; an error when there is no folder there.
    package init(_ path: String) throws(XMLError) {
        guard let resolved = realpath(path, nil) else {
            throw XMLError("\(path): cannot open the templates folder (\(String(cString: strerror(errno))))")
        }
        root = String(cString: resolved)
        free(resolved)
    }

    /// The path inside the folder that `reference` (a path or URL, as libxslt resolved it) names,
    /// relative to the folder, as its steps.
    package func steps(of reference: String) throws(XMLError) -> [String] {
        func refuse(_ why: String) -> XMLError {
            XMLError("\(reference): refused: \(why); expected a file inside the templates folder \(root)")
        }
        guard !reference.utf8.contains(0) else { throw refuse("it holds a NUL") }
        var path = Substring(reference)
        if path.lowercased().hasPrefix("file://") {
            path = path.dropFirst("file://".count)
            if path.lowercased().hasPrefix("localhost/") { path = path.dropFirst("localhost".count) }
            guard path.hasPrefix("/") else { throw refuse("a file: URL may name no host but localhost") }
        } else if path.lowercased().hasPrefix("file:") {
            path = path.dropFirst("file:".count)
        } else if let colon = path.firstIndex(of: ":"),
                  path[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
                  path.first?.isLetter == true {
            throw refuse("only files are read, not \(path[..<colon]): URLs")
        }
        guard let decoded = Self.percentDecoded(path) else { throw refuse("a bad percent escape") }
        guard !decoded.utf8.contains(0) else { throw refuse("it holds a NUL") }
        guard decoded.hasPrefix("/") else { throw refuse("a relative path") }
        let steps = decoded.split(separator: "/").map(String.init)
        guard !steps.contains(where: { $0 == "." || $0 == ".." }) else { throw refuse("a path with a . or .. step") }
        let rootSteps = root.split(separator: "/").map(String.init)
        guard steps.count > rootSteps.count, Array(steps.prefix(rootSteps.count)) == rootSteps else {
            throw refuse("it is outside the templates folder")
        }
        return Array(steps.dropFirst(rootSteps.count))
    }

    /// The bytes of the file `reference` names (see `steps(of:)`), reached without following a
    /// link at any step.
    package func read(_ reference: String) throws(XMLError) -> [UInt8] {
        try read(steps: steps(of: reference), naming: reference)
    }

    /// The bytes of the file at `relativePath` inside the folder (steps separated by `/`).
    package func read(relativePath: String) throws(XMLError) -> [UInt8] {
        try read(steps: steps(of: root + "/" + relativePath), naming: root + "/" + relativePath)
    }

    private func read(steps: [String], naming name: String) throws(XMLError) -> [UInt8] {
        /// Why `step` inside `folder` could not be opened, having failed with `error`.
        func failure(_ folder: Int32, _ step: String, _ error: Int32) -> XMLError {
            var status = stat()
            if fstatat(folder, step, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
                return XMLError("\(name): refused: \(step) is a symbolic link; expected a file inside the templates folder \(root), reached without symbolic links")
            }
            if error == ENOENT { return XMLError("\(name): no such file; expected a file inside the templates folder \(root)") }
            return XMLError("\(name): cannot read (\(step): \(String(cString: strerror(error)))); expected a readable file inside the templates folder \(root)")
        }
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw failure(AT_FDCWD, root, errno) }
        defer { close(folder) }
        for step in steps.dropLast() {
            let next = openat(folder, step, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw failure(folder, step, errno) }
            close(folder)
            folder = next
        }
        let file = openat(folder, steps.last!, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw failure(folder, steps.last!, errno) }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw XMLError("\(name): refused: not a regular file; expected a file inside the templates folder \(root)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(folder, steps.last!, errno) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// `text` with each `%XX` escape decoded, as UTF-8; `nil` for a bad escape or bytes that are
    /// not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
