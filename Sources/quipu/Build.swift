import ArgumentParser
import Foundation
import QuipuFormats

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make every report the workspace config asks for.",
        discussion: """
        Reads the config (quipu.yml), then writes each report it lists into its output folder and prints the path of each file written. Nothing is written if any report fails, and two reports that would write the same file are an error. A build killed at any moment is finished or undone by the next run in the workspace (its journal and lock are in .quipu/ beside the config); a second run waits while another holds the lock.

        With --watch, quipu then keeps the reports current: it follows quipu.yml, every file the reports read and the templates folder in use, and after each change (debounced) makes again only the reports that depend on the changed file. It prints the path of each file whose bytes changed, and a timestamped error line for a bad intermediate state (the last good outputs stay). Ctrl-C or SIGTERM ends it with exit status 0, never in the middle of a write.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The workspace config.", valueName: "file"))
    var config = "quipu.yml"

    @Flag(help: "Keep watching the inputs and rebuild what a change concerns.")
    var watch = false

    @Option(help: ArgumentHelp("With --watch: the quiet time after a change before building, such as 300ms or 1s. Default: 300ms.", valueName: "time"))
    var debounce: String?

    /// The quiet time after a change, checked by `validate`.
    private var debounceTime: Duration { WorkspaceWatcher.parseDuration(debounce ?? "300ms")! }

    func validate() throws {
        guard debounce == nil || watch else { throw ValidationError("--debounce applies only with --watch; expected --watch, or no --debounce") }
        if let debounce, WorkspaceWatcher.parseDuration(debounce) == nil {
            throw ValidationError("invalid --debounce \"\(debounce)\"; expected milliseconds or seconds such as 300ms, 1s or 1.5s")
        }
    }

    func run() async throws {
        if watch { return try await runWatching() }
        try reportingErrors(help: nil) { () throws(QuipuError) in
            let environment = RunEnvironment.current
            let workspace = try QuipuConfig.load(path: config)
            let reports = try workspace.reports(in: environment)
            guard !reports.isEmpty else {
                throw QuipuError(.usage, "\(config): no reports to make; expected a section \(ReportKinds.sectionList)")
            }
            try runReports(reports, journal: workspace.journal, in: environment)
        }
    }

    /// Watches until SIGINT or SIGTERM, then exits 0.
    private func runWatching() async throws {
        let watcher = WorkspaceWatcher(configPath: config, debounce: debounceTime, output: .init(
            written: { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) },
            failed: { error in FileHandle.standardError.write(Data("[\(clockTime())] quipu: error: \(terminalLine(error.message))\n".utf8)) },
            notice: { FileHandle.standardError.write(Data("[\(clockTime())] quipu: note: \(terminalLine($0))\n".utf8)) }))
        let result = await watchUntilStopped(watcher)
        try reportingErrors(help: nil) { () throws(QuipuError) in try result.get() }
    }
}

/// Runs `watcher` until SIGINT or SIGTERM (either ends it between builds, never in the middle of a
/// write), or until it fails.
func watchUntilStopped(_ watcher: WorkspaceWatcher) async -> Result<Void, QuipuError> {
    let watching = Task { () -> Result<Void, QuipuError> in
        do throws(QuipuError) {
            return .success(try await watcher.run(clock: ContinuousClock()))
        } catch {
            return .failure(error)
        }
    }
    let stopSignals = [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { watching.cancel() }
        source.resume()
        return source
    }
    defer { stopSignals.forEach { $0.cancel() } }
    return await watching.value
}

/// The machine's local time of day, `14:03:07`, for watch mode's lines.
func clockTime() -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
    return [parts.hour, parts.minute, parts.second].map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
}
