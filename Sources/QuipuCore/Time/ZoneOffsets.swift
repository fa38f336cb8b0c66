import Foundation

/// A time zone's UTC offsets over a stretch of time, looked up once: reading an instant as a
/// local date, or finding where a local day starts, is then a binary search and some
/// arithmetic, with no calendar call per instant. The one cache of zone offsets: fasting reads
/// instants with it, `DayBoundaries` finds its days' starts with it, and the tracker loaders
/// read local times (timeclock, CSV exports) with it.
public struct ZoneOffsets: Sendable {
    /// The instants (milliseconds since 2001) at which a new offset takes effect, in order.
    private let transitions: [Int64]
    /// `offsets[0]` holds before the first transition; `offsets[i + 1]` from `transitions[i]` on.
    private let offsets: [Int]

    /// The offsets of `timeZone` from `first` through `last`; instants outside that stretch
    /// are read with the nearest offset known.
    public init(timeZone: TimeZone, from first: Instant, through last: Instant) {
        (transitions, offsets) = TimeZoneQueries.serialized {
            var transitions: [Int64] = []
            var offsets = [timeZone.secondsFromGMT(for: first.date)]
            var cursor = first.date
            let end = last.date
            while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next > cursor, next <= end {
                transitions.append(Instant(next).milliseconds)
                offsets.append(timeZone.secondsFromGMT(for: next))
                cursor = next
            }
            return (transitions, offsets)
        }
    }

    /// The offsets of `timeZone` over the local days `first` through `last`: from two days
    /// before the first (UTC midnight) to three days after the last, which no offset reaches past.
    public init(timeZone: TimeZone, days first: LocalDate, through last: LocalDate) {
        self.init(timeZone: timeZone, from: Instant(milliseconds: Self.utcMidnight(first.adding(days: -2))),
                  through: Instant(milliseconds: Self.utcMidnight(last.adding(days: 3))))
    }

    /// No offset is more than 26 hours from UTC, in milliseconds.
    private static let largestOffset: Int64 = 26 * 3_600_000

    /// Milliseconds since 2001 at the UTC midnight that starts `date`.
    private static func utcMidnight(_ date: LocalDate) -> Int64 { Int64(date.daysSince1970) * 86_400_000 - Instant.unixOffsetMilliseconds }

    /// The zone's offset from UTC at `instant`, in seconds.
    func offsetSeconds(at instant: Instant) -> Int { offsets[stretch(at: instant.milliseconds)] }

    /// The index in `offsets` of the offset in force at `milliseconds`.
    private func stretch(at milliseconds: Int64) -> Int {
        var low = 0, high = transitions.count  // transitions[..<low] have taken effect, transitions[high...] have not
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= milliseconds { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first instant of the local day `date`: the earliest whose wall-clock reading is at or
    /// after its midnight. That is its midnight, the first one when the clock goes back over
    /// midnight, or the end of a gap that swallows midnight.
    func startOfDay(_ date: LocalDate) -> Instant {
        let midnight = Self.utcMidnight(date)
        // The day starts in the stretch in force `largestOffset` before its UTC midnight or a later one.
        var index = stretch(at: midnight - Self.largestOffset)
        while true {
            let start = index == 0 ? Int64.min : transitions[index - 1]
            let candidate = Swift.max(start, midnight - Int64(offsets[index]) * 1000)
            if index == transitions.count || candidate < transitions[index] { return Instant(milliseconds: candidate) }
            index += 1
        }
    }

    /// The offset (seconds) with which the wall-clock reading `secondOfDay` on `date` names an
    /// instant: the larger one, so the earlier instant, when the clocks go back and the reading
    /// happens twice; `nil` when the clocks skip it.
    public func offsetSeconds(atLocal date: LocalDate, secondOfDay: Int) -> Int? {
        offsetSeconds(atLocalDay: date.daysSince1970, secondOfDay: secondOfDay)
    }

    /// `offsetSeconds(atLocal:secondOfDay:)` of the date `daysSince1970` days after 1970-01-01.
    public func offsetSeconds(atLocalDay daysSince1970: Int, secondOfDay: Int) -> Int? {
        let reading = Int64(daysSince1970) * 86_400_000 - Instant.unixOffsetMilliseconds + Int64(secondOfDay) * 1000
        var index = stretch(at: reading - Self.largestOffset)
        // Stretches are in time order, so the first that holds its own reading is the earliest.
        while index <= transitions.count {
            let start = index == 0 ? Int64.min : transitions[index - 1]
            guard start <= reading + Self.largestOffset else { return nil }
            let candidate = reading - Int64(offsets[index]) * 1000
            if candidate >= start, index == transitions.count || candidate < transitions[index] { return offsets[index] }
            index += 1
        }
        return nil
    }

    /// The wall-clock reading of `instant` in the zone.
    func local(_ instant: Instant) -> LocalDateTime { LocalDateTime(instant, offsetSeconds: offsetSeconds(at: instant)) }

    /// The local day containing `instant`.
    func localDate(_ instant: Instant) -> LocalDate { local(instant).date }
}
