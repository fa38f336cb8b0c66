import Foundation

/// A new, empty folder in the system's temporary folder, named `PREFIX-UUID`; its path.
func temporaryFolder(_ prefix: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
