import Foundation
import QuipuCore

/// The columns of a time tracker's detailed CSV export that Quipu reads, by their header names
/// (compared ignoring case; other columns and their order do not matter).
struct CSVExportLayout: Sendable {
    let format: TrackerFormat
    let project: String, task: String, description: String, billable: String
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
/// else a task named after the project. The `Billable` column, where there is one, says whether
/// the entry may be billed: `Yes` or `No` (also `true` or `false`, any case; empty is billable).
/// An entry without an end is running. A column is found
/// by its name whatever its case; two columns that both match are refused (see `ExportColumns`).
enum CSVExportLoader {
    /// The export's entries. `named` says the user named the export's format (`--state-format`),
    /// so that a column written exactly as that format writes it wins over others that match
    /// only without regard to case.
    static func decode(_ bytes: [UInt8], file: String, layout: CSVExportLayout, named: Bool = false, timeZone: TimeZone,
                       mapping: TrackerMapping) throws(QuipuError) -> AppState {
        try decodeText(bytes, file: file, expected: "a UTF-8 CSV file") { bytes throws(QuipuError) in
            var records = CSVRecords(bytes, file: file)
            var header: [CSVRecords.Field] = []
            guard try records.next(into: &header) else { return TrackerHistory(format: layout.format).state }
            let columns = try ExportColumns(header: header.map { records.text(of: $0) }, layout: layout, named: named, file: file)
            // Dates such as 03/11/2024 are read month first until a date shows the file puts the
            // day first; entries read before then are read again (see `ExportEntries`).
            var order = DateOrderEvidence()
            while true {
                var entries = ExportEntries(records: records, columns: columns, headerCount: header.count, timeZone: timeZone, mapping: mapping)
                if let history = try entries.read(order: &order) { return history.state }
            }
        }
    }
}

/// The positions of the columns an export is read by, found by their names in its header,
/// compared without regard to case. A name two columns match (`Project` twice, or Toggl's
/// `Start date` beside Clockify's `Start Date`) is no silent choice: it is a data error naming
/// both, unless the format was named and exactly one of them is written as that format writes it.
private struct ExportColumns {
    let format: TrackerFormat
    let project: Int, task: Int?, description: Int, billable: Int?
    let startDate: Int, startTime: Int, endDate: Int, endTime: Int, duration: Int

    init(header names: [String], layout: CSVExportLayout, named: Bool, file: String) throws(QuipuError) {
        func optionalColumn(_ name: String) throws(QuipuError) -> Int? {
            let matches = names.indices.filter { names[$0].lowercased() == name.lowercased() }
            guard matches.count > 1 else { return matches.first }
            let exact = matches.filter { names[$0] == name }
            if named, exact.count == 1 { return exact[0] }
            let columns = matches.prefix(2).map { "column \($0 + 1) \"\(names[$0])\"" }
            throw QuipuError(.dataError, "\(file): line 1: \(columns[0]) and \(columns[1]) both name the column \"\(name)\"; expected each column once"
                + (named ? "" : ", or --state-format naming the export's format when one of them is written as it writes it"))
        }
        func column(_ name: String) throws(QuipuError) -> Int {
            guard let position = try optionalColumn(name) else {
                throw QuipuError(.dataError, "\(file): line 1: no column \"\(name)\"; expected a \(layout.format.displayName) detailed export with the columns "
                    + layout.required.joined(separator: ", "))
            }
            return position
        }
        format = layout.format
        project = try column(layout.project)
        description = try column(layout.description)
        task = try optionalColumn(layout.task)
        billable = try optionalColumn(layout.billable)
        startDate = try column(layout.startDate)
        startTime = try column(layout.startTime)
        endDate = try column(layout.endDate)
        endTime = try column(layout.endTime)
        duration = try column(layout.duration)
    }
}

/// What an export's dates written `NN/NN/NNNN` (or with `-`) have shown of their order so far:
/// the first that must be day first (its first number is above 12), the first that must be month
/// first (its second number is), and whether one could be either.
private struct DateOrderEvidence {
    struct Sighting {
        let text: String
        let line: Int
        let column: Int
    }

