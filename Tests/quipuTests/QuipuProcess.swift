import Foundation
import QuipuFormats

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

/// Runs `quipu` (or `executable`) with `arguments` in `directory`, as a user would from a shell there.
/// Standard output and standard error are read at the same time, so a child that fills one
/// pipe while this reads the other cannot deadlock.
func runQuipu(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
              executable: URL = quipuExecutable) throws -> QuipuRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorData = PipeContents()
    let errorRead = DispatchSemaphore(value: 0)
    Thread {
        errorData.bytes = error.fileHandleForReading.readDataToEndOfFile()
        errorRead.signal()
    }.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return QuipuRun(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                    standardError: String(decoding: errorData.bytes, as: UTF8.self))
}

/// What the reading thread read; used only after it has signalled.
private final class PipeContents: @unchecked Sendable {
    var bytes = Data()
}

/// A new, empty folder in the system's temporary folder to run `quipu` in.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The commands of `quipu`, as its help lists them, the report kinds' taken from the registry.
let quipuCommands = (["build"] + ReportKinds.commands.map { $0._commandName } + ["serve", "rates", "templates"]).joined(separator: ", ")

/// A copy of the example workspace's `quipu.yml` in a folder of its own, its `workspace:` made
/// absolute: a run holds its workspace's lock, so suites that ran the repository's own config at
/// the same time would wait for each other (and say so on stderr).
func exampleWorkspaceConfig() throws -> String {
    let root = CommandLineTests.repositoryRoot.path
    let example = try String(contentsOfFile: root + "/quipu.yml", encoding: .utf8)
        .replacingOccurrences(of: "\nworkspace: Examples\n", with: "\nworkspace: \(root)/Examples\n")
    let config = try temporaryDirectory().appendingPathComponent("quipu.yml")
    try Data(example.utf8).write(to: config)
    return config.path
}

/// A copy of the example workspace (`quipu.yml` and `Examples/`) in a new temporary folder, for a
/// test that changes its inputs: the path of its `quipu.yml`.
func exampleWorkspaceCopy() throws -> URL {
    let root = CommandLineTests.repositoryRoot, folder = try temporaryDirectory()
    for item in ["quipu.yml", "Examples"] {
        try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
    }
    return folder.appendingPathComponent("quipu.yml")
}
