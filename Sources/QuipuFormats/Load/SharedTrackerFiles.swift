import Foundation
import QuipuCore

/// The tracker files that several reports of one run read (a month of invoices of one client, a
/// timesheet and an invoice of the same file), each loaded once and kept only until its last
/// reader has it. A file one report reads is never kept, so its million slips are still let go
/// before rendering (`Report.make`).
///
/// `Pipeline.make` sets one up for its reports as `SharedTrackerFiles.current`, counting each
/// path's readers from their `inputPaths`; `TrackerReading.load` asks it first.
final class SharedTrackerFiles: @unchecked Sendable {
    /// The run's shared files, if a run set them up.
    @TaskLocal static var current: SharedTrackerFiles?

    private struct Key: Hashable {
        let path: String
        let reading: TrackerReading
        let zone: String
    }

    private let lock = NSLock()
    /// Per path, how many readers have still to load it.
    private var readersLeft: [String: Int]
    private var states: [Key: AppState] = [:]

    /// Files read by the reports, each path once per report that names it.
    init(readersOf paths: [[String]]) {
        var counts: [String: Int] = [:]
        for reportPaths in paths { for path in Set(reportPaths) { counts[path, default: 0] += 1 } }
        readersLeft = counts.filter { $0.value > 1 }
    }

    /// The state of `path` read with `reading` in `zone`: the one a reader before loaded, else the
    /// one `load` loads, kept while other readers of the path are to come.
    func state(of path: String, reading: TrackerReading, zone: TimeZone,
               load: () throws(QuipuError) -> AppState) throws(QuipuError) -> AppState {
        let key = Key(path: path, reading: reading, zone: zone.identifier)
        lock.lock()
        guard let left = readersLeft[path] else {
            lock.unlock()
            return try load()
        }
        let kept = states[key]
        lock.unlock()
        let state: AppState
        if let kept { state = kept } else { state = try load() }
        lock.lock()
        defer { lock.unlock() }
        if left <= 1 {
            readersLeft[path] = nil
            states = states.filter { $0.key.path != path }
        } else {
            readersLeft[path] = left - 1
            states[key] = state
        }
        return state
    }
}
