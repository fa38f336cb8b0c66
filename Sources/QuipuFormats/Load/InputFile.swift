import Foundation

/// Reads a whole input file, mapping failures to sysexits statuses. Reads straight into the
/// array, with no intermediate `Data`: an AppState file can be a hundred megabytes.
func readInput(_ path: String) throws(QuipuError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw QuipuError(.noInput, "\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw QuipuError(.noInput, "\(path): is a directory; expected a file") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw QuipuError(.noInput, "\(path): cannot be read (\(String(cString: strerror(errno))))") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw QuipuError(.ioError, "\(path): cannot be read (\(String(cString: strerror(errno))))") }
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
