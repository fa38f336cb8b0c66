import Foundation
import QuipuCore

/// The columns of a time tracker's detailed CSV export that Quipu reads, by their header names
/// (compared ignoring case; other columns and their order do not matter).
struct CSVExportLayout: Sendable {
    let format: TrackerFormat
    let project: String, task: String, description: String
    let startDate: String, startTime: String, endDate: String, endTime: String, duration: String

    /// The names of the required columns.
    var required: [String] { [project, description, startDate, startTime, endDate, endTime, duration] }
}

/// Reads a detailed CSV export (Toggl Track's, Clockify's): one time entry per record, with start
/// and end as local date and time in `timeZone`. Dates are `2024-03-11` (also with `/` or `.`),
/// `11.03.2024`, or `03/11/2024` and `11/03/2024`, whose order the whole file decides (a day
/// above 12 shows it; month first when none does); times `09:00:00`, `09:00` or with `AM`/`PM`.
/// Each entry's duration (`H:MM:SS`) must equal the time from its start to its end. The project
/// is the project (`mapping.untagged`, else `(untagged)`, when empty), the task the task, else the description,
/// else a task named after the project. An entry without an end is running.
enum CSVExportLoader {
    static func decode(_ bytes: [UInt8], file: String, layout: CSVExportLayout, timeZone: TimeZone, mapping: TrackerMapping) throws(QuipuError) -> AppState {
        let records = try CSVRecords(bytes, file: file).records
        var history = TrackerHistory(format: layout.format)
        var zone = SourceZoneOffsets(timeZone)
        guard let header = records.first else { return history.state }
        func fail(_ field: CSVRecords.Field, _ message: String) -> QuipuError {
            QuipuError(.dataError, "\(file): line \(field.line), column \(field.column): \(message)")
        }
        let names = header.map { $0.text.lowercased() }
        func column(_ name: String) throws(QuipuError) -> Int {
            guard let position = names.firstIndex(of: name.lowercased()) else {
                throw QuipuError(.dataError, "\(file): line 1: no column \"\(name)\"; expected a \(layout.format.displayName) detailed export with the columns "
                    + layout.required.joined(separator: ", "))
            }
            return position
        }
        let projectColumn = try column(layout.project), descriptionColumn = try column(layout.description)
        let taskColumn = names.firstIndex(of: layout.task.lowercased())
        let startDateColumn = try column(layout.startDate), startTimeColumn = try column(layout.startTime)
        let endDateColumn = try column(layout.endDate), endTimeColumn = try column(layout.endTime), durationColumn = try column(layout.duration)
        let rows = records.dropFirst()
        for row in rows where row.count != header.count {
            throw fail(row[0], "\(row.count) field\(row.count == 1 ? "" : "s"); expected \(header.count), as in the header")
        }
        let dayFirst = try dateOrder(of: rows.flatMap { [$0[startDateColumn], $0[endDateColumn]] }, fail)
        for (position, row) in rows.enumerated() {
            func local(_ dateField: CSVRecords.Field, _ timeField: CSVRecords.Field) throws(QuipuError) -> Instant {
                guard let date = LocalDate(exportText: dateField.text, dayFirst: dayFirst) else {
                    throw fail(dateField, "\"\(dateField.text)\" is not a date; "
                        + "expected one such as 2024-03-11, 03/11/2024, 11/03/2024 or 11.03.2024")
                }
                guard let second = secondOfDay(timeField.text) else {
                    throw fail(timeField, "\"\(timeField.text)\" is not a time; expected one such as 09:30:00, 09:30 or 09:30:00 AM")
                }
                guard let offset = zone.offset(of: date, secondOfDay: second) else {
                    throw fail(timeField, "\(date) \(timeField.text) does not exist in \(zone.identifier) (the clocks skip it); expected a local time of that zone")
                }
                guard let instant = Instant(utcDate: date, secondOfDay: second, offsetSeconds: offset) else {
                    throw fail(dateField, "\(date) is out of range; expected a date \(Instant.supportedRangeDescription)")
                }
                return instant
            }
            let start = try local(row[startDateColumn], row[startTimeColumn])
            var stop: Instant?
            if !(row[endDateColumn].text.isEmpty && row[endTimeColumn].text.isEmpty) {
                let end = try local(row[endDateColumn], row[endTimeColumn])
                guard end >= start else {
                    throw fail(row[endTimeColumn], "the end \(end.iso8601) is before the start \(start.iso8601); expected an end at or after the start")
                }
                let durationField = row[durationColumn]
                guard let duration = durationSeconds(durationField.text) else {
                    throw fail(durationField, "\"\(durationField.text)\" is not a duration; expected one such as 01:30:00")
                }
                let elapsed = (end.milliseconds - start.milliseconds) / 1000
                guard duration == elapsed else {
                    throw fail(durationField, "the duration \(durationField.text) is not the \(elapsed / 3600):\(pad(elapsed / 60 % 60)):\(pad(elapsed % 60)) "
                        + "from the start to the end; expected them to agree")
                }
                stop = end
            }
            let projectText = row[projectColumn].text.trimmingSpaces
            let project = projectText.isEmpty ? mapping.untagged ?? TrackerMapping.defaultUntagged : projectText
            let task = [taskColumn.map { row[$0].text } ?? "", row[descriptionColumn].text]
                .map(\.trimmingSpaces).first { !$0.isEmpty } ?? project
            history.add(project: project, task: task, start: start, stop: stop, record: position)
        }
        return history.state
    }

