import Foundation
import QuipuCore

/// The kinds of file Quipu reads as a fasting history: the fasting timer's own, and what other
/// fasting apps export.
package enum FastingHistoryFormat: String, CaseIterable, Sendable {
    /// The fasting timer's JSON array of `{"goal":{"duration":…},"start":…,"end":…}`.
    case app
    /// Zero's CSV export: `Date,Start,End,Hours,Night Eating`, month-first dates and local times.
    case zeroCSV = "zero-csv"
    /// Zero's JSON export, `biodata.json`: `{"fast_data":[{"StartDTM","EndDTM","GoalHours",…}]}`.
    case zeroJSON = "zero-json"
    /// A plain CSV of `start,end,goal_hours`, with ISO 8601 instants.
    case csv

    /// The format's name, for messages.
    var displayName: String {
        switch self {
        case .app: "fasting timer history"
        case .zeroCSV: "Zero CSV export"
        case .zeroJSON: "Zero biodata.json"
        case .csv: "start,end,goal_hours CSV"
        }
    }

    /// Whether the format writes local times, read in a source time zone (Zero's CSV), rather than instants.
    var hasLocalTimes: Bool { self == .zeroCSV }

    /// Whether every fast of the format states its goal, so that a default goal would never be used.
    var alwaysHasGoals: Bool { self == .app }

    /// The format `text` names, as `--history-format` and `historyFormat:` read it.
    static func parse(_ text: String) throws(QuipuError) -> FastingHistoryFormat {
        guard let format = FastingHistoryFormat(rawValue: text) else {
            throw QuipuError(.usage, "unknown history format \"\(text)\"; expected one of \(choices)")
        }
        return format
    }

    /// The values `--history-format` and `historyFormat:` take, for messages.
    package static let choices = allCases.map(\.rawValue).joined(separator: ", ")

    /// The format the content shows: a JSON array is the fasting timer's history, a JSON object
    /// Zero's `biodata.json`; a CSV header naming `Night Eating`, or `Date` and `Hours`, is Zero's
    /// CSV export, one naming `start` and `end` the plain CSV. Anything else is read as the fasting
    /// timer's history, whose errors say where it stops being JSON.
    package static func detect(_ bytes: [UInt8], file: String) throws(QuipuError) -> FastingHistoryFormat {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            throw QuipuError(.dataError, "\(file): UTF-16 text; expected a fasting history in UTF-8 (save the export as UTF-8)")
        }
        var index = byteOrderMarkLength(bytes)
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .app }
        switch bytes[index] {
        case UInt8(ascii: "["): return .app
        case UInt8(ascii: "{"): return .zeroJSON
        default:
            let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let columns = Set(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ",")
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t\r")).lowercased() })
            if columns.contains("night eating") || columns.isSuperset(of: ["date", "hours"]) { return .zeroCSV }
            if columns.isSuperset(of: ["start", "end"]) { return .csv }
            return .app
        }
    }
}

/// How to read a report's fasting history: its format (`nil`: recognised from the content), the
/// zone of its local times (`nil`: the report's zone) and the goal of fasts the file gives none
/// (`nil`: 16 hours).
package struct FastingHistoryReading: Hashable, Sendable {
    package var format: FastingHistoryFormat?
    package var sourceTimeZone: TimeZone?
    package var goal: Fasting.Goal?

    package init(format: FastingHistoryFormat? = nil, sourceTimeZone: TimeZone? = nil, goal: Fasting.Goal? = nil) {
        self.format = format
        self.sourceTimeZone = sourceTimeZone
        self.goal = goal
    }

    /// The goal of a fast whose file states none: 16 hours unless `--goal` or `goal:` says otherwise.
    package static let defaultGoal = Fasting.Goal.trf16

    /// Loads the history at `path`, its local times in the source zone, else `reportTimeZone`.
    /// A source zone given for a file of instants, or a goal for a format whose fasts all have
    /// theirs, is a usage error, not ignored.
    func load(_ path: String, reportTimeZone: TimeZone, progress: ((Double) -> Void)?) throws(QuipuError) -> LoadedFastingHistory {
        try decode(readInput(path), file: path, reportTimeZone: reportTimeZone, progress: progress)
    }

    /// Decodes the bytes of a history file as `load` does; `file` names it in messages.
    package func decode(_ bytes: [UInt8], file: String, reportTimeZone: TimeZone,
                        progress: ((Double) -> Void)? = nil) throws(QuipuError) -> LoadedFastingHistory {
        let recognised: FastingHistoryFormat
        if let format { recognised = format } else { recognised = try FastingHistoryFormat.detect(bytes, file: file) }
        if sourceTimeZone != nil, !recognised.hasLocalTimes {
            throw QuipuError(.usage, "\(file): a source time zone is given, but this \(recognised.displayName) holds instants, not local times; "
                + "expected no --source-time-zone or `sourceTimeZone:` for it (it applies to Zero's CSV export)")
        }
        if goal != nil, recognised.alwaysHasGoals {
            throw QuipuError(.usage, "\(file): a goal is given, but every fast of this \(recognised.displayName) has its own; "
                + "expected no --goal or `goal:` for it (it applies to fasts a file gives no goal)")
        }
        let goal = goal ?? Self.defaultGoal
        switch recognised {
        case .app: return try FastingHistoryLoader.decode(bytes, file: file, progress: progress)
        case .zeroJSON: return try ZeroJSONLoader.decode(bytes, file: file, goal: goal)
        case .zeroCSV: return try ZeroCSVLoader.decode(bytes, file: file, timeZone: sourceTimeZone ?? reportTimeZone, goal: goal)
        case .csv: return try FastingCSVLoader.decode(bytes, file: file, goal: goal)
        }
    }
}
