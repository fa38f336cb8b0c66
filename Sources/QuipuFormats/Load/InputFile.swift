import Foundation

/// Reads a whole input file, mapping failures to sysexits statuses: every file Quipu reads goes
/// through here. Reads straight into the array, with no intermediate `Data`: an AppState file can
/// be a hundred megabytes.
///
/// Only a regular file is read (a symbolic link to one is followed). Anything else is refused
/// with status 66 before it is read: a directory, and a FIFO, a socket or a device, which could
/// block forever or never end. The path is checked before it is opened, and the opened file
/// again, without blocking, in case the path changed in between.
func readInput(_ path: String) throws(QuipuError) -> [UInt8] {
    guard !path.isEmpty else { throw QuipuError(.usage, "an input file's path is empty; expected a file") }
    var status = stat()
    guard stat(path, &status) == 0 else { throw cannotOpen(path, errno: errno) }
    try requireRegularFile(status, path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw cannotOpen(path, errno: errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw QuipuError(.ioError, "\(path): cannot be read (\(String(cString: strerror(errno))))") }
    try requireRegularFile(status, path)
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
        while count < buffer.count {
            let read = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0, errno == EINTR { continue }
            if read <= 0 { failure = read < 0 ? errno : 0; break }
            count += read
        }
    }
    guard failure == 0 else { throw QuipuError(.ioError, "\(path): cannot be read (\(String(cString: strerror(failure))))") }
    return bytes
}

/// The error for a path that cannot be opened: `no such file` when it, or a directory on the way
/// to it, does not exist (or is a broken link), else the system's reason.
private func cannotOpen(_ path: String, errno error: Int32) -> QuipuError {
    if error == ENOENT || error == ENOTDIR { return QuipuError(.noInput, "\(path): no such file") }
    return QuipuError(.noInput, "\(path): cannot be read (\(String(cString: strerror(error))))")
}

/// Refuses what `status` describes unless it is a regular file, naming what it is instead:
/// `input.json: is a FIFO (named pipe); expected a regular file`.
private func requireRegularFile(_ status: stat, _ path: String) throws(QuipuError) {
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: kind = "a directory"
    case S_IFIFO: kind = "a FIFO (named pipe)"
    case S_IFSOCK: kind = "a socket"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    default: kind = "something other than a file"
    }
    throw QuipuError(.noInput, "\(path): is \(kind); expected a regular file")
}

/// What tells two input paths apart: the file each names, links followed (`alias.csv` and
/// `../data/export.csv` are one file when they reach it), or the path as written when it names none.
func inputIdentity(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
    defer { free(real) }
    return String(cString: real)
}
