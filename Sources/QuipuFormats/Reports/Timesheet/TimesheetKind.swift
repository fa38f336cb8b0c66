import ArgumentParser
import Foundation
import QuipuCore

/// Timesheets: `timesheets:` in `quipu.yml`, `quipu timesheet` on the command line.
enum TimesheetKind: ReportKind {
    static let section = ConfigSection(key: "timesheets", isList: true, example: "{state: AppState.json, period: 2024-W13}")
    static let command: any ParsableCommand.Type = TimesheetCommand.self

    /// An entry: `state` (relative to the workspace) and `period`, optionally `midnight`,
    /// `round` and `columns`, the shared options, and the tracker file's `stateFormat`, `sourceTimeZone` and `mapping`.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> TimesheetRequest {
        let optional = ["midnight", "round", "columns"] + ReportOptions.entryKeys + TrackerOptions.configKeys
        let expected = "a timesheet: state and period, and optionally " + optional.joined(separator: ", ")
        let fields = try entry.mapping(allowed: ["state", "period"] + optional, expected: expected)
        return TimesheetRequest(
            statePath: config.resolveInWorkspace(try fields.required("state", expected).nonEmptyText("a tracker file such as AppState.json")),
            period: try fields.required("period", expected).period(),
            midnight: try fields["midnight"]?.choice(MidnightPolicy.self).rawValue,
            round: try fields["round"]?.rounding().written,
            columns: try fields["columns"]?.choice(ColumnGrain.self).rawValue,
            options: try ReportOptions.read(fields, formats: TimesheetFormat.self, config: config),
            tracker: try TrackerOptions.read(fields),
            origin: entry.place)
    }
}

/// The formats a timesheet comes in.
public enum TimesheetFormat: String, OutputFormat {
    case html, xml, csv
}
