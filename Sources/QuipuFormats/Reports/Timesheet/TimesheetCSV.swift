import QuipuCore

/// Renders a timesheet as CSV: one row per local date and task with time, sorted by date,
/// project title, task title, then ids.
public enum TimesheetCSV {
    public static let header = ["date", "project_id", "project", "task_id", "task", "seconds", "hours", "billed_seconds", "billed_hours"]

    /// The CSV's UTF-8 bytes. The cells are written straight to bytes: a history of years holds
    /// a row per task and day.
    public static func render(_ timesheet: Timesheet) -> [UInt8] {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        var bytes = Array(writer.text.utf8)
        // The same four cells start every row of a task: encode them once.
        let rowStarts = timesheet.rows.map { row in
            Array([CSVField.number(row.projectID.uuidString), .text(row.projectTitle), .number(row.taskID.uuidString), .text(row.taskTitle)]
                .map(\.encoded).joined(separator: ",").utf8)
        }
        for (dayIndex, day) in timesheet.days.enumerated() {
            let date = Array("\(day),".utf8)
            for (row, rowStart) in zip(timesheet.rows, rowStarts) where !row.cells[dayIndex].isZero {
                let cell = row.cells[dayIndex]
                bytes.append(contentsOf: date)
                bytes.append(contentsOf: rowStart)
                bytes.append(UInt8(ascii: ","))
                bytes.appendDecimal(cell.raw.seconds)
                bytes.append(UInt8(ascii: ","))
                bytes.appendHours(cell.raw)
                bytes.append(UInt8(ascii: ","))
                bytes.appendDecimal(cell.billed.seconds)
                bytes.append(UInt8(ascii: ","))
                bytes.appendHours(cell.billed)
                bytes.append(contentsOf: "\r\n".utf8)
            }
        }
        return bytes
    }
}
