import Foundation
import QuipuCore
import QuipuPDF

/// A timesheet as a PDF/A-3b: what `timesheet.xsl` prints but the chart — the period's facts,
/// the grids of recorded (and billed) time, billable and non-billable time, the totals,
/// overlapping and running slips — flowing over as many pages as it needs (`PDFFlow`), a grid
/// wider than the page in bands of columns with the project and task repeated.
enum TimesheetPDF {
    /// The PDF on `paper`, dated by the timesheet's as-of instant.
    static func render(_ timesheet: Timesheet, paper: Paper) throws(QuipuError) -> [UInt8] {
        let parameters = timesheet.parameters
        let asOf = LocalDateTime(parameters.asOf, in: parameters.timeZone)
        let seconds = Int(asOf.millisecondOfDay / 1000)
        let date = PDFDate(year: asOf.date.year, month: asOf.date.month, day: asOf.date.day, hour: seconds / 3600, minute: seconds / 60 % 60,
                           second: seconds % 60, offsetSeconds: asOf.offsetSeconds)
        let title = "Timesheet \(parameters.period)"
        let flow = PDFFlow(blocks: blocks(timesheet), width: paper.width, height: paper.height,
                           footer: "\(title) · \(parameters.timeZone.identifier) · as of \(parameters.asOf.iso8601)")
        do {
            return try PDFArchive.pdfA3b(try flow.drawn(), info: PDFDocumentInfo(
                title: title, author: "Quipu", subject: "\(title): hours per task from \(timesheet.days.first!) to \(timesheet.days.last!)", date: date))
        } catch {
            throw QuipuError(.noInput, "timesheet \(parameters.period): the PDF could not be made: \(error)")
        }
    }

    /// The blocks of the document, in the HTML page's order.
    static func blocks(_ timesheet: Timesheet) -> [PDFBlock] {
        let parameters = timesheet.parameters
        let midnight = switch parameters.midnight {
        case .split: "split at local midnight"
        case .startDay: "the whole slip counts on the day it started"
        case .endDay: "the whole slip counts on the day it stopped"
        }
        let billing = parameters.rounding.map { rounding in
            let scope = switch rounding.scope {
            case .entry: "time slip and day"
            case .dayTask: "task and day"
            case .task: "task over the period"
            }
            return "\(rounding.incrementSeconds / 60)-minute increments, rounded \(rounding.modeName) per \(scope)"
        } ?? "recorded time, not rounded"
        var blocks: [PDFBlock] = [
            .title("Timesheet \(parameters.period)"),
            .facts([PDFTableCell("Days", detail: "\(timesheet.days.first!) to \(timesheet.days.last!) (weeks start on \(parameters.weekStart.rawValue))"),
                    PDFTableCell("Time zone", detail: parameters.timeZone.identifier),
                    PDFTableCell("As of", detail: "\(parameters.asOf.iso8601) (running slips are counted up to this instant)"),
                    PDFTableCell("After midnight", detail: midnight), PDFTableCell("Billing", detail: billing)]),
            .heading("Recorded time"),
        ]
        let grain = parameters.columns.rawValue
        blocks += grids(timesheet, billed: false, caption: "Hours (h:mm, and decimal below) per task and \(grain).")
        if parameters.rounding != nil {
            blocks.append(.heading("Billed time"))
            blocks += grids(timesheet, billed: true, caption: "Billed hours per task and \(grain), after rounding. Recorded time above is unchanged.")
        }
        let total = timesheet.total
        if total.nonBillable.seconds > 0 {
            blocks.append(.heading("Billable and non-billable time"))
            blocks.append(.table(PDFTable(
                caption: "Recorded hours per task over the period: billable, not billable (as the tracker marked them, or listed under nonBillable), and both.",
                headingColumns: ["Project", "Task"], columns: [PDFTableCell("Billable"), PDFTableCell("Non-billable"), PDFTableCell("Total")],
                rows: timesheet.rows.map { row in
                    PDFTableRow(headings: [row.projectTitle, row.taskTitle], cells: [cell(row.total.billable), cell(row.total.nonBillable), cell(row.total.raw)])
                },
                footer: PDFTableRow(headings: ["Total", ""], cells: [cell(total.billable), cell(total.nonBillable), cell(total.raw)]))))
        }
        var totals = [PDFTableCell("On the timesheet", detail: "\(total.raw.hoursMinutesText) (\(hours(total.raw)) h)")]
        if total.nonBillable.seconds > 0 {
            totals += [PDFTableCell("Billable", detail: "\(total.billable.hoursMinutesText) (\(hours(total.billable)) h)"),
                       PDFTableCell("Not billable", detail: "\(total.nonBillable.hoursMinutesText) (\(hours(total.nonBillable)) h)")]
        }
        if parameters.rounding != nil { totals.append(PDFTableCell("Billed", detail: "\(total.billed.hoursMinutesText) (\(hours(total.billed)) h)")) }
        totals += [PDFTableCell("Recorded in the period, slip by slip", detail: timesheet.summedTime.hoursMinutesText),
                   PDFTableCell("Wall-clock time with any slip running", detail: timesheet.wallClockTime.hoursMinutesText)]
        blocks += [.heading("Totals"), .facts(totals), .heading("Overlapping slips")]
        blocks += overlaps(timesheet)
        blocks.append(.heading("Running slips"))
        let zone = parameters.timeZone
        blocks += timesheet.runningSlips.isEmpty ? [.paragraph([PDFSpan("None.")])] : timesheet.runningSlips.map { slip in
            .paragraph([PDFSpan("\(slip.taskTitle) (\(slip.projectTitle)), running since \(localMinute(slip.start, zone)), counted to \(localMinute(slip.end, zone))")])
        }
        return blocks
    }