    var dayFirst: Sighting?
    var monthFirst: Sighting?
    /// Whether a date read so far has both numbers at most 12, so that the order decides it.
    var ambiguousSeen = false

    /// Notes what the date in `field` shows; a date that contradicts an earlier one is an error naming both.
    mutating func note(_ field: CSVRecords.Field, in records: CSVRecords) throws(QuipuError) {
        let bytes = records.bytes(of: field)
        // `NN/NN/NNNN` or `NN-NN-NNNN`: the order is open; other forms are not looked at.
        guard bytes.count == 10, bytes[2] == bytes[5], bytes[2] == UInt8(ascii: "/") || bytes[2] == UInt8(ascii: "-"),
              let first = bytes.number(at: 0, digits: 2), let second = bytes.number(at: 3, digits: 2), bytes.number(at: 6, digits: 4) != nil else { return }
        if first <= 12, second <= 12 { ambiguousSeen = true }
        func sighting() -> Sighting {
            let (line, column) = records.place(of: field)
            return Sighting(text: records.text(of: field), line: line, column: column)
        }
        if first > 12, dayFirst == nil { dayFirst = sighting() }
        if second > 12, monthFirst == nil { monthFirst = sighting() }
        guard let dayFirst, let monthFirst else { return }
        let dayFirstIsLater = (dayFirst.line, dayFirst.column) > (monthFirst.line, monthFirst.column)
        let (later, earlier) = dayFirstIsLater ? (dayFirst, monthFirst) : (monthFirst, dayFirst)
        throw QuipuError(.dataError, "\(records.file): line \(later.line), column \(later.column): \"\(later.text)\" has its day "
            + "\(dayFirstIsLater ? "first" : "second") but \"\(earlier.text)\" on line \(earlier.line) its day \(dayFirstIsLater ? "second" : "first"); "
            + "expected one date order in the file")
    }
}

/// One reading of an export's entries, from the first after the header, with the date order the
/// evidence so far shows.
private struct ExportEntries {
    var records: CSVRecords
    let columns: ExportColumns
    let headerCount: Int
    var zone: SourceZoneOffsets
    var days = LocalDays()
    let mapping: TrackerMapping

    init(records: CSVRecords, columns: ExportColumns, headerCount: Int, timeZone: TimeZone, mapping: TrackerMapping) {
        self.records = records
        self.columns = columns
        self.headerCount = headerCount
        zone = SourceZoneOffsets(timeZone)
        self.mapping = mapping
    }

    /// The entries, or `nil` when a date showed that the file puts the day first after entries
    /// were read month first: the export must then be read again. An entry that is wrong while the
    /// order is open is only reported once the rest of the file has not shown it day first.
    mutating func read(order: inout DateOrderEvidence) throws(QuipuError) -> TrackerHistory? {
        let dayFirst = order.dayFirst != nil
        let dateColumns = [columns.startDate, columns.endDate].sorted()
        var history = TrackerHistory(format: columns.format)
        var tasks = TaskMemo<Int>()
        var row: [CSVRecords.Field] = []
        var position = 0
        while try records.next(into: &row) {
            do throws(QuipuError) {
                guard row.count == headerCount else {
                    throw fail(row[0], "\(row.count) field\(row.count == 1 ? "" : "s"); expected \(headerCount), as in the header")
                }
                for column in dateColumns { try order.note(row[column], in: records) }
                if !dayFirst, order.dayFirst != nil, order.ambiguousSeen { return nil }
                try readEntry(row, position: position, dayFirst: order.dayFirst != nil, tasks: &tasks, history: &history)
            } catch {
                guard order.dayFirst == nil, order.ambiguousSeen else { throw error }
                // Whether a later date shows the file day first, which would make this entry read otherwise.
                while try records.next(into: &row) {
                    guard row.count == headerCount else { continue }
                    for column in dateColumns { try order.note(row[column], in: records) }
                    if order.dayFirst != nil { return nil }
                }
                throw error
            }
            position += 1
        }
        return history
    }

