import Foundation
import QuipuFormats
import Synchronization
import Testing

@Suite("Watch mode: the debounced rebuild", .serialized)
struct WorkspaceWatcherTests {
    /// A workspace with the example AppState and one timesheet, in a new temporary folder.
    static func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Examples/AppState.json"), to: folder.appendingPathComponent("AppState.json"))
        try Data("""
        timeZone: Europe/Berlin
        output: \(folder.path)/output
        timesheets:
          - {state: \(folder.path)/AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z", formats: [csv]}
        """.utf8).write(to: folder.appendingPathComponent("quipu.yml"))
        return folder
    }

    /// Saves `state` with one project renamed to `title`, by atomic rename, as the app does.
    static func save(_ folder: URL, projectTitle title: String) throws {
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/AppState.json"), encoding: .utf8)
        let changed = original.replacingOccurrences(of: "\"Acme Corp — Website\"", with: "\"\(title)\"")
        try Data(changed.utf8).write(to: folder.appendingPathComponent("AppState.json"), options: .atomic)
    }

    /// Moves `clock` on by up to `limit` in 10 ms steps, letting the watcher run after each, until
    /// `condition` holds; how much test time that took, or `nil` if it never held.
    static func advance(_ clock: TestClock, by limit: Duration, until condition: () -> Bool, patience: Duration = .zero) async -> Duration? {
        var elapsed = Duration.zero
        while elapsed < limit {
            for _ in 0..<20 { await Task.yield() }
            try? await Task.sleep(for: .milliseconds(2))
            if condition() { return elapsed }
            clock.advance(by: .milliseconds(10))
            elapsed += .milliseconds(10)
        }
        // A build the clock set off runs in real time, which a loaded machine stretches: what is
        // expected to happen gets `patience` of real time to finish once the clock has gone far enough.
        let deadline = ContinuousClock.now + max(patience, .milliseconds(20))
        repeat {
            for _ in 0..<20 { await Task.yield() }
            try? await Task.sleep(for: .milliseconds(20))
            if condition() { return elapsed }
        } while ContinuousClock.now < deadline
        return nil
    }

    @Test("a burst of saves inside the debounce interval makes one rebuild, after the interval and not before")
    func burstMakesOneRebuild() async throws {
        let folder = try Self.workspace()
        let clock = TestClock()
        let (events, signal) = AsyncStream<Void>.makeStream()
        let written = Mutex<[String]>([]), failures = Mutex<[String]>([])
        let watcher = WorkspaceWatcher(
            configPath: folder.appendingPathComponent("quipu.yml").path, debounce: .milliseconds(300), events: { _ in events },
            output: .init(written: { path in written.withLock { $0.append(path) } },
                          failed: { error in failures.withLock { $0.append(error.message) } }, notice: { _ in }))
        let watching = Task { try await watcher.run(clock: clock) }
        #expect(await eventually { written.withLock { $0.count } == 1 }, "the first build writes the timesheet")

        // Ten saves 100 ms apart: the debounce restarts at each, so nothing is built during the burst.
        for save in 1...10 {
            try Self.save(folder, projectTitle: "Website \(save)")
            signal.yield()
            #expect(await Self.advance(clock, by: .milliseconds(100), until: { written.withLock { $0.count } > 1 }) == nil)
        }
        // One rebuild, 300 ms after the last save (100 ms of which passed in the loop).
        let quiet = await Self.advance(clock, by: .milliseconds(1000), until: { written.withLock { $0.count } > 1 }, patience: .seconds(30))
        let sinceLastSave = quiet.map { $0 + .milliseconds(100) }
        #expect(sinceLastSave.map { $0 >= .milliseconds(300) } == true, "rebuilt \(String(describing: sinceLastSave)) after the last save")
        #expect(written.withLock { $0.count } == 2)
        let csv = try String(contentsOf: folder.appendingPathComponent("output/timesheet-2024-W13.csv"), encoding: .utf8)
        #expect(csv.contains("Website 10"))

        // An event with no change to any input rebuilds nothing.
        signal.yield()
        #expect(await Self.advance(clock, by: .milliseconds(1000), until: { written.withLock { $0.count } > 2 }) == nil)

        // A broken save is reported and the last good output stays; the next good save builds.
        try Data("{\"projects\":[".utf8).write(to: folder.appendingPathComponent("AppState.json"), options: .atomic)
        signal.yield()
        #expect(await Self.advance(clock, by: .milliseconds(1000), until: { failures.withLock { $0.count } == 1 }, patience: .seconds(30)) != nil)
        #expect(failures.withLock { $0.first?.contains("AppState.json: line 1, column 14: not valid JSON") } == true)
        #expect(try String(contentsOf: folder.appendingPathComponent("output/timesheet-2024-W13.csv"), encoding: .utf8) == csv)
        try Self.save(folder, projectTitle: "Website again")
        signal.yield()
        #expect(await Self.advance(clock, by: .milliseconds(1000), until: { written.withLock { $0.count } == 3 }, patience: .seconds(30)) != nil)

        watching.cancel()
        signal.finish()
        _ = await watching.result
        #expect(written.withLock { $0 } == Array(repeating: folder.path + "/output/timesheet-2024-W13.csv", count: 3))
    }

    @Test("at start, watch mode finishes the write a killed build left, before it reads quipu.yml")
    func recoversAtStart() async throws {
        let folder = try Self.workspace()
        let output = folder.appendingPathComponent("output").path
        let files = ["a.csv", "b.csv", "c.csv"].map { RenderedReport(path: output + "/" + $0, bytes: Array("new \($0)".utf8)) }
        let journal = OutputJournal.workspace(directory: folder.path)
        _ = try? journal.locked { locked throws(QuipuError) in try OutputWriter.write(files, journal: locked, fault: .afterRename(1)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).count == 3, "one file renamed, two temporary files left")
        try Data("timesheets: [".utf8).write(to: folder.appendingPathComponent("quipu.yml"))
        let watcher = WorkspaceWatcher(configPath: folder.appendingPathComponent("quipu.yml").path, events: { _ in AsyncStream { $0.finish() } },
                                       output: .init(written: { _ in }, failed: { _ in }, notice: { _ in }))
        await #expect(throws: QuipuError.self) { try await watcher.run(clock: TestClock()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["a.csv", "b.csv", "c.csv"])
        #expect(try String(contentsOfFile: output + "/c.csv", encoding: .utf8) == "new c.csv")
        #expect(!FileManager.default.fileExists(atPath: journal.folder))
    }
}
