import Foundation
import QuipuCore

/// Reads Zero's CSV export: `Date,Start,End,Hours,Night Eating`, newest first, such as
/// `1/17/21,19:15,12:00,16,1`. `Date` is the day the fast began, month first (`1/17/21`,
/// `01/17/2021`; a two-digit year is 20YY); `Start` and `End` are local times of day (`19:15`,
/// `9:39`, `7:15 PM`) in `timeZone`; `Hours` is how long the fast lasted in whole hours, cut
/// short (19:15 → 12:00 is `16`), which tells on which day it ended: the day after the start day
/// at that time, or as many days later as `Hours` says (`2/18/21,13:23,10:00,44` ended on 2/20).
/// `Hours` may be an hour off either way, as across a change of the clocks; `End` and `Hours` are
/// both empty while the fast runs. `Night Eating` is not read. The export has no goals: every fast
/// has `goal`.
///
/// A local time the clocks skip (02:30 on a spring-forward night) is an error; one they pass twice
/// is the first, as in the time trackers' exports.
enum ZeroCSVLoader {
    static let table = FastingCSVTable(format: .zeroCSV, required: ["Date", "Start", "End", "Hours"], optional: [],
                                       startColumn: "Start", endColumn: "End")

    static func decode(_ bytes: [UInt8], file: String, timeZone: TimeZone, goal: Fasting.Goal) throws(QuipuError) -> LoadedFastingHistory {
        var reader = ZeroCSVFasts(zone: SourceZoneOffsets(timeZone), goal: goal)
        return try table.decode(bytes, file: file) { record throws(QuipuError) in try reader.read(record) }
    }
}

/// Zero's records read one by one, with the zone's offsets and the dates read so far remembered.
private struct ZeroCSVFasts {
    var zone: SourceZoneOffsets
    var days = LocalDays()
    let goal: Fasting.Goal

    static let timeExpected = "expected a time of day such as 19:15, 9:39 or 7:15 PM"

    mutating func read(_ record: FastingCSVRecord) throws(QuipuError) -> DecodedFast {
        let dateField = record.field("Date")!, startField = record.field("Start")!
        let endField = record.field("End")!, hoursField = record.field("Hours")!
        guard let parts = Self.dateParts(record.bytes(dateField)), let day = days.days(year: parts.year, month: parts.month, day: parts.day) else {
            throw record.failure(dateField, "\"\(record.text(dateField))\" is not a date; expected a month-first date such as 1/17/21 or 01/17/2021")
        }
        guard let startSecond = CSVExportLoader.secondOfDay(record.bytes(startField)) else {
            throw record.failure(startField, "\"\(record.text(startField))\" is not a time; \(Self.timeExpected)")
        }
        let start = try instant(day: day, second: startSecond, record, startField)
        let hoursText = record.bytes(hoursField)
        guard !record.bytes(endField).isEmpty else {
            guard hoursText.isEmpty else {
                throw record.failure(hoursField, "\(record.text(hoursField)) hours but no End; expected both, or neither for a fast under way")
            }
            return DecodedFast(goal: goal, start: start, end: nil)
        }
        guard let endSecond = CSVExportLoader.secondOfDay(record.bytes(endField)) else {
            throw record.failure(endField, "\"\(record.text(endField))\" is not a time; \(Self.timeExpected)")
        }
        guard let hours = FastingHours.milliseconds(hoursText) else {
            throw record.failure(hoursField, (hoursText.isEmpty ? "no Hours" : "\"\(record.text(hoursField))\" is not a number of hours")
                + "; expected the whole hours the fast lasted, such as 16")
        }
        // The wall-clock time from the start to the first `End` after it, then as many whole days
        // more as bring it nearest to `Hours` and a half (whole hours are cut short).
        let firstEnd = Int64((endSecond - startSecond + 86_400) % 86_400) * 1000
        let extraDays = max(0, (hours + 1_800_000 - firstEnd + 43_200_000).floorDivided(by: 86_400_000))
        let endDay = day + (endSecond < startSecond ? 1 : 0) + Int(extraDays)
        let end = try instant(day: endDay, second: endSecond, record, endField)
        let elapsed = end.milliseconds - start.milliseconds
        guard elapsed >= hours - 3_600_000, elapsed < hours + 7_200_000 else {
            throw record.failure(hoursField, "\(record.text(hoursField)) hours is not how long a fast from \(LocalDate(daysSince1970: day)) "
                + "\(record.text(startField)) to \(record.text(endField)) lasts (\(Self.clock(firstEnd)), or whole days more); "
                + "expected the whole hours it lasted")
        }
        return DecodedFast(goal: goal, start: start, end: end)
    }

    /// The instant of a local time on the day `day` days after 1970-01-01, in the source zone.
    private mutating func instant(day: Int, second: Int, _ record: FastingCSVRecord, _ field: CSVRecords.Field) throws(QuipuError) -> Instant {
        guard let offset = zone.offset(atDay: day, secondOfDay: second) else {
            throw record.failure(field, "\(LocalDate(daysSince1970: day)) \(record.text(field)) does not exist in \(zone.identifier) (the clocks skip it); "
                + "expected a local time of that zone")
        }
        guard let instant = Instant(utcDay: day, secondOfDay: second, offsetSeconds: offset) else {
            throw record.failure(field, "\(LocalDate(daysSince1970: day)) is out of range; expected a date \(Instant.supportedRangeDescription)")
        }
        return instant
    }

    /// `16:45` for a span of milliseconds of whole minutes, `16:45:30` otherwise.
    private static func clock(_ milliseconds: Int64) -> String {
        let seconds = milliseconds / 1000
        let minutes = seconds / 60 % 60
        let text = "\(seconds / 3600):\(minutes < 10 ? "0" : "")\(minutes)"
        return seconds % 60 == 0 ? text : text + ":\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }

    /// `1/17/21`, `01/17/2021`: month, day and year (20YY for two digits), not yet checked.
    static func dateParts(_ bytes: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int)? {
        let parts = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), [2, 4].contains(parts[2].count) else { return nil }
        func number(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> Int? { UnsafeBufferPointer(rebasing: part).number(at: 0, digits: part.count) }
        guard let month = number(parts[0]), let day = number(parts[1]), let year = number(parts[2]) else { return nil }
        return (parts[2].count == 2 ? 2000 + year : year, month, day)
    }
}

private extension Int64 {
    /// The quotient rounded toward minus infinity.
    func floorDivided(by divisor: Int64) -> Int64 {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }
}