    /// The grids of recorded or `billed` time: one tasks × columns grid for week or month
    /// columns and for a single week, else a grid per week and the period's totals per task.
    static func grids(_ timesheet: Timesheet, billed: Bool, caption: String) -> [PDFBlock] {
        let amount = { (time: TimeAmount) in billed ? time.billed : time.raw }
        let days = timesheet.days
        guard timesheet.parameters.columns == .day, timesheet.weeks.count > 1 else {
            return [.table(columnTable(timesheet, billed: billed, caption: caption))]
        }
        var blocks: [PDFBlock] = []
        for week in timesheet.weekTotals {
            blocks.append(.subheading("Week of \(days[week.days.lowerBound]) to \(days[week.days.upperBound - 1])"))
            let rows = timesheet.rows.indices.filter { !week.rowTotals[$0].isZero }
            guard !rows.isEmpty else {
                blocks.append(.paragraph([PDFSpan("No time recorded this week.")]))
                continue
            }
            blocks.append(.table(PDFTable(
                caption: caption, headingColumns: ["Project", "Task"],
                columns: week.days.map { dayHeading(days[$0]) } + [PDFTableCell("Total")],
                rows: rows.map { index in
                    let row = timesheet.rows[index]
                    return PDFTableRow(headings: [row.projectTitle, row.taskTitle],
                                       cells: week.days.map { cell(amount(row.cells[$0])) } + [cell(amount(week.rowTotals[index]))])
                },
                footer: PDFTableRow(headings: ["Total", ""], cells: week.days.map { cell(amount(timesheet.dayTotals[$0])) } + [cell(amount(week.total))]))))
        }
        blocks.append(.subheading("The whole period"))
        blocks.append(.table(PDFTable(
            caption: "Totals per task from \(days.first!) to \(days.last!).", headingColumns: ["Project", "Task"], columns: [PDFTableCell("Total")],
            rows: timesheet.rows.map { PDFTableRow(headings: [$0.projectTitle, $0.taskTitle], cells: [cell(amount($0.total))]) },
            footer: PDFTableRow(headings: ["Total", ""], cells: [cell(amount(timesheet.total))]))))
        return blocks
    }

