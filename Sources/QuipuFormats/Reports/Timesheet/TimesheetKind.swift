import Foundation
import QuipuCore

/// Timesheets: `timesheets:` in `quipu.yml`, `quipu timesheet` on the command line.
enum TimesheetKind: ReportKind {
    typealias Command = TimesheetCommand
    static let section = ConfigSection(key: "timesheets", isList: true, entryName: "a timesheet", requiredKeys: ["state", "period"],
                                       optionalKeys: ["midnight", "round", "columns", "nonBillable"] + TrackerOptions.configKeys,
                                       example: "{state: AppState.json, period: 2024-W13}")
    static let sharedOptions: [SharedOption] = [.timeZone, .weekStart, .asOf, .formats, .output, .name, .templates, .paper, .locale, .csvLocale]

    /// An entry: `state` (relative to the workspace) and `period`, optionally `midnight`,
    /// `round`, `columns` and `nonBillable` (besides the workspace's), and the tracker file's
    /// `stateFormat`, `sourceTimeZone` and `mapping`.
    static func request(from fields: ConfigMapping, options: ReportOptions<TimesheetFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> TimesheetRequest {
        TimesheetRequest(
            statePath: config.pathInWorkspace(try required("state", of: fields).nonEmptyText("a tracker file such as AppState.json")),
            period: try required("period", of: fields).period(),
            midnight: try fields["midnight"]?.choice(MidnightPolicy.self),
            round: try fields["round"]?.rounding(),
            columns: try fields["columns"]?.choice(ColumnGrain.self),
            nonBillable: try fields["nonBillable"]?.nonBillableWork() ?? .none,
            options: options,
            tracker: try TrackerOptions.read(fields),
            origin: fields.owner.place)
    }
}

/// The formats a timesheet comes in.
package enum TimesheetFormat: String, OutputFormat {
    case html, xml, csv
    /// A PDF/A-3b to print or send, its grids in bands of columns.
    case pdf
}

extension TimesheetFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        header.hasSuffix("hours")
    }
}
