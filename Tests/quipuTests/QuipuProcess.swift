import Foundation

/// What a run of the `quipu` binary printed and how it ended.
struct QuipuRun {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// The `quipu` executable SwiftPM built beside the test bundle.
let quipuExecutable: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("quipu").path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("quipu")
}()

/// Runs `quipu` with `arguments` in `directory`, as a user would from a shell there.
func runQuipu(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> QuipuRun {
    let process = Process()
    process.executableURL = quipuExecutable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return QuipuRun(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                    standardError: String(decoding: errorData, as: UTF8.self))
}
