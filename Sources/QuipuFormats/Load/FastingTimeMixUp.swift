import Foundation
import QuipuCore

/// A likely mix-up in a fasting history's times, told by where its fasts start. The history holds
/// seconds since 2001-01-01T00:00:00Z, as Swift's `JSONEncoder` writes a `Date` by default; other
/// writers count from 1970 (Unix seconds), which read as seconds since 2001 land 31 years late.
enum FastingTimeMixUp: Equatable {
    /// Every fast starts before 2001-01-01: every start is a negative number.
    case beforeReferenceDate(lastStart: Instant)
    /// Every fast starts after 2040-01-01, which Unix seconds of 2009 on are when read as seconds
    /// since 2001; `firstStart` is the earliest start as read.
    case unixSeconds(firstStart: Instant)

    /// 2040-01-01T00:00:00Z: no fasting timer has written a fast that starts later, and Unix
    /// seconds read as seconds since 2001 land there or later from 2009 on.
    static let unixSecondsFloor = Instant.parseISO8601("2040-01-01T00:00:00Z")!

    /// The mix-up the starts of a history's begun fasts suggest when every one suggests it; `nil`
    /// for none, and for no starts at all.
    static func of(_ starts: [Instant]) -> FastingTimeMixUp? {
        guard let first = starts.min(), let last = starts.max() else { return nil }
        if last < Instant(milliseconds: 0) { return .beforeReferenceDate(lastStart: last) }
        if first >= unixSecondsFloor { return .unixSeconds(firstStart: first) }
        return nil
    }

    /// The note naming the mix-up, for the history file `file`.
    func notice(file: String) -> String {
        let format = "Quipu reads seconds since 2001-01-01, as Swift's JSONEncoder writes Date"
        switch self {
        case let .beforeReferenceDate(last):
            return "\(file): every fast starts before 2001 (the last on \(day(last))): \(format); were these times counted from another date?"
        case let .unixSeconds(first):
            let asUnix = Instant(Date(timeIntervalSince1970: Double(first.milliseconds) / 1000))
            return "\(file): every fast starts after 2040 (the first on \(day(first))): are these Unix seconds (since 1970)? \(format) "
                + "(as Unix seconds, the first would start on \(day(asUnix)))"
        }
    }

    /// The UTC day of `instant`: `2024-03-02`.
    private func day(_ instant: Instant) -> String { String(instant.iso8601.prefix(10)) }
}
