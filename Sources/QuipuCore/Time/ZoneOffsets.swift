import Foundation

/// A time zone's UTC offsets over a stretch of time, looked up once: reading an instant as a
/// local date, or finding where a local day starts, is then a binary search and some
/// arithmetic, with no calendar call per instant. The one cache of zone offsets: fasting reads
/// instants with it and `DayBoundaries` finds its days' starts with it.
struct ZoneOffsets: Sendable {
    /// The instants (milliseconds since 2001) at which a new offset takes effect, in order.
    private let transitions: [Int64]
    /// `offsets[0]` holds before the first transition; `offsets[i + 1]` from `transitions[i]` on.
    private let offsets: [Int]

    /// The offsets of `timeZone` from `first` through `last`; instants outside that stretch
    /// are read with the nearest offset known.
    init(timeZone: TimeZone, from first: Instant, through last: Instant) {
        func date(_ instant: Instant) -> Date { Date(timeIntervalSinceReferenceDate: Double(instant.milliseconds) / 1000) }
        var transitions: [Int64] = []
        var offsets = [timeZone.secondsFromGMT(for: date(first))]
        var cursor = date(first)
        let end = date(last)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next > cursor, next <= end {
            transitions.append(Instant(next).milliseconds)
            offsets.append(timeZone.secondsFromGMT(for: next))
            cursor = next
        }
        self.transitions = transitions
        self.offsets = offsets
    }

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
        let midnight = Int64(date.daysSince1970) * 86_400_000 - Instant.unixOffsetMilliseconds
        // No offset is more than 26 hours, so the day starts in the stretch in force then or a later one.
        var index = stretch(at: midnight - 26 * 3_600_000)
        while true {
            let start = index == 0 ? Int64.min : transitions[index - 1]
            let candidate = Swift.max(start, midnight - Int64(offsets[index]) * 1000)
            if index == transitions.count || candidate < transitions[index] { return Instant(milliseconds: candidate) }
            index += 1
        }
    }

    /// The wall-clock reading of `instant` in the zone.
    func local(_ instant: Instant) -> LocalDateTime { LocalDateTime(instant, offsetSeconds: offsetSeconds(at: instant)) }

    /// The local day containing `instant`.
    func localDate(_ instant: Instant) -> LocalDate { local(instant).date }
}