    private func fail(_ field: CSVRecords.Field, _ message: String) -> QuipuError { records.failure(at: field, message) }

    /// Reads the entry in `row`, the `position`th, into `history`.
    private mutating func readEntry(_ row: [CSVRecords.Field], position: Int, dayFirst: Bool, tasks: inout TaskMemo<Int>,
                                    history: inout TrackerHistory) throws(QuipuError) {
        let start = try instant(row[columns.startDate], row[columns.startTime], dayFirst: dayFirst)
        var stop: Instant?
        if !(row[columns.endDate].isEmpty && row[columns.endTime].isEmpty) {
            let end = try instant(row[columns.endDate], row[columns.endTime], dayFirst: dayFirst)
            guard end >= start else {
                throw fail(row[columns.endTime], "the end \(end.iso8601) is before the start \(start.iso8601); expected an end at or after the start")
            }
            let durationField = row[columns.duration]
            guard let duration = CSVExportLoader.durationSeconds(records.bytes(of: durationField)) else {
                throw fail(durationField, "\"\(records.text(of: durationField))\" is not a duration; expected one such as 01:30:00")
            }
            let elapsed = (end.milliseconds - start.milliseconds) / 1000
            guard duration == elapsed else {
                throw fail(durationField, "the duration \(records.text(of: durationField)) is not the "
                    + "\(elapsed / 3600):\(pad(elapsed / 60 % 60)):\(pad(elapsed % 60)) from the start to the end; expected them to agree")
            }
            stop = end
        }
        tasks.startKey()
        tasks.appendKey(records.rawBytes(of: row[columns.project]))
        if let task = columns.task { tasks.appendKey(records.rawBytes(of: row[task])) }
        tasks.appendKey(records.rawBytes(of: row[columns.description]))
        let task = tasks.task {
            let projectText = records.text(of: row[columns.project]).trimmingSpaces
            let project = projectText.isEmpty ? mapping.untagged ?? TrackerMapping.defaultUntagged : projectText
            let task = [columns.task.map { records.text(of: row[$0]) } ?? "", records.text(of: row[columns.description])]
                .map(\.trimmingSpaces).first { !$0.isEmpty } ?? project
            return history.position(ofTask: task, in: project)
        }
        let isBillable = try columns.billable.map { column throws(QuipuError) in try billable(row[column]) } ?? true
        history.add(toTaskAt: task, start: start, stop: stop, isBillable: isBillable, record: position)
    }

    /// Whether a `Billable` field says the entry may be billed: `Yes` or `No`, `true` or `false`,
    /// in any case, or empty (billable).
    private func billable(_ field: CSVRecords.Field) throws(QuipuError) -> Bool {
        let text = records.text(of: field)
        switch text.trimmingSpaces.lowercased() {
        case "yes", "true", "": return true
        case "no", "false": return false
        default: throw fail(field, "\"\(text)\" does not say whether the entry is billable; expected Yes or No")
        }
    }

    /// The instant of a local date and time in the source zone.
    private mutating func instant(_ dateField: CSVRecords.Field, _ timeField: CSVRecords.Field, dayFirst: Bool) throws(QuipuError) -> Instant {
        guard let parts = CSVExportLoader.dateParts(records.bytes(of: dateField), dayFirst: dayFirst),
              let day = days.days(year: parts.year, month: parts.month, day: parts.day) else {
            throw fail(dateField, "\"\(records.text(of: dateField))\" is not a date; "
                + "expected one such as 2024-03-11, 03/11/2024, 11/03/2024 or 11.03.2024")
        }
        guard let second = CSVExportLoader.secondOfDay(records.bytes(of: timeField)) else {
            throw fail(timeField, "\"\(records.text(of: timeField))\" is not a time; expected one such as 09:30:00, 09:30 or 09:30:00 AM")
        }
        guard let offset = zone.offset(atDay: day, secondOfDay: second) else {
            throw fail(timeField, "\(LocalDate(daysSince1970: day)) \(records.text(of: timeField)) does not exist in \(zone.identifier) (the clocks skip it); "
                + "expected a local time of that zone")
        }
        guard let instant = Instant(utcDay: day, secondOfDay: second, offsetSeconds: offset) else {
            throw fail(dateField, "\(LocalDate(daysSince1970: day)) is out of range; expected a date \(Instant.supportedRangeDescription)")
        }
        return instant
    }

