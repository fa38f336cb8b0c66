import Foundation
import QuipuCore

/// The UTC offsets of the local dates and times a tracker file writes (timeclock, CSV exports),
/// in the zone they are written in: QuipuCore's `ZoneOffsets` over the half years either side of
/// a date read, made anew when a date falls outside them, so a file costs a few lookups in the
/// zone's rules per year it spans, not one per record, whichever way its records run.
struct SourceZoneOffsets {
    private let zone: TimeZone
    /// The local days (since 1970-01-01) the offsets were looked up for, and the offsets.
    private var covered: (days: ClosedRange<Int>, offsets: ZoneOffsets)?
    /// The days either side of a date read that its offsets cover.
    private static let reach = 183

    init(_ zone: TimeZone) { self.zone = zone }

    /// The zone's IANA id, for messages.
    var identifier: String { zone.identifier }

    /// The UTC offset of a local date and time: the earlier one when the clocks go back and it
    /// happens twice, `nil` when the clocks skip it.
    mutating func offset(of date: LocalDate, secondOfDay: Int) -> Int? {
        let day = date.daysSince1970
        if covered == nil || !covered!.days.contains(day) {
            covered = ((day - Self.reach)...(day + Self.reach),
                       ZoneOffsets(timeZone: zone, days: date.adding(days: -Self.reach), through: date.adding(days: Self.reach)))
        }
        return covered!.offsets.offsetSeconds(atLocal: date, secondOfDay: secondOfDay)
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last, first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 else { return self }
        let start = utf8.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? utf8.endIndex
        let end = utf8.lastIndex { $0 != 0x20 && $0 != 0x09 }.map { utf8.index(after: $0) } ?? start
        return String(self[start..<max(start, end)])
    }
}
