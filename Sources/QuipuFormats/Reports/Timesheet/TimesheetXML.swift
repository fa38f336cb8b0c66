import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet as Quipu's timesheet XML (`urn:quipu:timesheet:1`,
/// `Templates/schemas/timesheet.xsd`). The HTML is made from this document by `timesheet.xsl`.
public enum TimesheetXML {
    public static let namespace = "urn:quipu:timesheet:1"

    /// The document as an element tree.
    public static func element(_ timesheet: Timesheet) -> XMLElementValue {
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
            return .element(XMLElementValue("day", [("date", "\(day)"), ("weekday", weekdayNames[day.isoWeekday - 1]),
                                               ("week", "\(weekOfDay[index])")] + amount(total)))
        })))
        children.append(.element(XMLElementValue("weeks", [], weeks.map { week in
            let tasks: [XMLContent] = timesheet.rows.compactMap { row in
                let total = row.total(of: week)
                return total.isZero ? nil : .element(XMLElementValue("task", [("id", row.taskID.uuidString)] + amount(total)))
            }
            let total = timesheet.dayTotals[week].reduce(.zero, +)
            return .element(XMLElementValue("week", [("firstDay", "\(timesheet.days[week.first!])"), ("lastDay", "\(timesheet.days[week.last!])")]
                + amount(total), tasks))
        })))
        let grain = timesheet.columnGrain
        if grain != .day {
            children.append(.element(XMLElementValue("columns", [], timesheet.columns(grain).map { column in
                let tasks: [XMLContent] = timesheet.rows.compactMap { row in
                    let total = row.total(of: column.days)
                    return total.isZero ? nil : .element(XMLElementValue("task", [("id", row.taskID.uuidString)] + amount(total)))
                }
                return .element(XMLElementValue("column", [("firstDay", "\(column.first)"), ("lastDay", "\(column.last)"),
                                                          ("partial", column.isPartial ? "true" : "false")]
                    + amount(timesheet.dayTotals[column.days].reduce(.zero, +)), tasks))
            })))
        }
        var projects: [XMLElementValue] = []
        for row in timesheet.rows {
            if projects.last?.attributes[0].value != row.projectID.uuidString {
                projects.append(XMLElementValue("project", [("id", row.projectID.uuidString), ("title", row.projectTitle)]))
            }
            let cells: [XMLContent] = zip(timesheet.days, row.cells).compactMap { day, cell in
                cell.isZero ? nil : .element(XMLElementValue("cell", [("date", "\(day)")] + amount(cell)))
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
            ("xmlns", namespace), ("period", "\(parameters.period)"),
            ("firstDay", "\(timesheet.days.first!)"), ("lastDay", "\(timesheet.days.last!)"),
            ("timeZone", zone.identifier), ("asOf", parameters.asOf.iso8601), ("weekStart", parameters.weekStart.rawValue),
            ("midnight", parameters.midnight.rawValue), ("columns", grain.rawValue),
        ], children)
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    public static func document(_ timesheet: Timesheet) -> LibXMLDocument {
        LibXMLDocument(root: element(timesheet))
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private static func amount(_ amount: TimeAmount) -> [(String, String)] {
        [
            ("seconds", String(amount.raw.seconds)), ("hours", amount.raw.hoursText), ("hm", amount.raw.hoursMinutesText),
            ("billedSeconds", String(amount.billed.seconds)), ("billedHours", amount.billed.hoursText),
            ("billedHm", amount.billed.hoursMinutesText),
        ]
    }

    private static func interval(_ start: Instant, _ end: Instant, _ zone: TimeZone) -> [(String, String)] {
        [("start", start.iso8601), ("end", end.iso8601), ("localStart", local(start, zone)), ("localEnd", local(end, zone))]
    }

    private static func slip(_ slip: SlipReference, _ zone: TimeZone) -> XMLElementValue {
        XMLElementValue("slip", [("id", slip.slipID.uuidString), ("project", slip.projectTitle), ("task", slip.taskTitle)]
            + interval(slip.start, slip.end, zone))
    }

    /// The wall-clock reading of `instant` in `zone`: `2024-03-31T03:30:00+02:00`.
    static func local(_ instant: Instant, _ zone: TimeZone) -> String {
        let date = Date(timeIntervalSinceReferenceDate: TimeInterval(instant.milliseconds) / 1000)
        return LocalDateTime(instant, offsetSeconds: zone.secondsFromGMT(for: date)).iso8601(withOffset: true)
    }
}
