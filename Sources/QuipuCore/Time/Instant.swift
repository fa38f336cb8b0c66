import Foundation

/// A point in time in whole milliseconds since 2001-01-01T00:00:00Z, the app's reference date.
///
/// The app stores dates as floating-point seconds; converting each once to an integer makes
/// every duration an exact integer, so sums never drift (`5399.999999` cannot appear).
public struct Instant: Hashable, Comparable, Sendable {
    /// Milliseconds since 2001-01-01T00:00:00Z; negative before it.
    public let milliseconds: Int64

    /// The instant `milliseconds` after 2001-01-01T00:00:00Z.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// The instant nearest to `date`, to the millisecond (halves away from zero). Traps for a date
    /// whose milliseconds do not fit an `Int64` (beyond about ±292 million years); untrusted dates
    /// go through `init?(checking:)`.
    public init(_ date: Date) {
        milliseconds = Self.nearestMilliseconds(date)!
    }

    /// The instant as the model's `Date` (the app's `Date`s are seconds since the same reference date).
    public var date: Date { Date(timeIntervalSinceReferenceDate: Double(milliseconds) / 1000) }

    /// The instant nearest to `date`, to the millisecond, or `nil` when that is outside
    /// `supportedRange`: the dates Quipu can name, and far from `Int64`'s limits.
    public init?(checking date: Date) {
        guard let milliseconds = Self.nearestMilliseconds(date), Self.supportedRange.contains(Instant(milliseconds: milliseconds)) else { return nil }
        self.milliseconds = milliseconds
    }

    /// The whole milliseconds nearest to `date`, halves away from zero, exactly as
    /// `(seconds * 1000).rounded()` gives them but without its call into the C library (reports
    /// convert every slip's times, millions of them); `nil` when they do not fit an `Int64`.
    @inline(__always)
    private static func nearestMilliseconds(_ date: Date) -> Int64? {
        let milliseconds = date.timeIntervalSinceReferenceDate * 1000
        // NaN fails both comparisons.
        guard milliseconds >= -0x1p63, milliseconds < 0x1p63 else { return nil }
        let towardZero = Int64(milliseconds)
        // Exact: below 2^53 a number and its whole part differ by less than one, in a binade
        // where that difference is representable; from 2^53 on every Double is whole.
        let fraction = milliseconds - Double(towardZero)
        return fraction >= 0.5 ? towardZero + 1 : fraction <= -0.5 ? towardZero - 1 : towardZero
    }

    /// From 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z: a day inside the years 1–9999 at both
    /// ends, so that the local day of every supported instant, in every time zone (offsets reach
    /// ±16 h in history), is one the reports' formats can write (no year 0, no year 10000).
    public static let supportedRange = Instant(milliseconds: -63_113_817_600_000)...Instant(milliseconds: 252_423_907_199_999)

    /// `supportedRange` in words, for messages.
    public static let supportedRangeDescription = "from 0001-01-02 to 9999-12-30 UTC (a day inside the years 1–9999, so that its local day is one in every time zone)"

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Milliseconds between 1970-01-01 and 2001-01-01.
    static let unixOffsetMilliseconds: Int64 = 978_307_200_000

    /// ISO 8601 in UTC, with milliseconds only when there are some: `2024-04-01T00:00:00Z`.
    public var iso8601: String { LocalDateTime(self, offsetSeconds: 0).iso8601(withOffset: true) }
}

/// A wall-clock reading: a local date and time of day, with the UTC offset it was read at.
public struct LocalDateTime: Hashable, Sendable {
    /// The local calendar day.
    public let date: LocalDate
    /// Milliseconds since local midnight.
    public let millisecondOfDay: Int64
    /// The offset from UTC the reading was made with, in seconds: positive east of UTC (`7200` for `+02:00`).
    public let offsetSeconds: Int

    /// The reading of `instant` on a clock of `timeZone`, at the offset the zone has at that instant.
    public init(_ instant: Instant, in timeZone: TimeZone) {
        self.init(instant, offsetSeconds: TimeZoneQueries.serialized { timeZone.secondsFromGMT(for: instant.date) })
    }

