import Foundation

/// The local days of a period in a time zone, as the instants at which each day starts.
///
/// Computed once per report from the zone's offsets (`ZoneOffsets`), DST transitions included
/// (a day may be 23, 24 or 25 hours long), so placing a time slip needs no calendar call: its
/// day is counted in 24-hour days from the start, then moved to the boundaries around it.
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
        // Days are 24 hours give or take a DST change, so the guess is the day or one beside it;
        // the walks make it the last day that starts at or before the instant, whatever the zone.
        var day = min(Int((instant.milliseconds - periodStart.milliseconds) / 86_400_000), days.count - 1)
        while starts[day] > instant { day -= 1 }
        while starts[day + 1] <= instant { day += 1 }
        return day
    }
}
