import Foundation

/// The local days of a period in a time zone, as the instants at which each day starts.
///
/// Computed once per report from the zone's offsets (`ZoneOffsets`), DST transitions included
/// (a day may be 23, 24 or 25 hours long), so placing a time slip needs no calendar call: only a
/// binary search over the boundaries.
public struct DayBoundaries: Sendable {
    /// The local days, in order.
    public let days: [LocalDate]
    /// `days.count + 1` instants: where each day starts, then where the last day ends.
    public let starts: [Instant]

    /// The days `first` through `last` in `timeZone`; `last` must not be before `first`.
    public init(first: LocalDate, last: LocalDate, timeZone: TimeZone) {
        let dayCount = last.daysSince1970 - first.daysSince1970 + 1
        days = (0..<dayCount).map { first.adding(days: $0) }
        let zone = ZoneOffsets(timeZone: timeZone, days: first, through: last)
        starts = (0...dayCount).map { zone.startOfDay(first.adding(days: $0)) }
    }

    /// The instant the first day starts.
    public var periodStart: Instant { starts[0] }
    /// The instant the last day ends (the first instant after the period).
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
}
