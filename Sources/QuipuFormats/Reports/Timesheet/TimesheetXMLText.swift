import Foundation
import QuipuCore
import QuipuXML

/// Writes the timesheet XML straight to UTF-8 bytes, byte for byte what libxml2 writes for the
/// tree `TimesheetXML.element` describes (the tests hold the two to each other), without the
/// million small values and nodes that tree costs for a grid of years of days.
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

        writer.open("timesheet")
        writer.attribute("xmlns", TimesheetXML.namespace)
        writer.attribute("period", "\(parameters.period)")
        writer.attribute("firstDay", dates.first!)
        writer.attribute("lastDay", dates.last!)
        writer.attribute("timeZone", zone.identifier)
        writer.attribute("asOf", parameters.asOf.iso8601)
        writer.attribute("weekStart", parameters.weekStart.rawValue)
        writer.attribute("midnight", parameters.midnight.rawValue)
        writer.attribute("columns", parameters.columns.rawValue)

        if let rounding = parameters.rounding {
            writer.open("rounding")
            writer.attribute("minutes", Int64(rounding.incrementSeconds / 60))
            writer.attribute("mode", rounding.modeName)
            writer.attribute("scope", rounding.scope.rawValue)
            writer.close("rounding")
        }
        let weeks = timesheet.weeks
        writer.open("days")
        for week in weeks {
            for index in week {
                writer.open("day")
                writer.attribute("date", dates[index])
                writer.attribute("weekday", TimesheetXML.weekdayNames[timesheet.days[index].isoWeekday - 1])
                writer.attribute("week", dates[week.lowerBound])
                writer.amount(timesheet.dayTotals[index])
                writer.close("day")
            }
        }
        writer.close("days")
        let taskIDs = timesheet.rows.map { Array($0.taskID.uuidString.utf8) }
        if parameters.columns == .day {
            writer.open("weeks")
            for week in weeks {
                writer.open("week")
                writer.attribute("firstDay", dates[week.lowerBound])
                writer.attribute("lastDay", dates[week.upperBound - 1])
                writer.amount(timesheet.dayTotals[week].reduce(.zero, +))
                for (row, taskID) in zip(timesheet.rows, taskIDs) where gridCells {
                    let total = row.total(of: week)
                    guard !total.isZero else { continue }
                    writer.open("task")
                    writer.attribute("id", taskID)
                    writer.amount(total)
                    writer.close("task")
                }
                writer.close("week")
            }
            writer.close("weeks")
        } else {
            writer.open("columns")
            for (column, total) in zip(columns, timesheet.totals(of: columns)) {
                writer.open("column")
                writer.attribute("firstDay", dates[column.days.lowerBound])
                writer.attribute("lastDay", dates[column.days.upperBound - 1])
                if column.isPartial { writer.attribute("partial", "true") }
                writer.amount(total)
                writer.close("column")
            }
            writer.close("columns")
        }

        writer.open("projects")
        for (index, row) in timesheet.rows.enumerated() {
            let startsProject = index == 0 || timesheet.rows[index - 1].projectID != row.projectID
            if startsProject {
                writer.open("project")
                writer.attribute("id", row.projectID.uuidString)
                writer.attribute("title", row.projectTitle)
            }
            writer.open("task")
            writer.attribute("id", taskIDs[index])
            writer.attribute("title", row.taskTitle)
            writer.attribute("state", row.taskState.rawValue)
            for (column, cell) in zip(columns, timesheet.cells(of: row, in: columns)) where gridCells && !cell.isZero {
                writer.open("cell")
                writer.attribute("date", dates[column.days.lowerBound])
                writer.amount(cell)
                writer.close("cell")
            }
            writer.open("total")
            writer.amount(row.total)
            writer.close("total")
            writer.close("task")
            if index == timesheet.rows.count - 1 || timesheet.rows[index + 1].projectID != row.projectID { writer.close("project") }
        }
        writer.close("projects")

        writer.open("total")
        writer.amount(timesheet.total)
        writer.close("total")
        writer.open("recorded")
        writer.attribute("summedSeconds", timesheet.summedTime.seconds)
        writer.attribute("summedHm", timesheet.summedTime.hoursMinutesText)
        writer.attribute("wallClockSeconds", timesheet.wallClockTime.seconds)
        writer.attribute("wallClockHm", timesheet.wallClockTime.hoursMinutesText)
        writer.close("recorded")
        let overlaps = timesheet.overlaps
        writer.open("overlaps")
        writer.attribute("pairs", "\(overlaps.pairCount)")
        writer.attribute("sharedSeconds", overlaps.sharedTime.seconds)
        writer.attribute("sharedHm", overlaps.sharedTime.hoursMinutesText)
        writer.attribute("listed", Int64(overlaps.longest.count))
        writer.attribute("more", "\(overlaps.unlistedCount)")
        for overlap in overlaps.longest {
            writer.open("overlap")
            writer.interval(overlap.start, overlap.end, zone)
            writer.attribute("seconds", overlap.duration.seconds)
            writer.attribute("hm", overlap.duration.hoursMinutesText)
            writer.slip(overlap.first, zone)
            writer.slip(overlap.second, zone)
            writer.close("overlap")
        }
        writer.close("overlaps")
        writer.open("running")
        for slip in timesheet.runningSlips { writer.slip(slip, zone) }
        writer.close("running")
        writer.close("timesheet")
        return writer.bytes
    }
}

