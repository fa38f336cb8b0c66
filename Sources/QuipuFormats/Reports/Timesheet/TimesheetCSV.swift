import QuipuCore
import QuipuXML

/// Renders a timesheet as CSV: one row per local date and task with time, sorted by date,
/// project title, task title, then ids. Each row has the time recorded, billed (of billable time,
/// after rounding), and recorded split into billable and non-billable time.
package enum TimesheetCSV {
    package static let header = ["date", "project_id", "project", "task_id", "task", "seconds", "hours", "billed_seconds", "billed_hours",
                                 "billable_seconds", "billable_hours", "non_billable_seconds", "non_billable_hours"]

    /// The CSV's UTF-8 bytes. The cells are written straight to bytes (`XMLByteWriter`'s numbers):
    /// a history of years holds a row per task and day.
    package static func render(_ timesheet: Timesheet) -> [UInt8] {
        var headerRow = CSVWriter()
        headerRow.appendRow(header.map(CSVField.text))
        var writer = XMLByteWriter()
        writer.append(contentsOf: headerRow.text)
        // The same four cells start every row of a task: encode them once.
        let rowStarts = timesheet.rows.map { row in
            Array([CSVField.number(row.projectID.uuidString), .text(row.projectTitle), .number(row.taskID.uuidString), .text(row.taskTitle)]
                .map(\.encoded).joined(separator: ",").utf8)
        }
        for (dayIndex, day) in timesheet.days.enumerated() {
            let date = Array("\(day),".utf8)
            for (row, rowStart) in zip(timesheet.rows, rowStarts) where !row.cells[dayIndex].isZero {
                let cell = row.cells[dayIndex]
                writer.append(contentsOf: date)
                writer.append(contentsOf: rowStart)
                writer.append(UInt8(ascii: ","))
                writer.appendDecimal(cell.raw.seconds)
                writer.append(UInt8(ascii: ","))
                writer.appendHours(cell.raw)
                writer.append(UInt8(ascii: ","))
                writer.appendDecimal(cell.billed.seconds)
                writer.append(UInt8(ascii: ","))
                writer.appendHours(cell.billed)
                writer.append(UInt8(ascii: ","))
                writer.appendDecimal(cell.billable.seconds)
                writer.append(UInt8(ascii: ","))
                writer.appendHours(cell.billable)
                let nonBillable = cell.nonBillable
                writer.append(UInt8(ascii: ","))
                writer.appendDecimal(nonBillable.seconds)
                writer.append(UInt8(ascii: ","))
                writer.appendHours(nonBillable)
                writer.append("\r\n")
            }
        }
        return writer.bytes
    }
}
