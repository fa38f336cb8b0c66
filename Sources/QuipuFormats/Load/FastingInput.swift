import Foundation
import QuipuCore

/// The files a fasting report or site reads: the history, and the stage table unless it is the
/// built-in one.
package struct FastingInput: Sendable {
    package let historyPath: String
    /// How the history is read: its format, the zone of its local times, the goal of fasts without one.
    package let reading: FastingHistoryReading
    /// The report's time zone, in which local times are read when no source zone is given.
    package let timeZone: TimeZone
    /// The stages file; `nil` for the built-in table.
    package let stagesPath: String?

    /// `stages` is `default` (or `nil`) for the built-in table, else a file's path.
    package init(historyPath: String, reading: FastingHistoryReading = FastingHistoryReading(), timeZone: TimeZone, stages: String?) {
        self.historyPath = historyPath
        self.reading = reading
        self.timeZone = timeZone
        stagesPath = stages == nil || stages == "default" ? nil : stages
    }

    package var paths: [String] { [historyPath] + (stagesPath.map { [$0] } ?? []) }

    /// The history and the stage table, checked.
    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> FastingSource {
        progress?(.reading(historyPath))
        let history = try reading.load(historyPath, reportTimeZone: timeZone) { progress?(.loading(historyPath, fraction: $0)) }
        let stages = try stagesPath.map { path throws(QuipuError) in try FastingStagesLoader.load(path: path) } ?? .default
        return FastingSource(history: history, stages: stages)
    }
}

/// What a fasting report or site is made from.
package struct FastingSource: Sendable {
    package let history: LoadedFastingHistory
    package let stages: FastingStages

    /// The notice for fasts that were never begun, if there were any.
    var unbegunNotice: [String] {
        switch history.unbegunCount {
        case 0: []
        case 1: ["skipped 1 fast that was never begun (no \"start\")"]
        case let count: ["skipped \(count) fasts that were never begun (no \"start\")"]
        }
    }
}
