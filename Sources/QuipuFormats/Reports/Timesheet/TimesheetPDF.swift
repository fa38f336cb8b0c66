import Foundation
import QuipuCore
import QuipuPDF

/// A timesheet as a PDF/A-3b: what `timesheet.xsl` prints but the chart — the period's facts,
/// the grids of recorded (and billed) time, billable and non-billable time, the totals,
/// overlapping and running slips — flowing over as many pages as it needs (`PDFFlow`), a grid
/// wider than the page in bands of columns with the project and task repeated; its words, days,
/// months and decimal hours in the document's language, as the HTML page prints them.
enum TimesheetPDF {
    /// The PDF on `paper` in `language`, dated by the timesheet's as-of instant.
    static func render(_ timesheet: Timesheet, paper: Paper, language: DocumentLanguage = .isoEnglish) throws(QuipuError) -> [UInt8] {
        let parameters = timesheet.parameters
        let asOf = LocalDateTime(parameters.asOf, in: parameters.timeZone)
        let seconds = Int(asOf.millisecondOfDay / 1000)
        let date = PDFDate(year: asOf.date.year, month: asOf.date.month, day: asOf.date.day, hour: seconds / 3600, minute: seconds / 60 % 60,
                           second: seconds % 60, offsetSeconds: asOf.offsetSeconds)
        let title = language.label("timesheet.title") + " \(parameters.period)"
        let first = language.alone[0]
        let flow = PDFFlow(blocks: blocks(timesheet, language: language), width: paper.width, height: paper.height,
                           // The footer, a line under every page, in the first language only.
                           footer: first.sentence("timesheet.pdfFooter", ["title": first.label("timesheet.title") + " \(parameters.period)",
                                                                                 "timeZone": parameters.timeZone.identifier, "instant": parameters.asOf.iso8601]),
                           words: PDFFlowWords(page: { language.sentence("common.pageOf", ["page": String($0), "pages": String($1)]) },
                                               columns: { language.sentence("common.columnsOf", ["first": String($0), "last": String($1), "count": String($2)]) }))
        let subject = language.sentence("timesheet.pdfSubject", ["title": title, "first": language.formatter.date(timesheet.days.first!, .long),
                                                                  "last": language.formatter.date(timesheet.days.last!, .long)])
        do {
            return try PDFArchive.pdfA3b(try flow.drawn(), info: PDFDocumentInfo(title: title, author: "Quipu", subject: subject, date: date))
        } catch {
            throw QuipuError(.noInput, "timesheet \(parameters.period): the PDF could not be made: \(error)")
        }
    }

