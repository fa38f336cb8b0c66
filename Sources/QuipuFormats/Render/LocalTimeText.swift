import Foundation
import QuipuCore

/// Instants as the wall-clock time of a report's zone, with that zone's offset at the instant:
/// how timesheets print slips and overlaps, and fasting reports and sites print fasts.
enum LocalTimeText {
    /// The wall-clock reading of `instant` in `zone`: `2024-03-31T03:30:00+02:00`, with
    /// milliseconds only when there are some.
    static func iso8601(_ instant: Instant, in zone: TimeZone) -> String {
        LocalDateTime(instant, in: zone).iso8601(withOffset: true)
    }

    /// The wall-clock reading of `instant` in `zone` to the whole second, the fraction cut off
    /// (towards the past, before 1970 too): `2024-03-31T03:30:00+02:00`.
    static func iso8601WholeSecond(_ instant: Instant, in zone: TimeZone) -> String {
        iso8601(Instant(milliseconds: instant.milliseconds - ((instant.milliseconds % 1000) + 1000) % 1000), in: zone)
    }
}
