import QuipuCore
import QuipuXML

/// The weekly tasks × days grids of a timesheet with day columns, written as HTML bytes: byte for
/// byte what the built-in `timesheet.xsl` writes for them through libxslt (the tests hold the two
/// to each other). A grid of two years of days is 106 weeks of 190 tasks, 140,000 cells, which
/// libxslt takes seconds and hundreds of megabytes to write; here it is a pass over the rows.
///
/// Only with the built-in templates: the template is applied with `weekGrids = 'placeholder'`,
/// leaves a comment naming the grid (recorded or billed, and its caption) where the grids go, and
/// `splicing` puts them there. A user's own `timesheet.xsl` writes its grids itself. Their words
/// and days are in the document's language, as the template writes them.
enum TimesheetWeekGridsHTML {
    /// The template parameter that asks for the comments instead of the grids.
    static let templateParameters = ["weekGrids": "placeholder"]

    /// Whether the built-in template writes one grid per week for `timesheet`: day columns over
    /// more than one week.
    static func applies(to timesheet: Timesheet) -> Bool {
        timesheet.parameters.columns == .day && timesheet.weeks.count > 1
    }

    /// `page` with each of the template's comments replaced by the grids it names, in `language`.
    static func splicing(into page: [UInt8], _ timesheet: Timesheet, language: DocumentLanguage) -> [UInt8] {
        let marker = Array("<!--quipu-week-grids billed=".utf8), end = Array("-->".utf8)
        var result: [UInt8] = []
        var index = 0
        while let start = page[index...].firstRange(of: marker), let close = page[start.upperBound...].firstRange(of: end) {
            result.append(contentsOf: page[index..<start.lowerBound])
            let words = String(decoding: page[start.upperBound..<close.lowerBound], as: UTF8.self)
            let billed = words.hasPrefix("true"), caption = words.drop { $0 != "=" }.dropFirst()
            result.append(contentsOf: grids(timesheet, billed: billed, caption: String(caption), language: language))
            index = close.upperBound
        }
        result.append(contentsOf: page[index...])
        return result
    }

    /// The grids of recorded time, or of billed time when `billed`: for each week a heading, then
    /// its grid of the tasks with time in it, or a note that it has none, in `language`.
    static func grids(_ timesheet: Timesheet, billed: Bool, caption: String, language: DocumentLanguage) -> [UInt8] {
        var html = XMLByteWriter()
        let rowHeadings = timesheet.rows.map { row in
            var heading = XMLByteWriter()
            heading.append("<tr>\n<th scope=\"row\">")
            heading.appendEscapedText(row.projectTitle)
            heading.append("</th>\n<th scope=\"row\">")
            heading.appendEscapedText(row.taskTitle)
            heading.append("</th>\n")
            return heading.bytes
        }
        let dayHeadings = timesheet.days.map { day in
            var heading = XMLByteWriter()
            heading.append("<th scope=\"col\">")
            heading.appendEscapedText(language.formatter.weekdayName(isoWeekday: day.isoWeekday, .abbreviated) + " " + language.shortDay(day))
            heading.append("</th>\n")
            return heading.bytes
        }
        func heading(_ key: String) -> String {
            var text = XMLByteWriter()
            text.appendEscapedText(language.label(key))
            return String(decoding: text.bytes, as: UTF8.self)
        }
        let (project, task, total) = (heading("common.project"), heading("common.task"), heading("common.total"))
        var tableStart = XMLByteWriter()
        // libxml2 writes no line break around a figure, which its HTML serializer does not know.
        tableStart.append("<figure class=\"table\"><figcaption>")
        tableStart.appendEscapedText(caption)
        tableStart.append(contentsOf: "</figcaption><div class=\"table-wrap\"><table>\n<thead><tr>\n<th scope=\"col\">\(project)</th>\n<th scope=\"col\" class=\"text\">\(task)</th>\n")
        func cell(_ amount: TimeAmount, total: Bool) {
            let duration = billed ? amount.billed : amount.raw
            guard duration.minutes != 0 else {
                if total { html.append("<td class=\"empty total\">·</td>\n") } else { html.append("<td class=\"empty \">·</td>\n") }
                return
            }
            if total { html.append("<td class=\"total\">") } else { html.append("<td class=\"\">") }
            html.appendHoursMinutes(duration)
            html.append("<span class=\"dec\">")
            if language.isISOEnglish, duration.centihours < 100_000 { html.appendHours(duration) } else { html.append(contentsOf: language.formatter.decimalHours(duration)) }
            html.append("</span>\n</td>\n")
        }
        for week in timesheet.weekTotals {
            html.append("<h3>")
            html.appendEscapedText(language.sentence("common.weekOf", ["first": language.formatter.date(timesheet.days[week.days.lowerBound], .long),
                                                                        "last": language.formatter.date(timesheet.days[week.days.upperBound - 1], .long)]))
            html.append("</h3>\n")
            let rows = timesheet.rows.indices.filter { !week.rowTotals[$0].isZero }
            guard !rows.isEmpty else {
                html.append("<p class=\"note\">")
                html.appendEscapedText(language.label("timesheet.noTimeThisWeek"))
                html.append("</p>\n")
                continue
            }
            html.append(contentsOf: tableStart.bytes)
            for day in week.days { html.append(contentsOf: dayHeadings[day]) }
            // libxml2 breaks the line inside an element only when it has more than one child.
            html.append(contentsOf: "<th scope=\"col\">\(total)</th>\n</tr></thead>\n<tbody>")
            if rows.count > 1 { html.append("\n") }
            for index in rows {
                html.append(contentsOf: rowHeadings[index])
                for day in week.days { cell(timesheet.rows[index].cells[day], total: false) }
                cell(week.rowTotals[index], total: true)
                html.append("</tr>")
                if rows.count > 1 { html.append("\n") }
            }
            html.append(contentsOf: "</tbody>\n<tfoot><tr>\n<th scope=\"row\" colspan=\"2\">\(total)</th>\n")
            for day in week.days { cell(timesheet.dayTotals[day], total: false) }
            cell(week.total, total: true)
            html.append("</tr></tfoot>\n</table></div></figure>")
        }
        return html.bytes
    }
}
