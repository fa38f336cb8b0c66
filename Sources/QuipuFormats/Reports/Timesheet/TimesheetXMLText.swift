import Foundation
import QuipuCore
import QuipuXML

/// Writes the timesheet XML straight to UTF-8 bytes with `XMLByteWriter`, byte for byte what
/// libxml2 writes for the same document built as a tree (the tests hold the two to each other),
/// without the million small values and nodes that tree costs for a grid of years of days.
enum TimesheetXMLText {
    /// The document's bytes: an XML declaration, then the root indented two spaces a level.
    /// Without `gridCells`, the tasks' cells and each week's tasks are left out: the document the
    /// built-in HTML template reads when Quipu writes the weekly grids itself (`TimesheetWeekGridsHTML`).
    static func bytes(_ timesheet: Timesheet, gridCells: Bool = true) -> [UInt8] {
        let parameters = timesheet.parameters
        let zone = parameters.timeZone
        let columns = timesheet.columns
        let dates = timesheet.days.map { Array("\($0)".utf8) }
        var writer = XMLByteWriter()
        writer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")

        writer.openElement("timesheet")
        writer.appendAttribute("xmlns", TimesheetXML.namespace)
        writer.appendAttribute("period", "\(parameters.period)")
        writer.appendAttribute("firstDay", plain: dates.first!)
        writer.appendAttribute("lastDay", plain: dates.last!)
        writer.appendAttribute("timeZone", zone.identifier)
        writer.appendAttribute("asOf", parameters.asOf.iso8601)
        writer.appendAttribute("weekStart", parameters.weekStart.rawValue)
        writer.appendAttribute("midnight", parameters.midnight.rawValue)
        writer.appendAttribute("columns", parameters.columns.rawValue)

        if let rounding = parameters.rounding {
            writer.openElement("rounding")
            writer.appendAttribute("minutes", Int64(rounding.incrementSeconds / 60))
            writer.appendAttribute("mode", rounding.modeName)
            writer.appendAttribute("scope", rounding.scope.rawValue)
            writer.closeElement("rounding")
        }
        writer.openElement("days")
        for week in timesheet.weeks {
            for index in week {
                writer.openElement("day")
                writer.appendAttribute("date", plain: dates[index])
                writer.appendAttribute("weekday", TimesheetXML.weekdayNames[timesheet.days[index].isoWeekday - 1])
                writer.appendAttribute("week", plain: dates[week.lowerBound])
                writer.amount(timesheet.dayTotals[index])
                writer.closeElement("day")
            }
        }
        writer.closeElement("days")
        let taskIDs = timesheet.rows.map { Array($0.taskID.uuidString.utf8) }
        if parameters.columns == .day {
            writer.openElement("weeks")
            for week in timesheet.weekTotals {
                writer.openElement("week")
                writer.appendAttribute("firstDay", plain: dates[week.days.lowerBound])
                writer.appendAttribute("lastDay", plain: dates[week.days.upperBound - 1])
                writer.amount(week.total)
                for (total, taskID) in zip(week.rowTotals, taskIDs) where gridCells && !total.isZero {
                    writer.openElement("task")
                    writer.appendAttribute("id", plain: taskID)
                    writer.amount(total)
                    writer.closeElement("task")
                }
                writer.closeElement("week")
            }
            writer.closeElement("weeks")
        } else {
            writer.openElement("columns")
            for (column, total) in zip(columns, timesheet.totals(of: columns)) {
                writer.openElement("column")
                writer.appendAttribute("firstDay", plain: dates[column.days.lowerBound])
                writer.appendAttribute("lastDay", plain: dates[column.days.upperBound - 1])
                if column.isPartial { writer.appendAttribute("partial", "true") }
                writer.amount(total)
                writer.closeElement("column")
            }
            writer.closeElement("columns")
        }

        writer.openElement("projects")
        for (index, row) in timesheet.rows.enumerated() {
            let startsProject = index == 0 || timesheet.rows[index - 1].projectID != row.projectID
            if startsProject {
                writer.openElement("project")
                writer.appendAttribute("id", row.projectID.uuidString)
                writer.appendAttribute("title", row.projectTitle)
            }
            writer.openElement("task")
            writer.appendAttribute("id", plain: taskIDs[index])
            writer.appendAttribute("title", row.taskTitle)
            writer.appendAttribute("state", row.taskState.rawValue)
            for (column, cell) in zip(columns, timesheet.cells(of: row, in: columns)) where gridCells && !cell.isZero {
                writer.openElement("cell")
                writer.appendAttribute("date", plain: dates[column.days.lowerBound])
                writer.amount(cell)
                writer.closeElement("cell")
            }
            writer.openElement("total")
            writer.amount(row.total)
            writer.closeElement("total")
            writer.closeElement("task")
            if index == timesheet.rows.count - 1 || timesheet.rows[index + 1].projectID != row.projectID { writer.closeElement("project") }
        }
        writer.closeElement("projects")

        writer.openElement("total")
        writer.amount(timesheet.total)
        writer.closeElement("total")
        writer.openElement("recorded")
        writer.appendAttribute("summedSeconds", timesheet.summedTime.seconds)
        writer.appendAttribute("summedHm", timesheet.summedTime.hoursMinutesText)
        writer.appendAttribute("wallClockSeconds", timesheet.wallClockTime.seconds)
        writer.appendAttribute("wallClockHm", timesheet.wallClockTime.hoursMinutesText)
        writer.closeElement("recorded")
        let overlaps = timesheet.overlaps
        writer.openElement("overlaps")
        writer.appendAttribute("pairs", "\(overlaps.pairCount)")
        writer.appendAttribute("sharedSeconds", overlaps.sharedTime.seconds)
        writer.appendAttribute("sharedHm", overlaps.sharedTime.hoursMinutesText)
        writer.appendAttribute("listed", Int64(overlaps.longest.count))
        writer.appendAttribute("more", "\(overlaps.unlistedCount)")
        for overlap in overlaps.longest {
            writer.openElement("overlap")
            writer.interval(overlap.start, overlap.end, zone)
            writer.appendAttribute("seconds", overlap.duration.seconds)
            writer.appendAttribute("hm", overlap.duration.hoursMinutesText)
            writer.slip(overlap.first, zone)
            writer.slip(overlap.second, zone)
            writer.closeElement("overlap")
        }
        writer.closeElement("overlaps")
        writer.openElement("running")
        for slip in timesheet.runningSlips { writer.slip(slip, zone) }
        writer.closeElement("running")
        writer.closeElement("timesheet")
        return writer.bytes
    }
}

