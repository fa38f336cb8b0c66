import Foundation
import Synchronization
import Testing

/// Text read from a pipe so far.
private final class CollectedText: Sendable {
    let text = Mutex("")
}

/// A `quipu` process left running, whose output is read as it comes.
final class RunningQuipu: @unchecked Sendable {
    private let process: Process
    private let output = CollectedText(), error = CollectedText()

    init(_ arguments: [String], in directory: URL) throws {
        process = Process()
        process.executableURL = quipuExecutable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        for (pipe, text) in [(outputPipe, output), (errorPipe, error)] {
            let handle = pipe.fileHandleForReading
            Thread {
                while case let data = handle.availableData, !data.isEmpty {
                    text.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
                }
            }.start()
        }
        try process.run()
    }

    /// Whether the process has not ended yet.
    var isRunning: Bool { process.isRunning }

    var standardOutput: String { output.text.withLock { $0 } }
    var standardError: String { error.text.withLock { $0 } }

    /// Waits up to `limit` for `condition` to hold of what was printed so far.
    func waitFor(_ limit: Duration = .seconds(15), _ condition: (RunningQuipu) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition(self) {
            guard ContinuousClock.now < deadline, process.isRunning else { return condition(self) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// Sends SIGINT, as Ctrl-C does, and waits for the exit status.
    func interrupt() -> Int32 {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

@Suite("quipu build --watch, end to end", .serialized)
struct WatchCommandTests {
    @Test("follows an atomic save, reports a broken file and keeps the old output, rebuilds on the fix, ends with 0 on SIGINT")
    func watchSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-watch-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let example = try String(contentsOf: CommandLineTests.repositoryRoot.appendingPathComponent("Examples/AppState.json"), encoding: .utf8)
        let state = folder.appendingPathComponent("AppState.json")
        try Data(example.utf8).write(to: state)
        try Data("""
        timeZone: Europe/Berlin
        timesheets:
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z", formats: [csv, xml]}
        """.utf8).write(to: folder.appendingPathComponent("quipu.yml"))
        let csv = folder.appendingPathComponent("output/timesheet-2024-W13.csv")

        let quipu = try RunningQuipu(["build", "--watch", "--debounce", "100ms"], in: folder)
        #expect(quipu.waitFor { $0.standardOutput == "output/timesheet-2024-W13.csv\noutput/timesheet-2024-W13.xml\n" }, "\(quipu.standardError)")

        // The app saves by writing a temporary file and renaming it over the old one.
        let renamed = example.replacingOccurrences(of: "Acme Corp — Website", with: "Acme Corp — Shop")
        try Data(renamed.utf8).write(to: state, options: .atomic)
        #expect(quipu.waitFor { $0.standardOutput.components(separatedBy: "timesheet-2024-W13.csv").count == 3 }, "\(quipu.standardOutput)")
        let good = try String(contentsOf: csv, encoding: .utf8)
        #expect(good.contains("Acme Corp — Shop"))

        // A half-written save: one timestamped error line, the good output stays.
        try Data(renamed.utf8.prefix(200)).write(to: state, options: .atomic)
        #expect(quipu.waitFor { $0.standardError.contains("quipu: error: AppState.json:") }, "\(quipu.standardError)")
        #expect(quipu.standardError.range(of: #"^\[\d\d:\d\d:\d\d\] quipu: error: AppState\.json: line \d+, column \d+: "#,
                                          options: .regularExpression) != nil, "\(quipu.standardError)")
        #expect(try String(contentsOf: csv, encoding: .utf8) == good)

        // The next good save builds again.
        try Data(example.utf8).write(to: state, options: .atomic)
        #expect(quipu.waitFor { $0.standardOutput.components(separatedBy: "timesheet-2024-W13.csv").count == 4 }, "\(quipu.standardOutput)")
        #expect(try String(contentsOf: csv, encoding: .utf8).contains("Acme Corp — Website"))

        #expect(quipu.interrupt() == 0)
    }

    @Test("a watched folder replaced by a copy (mv data data.old; cp -r data.old data) is followed: a later save rebuilds")
    func replacedFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-watch-cli-\(UUID().uuidString)")
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let example = try String(contentsOf: CommandLineTests.repositoryRoot.appendingPathComponent("Examples/AppState.json"), encoding: .utf8)
        try Data(example.utf8).write(to: data.appendingPathComponent("AppState.json"))
        try Data("""
        workspace: data
        timeZone: Europe/Berlin
        timesheets:
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z", formats: [csv]}
        """.utf8).write(to: folder.appendingPathComponent("quipu.yml"))
        let csv = folder.appendingPathComponent("output/timesheet-2024-W13.csv")
        let quipu = try RunningQuipu(["build", "--watch", "--debounce", "100ms"], in: folder)
        #expect(quipu.waitFor { $0.standardOutput == "output/timesheet-2024-W13.csv\n" }, "\(quipu.standardError)")

        try FileManager.default.moveItem(at: data, to: folder.appendingPathComponent("data.old"))
        #expect(quipu.waitFor { $0.standardError.contains("anew") }, "\(quipu.standardError)")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("data.old"), to: data)
        Thread.sleep(forTimeInterval: 1)
        let renamed = example.replacingOccurrences(of: "Acme Corp — Website", with: "Acme Corp — Shop")
        try Data(renamed.utf8).write(to: data.appendingPathComponent("AppState.json"), options: .atomic)
        #expect(quipu.waitFor { _ in (try? String(contentsOf: csv, encoding: .utf8))?.contains("Acme Corp — Shop") == true },
                "\(quipu.standardOutput)\n\(quipu.standardError)")
        #expect(quipu.standardError.contains("quipu: note: watching"), "\(quipu.standardError)")
        #expect(quipu.interrupt() == 0)
    }

    @Test("a broken quipu.yml at start-up ends the command with its usage error")
    func badConfigAtStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-watch-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("timesheets: [\n".utf8).write(to: folder.appendingPathComponent("quipu.yml"))
        let result = try runQuipu(["build", "--watch"], in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("quipu: error: quipu.yml: not valid YAML"))
    }

    @Test("a bad --debounce is a usage error", arguments: ["fast", "300", "2m"])
    func badDebounce(value: String) throws {
        let result = try runQuipu(["build", "--watch", "--debounce", value], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 64)
        #expect(result.standardError.contains("invalid --debounce"))
    }
}
