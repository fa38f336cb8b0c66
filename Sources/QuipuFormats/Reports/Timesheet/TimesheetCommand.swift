import ArgumentParser
import Foundation
import QuipuCore

/// `quipu timesheet`: the timesheet of a period from a tracker file.
struct TimesheetCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "timesheet",
        abstract: "Write the timesheet of a period from a time tracker's AppState.json.",
        discussion: """
        Writes OUT/timesheet-PERIOD.html, .xml and .csv (formats: html, xml, csv) and prints their paths. The report's time zone and as-of instant are printed in the HTML and XML.

        Examples:
          quipu timesheet --state AppState.json --period 2024-W13 --time-zone Europe/Berlin
          quipu timesheet --state AppState.json --period 2024-01..2024-03 --round 15:up:day-task --format csv
          quipu timesheet --state AppState.json --period 2024-01..2025-12 --columns week
        
        """
    )

    @Option(help: ArgumentHelp("The time tracker's AppState.json, as the app writes it, or another tracker's file (see --state-format).", valueName: "file"))
    var state: String

    @Option(help: ArgumentHelp(
        "A day (2024-03-25), an ISO week (2024-W13), a month (2024-03), a year (2024), or a range of days, weeks or months, both ends included (2024-03-01..2024-03-31, 2024-W10..2024-W13, 2024-01..2024-03).",
        valueName: "period"), transform: SharedOptionValue.period)
    var period: Period

    @Option(help: ArgumentHelp("Time after midnight: split (at local midnight), start-day or end-day.", valueName: "policy"),
            transform: { text throws(QuipuError) in try SharedOptionValue.choice(text, name: "midnight policy") })
    var midnight: MidnightPolicy?

    @Option(help: ArgumentHelp(
        "Bill time rounded to MINUTES (1-60), down, nearest or up, per entry, day-task or task (default entry). Example: 15:up:entry.",
        valueName: "minutes:mode[:scope]"), transform: SharedOptionValue.rounding)
    var round: DurationRounding?

    @Option(help: ArgumentHelp("The grid's columns: day, week or month. Default: days up to 35 days, weeks up to 183, months beyond.",
                               valueName: "grain"), transform: { text throws(QuipuError) in try SharedOptionValue.choice(text, name: "column grain") })
    var columns: ColumnGrain?

    @OptionGroup(title: "Tracker file options")
    var tracker: TrackerFlags

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<TimesheetKind>

    var request: TimesheetRequest {
        TimesheetRequest(statePath: state, period: period, midnight: midnight, round: round, columns: columns, options: flags.options,
                         tracker: tracker.options)
    }
}
