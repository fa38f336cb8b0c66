import Foundation

/// The local days of a period in a time zone, as the instants at which each day starts.
///
/// Computed once per report, DST transitions included (a day may be 23, 24 or 25 hours long),
/// so placing a time slip needs no calendar call: only a binary search over the boundaries.
public struct DayBoundaries: Sendable {
    /// The local days, in order.
    public let days: [LocalDate]
    /// `days.count + 1` instants: where each day starts, then where the last day ends.
    public let starts: [Instant]

    /// The days `first` through `last` in `timeZone`.
    public init(first: LocalDate, last: LocalDate, timeZone: TimeZone) {
        let dayCount = last.daysSince1970 - first.daysSince1970 + 1
        days = (0..<dayCount).map { first.adding(days: $0) }
        starts = (0...dayCount).map { DayBoundaries.startOfDay(first.adding(days: $0), in: timeZone) }
    }

    public var periodStart: Instant { starts[0] }
    public var periodEnd: Instant { starts[starts.count - 1] }

    /// The index of the day containing `instant`, or `nil` outside the period.
    public func dayIndex(containing instant: Instant) -> Int? {
        guard instant >= periodStart, instant < periodEnd else { return nil }
        var low = 0, high = days.count  // invariant: starts[low] <= instant < starts[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle } else { high = middle }
        }
        return low
    }

    /// The first instant of the local day: its midnight, or the first moment after a DST gap
    /// that swallowed midnight.
    static func startOfDay(_ date: LocalDate, in timeZone: TimeZone) -> Instant {
        let localMidnight = Int64(date.daysSince1970) * 86_400
        // Try the offsets in force around that wall-clock time and keep the earliest instant that
        // reads as this date at or after midnight.
        let guess = Date(timeIntervalSince1970: TimeInterval(localMidnight))
        var candidates: [Int64] = []
        for probe in [-86_400.0, 0, 86_400] {
            let offset = Int64(timeZone.secondsFromGMT(for: guess.addingTimeInterval(probe)))
            let utc = localMidnight - offset
            let actualOffset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc))))
            if actualOffset == offset { candidates.append(utc) }
        }
        if let earliest = candidates.min() {
            return Instant(milliseconds: earliest * 1000 - Instant.unixOffsetMilliseconds)
        }
        // Midnight does not exist (a gap at 00:00): the day starts when the gap ends.
        let before = localMidnight - Int64(timeZone.secondsFromGMT(for: guess.addingTimeInterval(-86_400)))
        let transition = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: TimeInterval(before - 86_400)))
        let seconds = Int64(transition?.timeIntervalSince1970 ?? TimeInterval(before))
        return Instant(milliseconds: seconds * 1000 - Instant.unixOffsetMilliseconds)
    }
}
