import QuipuCore

extension TimesheetReport {
    /// A timesheet whose period holds no time says so, rather than leaving an empty table in
    /// silence: `no slip in AppState.json has time in 2024-W45 (2024-11-04 to 2024-11-10); the
    /// timesheet is empty`.
    package func notices(_ state: AppState, _ timesheet: Timesheet) -> [String] {
        guard timesheet.rows.isEmpty, let first = timesheet.days.first, let last = timesheet.days.last else { return [] }
        return ["no slip in \(statePath) has time in \(periodInWords(parameters.period, first: first, last: last)); the timesheet is empty"]
    }
}
