import QuipuCore
import QuipuXML

/// The weekly tasks × days grids of a timesheet with day columns, written as HTML bytes: byte for
/// byte what the built-in `timesheet.xsl` writes for them through libxslt (the tests hold the two
/// to each other). A grid of two years of days is 106 weeks of 190 tasks, 140,000 cells, which
/// libxslt takes seconds and hundreds of megabytes to write; here it is a pass over the rows.
///
/// Only with the built-in templates: the template is applied with `weekGrids = 'placeholder'`,
/// leaves a comment naming the grid (recorded or billed, and its caption) where the grids go, and
/// `splicing` puts them there. A user's own `timesheet.xsl` writes its grids itself.
enum TimesheetWeekGridsHTML {
    /// The template parameter that asks for the comments instead of the grids.
    static let templateParameters = ["weekGrids": "placeholder"]

    /// Whether the built-in template writes one grid per week for `timesheet`: day columns over
    /// more than one week.
    static func applies(to timesheet: Timesheet) -> Bool {
        timesheet.parameters.columns == .day && timesheet.weeks.count > 1
    }

    /// `page` with each of the template's comments replaced by the grids it names.
    static func splicing(into page: [UInt8], _ timesheet: Timesheet) -> [UInt8] {
        let marker = Array("<!--quipu-week-grids billed=".utf8), end = Array("-->".utf8)
        var result: [UInt8] = []
        var index = 0
        while let start = page[index...].firstRange(of: marker), let close = page[start.upperBound...].firstRange(of: end) {
            result.append(contentsOf: page[index..<start.lowerBound])
            let words = String(decoding: page[start.upperBound..<close.lowerBound], as: UTF8.self)
            let billed = words.hasPrefix("true"), caption = words.drop { $0 != "=" }.dropFirst()
            result.append(contentsOf: grids(timesheet, billed: billed, caption: String(caption)))
            index = close.upperBound
        }
        result.append(contentsOf: page[index...])
        return result
    }

    /// The grids of recorded time, or of billed time when `billed`: for each week a heading, then
    /// its grid of the tasks with time in it, or a note that it has none.
    static func grids(_ timesheet: Timesheet, billed: Bool, caption: String) -> [UInt8] {
        var html: [UInt8] = []
        let rowHeadings = timesheet.rows.map { row in
            Array("<tr>\n<th scope=\"row\">\(escaped(row.projectTitle))</th>\n<th scope=\"row\">\(escaped(row.taskTitle))</th>\n".utf8)
        }
        let dayHeadings = timesheet.days.map { day in
            Array("<th scope=\"col\">\(TimesheetXML.weekdayNames[day.isoWeekday - 1]) \(String("\(day)".dropFirst(5)))</th>\n".utf8)
        }
        let tableStart = Array(("<div class=\"table-wrap\"><table>\n<caption>\(escaped(caption))</caption>\n<thead><tr>\n"
            + "<th scope=\"col\">Project</th>\n<th scope=\"col\">Task</th>\n").utf8)
        func cell(_ amount: TimeAmount, total: Bool) {
            let duration = billed ? amount.billed : amount.raw
            guard duration.minutes != 0 else {
                html.append(contentsOf: total ? "<td class=\"empty total\">·</td>\n".utf8 : "<td class=\"empty \">·</td>\n".utf8)
                return
            }
            html.append(contentsOf: total ? "<td class=\"total\">".utf8 : "<td class=\"\">".utf8)
            html.appendHoursMinutes(duration)
            html.append(contentsOf: "<span class=\"dec\">".utf8)
            html.appendHours(duration)
            html.append(contentsOf: "</span>\n</td>\n".utf8)
        }
        for week in timesheet.weeks {
            html.append(contentsOf: "<h3>Week of \(timesheet.days[week.lowerBound]) to \(timesheet.days[week.upperBound - 1])</h3>\n".utf8)
            let rows = timesheet.rows.indices.filter { !timesheet.rows[$0].total(of: week).isZero }
            guard !rows.isEmpty else {
                html.append(contentsOf: "<p class=\"note\">No time recorded this week.</p>\n".utf8)
                continue
            }
            html.append(contentsOf: tableStart)
            for day in week { html.append(contentsOf: dayHeadings[day]) }
            // libxml2 breaks the line inside an element only when it has more than one child.
            html.append(contentsOf: rows.count == 1 ? "<th scope=\"col\">Total</th>\n</tr></thead>\n<tbody>".utf8
                : "<th scope=\"col\">Total</th>\n</tr></thead>\n<tbody>\n".utf8)
            for index in rows {
                let row = timesheet.rows[index]
                html.append(contentsOf: rowHeadings[index])
                for day in week { cell(row.cells[day], total: false) }
                cell(row.total(of: week), total: true)
                html.append(contentsOf: rows.count == 1 ? "</tr>".utf8 : "</tr>\n".utf8)
            }
            html.append(contentsOf: "</tbody>\n<tfoot><tr>\n<th scope=\"row\" colspan=\"2\">Total</th>\n".utf8)
            for day in week { cell(timesheet.dayTotals[day], total: false) }
            cell(timesheet.dayTotals[week].reduce(.zero, +), total: true)
            html.append(contentsOf: "</tr></tfoot>\n</table></div>\n".utf8)
        }
        return html
    }

    /// Text as libxml2's HTML serializer writes it: markup escaped, characters XML cannot hold
    /// replaced as they were in the XML the template read.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in XMLText.replacingDisallowedCharacters(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