extension XMLByteWriter {
    /// The attributes of an amount: seconds, decimal hours and h:mm, recorded and billed, and
    /// where part of it is not billable, billable and non-billable.
    fileprivate mutating func amount(_ amount: TimeAmount) {
        duration(amount.raw, seconds: "seconds", hours: "hours", hm: "hm")
        duration(amount.billed, seconds: "billedSeconds", hours: "billedHours", hm: "billedHm")
        let nonBillable = amount.nonBillable
        guard nonBillable.seconds > 0 else { return }
        duration(amount.billable, seconds: "billableSeconds", hours: "billableHours", hm: "billableHm")
        duration(nonBillable, seconds: "nonBillableSeconds", hours: "nonBillableHours", hm: "nonBillableHm")
    }

    private mutating func duration(_ duration: DisplayedDuration, seconds: StaticString, hours: StaticString, hm: StaticString) {
        appendAttribute(seconds, duration.seconds)
        appendAttributeStart(hours)
        appendHours(duration)
        append(UInt8(ascii: "\""))
        appendAttributeStart(hm)
        appendHoursMinutes(duration)
        append(UInt8(ascii: "\""))
    }

    /// An interval's instants, in UTC and in the report's zone.
    fileprivate mutating func interval(_ start: Instant, _ end: Instant, _ zone: TimeZone) {
        appendAttribute("start", start.iso8601)
        appendAttribute("end", end.iso8601)
        appendAttribute("localStart", LocalTimeText.iso8601(start, in: zone))
        appendAttribute("localEnd", LocalTimeText.iso8601(end, in: zone))
    }

    /// A `slip` element naming a slip and its interval.
    fileprivate mutating func slip(_ slip: SlipReference, _ zone: TimeZone) {
        openElement("slip")
        appendAttribute("id", slip.slipID.uuidString)
        appendAttribute("project", slip.projectTitle)
        appendAttribute("task", slip.taskTitle)
        interval(slip.start, slip.end, zone)
        closeElement("slip")
    }
}