    /// The one tasks × columns grid of recorded or `billed` time (week or month columns, or a
    /// single week's days), the row totals in its last column; the HTML's print bands are cut
    /// from the same table (`TimesheetPrintBands`).
    static func columnTable(_ timesheet: Timesheet, billed: Bool, caption: String) -> PDFTable {
        let amount = { (time: TimeAmount) in billed ? time.billed : time.raw }
        let columns = timesheet.columns
        let headings = columns.map { column in
            switch timesheet.parameters.columns {
            case .month:
                PDFTableCell("\(monthNames[column.firstDay.month - 1]) \(column.firstDay.year)",
                             detail: column.isPartial ? "partial: \(dayOfMonth(column.firstDay))–\(dayOfMonth(column.lastDay))" : nil)
            case .week: PDFTableCell(monthDay(column.firstDay), detail: "to \(monthDay(column.lastDay))" + (column.isPartial ? " (partial)" : ""))
            case .day: dayHeading(column.firstDay)
            }
        }
        return PDFTable(
            caption: caption, headingColumns: ["Project", "Task"], columns: headings + [PDFTableCell("Total")],
            rows: timesheet.rows.map { row in
                PDFTableRow(headings: [row.projectTitle, row.taskTitle],
                            cells: timesheet.cells(of: row, in: columns).map { cell(amount($0)) } + [cell(amount(row.total))])
            },
            footer: PDFTableRow(headings: ["Total", ""], cells: timesheet.totals(of: columns).map { cell(amount($0)) } + [cell(amount(timesheet.total))]))
    }

    /// The overlapping slips: how many and how much time they share, and the longest of them.
    static func overlaps(_ timesheet: Timesheet) -> [PDFBlock] {
        let overlaps = timesheet.overlaps, zone = timesheet.parameters.timeZone
        guard !overlaps.longest.isEmpty else { return [.paragraph([PDFSpan("None.")])] }
        var summary = overlaps.pairCount == 1
            ? "Two slips were recorded at the same time, sharing \(overlaps.sharedTime.hoursMinutesText). Both are counted on the timesheet; "
                + "the wall-clock total above counts their shared time once."
            : "\(overlaps.pairCount) pairs of slips were recorded at the same time, sharing \(overlaps.sharedTime.hoursMinutesText) in all. "
                + "Both slips of each pair are counted on the timesheet; the wall-clock total above counts shared time once."
        if overlaps.pairCount > 1, overlaps.unlistedCount > 0 { summary += " The \(overlaps.longest.count) longest overlaps are listed, longest first." }
        var blocks: [PDFBlock] = [.paragraph([PDFSpan(summary)])]
        blocks += overlaps.longest.map { overlap in
            .paragraph([PDFSpan("\(localMinute(overlap.start, zone)) to \(localMinute(overlap.end, zone)), \(overlap.duration.hoursMinutesText): ", bold: true),
                        PDFSpan("\(overlap.first.taskTitle) (\(overlap.first.projectTitle)) and \(overlap.second.taskTitle) (\(overlap.second.projectTitle))")])
        }
        if overlaps.unlistedCount > 0 {
            blocks.append(.paragraph([PDFSpan("… and \(overlaps.unlistedCount) more overlapping pair\(overlaps.unlistedCount == 1 ? "" : "s").")]))
        }
        return blocks
    }

    /// A duration's cell: h:mm with decimal hours under it; `nil` (a dot) for none.
    static func cell(_ duration: DisplayedDuration) -> PDFTableCell? {
        duration.minutes == 0 ? nil : PDFTableCell(duration.hoursMinutesText, detail: hours(duration))
    }

    /// Decimal hours to two places: `7.50`.
    static func hours(_ duration: DisplayedDuration) -> String {
        let centihours = duration.centihours
        return "\(centihours / 100)." + (centihours % 100 < 10 ? "0" : "") + "\(centihours % 100)"
    }

    /// A day's column heading: its weekday over its month and day (`Mon`, `03-25`).
    static func dayHeading(_ date: LocalDate) -> PDFTableCell {
        PDFTableCell(TimesheetXML.weekdayNames[date.isoWeekday - 1], detail: monthDay(date))
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `03-25` of 2024-03-25.
    static func monthDay(_ date: LocalDate) -> String { String("\(date)".dropFirst(5)) }

    /// `25` of 2024-03-25.
    static func dayOfMonth(_ date: LocalDate) -> String { String("\(date)".dropFirst(8)) }

    /// An instant's local reading to the minute: `2024-03-31 03:30`.
    static func localMinute(_ instant: Instant, _ zone: TimeZone) -> String {
        String(LocalTimeText.iso8601(instant, in: zone).prefix(16)).replacingOccurrences(of: "T", with: " ")
    }
}
