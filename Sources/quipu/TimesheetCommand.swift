import ArgumentParser
import Foundation
import QuipuFormats

struct TimesheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timesheet",
        abstract: "Write the timesheet of a period from a time tracker's AppState.json.",
        discussion: """
        Writes OUT/timesheet-PERIOD.html, .xml and .csv (as --format asks) and prints their paths.
        The report's time zone and as-of instant are printed in the HTML and XML.

        Examples:
          quipu timesheet --state AppState.json --period 2024-W13 --time-zone Europe/Berlin
          quipu timesheet --state AppState.json --period 2024-03 --round 15:up:day-task --format csv
        """
    )

    @Option(help: ArgumentHelp("The time tracker's AppState.json, as the app writes it.", valueName: "file"))
    var state: String

    @Option(help: ArgumentHelp(
        "A day (2024-03-25), an ISO week (2024-W13), a month (2024-03) or a range of days (2024-03-01..2024-03-31, both ends included).",
        valueName: "period"))
    var period: String

    @Option(help: ArgumentHelp("The report's IANA time zone, such as Europe/Berlin. Default: the config's, else the system's.", valueName: "zone"))
    var timeZone: String?

    @Option(help: ArgumentHelp("The first day of a week: monday or sunday. Default: the config's, else monday.", valueName: "day"))
    var weekStart: String?

    @Option(help: ArgumentHelp("Count running slips up to this ISO 8601 instant, such as 2024-04-01T00:00:00Z. Default: now.", valueName: "instant"))
    var asOf: String?

    @Option(help: ArgumentHelp("Time after midnight: split (at local midnight), start-day or end-day.", valueName: "policy"))
    var midnight: String?

    @Option(help: ArgumentHelp(
        "Bill time rounded to MINUTES (1-60), down, nearest or up, per entry, day-task or task (default entry). Example: 15:up:entry.",
        valueName: "minutes:mode[:scope]"))
    var round: String?

    @Option(help: ArgumentHelp("Comma-separated formats among html, xml and csv.", valueName: "formats"))
    var format = "html,xml,csv"

    @Option(help: ArgumentHelp("The folder reports are written to.", valueName: "dir"))
    var out = "output"

    @Option(help: ArgumentHelp("A folder with your own copies of the templates. Default: the config's, else the built-in ones.", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The workspace config to take defaults from, if it exists.", valueName: "file"))
    var config = "quipu.yml"

    func run() throws {
        try reportingErrors { () throws(QuipuError) in
            let workspace = FileManager.default.fileExists(atPath: config) ? try QuipuConfig.load(path: config) : nil
            let request = TimesheetRequest(
                statePath: state, period: period, timeZone: timeZone ?? workspace?.timeZone,
                weekStart: weekStart ?? workspace?.weekStart, asOf: asOf, midnight: midnight, round: round,
                formats: try ReportFormat.parseList(format), outputDirectory: out,
                templatesDirectory: templates ?? workspace.flatMap { config in config.templates.map(config.resolve) }
            )
            let progress = ProgressLine()
            defer { progress.clear() }
            for path in try request.run(now: Date(), systemTimeZone: .current, progress: progress.show) {
                progress.clear()
                print(path)
            }
        }
    }
}