    /// The blocks of the document, in the HTML page's order, in `language`.
    static func blocks(_ timesheet: Timesheet, language: DocumentLanguage = .isoEnglish) -> [PDFBlock] {
        let parameters = timesheet.parameters
        let words = Words(language: language)
        let midnight = switch parameters.midnight {
        case .split: language.label("timesheet.midnight.split")
        case .startDay: language.label("timesheet.midnight.startDay")
        case .endDay: language.label("timesheet.midnight.endDay")
        }
        let billing = parameters.rounding.map { rounding in
            let scope = switch rounding.scope {
            case .entry: "entry"
            case .dayTask: "dayTask"
            case .task: "task"
            }
            return language.sentence("timesheet.rounding") { index in
                ["minutes": String(rounding.incrementSeconds / 60), "direction": language.label("rounding.mode.\(rounding.modeName)", in: index),
                 "unit": language.label("timesheet.roundingUnit.\(scope)", in: index)]
            }
        } ?? language.label("timesheet.notRounded")
        let weekStart = language.isISOEnglish ? parameters.weekStart.rawValue
            : language.formatter.weekdayName(isoWeekday: parameters.weekStart == .monday ? 1 : 7)
        // The days and the week's start are values, in the first language only, as the page prints them.
        let first = language.alone[0]
        let days = first.sentence("common.dayRange", ["first": language.formatter.date(timesheet.days.first!, .long),
                                                      "last": language.formatter.date(timesheet.days.last!, .long)])
        var blocks: [PDFBlock] = [
            .title(language.label("timesheet.title") + " \(parameters.period)"),
            .facts([PDFTableCell(language.label("common.days"), detail: days + " " + first.sentence("common.weeksStartOn", ["weekday": weekStart])),
                    PDFTableCell(language.label("common.timeZone"), detail: parameters.timeZone.identifier),
                    PDFTableCell(language.label("common.asOf"), detail: "\(parameters.asOf.iso8601) " + language.label("timesheet.runningCounted")),
                    PDFTableCell(language.label("timesheet.afterMidnight"), detail: midnight), PDFTableCell(language.label("timesheet.billing"), detail: billing)]),
            .heading(language.label("timesheet.recordedTime")),
        ]
        let grain = switch parameters.columns {
        case .day: "common.day"
        case .week: "common.weekUnit"
        case .month: "common.monthUnit"
        }
        blocks += grids(timesheet, billed: false, caption: language.sentence("timesheet.recordedCaption") { ["unit": language.label(grain, in: $0)] },
                        words: words)
        if parameters.rounding != nil {
            blocks.append(.heading(language.label("timesheet.billedTime")))
            blocks += grids(timesheet, billed: true, caption: language.sentence("timesheet.billedCaption") { ["unit": language.label(grain, in: $0)] },
                            words: words)
        }
        let total = timesheet.total
        if total.nonBillable.seconds > 0 {
            blocks.append(.heading(language.label("timesheet.billableAndNot")))
            blocks.append(.table(PDFTable(
                caption: language.label("timesheet.billableCaption"), headingColumns: words.rowHeadings,
                columns: [PDFTableCell(language.label("timesheet.billable")), PDFTableCell(language.label("timesheet.nonBillable")), PDFTableCell(words.total)],
                rows: timesheet.rows.map { row in
                    PDFTableRow(headings: [row.projectTitle, row.taskTitle],
                                cells: [words.cell(row.total.billable), words.cell(row.total.nonBillable), words.cell(row.total.raw)])
                },
                footer: PDFTableRow(headings: [words.total, ""], cells: [words.cell(total.billable), words.cell(total.nonBillable), words.cell(total.raw)]))))
        }
        var totals = [PDFTableCell(language.label("timesheet.onTheTimesheet"), detail: words.hours(total.raw))]
        if total.nonBillable.seconds > 0 {
            totals += [PDFTableCell(language.label("timesheet.billable"), detail: words.hours(total.billable)),
                       PDFTableCell(language.label("timesheet.notBillable"), detail: words.hours(total.nonBillable))]
        }
        if parameters.rounding != nil { totals.append(PDFTableCell(language.label("timesheet.billed"), detail: words.hours(total.billed))) }
        totals += [PDFTableCell(language.label("timesheet.recordedSlipBySlip"), detail: timesheet.summedTime.hoursMinutesText),
                   PDFTableCell(language.label("timesheet.wallClock"), detail: timesheet.wallClockTime.hoursMinutesText)]
        blocks += [.heading(language.label("common.totals")), .facts(totals), .heading(language.label("timesheet.overlappingSlips"))]
        blocks += overlaps(timesheet, language: language)
        blocks.append(.heading(language.label("timesheet.runningSlips")))
        let zone = parameters.timeZone
        blocks += timesheet.runningSlips.isEmpty ? [.paragraph([PDFSpan(language.label("common.none"))])] : timesheet.runningSlips.map { slip in
            .paragraph([PDFSpan(language.sentence("timesheet.runningSlip", ["task": slip.taskTitle, "project": slip.projectTitle,
                                                                            "start": language.localMinute(slip.start, zone),
                                                                            "end": language.localMinute(slip.end, zone)]))])
        }
        return blocks
    }

    /// What the grids print in the document's language: the headings of their rows and of their
    /// Total, and a duration's cells.
    struct Words {
        let language: DocumentLanguage

