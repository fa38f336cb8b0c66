import Foundation
import QuipuCore

/// The UTC offsets of local dates and times in one zone (timeclock files and CSV exports write
/// local times). A local day whose offset is the same from the day before it to the day after it
/// is looked up once and remembered: a million records cost a few thousand lookups in the zone's
/// rules, not millions.
struct LocalTimeZone {
    private let zone: TimeZone
    /// Local days (since 1970-01-01) that have one offset all day, and that offset.
    private var wholeDays: [Int: Int] = [:]

    init(_ zone: TimeZone) { self.zone = zone }

    /// The zone's IANA id, for messages.
    var identifier: String { zone.identifier }

    /// The UTC offset of a local date and time: the earlier one when the clocks go back and it
    /// happens twice, `nil` when the clocks skip it.
    mutating func offset(of date: LocalDate, secondOfDay: Int) -> Int? {
        let day = date.daysSince1970
        if let offset = wholeDays[day] { return offset }
        let dayStart = Double(Int64(day) * 86_400)
        let startOffsets = offsets(at: dayStart)
        if startOffsets.count == 1, let offset = startOffsets.first, offsets(at: dayStart + 86_399) == startOffsets {
            wholeDays[day] = offset
            return offset
        }
        return offsets(at: dayStart + Double(secondOfDay)).max()
    }

    /// Every offset with which the local time `local` (seconds since 1970-01-01 as if UTC) names an
    /// instant, from the offsets a day before and a day after: none in a gap, two in an overlap.
    private func offsets(at local: Double) -> Set<Int> {
        let candidates = Set([local - 86_400, local + 86_400].map { zone.secondsFromGMT(for: Date(timeIntervalSince1970: $0)) })
        return candidates.filter { zone.secondsFromGMT(for: Date(timeIntervalSince1970: local - Double($0))) == $0 }
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
