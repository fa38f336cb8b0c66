import ArgumentParser
import Foundation
import QuipuCore

extension FastingHistoryReading {
    /// The keys a fasting entry and the site take for their history file.
    static let configKeys = ["historyFormat", "sourceTimeZone", "goal"]

    /// `historyFormat`, `sourceTimeZone` and `goal` of an entry, each checked where it stands.
    static func read(_ fields: ConfigMapping) throws(QuipuError) -> FastingHistoryReading {
        var reading = FastingHistoryReading()
        if let value = fields["historyFormat"] {
            reading.format = try value.parsed("a fasting history's format: \(FastingHistoryFormat.choices)", by: FastingHistoryFormat.parse)
        }
        if let value = fields["sourceTimeZone"] { reading.sourceTimeZone = try value.timeZone() }
        if let value = fields["goal"] {
            reading.goal = try value.parsed("a goal in hours, such as 16, or a preset: 16:8, 18:6, 20:4, OMAD", by: FastingHours.goal)
        }
        return reading
    }
}

/// The command line's `--history-format`, `--source-time-zone` and `--goal`, shared by the
/// commands that read a fasting history.
struct FastingHistoryFlags: ParsableArguments {
    init() {}

    @Option(help: ArgumentHelp("The history's format: \(FastingHistoryFormat.choices). Default: recognised from its content.", valueName: "format"),
            transform: FastingHistoryFormat.parse)
    var historyFormat: FastingHistoryFormat?

    @Option(help: ArgumentHelp("The IANA zone of the history's local times (Zero's CSV export). Default: the report's time zone.", valueName: "zone"),
            transform: SharedOptionValue.timeZone)
    var sourceTimeZone: TimeZone?

    @Option(help: ArgumentHelp("The goal of fasts the history gives none (all of Zero's CSV, any without GoalHours or goal_hours): hours, or 16:8, 18:6, 20:4, OMAD. Default: 16.",
                               valueName: "hours"), transform: FastingHours.goal)
    var goal: Fasting.Goal?

    /// How the history is read, as these flags say.
    var reading: FastingHistoryReading { FastingHistoryReading(format: historyFormat, sourceTimeZone: sourceTimeZone, goal: goal) }
}
