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

    /// The UTC offset of a local time on the date `day` days after 1970-01-01: the earlier one
    /// when the clocks go back and it happens twice, `nil` when the clocks skip it.
    mutating func offset(atDay day: Int, secondOfDay: Int) -> Int? {
        if covered == nil || !covered!.days.contains(day) {
            covered = ((day - Self.reach)...(day + Self.reach), ZoneOffsets(timeZone: zone, days: LocalDate(daysSince1970: day - Self.reach),
                                                                            through: LocalDate(daysSince1970: day + Self.reach)))
        }
        return covered!.offsets.offsetSeconds(atLocalDay: day, secondOfDay: secondOfDay)
    }
}
