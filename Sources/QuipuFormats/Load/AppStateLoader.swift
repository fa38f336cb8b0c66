import Foundation
import QuipuCore

/// Reads the time tracker's `AppState` exactly as the app's plain `JSONEncoder()` writes it:
/// dates as seconds since 2001-01-01, enums as one-key objects, `_0` payloads, a missing `stop`
/// for a running slip; compact or pretty-printed, in any key order.
package enum AppStateLoader {
    /// Loads the file at `path`. Every failure names the file and, for bad data, the JSON path.
    /// `progress`, if given, is called now and then with the fraction of the file decoded.
    package static func load(path: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        try decode(lettingGo: readInput(path), file: path, progress: progress)
    }

    /// Decodes the bytes of an `AppState` file as `decode` does, letting them go before the model
    /// is checked: at ten million slips they are a gigabyte, and the check's slip ids another 160 MB.
    static func decode(lettingGo bytes: consuming [UInt8], file: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        let state = try decodeUnchecked(bytes, file: file, progress: progress)
        bytes = []
        try validate(state, file: file)
        return state
    }

    /// Decodes the bytes of an `AppState` file; `file` names it in error messages.
    /// `progress`, if given, is called now and then with the fraction of the bytes decoded.
    package static func decode(_ bytes: [UInt8], file: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        let state = try decodeUnchecked(bytes, file: file, progress: progress)
        try validate(state, file: file)
        return state
    }

    /// The model the bytes spell, before `validate` checks it.
    private static func decodeUnchecked(_ bytes: [UInt8], file: String, progress: ((Double) -> Void)?) throws(QuipuError) -> AppState {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            try AppStateDecoder(progress: progress, slipsReadAhead: readSlipArraysAhead(scanner.bytes)).read(&scanner)
        }
    }

    /// Rejects what JSON can express but the app never writes: a date outside `Instant.supportedRange`, a
    /// slip that stops before it starts, the same slip id twice (as a bad merge of two files leaves).
    /// The dates are checked on one core while the slip ids are on the other; a bad date is
    /// reported before a repeated id, as when they were checked one after the other.
    static func validate(_ state: AppState, file: String) throws(QuipuError) {
        let (dates, repeatsAnID) = Parallel.both({ Result { () throws(QuipuError) in try checkDates(of: state, file: file) } },
                                                 { containsDuplicates(slipIDs(of: state)) })
        try dates.get()
        if repeatsAnID { try rejectDuplicateSlipIDs(in: state, file: file) }
    }

    /// Rejects the first date, in file order, outside `Instant.supportedRange`, or a stop before its start.
    private static func checkDates(of state: AppState, file: String) throws(QuipuError) {
        func fail(_ path: String, _ message: String) -> QuipuError { QuipuError(.dataError, "\(file): \(path): \(message)") }
        func instant(_ date: Date, at path: @autoclosure () -> String) throws(QuipuError) -> Instant {
            guard let instant = Instant(checking: date) else {
                throw fail(path(), "\(numberText(date.timeIntervalSinceReferenceDate)) is out of range; "
                    + "expected seconds since 2001-01-01 for a date \(Instant.supportedRangeDescription)")
            }
            return instant
        }
        for (p, project) in state.projects.enumerated() {
            for (t, task) in project.tasks.enumerated() {
                if case let .date(date) = task.dueDate { _ = try instant(date, at: "projects[\(p)].tasks[\(t)].dueDate.date._0") }
                for (s, slip) in task.timeSlips.enumerated() {
                    func path() -> String { "projects[\(p)].tasks[\(t)].timeSlips[\(s)]" }
                    let start = try instant(slip.start, at: path() + ".start")
                    if let stopDate = slip.stop {
                        let stop = try instant(stopDate, at: path() + ".stop")
                        guard stop >= start else {
                            throw fail(path() + ".stop", "stop \(stop.iso8601) is before start \(start.iso8601); expected a stop at or after the start")
                        }
                    }
                }
            }
        }
    }

    /// Every slip's id as one 128-bit number.
    private static func slipIDs(of state: AppState) -> [UInt128] {
        var slipIDs: [UInt128] = []
        slipIDs.reserveCapacity(state.projects.reduce(0) { $0 + $1.tasks.reduce(0) { $0 + $1.timeSlips.count } })
        for project in state.projects {
            for task in project.tasks {
                for slip in task.timeSlips { slipIDs.append(withUnsafeBytes(of: slip.id.uuid) { $0.loadUnaligned(as: UInt128.self) }) }
            }
        }
        return slipIDs
    }

    /// Names the first time slip id met twice, in file order, with both of its JSON paths.
    private static func rejectDuplicateSlipIDs(in state: AppState, file: String) throws(QuipuError) {
        var firstPaths: [UUID: String] = [:]
        for (p, project) in state.projects.enumerated() {
            for (t, task) in project.tasks.enumerated() {
                for (s, slip) in task.timeSlips.enumerated() {
                    let path = "projects[\(p)].tasks[\(t)].timeSlips[\(s)].id"
                    if let first = firstPaths.updateValue(path, forKey: slip.id) {
                        throw QuipuError(.dataError, "\(file): \(first) and \(path) are both \(slip.id.uuidString); expected each time slip id once")
                    }
                }
            }
        }
    }

    /// A number as the file would spell it: `768395400`, `0.5`, `1e300`.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)".replacing("e+", with: "e")
    }
}
