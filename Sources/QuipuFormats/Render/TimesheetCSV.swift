import QuipuCore

/// Renders a timesheet as CSV: one row per local date and task with time, sorted by date,
/// project title, task title, then ids.
public enum TimesheetCSV {
    public static let header = ["date", "project_id", "project", "task_id", "task", "seconds", "hours", "billed_seconds", "billed_hours"]

    public static func render(_ timesheet: Timesheet) -> String {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        for (dayIndex, day) in timesheet.days.enumerated() {
            for row in timesheet.rows where !row.cells[dayIndex].isZero {
                let cell = row.cells[dayIndex]
                writer.appendRow([
                    .number("\(day)"), .number(row.projectID.uuidString), .text(row.projectTitle),
                    .number(row.taskID.uuidString), .text(row.taskTitle),
                    .number(String(cell.raw.seconds)), .number(cell.raw.hoursText),
                    .number(String(cell.billed.seconds)), .number(cell.billed.hoursText),
                ])
            }
        }
        return writer.text
    }
}