        /// `Project`, `Task`.
        var rowHeadings: [String] { [language.label("common.project"), language.label("common.task")] }
        /// `Total`.
        var total: String { language.label("common.total") }

        /// A duration's cell: h:mm with decimal hours under it; `nil` (a dot) for none.
        func cell(_ duration: DisplayedDuration) -> PDFTableCell? {
            duration.minutes == 0 ? nil : PDFTableCell(duration.hoursMinutesText, detail: language.formatter.decimalHours(duration))
        }

        /// A total as h:mm and decimal hours: `7:30 (7.50 h)`.
        func hours(_ duration: DisplayedDuration) -> String {
            "\(duration.hoursMinutesText) (\(language.formatter.decimalHours(duration)) " + language.label("common.hoursUnit", in: 0) + ")"
        }

        /// A day's column heading: its weekday over its month and day (`Mon`, `03-25`).
        func dayHeading(_ date: LocalDate) -> PDFTableCell {
            PDFTableCell(language.formatter.weekdayName(isoWeekday: date.isoWeekday, .abbreviated), detail: language.shortDay(date))
        }

        /// A column's heading: a month's name and year, or a week's first day; beneath, the days it
        /// holds when the period cuts its week or month short, and a week's last day.
        func columnHeading(_ column: TimesheetColumn, of columns: ColumnGrain) -> PDFTableCell {
            switch columns {
            case .month:
                PDFTableCell(language.shortMonth(column.firstDay.month) + " \(column.firstDay.year)",
                             detail: column.isPartial ? language.sentence("timesheet.partialDays", ["first": dayOfMonth(column.firstDay),
                                                                                                   "last": dayOfMonth(column.lastDay)]) : nil)
            case .week:
                PDFTableCell(language.shortDay(column.firstDay), detail: language.label("common.to") + " " + language.shortDay(column.lastDay)
                                 + (column.isPartial ? " " + language.label("common.partial") : ""))
            case .day: dayHeading(column.firstDay)
            }
        }
    }

    /// The grids of recorded or `billed` time: one tasks × columns grid for week or month
    /// columns and for a single week, else a grid per week and the period's totals per task.
    static func grids(_ timesheet: Timesheet, billed: Bool, caption: String, words: Words) -> [PDFBlock] {
        let amount = { (time: TimeAmount) in billed ? time.billed : time.raw }
        let days = timesheet.days, language = words.language
        guard timesheet.parameters.columns == .day, timesheet.weeks.count > 1 else {
            return [.table(columnTable(timesheet, billed: billed, caption: caption, words: words))]
        }
        var blocks: [PDFBlock] = []
        for week in timesheet.weekTotals {
            blocks.append(.subheading(language.sentence("common.weekOf", ["first": language.formatter.date(days[week.days.lowerBound], .long),
                                                                          "last": language.formatter.date(days[week.days.upperBound - 1], .long)])))
            let rows = timesheet.rows.indices.filter { !week.rowTotals[$0].isZero }
            guard !rows.isEmpty else {
                blocks.append(.paragraph([PDFSpan(language.label("timesheet.noTimeThisWeek"))]))
                continue
            }
            blocks.append(.table(PDFTable(
                caption: caption, headingColumns: words.rowHeadings,
                columns: week.days.map { words.dayHeading(days[$0]) } + [PDFTableCell(words.total)],
                rows: rows.map { index in
                    let row = timesheet.rows[index]
                    return PDFTableRow(headings: [row.projectTitle, row.taskTitle],
                                       cells: week.days.map { words.cell(amount(row.cells[$0])) } + [words.cell(amount(week.rowTotals[index]))])
                },
                footer: PDFTableRow(headings: [words.total, ""],
                                    cells: week.days.map { words.cell(amount(timesheet.dayTotals[$0])) } + [words.cell(amount(week.total))]))))
        }
        blocks.append(.subheading(language.label("timesheet.wholePeriod")))
        blocks.append(.table(PDFTable(
            caption: language.sentence("timesheet.totalsPerTask", ["first": language.formatter.date(days.first!, .long),
                                                                    "last": language.formatter.date(days.last!, .long)]),
            headingColumns: words.rowHeadings, columns: [PDFTableCell(words.total)],
            rows: timesheet.rows.map { PDFTableRow(headings: [$0.projectTitle, $0.taskTitle], cells: [words.cell(amount($0.total))]) },
            footer: PDFTableRow(headings: [words.total, ""], cells: [words.cell(amount(timesheet.total))]))))
        return blocks
    }