    /// Whether dates such as `11/03/2024` put the day first: yes when one of `fields` has a
    /// first number above 12, no when one has a second number above 12 (or none shows it).
    private static func dateOrder(of fields: [CSVRecords.Field], _ fail: (CSVRecords.Field, String) -> QuipuError) throws(QuipuError) -> Bool {
        var dayFirst: CSVRecords.Field?, monthFirst: CSVRecords.Field?
        for field in fields {
            // `NN/NN/NNNN` or `NN-NN-NNNN`: the order is open; other forms are not looked at.
            let utf8 = field.text.utf8
            guard utf8.count == 10 else { continue }
            let bytes = Array(utf8)
            guard bytes[2] == bytes[5], bytes[2] == UInt8(ascii: "/") || bytes[2] == UInt8(ascii: "-"),
                  let first = Int(digits: bytes[0..<2]), let second = Int(digits: bytes[3..<5]), Int(digits: bytes[6..<10]) != nil
            else { continue }
            if first > 12, dayFirst == nil { dayFirst = field }
            if second > 12, monthFirst == nil { monthFirst = field }
            if let dayFirst, let monthFirst {
                let dayFirstIsLater = (dayFirst.line, dayFirst.column) > (monthFirst.line, monthFirst.column)
                let (later, earlier) = dayFirstIsLater ? (dayFirst, monthFirst) : (monthFirst, dayFirst)
                throw fail(later, "\"\(later.text)\" has its day \(dayFirstIsLater ? "first" : "second") but \"\(earlier.text)\" on line \(earlier.line) "
                    + "its day \(dayFirstIsLater ? "second" : "first"); expected one date order in the file")
            }
        }
        return dayFirst != nil
    }

    /// `09:30:00`, `9:30`, `09:30:00 AM`, `12:05 pm`: seconds since midnight.
    private static func secondOfDay(_ text: String) -> Int? {
        var clock = text.trimmingSpaces
        var meridiem: String?
        for suffix in ["am", "pm"] where clock.utf8.count > 2 && clock.utf8.suffix(2).map({ $0 | 0x20 }).elementsEqual(suffix.utf8) {
            meridiem = suffix
            clock = String(clock.dropLast(2)).trimmingSpaces
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hour = Int(digits: ArraySlice(parts[0].utf8)), let minute = Int(digits: ArraySlice(parts[1].utf8)), minute < 60,
              let second = parts.count == 3 ? Int(digits: ArraySlice(parts[2].utf8)) : 0, second < 60 else { return nil }
        switch meridiem {
        case nil: return hour < 24 ? hour * 3600 + minute * 60 + second : nil
        case let suffix?:
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12 + (suffix == "pm" ? 12 : 0)) * 3600 + minute * 60 + second
        }
    }

    /// `1:30:00` or `123:05:09`: hours, minutes and seconds, in seconds.
    private static func durationSeconds(_ text: String) -> Int64? {
        let parts = text.trimmingSpaces.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hours = Int(digits: ArraySlice(parts[0].utf8)), let minutes = Int(digits: ArraySlice(parts[1].utf8)), minutes < 60,
              let seconds = Int(digits: ArraySlice(parts[2].utf8)), seconds < 60 else { return nil }
        return Int64(hours) * 3600 + Int64(minutes * 60 + seconds)
    }

    private static func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension LocalDate {
    /// `2024-03-11`, `2024/03/11`, `2024.03.11`, `11.03.2024`, or `03/11/2024` and `03-11-2024`
    /// (`11/03/2024` and `11-03-2024` with `dayFirst`).
    init?(exportText text: String, dayFirst: Bool) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10 else { return nil }
        let year: Int?, month: Int?, day: Int?
        if utf8[4] == utf8[7], [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(utf8[4]) {
            (year, month, day) = (Int(digits: utf8[0..<4]), Int(digits: utf8[5..<7]), Int(digits: utf8[8..<10]))
        } else if utf8[2] == utf8[5], [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(utf8[2]) {
            let first = Int(digits: utf8[0..<2]), second = Int(digits: utf8[3..<5])
            year = Int(digits: utf8[6..<10])
            (day, month) = dayFirst || utf8[2] == UInt8(ascii: ".") ? (first, second) : (second, first)
        } else {
            return nil
        }
        guard let year, let month, let day else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
