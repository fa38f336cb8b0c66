import AsyncAlgorithms
import Foundation

/// Keeps a workspace's reports current: builds everything once, then follows the files the
/// reports read, the templates and `quipu.yml`, and makes again only the reports a change
/// concerns. The flow reads like the apps' own reactive chains:
///
///     file events → debounce → what changed since the last build (nothing: skip) → dependent reports → make → write
///
/// A bad intermediate state (half-written JSON, a typo in `quipu.yml`) is reported and leaves the
/// last good outputs as they are; the next good save builds again.
package struct WorkspaceWatcher: Sendable {
    /// Where the lines a user reads go.
    package struct Output: Sendable {
        /// A file written (its bytes changed).
        package var written: @Sendable (String) -> Void
        /// A one-line error; the watcher goes on.
        package var failed: @Sendable (QuipuError) -> Void
        /// A notice of a report (skipped records and such).
        package var notice: @Sendable (String) -> Void
        /// A build finished and wrote its files (after `written` for each); a failed one calls `failed` instead.
        package var built: @Sendable () -> Void

        package init(written: @escaping @Sendable (String) -> Void, failed: @escaping @Sendable (QuipuError) -> Void,
                     notice: @escaping @Sendable (String) -> Void, built: @escaping @Sendable () -> Void = {}) {
            self.written = written
            self.failed = failed
            self.notice = notice
            self.built = built
        }
    }

    package let configPath: String
    /// Quiet time after the last event before building.
    package let debounce: Duration
    /// The signals of file events for a set of watched paths.
    package let events: @Sendable (_ paths: [String]) -> AsyncStream<Void>
    /// The machine's facts, read anew for each build (so "now" moves on).
    package let environment: @Sendable () -> RunEnvironment
    package let output: Output

    package init(configPath: String, debounce: Duration = .milliseconds(300),
                 events: @escaping @Sendable ([String]) -> AsyncStream<Void> = { FileEvents.stream(watching: $0) },
                 environment: @escaping @Sendable () -> RunEnvironment = { .current }, output: Output) {
        self.configPath = configPath
        self.debounce = debounce
        self.events = events
        self.environment = environment
        self.output = output
    }

    /// Recovers what a killed run left in the workspace's journal, builds once, then watches
    /// until the task is cancelled; a build under way always finishes its writes first. Each
    /// build holds the journal's lock while it goes. Throws only when the journal cannot be
    /// recovered or the config cannot be used at start-up.
    package func run<C: Clock>(clock: C) async throws(QuipuError) where C.Duration == Duration {
        try journal.recover()
        var workspace = try load()
        var snapshot = WorkspaceSnapshot.take(workspace.plan.watchedPaths)
        build(workspace.config, only: nil)
        while !Task.isCancelled {
            var restart = false
            let folders = FileEvents.folders(holding: workspace.plan.watchedPaths)
            let identities = FileEvents.identities(of: folders)
            for await _ in events(workspace.plan.watchedPaths).debounce(for: debounce, clock: clock) {
                // A watched folder moved away, replaced or come back: the events of the folders now
                // at those paths reach only a new stream, so the watch starts again on them.
                let foldersNow = FileEvents.folders(holding: workspace.plan.watchedPaths)
                if foldersNow != folders || FileEvents.identities(of: foldersNow) != identities {
                    let replaced = zip(folders, FileEvents.identities(of: folders)).filter { pair in
                        identities[folders.firstIndex(of: pair.0)!] != pair.1
                    }.map(\.0)
                    output.notice("watching \(replaced.isEmpty ? foldersNow.joined(separator: ", ") : replaced.joined(separator: ", ")) anew: "
                        + "a watched folder was moved, replaced or created")
                    restart = true
                }
                let now = WorkspaceSnapshot.take(workspace.plan.watchedPaths)
                let changed = now.changedPaths(since: snapshot)
                if !changed.isEmpty {
                    snapshot = now
                    switch workspace.plan.action(for: changed) {
                    case .nothing:
                        break
                    case .reloadConfig:
                        do {
                            workspace = try load()
                            snapshot = WorkspaceSnapshot.take(workspace.plan.watchedPaths)
                            build(workspace.config, only: nil)
                            restart = true
                        } catch {
                            output.failed(error)
                        }
                    case let .rebuild(indexes):
                        build(workspace.config, only: indexes)
                    }
                }
                if restart { break }
            }
            if !restart { return }
        }
    }

    /// The journal of the workspace whose config is at `configPath`.
    private var journal: OutputJournal { .workspace(directory: QuipuConfig.directory(ofConfigAt: configPath)) }

    /// The config and what its reports depend on.
    private func load() throws(QuipuError) -> (config: QuipuConfig, plan: WatchPlan) {
        let config = try QuipuConfig.load(path: configPath)
        return (config, WatchPlan(configPath: configPath, reports: try config.reports(in: environment())))
    }

    /// Makes the config's reports at `indexes` (all when `nil`), resolved anew so that "now" is
    /// now, and writes them; prints the files whose bytes changed, or the error.
    private func build(_ config: QuipuConfig, only indexes: [Int]?) {
        do {
            let environment = environment()
            let reports = try config.reports(in: environment)
            let result = try Pipeline.run(indexes.map { $0.map { reports[$0] } } ?? reports, journal: config.journal,
                                          workers: environment.processorCount, fault: try environment.writeFault()) { step in
                if case .waiting = step { output.notice(step.description) }
            }
            result.notices.forEach(output.notice)
            result.files.filter(\.changed).forEach { output.written($0.path) }
            output.built()
        } catch {
            output.failed(error)
        }
    }

    /// Reads a duration such as `300ms`, `1s` or `1.5s` (at most a minute).
    package static func parseDuration(_ text: String) -> Duration? {
        let (number, scale): (Substring, Double) = text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number) else { return nil }
        let milliseconds = value * scale
        guard milliseconds <= 60_000, milliseconds == milliseconds.rounded() else { return nil }
        return .milliseconds(Int64(milliseconds))
    }
}
