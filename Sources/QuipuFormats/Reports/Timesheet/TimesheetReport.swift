import Foundation
import QuipuCore

/// A timesheet as a user asks for it, in the words of the command line or `quipu.yml`: its own
/// options beside the shared ones. `resolve` checks every word.
public struct TimesheetRequest: ReportRequest {
    public var statePath: String
    public var period: String
    /// `nil` for splitting at local midnight.
    public var midnight: MidnightPolicy?
    /// `nil` for no rounding.
    public var round: DurationRounding?
    /// `nil` for the grain that fits the period.
    public var columns: ColumnGrain?
    public var options = ReportOptions<TimesheetFormat>()
    /// The tracker file's format, the zone of its local times and its mapping of tags.
    public var tracker = TrackerOptions()
    /// Where it was asked for (`quipu.yml: timesheets[0]`); `nil` on the command line.
    public var origin: String?

    /// The report, with defaults filled in from `context`: the workspace's options, the system's
    /// time zone, and now for the as-of instant.
    public func resolve(in context: ResolutionContext) throws(QuipuError) -> TimesheetReport {
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let period = try ReportPeriod.parse(self.period, weekStart: shared.weekStart, origin: origin)
        let parameters = TimesheetParameters(period: period, timeZone: shared.timeZone, weekStart: shared.weekStart,
                                             asOf: shared.asOf ?? Instant(context.environment.now), midnight: midnight ?? .split,
                                             rounding: round, columns: columns)
        return TimesheetReport(statePath: statePath, parameters: parameters, output: shared.output(defaultStem: "timesheet-\(period.fileStem)"),
                               origin: origin, tracker: tracker.reading)
    }
}

/// A timesheet ready to make: the tracker file, the projection's parameters and where it goes.
public struct TimesheetReport: Report {
    public let statePath: String
    public let parameters: TimesheetParameters
    /// `OUT/timesheet-PERIOD.EXT` for each format, unless named otherwise.
    public let output: ReportOutput<TimesheetFormat>
    public let origin: String?
    /// How the tracker file is read: its format, the zone of its local times (default: the report's) and its mapping of tags.
    public var tracker = TrackerReading()

    /// The tracker file, and the templates folder when it is the user's.
    public var inputPaths: [String] { [statePath] + output.templates.inputPaths }

    public var outputPaths: [String] { output.paths }

    public func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> AppState {
        try tracker.load(statePath, reportTimeZone: parameters.timeZone, progress: progress)
    }

    /// The timesheet, its grid worked out on one core while the slips are swept on the other.
    public func project(_ state: AppState) -> Timesheet {
        let (grid, slips) = Parallel.both({ TimesheetGrid(state: state, parameters: parameters) },
                                          { SlipsInPeriod(state: state, parameters: parameters) })
        return Timesheet(grid: grid, slips: slips)
    }

    public func render(_ timesheet: Timesheet) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try TimesheetRenderer(templates: output.templates, formats: output.formats).render(timesheet))
    }
}
