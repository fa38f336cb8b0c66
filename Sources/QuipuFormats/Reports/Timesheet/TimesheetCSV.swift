import QuipuCore

/// Renders a timesheet as CSV: one row per local date and task with time, sorted by date,
/// project title, task title, then ids.
public enum TimesheetCSV {
    public static let header = ["date", "project_id", "project", "task_id", "task", "seconds", "hours", "billed_seconds", "billed_hours"]

    public static func render(_ timesheet: Timesheet) -> String {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        // The same four cells start every row of a task: encode them once.
        let rowStarts = timesheet.rows.map { row in
            [CSVField.number(row.projectID.uuidString), .text(row.projectTitle), .number(row.taskID.uuidString), .text(row.taskTitle)]
                .map(\.encoded).joined(separator: ",")
        }
        for (dayIndex, day) in timesheet.days.enumerated() {
            let date = "\(day)"
            for (row, rowStart) in zip(timesheet.rows, rowStarts) where !row.cells[dayIndex].isZero {
                let cell = row.cells[dayIndex]
                writer.appendRow(encoded: [
                    date, rowStart, String(cell.raw.seconds), cell.raw.hoursText, String(cell.billed.seconds), cell.billed.hoursText,
                ])
            }
        }
        return writer.text
    }
}