    /// The one tasks × columns grid of recorded or `billed` time (week or month columns, or a
    /// single week's days) in `words`' language, the row totals in its last column; the HTML's
    /// print bands are cut from the same table (`TimesheetPrintBands`).
    static func columnTable(_ timesheet: Timesheet, billed: Bool, caption: String, words: Words) -> PDFTable {
        let amount = { (time: TimeAmount) in billed ? time.billed : time.raw }
        let columns = timesheet.columns
        let headings = columns.map { words.columnHeading($0, of: timesheet.parameters.columns) }
        return PDFTable(
            caption: caption, headingColumns: words.rowHeadings, columns: headings + [PDFTableCell(words.total)],
            rows: timesheet.rows.map { row in
                PDFTableRow(headings: [row.projectTitle, row.taskTitle],
                            cells: timesheet.cells(of: row, in: columns).map { words.cell(amount($0)) } + [words.cell(amount(row.total))])
            },
            footer: PDFTableRow(headings: [words.total, ""],
                                cells: timesheet.totals(of: columns).map { words.cell(amount($0)) } + [words.cell(amount(timesheet.total))]))
    }

    /// The overlapping slips: how many and how much time they share, and the longest of them.
    static func overlaps(_ timesheet: Timesheet, language: DocumentLanguage) -> [PDFBlock] {
        let overlaps = timesheet.overlaps, zone = timesheet.parameters.timeZone
        guard !overlaps.longest.isEmpty else { return [.paragraph([PDFSpan(language.label("common.none"))])] }
        let shared = overlaps.sharedTime.hoursMinutesText
        var summary = overlaps.pairCount == 1
            ? language.sentence("timesheet.oneOverlap", ["duration": shared])
            : language.sentence("timesheet.manyOverlaps", ["count": count(overlaps.pairCount, language), "duration": shared])
        if overlaps.pairCount > 1, overlaps.unlistedCount > 0 {
            summary += " " + language.sentence("timesheet.longestListed", ["count": count(overlaps.longest.count, language)])
        }
        var blocks: [PDFBlock] = [.paragraph([PDFSpan(summary)])]
        blocks += overlaps.longest.map { overlap in
            .paragraph([PDFSpan(language.sentence("timesheet.overlapSpan", ["from": language.localMinute(overlap.start, zone),
                                                                            "to": language.localMinute(overlap.end, zone),
                                                                            "duration": overlap.duration.hoursMinutesText]) + " ", bold: true),
                        PDFSpan(language.sentence("timesheet.overlapSlips", ["first": overlap.first.taskTitle, "firstProject": overlap.first.projectTitle,
                                                                             "second": overlap.second.taskTitle, "secondProject": overlap.second.projectTitle]))])
        }
        if overlaps.unlistedCount > 0 {
            blocks.append(.paragraph([PDFSpan(language.counted("timesheet.moreOverlaps", overlaps.unlistedCount))]))
        }
        return blocks
    }

    /// A count as the locale writes a whole number, grouped: `24,578`, `24.578`.
    static func count(_ value: Int, _ language: DocumentLanguage) -> String {
        // A whole number needs no rounding.
        try! language.formatter.number(Decimal(value), decimals: 0)
    }

    /// `25` of 2024-03-25.
    static func dayOfMonth(_ date: LocalDate) -> String { String("\(date)".dropFirst(8)) }
}
