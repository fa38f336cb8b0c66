import Foundation
import QuipuCore

/// A timesheet as a user asks for it, in the words of the command line or `quipu.yml`: its own
/// options beside the shared ones. `resolve` checks every word.
package struct TimesheetRequest: ReportRequest {
    package var statePath: String
    package var period: Period
    /// `nil` for splitting at local midnight.
    package var midnight: MidnightPolicy?
    /// `nil` for no rounding.
    package var round: DurationRounding?
    /// `nil` for the grain that fits the period.
    package var columns: ColumnGrain?
    /// Projects and tasks not billable besides the workspace's `nonBillable:`.
    package var nonBillable = NonBillableWork.none
    package var options = ReportOptions<TimesheetFormat>()
    /// The tracker file's format, the zone of its local times and its mapping of tags.
    package var tracker = TrackerOptions()
    /// Where it was asked for (`quipu.yml: timesheets[0]`); `nil` on the command line.
    package var origin: String?

    /// The report, with defaults filled in from `context`: the workspace's options, the system's
    /// time zone, and now for the as-of instant.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> TimesheetReport {
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let period = try ReportPeriod.checked(self.period, weekStart: shared.weekStart, origin: origin)
        let parameters = TimesheetParameters(period: period, timeZone: shared.timeZone, weekStart: shared.weekStart,
                                             asOf: shared.asOf ?? Instant(context.environment.now), midnight: midnight ?? .split,
                                             rounding: round, columns: columns, nonBillable: nonBillable.merging(context.workspace?.nonBillable ?? .none))
        return TimesheetReport(statePath: statePath, parameters: parameters, output: shared.output(defaultStem: "timesheet-\(period.fileStem)"),
                               origin: origin, tracker: tracker.reading)
    }
}

/// A timesheet ready to make: the tracker file, the projection's parameters and where it goes.
package struct TimesheetReport: Report {
    package let statePath: String
    package let parameters: TimesheetParameters
    /// `OUT/timesheet-PERIOD.EXT` for each format, unless named otherwise.
    package let output: ReportOutput<TimesheetFormat>
    package let origin: String?
    /// How the tracker file is read: its format, the zone of its local times (default: the report's) and its mapping of tags.
    package var tracker = TrackerReading()

    /// The tracker file, and the templates folder when it is the user's.
    package var inputPaths: [String] { [statePath] + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> AppState {
        try tracker.load(statePath, reportTimeZone: parameters.timeZone, progress: progress)
    }

    /// The timesheet, its grid worked out on one core while the slips are swept on the other.
    package func project(_ state: AppState) -> Timesheet {
        let (grid, slips) = Parallel.both({ TimesheetGrid(state: state, parameters: parameters) },
                                          { SlipsInPeriod(state: state, parameters: parameters) })
        return Timesheet(grid: grid, slips: slips)
    }

    package func render(_ timesheet: Timesheet) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try TimesheetRenderer(templates: output.templates, formats: output.formats, paper: output.paper, language: output.language).render(timesheet))
    }
}
