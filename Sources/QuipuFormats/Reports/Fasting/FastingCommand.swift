import ArgumentParser
import Foundation
import QuipuCore

/// `quipu fasting`: the fasting summary of a period or of the whole history.
struct FastingCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "fasting",
        abstract: "Write the fasting summary of a period from a fasting timer's history.",
        discussion: """
        Writes OUT/fasting-PERIOD.html, .xml and .csv (OUT/fasting-all.* for the whole history; formats: html, xml, csv) and prints their paths. A fast belongs to the local day it ended; the running fast is counted up to the as-of instant and left out of every statistic. Streaks are counted over the whole history, whatever the period. Fasts that were never begun are skipped, and their count is printed.

        Examples:
          quipu fasting --history fasting.json --time-zone Europe/Berlin
          quipu fasting --history fasting.json --period 2024-03 --stages my-stages.json --format html
          quipu fasting --history zero.csv --source-time-zone America/New_York --goal 18 --time-zone America/New_York

        """
    )

    @Option(help: ArgumentHelp("The fasting timer's history: a JSON array of fasts, as the app writes it, or another app's export (see --history-format).",
                               valueName: "file"))
    var history: String

    @Option(help: ArgumentHelp(
        "A day, an ISO week (2024-W13), a month (2024-03), a year (2024), or a range of days, weeks or months (2024-01..2024-03). Default: the whole history.",
        valueName: "period"), transform: SharedOptionValue.period)
    var period: Period?

    @Option(help: ArgumentHelp(
        "The stage table: default (12 h ketosis begins … 72 h extended), or a JSON file of [{\"name\": …, \"hours\": …}]. Default: default.",
        valueName: "default|file"))
    var stages: String?

    @OptionGroup(title: "History file options")
    var historyFlags: FastingHistoryFlags

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<FastingKind>

    var request: FastingRequest {
        FastingRequest(historyPath: history, period: period, stages: stages, reading: historyFlags.reading, options: flags.options)
    }
}