    private func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension CSVExportLoader {
    /// `09:30:00`, `9:30`, `09:30:00 AM`, `12:05 pm`, with spaces or tabs around: seconds since midnight.
    static func secondOfDay(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var clock = text.trimmingSpaces
        var meridiem: UInt8?
        if clock.count > 2, clock[clock.endIndex - 1] | 0x20 == UInt8(ascii: "m"),
           case let marker = clock[clock.endIndex - 2] | 0x20, marker == UInt8(ascii: "a") || marker == UInt8(ascii: "p") {
            meridiem = marker
            clock = UnsafeBufferPointer(rebasing: clock[..<(clock.endIndex - 2)]).trimmingSpaces
        }
        // H:MM, HH:MM, H:MM:SS or HH:MM:SS.
        let hourDigits = clock.count == 4 || clock.count == 7 ? 1 : 2
        guard clock.count == hourDigits + 3 || (clock.count == hourDigits + 6 && clock[hourDigits + 3] == UInt8(ascii: ":")),
              clock[hourDigits] == UInt8(ascii: ":"),
              let hour = clock.number(at: 0, digits: hourDigits), let minute = clock.number(at: hourDigits + 1, digits: 2), minute < 60,
              let second = clock.count == hourDigits + 6 ? clock.number(at: hourDigits + 4, digits: 2) : 0, second < 60 else { return nil }
        switch meridiem {
        case nil: return hour < 24 ? hour * 3600 + minute * 60 + second : nil
        case let marker?:
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12 + (marker == UInt8(ascii: "p") ? 12 : 0)) * 3600 + minute * 60 + second
        }
    }

    /// `1:30:00` or `123:05:09`, with spaces or tabs around: hours, minutes and seconds, in seconds.
    static func durationSeconds(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        let clock = text.trimmingSpaces
        let hourDigits = clock.count - 6
        guard hourDigits >= 1, clock[hourDigits] == UInt8(ascii: ":"), clock[hourDigits + 3] == UInt8(ascii: ":"),
              let hours = clock.number(at: 0, digits: hourDigits), let minutes = clock.number(at: hourDigits + 1, digits: 2), minutes < 60,
              let seconds = clock.number(at: hourDigits + 4, digits: 2), seconds < 60 else { return nil }
        return Int64(hours) * 3600 + Int64(minutes * 60 + seconds)
    }
}

extension CSVExportLoader {
    /// `2024-03-11`, `2024/03/11`, `2024.03.11`, `11.03.2024`, or `03/11/2024` and `03-11-2024`
    /// (`11/03/2024` and `11-03-2024` with `dayFirst`): its year, month and day, not yet checked.
    static func dateParts(_ utf8: UnsafeBufferPointer<UInt8>, dayFirst: Bool) -> (year: Int, month: Int, day: Int)? {
        guard utf8.count == 10 else { return nil }
        let separators = [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")]
        if utf8[4] == utf8[7], separators.contains(utf8[4]) {
            guard let year = utf8.number(at: 0, digits: 4), let month = utf8.number(at: 5, digits: 2), let day = utf8.number(at: 8, digits: 2)
            else { return nil }
            return (year, month, day)
        }
        guard utf8[2] == utf8[5], separators.contains(utf8[2]),
              let first = utf8.number(at: 0, digits: 2), let second = utf8.number(at: 3, digits: 2), let year = utf8.number(at: 6, digits: 4)
        else { return nil }
        return dayFirst || utf8[2] == UInt8(ascii: ".") ? (year, second, first) : (year, first, second)
    }
}