    /// The reading of `instant` on a clock `offsetSeconds` ahead of UTC (behind it when negative).
    public init(_ instant: Instant, offsetSeconds: Int) {
        let local = instant.milliseconds + Instant.unixOffsetMilliseconds + Int64(offsetSeconds) * 1000
        let (days, remainder) = local.quotientAndRemainder(dividingBy: 86_400_000)
        let floorDays = remainder < 0 ? days - 1 : days
        date = LocalDate(daysSince1970: Int(floorDays))
        millisecondOfDay = local - floorDays * 86_400_000
        self.offsetSeconds = offsetSeconds
    }

    /// `HH:MM`, or `HH:MM:SS` when seconds are not zero.
    public var timeOfDay: String {
        let seconds = millisecondOfDay / 1000
        let hm = "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2))"
        return seconds % 60 == 0 ? hm : hm + ":\(pad(seconds % 60, 2))"
    }

    /// `2024-03-31T03:30:00+02:00` (or `Z` for UTC); fractional seconds only when present. Without
    /// the offset when `withOffset` is `false`. The offset is written to the minute.
    public func iso8601(withOffset: Bool) -> String {
        let seconds = millisecondOfDay / 1000
        var text = "\(date)T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
        if millisecondOfDay % 1000 != 0 { text += ".\(pad(millisecondOfDay % 1000, 3))" }
        guard withOffset else { return text }
        if offsetSeconds == 0 { return text + "Z" }
        let magnitude = abs(offsetSeconds)
        return text + (offsetSeconds < 0 ? "-" : "+") + "\(pad(magnitude / 3600, 2)):\(pad(magnitude / 60 % 60, 2))"
    }
}

extension Instant {
    /// Reads an ISO 8601 instant with an explicit offset: `2024-04-01T00:00:00Z`,
    /// `2024-04-01T02:00+02:00`, `2024-04-01T00:00:00.250Z`. Returns `nil` for anything else,
    /// and for an instant outside `supportedRange`. Seconds are optional; fractional digits past
    /// the millisecond are dropped, not rounded; an offset is `Z` or `±hh:mm` of at most 14 hours.
    public static func parseISO8601(_ text: String) -> Instant? {
        parseISO8601AnyYear(text).flatMap { supportedRange.contains($0) ? $0 : nil }
    }

    /// Whether `text` is an ISO 8601 instant as `parseISO8601` reads it, but outside
    /// `supportedRange` (`9999-12-31T23:59:59Z`), so that a message can say which of the two it is.
    public static func isISO8601OutsideSupportedRange(_ text: String) -> Bool {
        parseISO8601AnyYear(text).map { !supportedRange.contains($0) } ?? false
    }

    /// `parseISO8601` without the range check.
    private static func parseISO8601AnyYear(_ text: String) -> Instant? {
        let utf8 = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= utf8.count else { return nil }
            return Int(digits: Substring(decoding: utf8[range], as: UTF8.self))
        }
        guard utf8.count >= 17, utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"),
              let date = LocalDate.parse(Substring(decoding: utf8[0..<10], as: UTF8.self)),
              let hour = number(11..<13), hour < 24, let minute = number(14..<16), minute < 60 else { return nil }
        var index = 16
        var second = 0, millisecond = 0
        if index < utf8.count, utf8[index] == UInt8(ascii: ":") {
            guard let value = number(index + 1..<index + 3), value < 60 else { return nil }
            second = value
            index += 3
            if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
                var digits = 0
                index += 1
                while index < utf8.count, (0x30...0x39).contains(utf8[index]) {
                    if digits < 3 { millisecond = millisecond * 10 + Int(utf8[index] - 0x30) }
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 3) { millisecond *= 10 }
            }
        }
        var offset = 0
        let rest = utf8[index...]
        if rest.elementsEqual("Z".utf8) {
            offset = 0
        } else if rest.count == 6, rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
                  utf8[index + 3] == UInt8(ascii: ":"),
                  let hours = number(index + 1..<index + 3), hours <= 14, let minutes = number(index + 4..<index + 6), minutes < 60 {
            offset = (hours * 3600 + minutes * 60) * (rest.first == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        let localSeconds = Int64(date.daysSince1970) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        let utcMilliseconds = (localSeconds - Int64(offset)) * 1000 + Int64(millisecond)
        return Instant(milliseconds: utcMilliseconds - unixOffsetMilliseconds)
    }
}
