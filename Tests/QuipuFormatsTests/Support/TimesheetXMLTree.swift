import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML

/// The timesheet XML built as an element tree for libxml2 to serialize: the reference that
/// `TimesheetXMLText`, which writes the same document as text, is held to, and a document the
/// template tests transform.
enum TimesheetXMLTree {
    /// The document as an element tree, which libxml2 serializes.
    static func element(_ timesheet: Timesheet) -> XMLElementValue {
        let parameters = timesheet.parameters
        let zone = parameters.timeZone
        var children: [XMLContent] = []
        if let rounding = parameters.rounding {
            children.append(.element(XMLElementValue("rounding", [
                ("minutes", String(rounding.incrementSeconds / 60)), ("mode", rounding.modeName), ("scope", rounding.scope.rawValue),
            ])))
        }
        let weeks = timesheet.weeks
        let weekOfDay = weeks.flatMap { week in week.map { _ in timesheet.days[week.lowerBound] } }
        children.append(.element(XMLElementValue("days", [], zip(timesheet.days, timesheet.dayTotals).enumerated().map { index, dayAndTotal in
            let (day, total) = dayAndTotal
            return .element(XMLElementValue("day", [("date", "\(day)"), ("weekday", TimesheetXML.weekdayNames[day.isoWeekday - 1]),
                                               ("week", "\(weekOfDay[index])")] + amount(total)))
        })))
        let columns = timesheet.columns
        if parameters.columns == .day {
            children.append(.element(XMLElementValue("weeks", [], weeks.map { week in
                let tasks: [XMLContent] = timesheet.rows.compactMap { row in
                    let total = row.total(of: week)
                    return total.isZero ? nil : .element(XMLElementValue("task", [("id", row.taskID.uuidString)] + amount(total)))
                }
                let total = timesheet.dayTotals[week].reduce(.zero, +)
                return .element(XMLElementValue("week", [("firstDay", "\(timesheet.days[week.first!])"), ("lastDay", "\(timesheet.days[week.last!])")]
                    + amount(total), tasks))
            })))
        } else {
            children.append(.element(XMLElementValue("columns", [], zip(columns, timesheet.totals(of: columns)).map { column, total in
                .element(XMLElementValue("column", [("firstDay", "\(column.firstDay)"), ("lastDay", "\(column.lastDay)")]
                    + (column.isPartial ? [("partial", "true")] : []) + amount(total)))
            })))
        }
        var projects: [XMLElementValue] = []
        for row in timesheet.rows {
            if projects.last?.attributes[0].value != row.projectID.uuidString {
                projects.append(XMLElementValue("project", [("id", row.projectID.uuidString), ("title", row.projectTitle)]))
            }
            let cells: [XMLContent] = zip(columns, timesheet.cells(of: row, in: columns)).compactMap { column, cell in
                cell.isZero ? nil : .element(XMLElementValue("cell", [("date", "\(column.firstDay)")] + amount(cell)))
            }
            let task = XMLElementValue("task", [("id", row.taskID.uuidString), ("title", row.taskTitle), ("state", row.taskState.rawValue)],
                                  cells + [.element(XMLElementValue("total", amount(row.total)))])
            projects[projects.count - 1].children.append(.element(task))
        }
        children.append(.element(XMLElementValue("projects", [], projects.map { .element($0) })))
        children.append(.element(XMLElementValue("total", amount(timesheet.total))))
        children.append(.element(XMLElementValue("recorded", [
            ("summedSeconds", String(timesheet.summedTime.seconds)), ("summedHm", timesheet.summedTime.hoursMinutesText),
            ("wallClockSeconds", String(timesheet.wallClockTime.seconds)), ("wallClockHm", timesheet.wallClockTime.hoursMinutesText),
        ])))
        let overlaps = timesheet.overlaps
        children.append(.element(XMLElementValue("overlaps", [
            ("pairs", String(overlaps.pairCount)), ("sharedSeconds", String(overlaps.sharedTime.seconds)),
            ("sharedHm", overlaps.sharedTime.hoursMinutesText), ("listed", String(overlaps.longest.count)),
            ("more", String(overlaps.unlistedCount)),
        ], overlaps.longest.map { overlap in
            .element(XMLElementValue("overlap", interval(overlap.start, overlap.end, zone) + [
                ("seconds", String(overlap.duration.seconds)), ("hm", overlap.duration.hoursMinutesText),
            ], [.element(slip(overlap.first, zone)), .element(slip(overlap.second, zone))]))
        })))
        children.append(.element(XMLElementValue("running", [], timesheet.runningSlips.map { .element(slip($0, zone)) })))

        return XMLElementValue("timesheet", [
            ("xmlns", TimesheetXML.namespace), ("period", "\(parameters.period)"),
            ("firstDay", "\(timesheet.days.first!)"), ("lastDay", "\(timesheet.days.last!)"),
            ("timeZone", zone.identifier), ("asOf", parameters.asOf.iso8601), ("weekStart", parameters.weekStart.rawValue),
            ("midnight", parameters.midnight.rawValue),
            ("columns", parameters.columns.rawValue),
        ], children)
    }

    /// The six attributes of an amount: seconds, decimal hours and h:mm, recorded and billed.
    private static func amount(_ amount: TimeAmount) -> [(String, String)] {
        [
            ("seconds", String(amount.raw.seconds)), ("hours", amount.raw.hoursText), ("hm", amount.raw.hoursMinutesText),
            ("billedSeconds", String(amount.billed.seconds)), ("billedHours", amount.billed.hoursText),
            ("billedHm", amount.billed.hoursMinutesText),
        ]
    }

    /// An interval's instants, in UTC and in the report's zone.
    private static func interval(_ start: Instant, _ end: Instant, _ zone: TimeZone) -> [(String, String)] {
        [("start", start.iso8601), ("end", end.iso8601), ("localStart", LocalTimeText.iso8601(start, in: zone)),
         ("localEnd", LocalTimeText.iso8601(end, in: zone))]
    }

    /// A `slip` element naming a slip and its interval.
    private static func slip(_ slip: SlipReference, _ zone: TimeZone) -> XMLElementValue {
        XMLElementValue("slip", [("id", slip.slipID.uuidString), ("project", slip.projectTitle), ("task", slip.taskTitle)]
            + interval(slip.start, slip.end, zone))
    }
}