/// Element by element XML output as libxml2 formats it: each element on its own line, indented
/// two spaces a level; an element without children closes itself (`<running/>`).
private struct XMLByteWriter {
    var bytes: [UInt8] = []
    private var depth = 0
    /// The last element opened has had no child yet: its start tag still lacks its `>`.
    private var startTagOpen = false

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func open(_ name: StaticString) {
        if startTagOpen { bytes.append(contentsOf: ">\n".utf8) }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        bytes.append(UInt8(ascii: "<"))
        append(name)
        depth += 1
        startTagOpen = true
    }

    mutating func close(_ name: StaticString) {
        depth -= 1
        if startTagOpen {
            bytes.append(contentsOf: "/>\n".utf8)
            startTagOpen = false
            return
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        bytes.append(contentsOf: "</".utf8)
        append(name)
        bytes.append(contentsOf: ">\n".utf8)
    }

    private mutating func attributeName(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        bytes.append(contentsOf: "=\"".utf8)
    }

    /// An attribute whose value is plain ASCII with nothing to escape (dates, ids).
    mutating func attribute(_ name: StaticString, _ value: [UInt8]) {
        attributeName(name)
        bytes.append(contentsOf: value)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func attribute(_ name: StaticString, _ value: Int64) {
        attributeName(name)
        bytes.appendDecimal(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An attribute of any text: characters XML cannot hold become U+FFFD (`XMLText`), and
    /// markup, quotes and line breaks are escaped as libxml2 escapes them.
    mutating func attribute(_ name: StaticString, _ value: String) {
        attributeName(name)
        for byte in XMLText.replacingDisallowedCharacters(value).utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case 0x0A: bytes.append(contentsOf: "&#10;".utf8)
            case 0x0D: bytes.append(contentsOf: "&#13;".utf8)
            case 0x09: bytes.append(contentsOf: "&#9;".utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The six attributes of an amount: seconds, decimal hours and h:mm, recorded and billed.
    mutating func amount(_ amount: TimeAmount) {
        duration(amount.raw, seconds: "seconds", hours: "hours", hm: "hm")
        duration(amount.billed, seconds: "billedSeconds", hours: "billedHours", hm: "billedHm")
    }

    private mutating func duration(_ duration: DisplayedDuration, seconds: StaticString, hours: StaticString, hm: StaticString) {
        attribute(seconds, duration.seconds)
        attributeName(hours)
        bytes.appendHours(duration)
        bytes.append(UInt8(ascii: "\""))
        attributeName(hm)
        bytes.appendHoursMinutes(duration)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func interval(_ start: Instant, _ end: Instant, _ zone: TimeZone) {
        attribute("start", start.iso8601)
        attribute("end", end.iso8601)
        attribute("localStart", TimesheetXML.local(start, zone))
        attribute("localEnd", TimesheetXML.local(end, zone))
    }

    mutating func slip(_ slip: SlipReference, _ zone: TimeZone) {
        open("slip")
        attribute("id", slip.slipID.uuidString)
        attribute("project", slip.projectTitle)
        attribute("task", slip.taskTitle)
        interval(slip.start, slip.end, zone)
        close("slip")
    }
}

extension [UInt8] {
    /// A count or duration (never negative) in decimal digits.
    mutating func appendDecimal(_ value: Int64) {
        var divisor: Int64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// `duration.hoursText` (`1.50`) without making a string.
    mutating func appendHours(_ duration: DisplayedDuration) {
        appendDecimal(duration.centihours / 100)
        append(UInt8(ascii: "."))
        appendTwoDigits(duration.centihours % 100)
    }

    /// `duration.hoursMinutesText` (`1:30`) without making a string.
    mutating func appendHoursMinutes(_ duration: DisplayedDuration) {
        appendDecimal(duration.minutes / 60)
        append(UInt8(ascii: ":"))
        appendTwoDigits(duration.minutes % 60)
    }

    private mutating func appendTwoDigits(_ value: Int64) {
        append(UInt8(ascii: "0") + UInt8(value / 10))
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
