import Foundation
import QuipuCore

/// The period a report covers, read the same way for every kind, with the bounds that keep a
/// report's cost and its dates within reach.
enum ReportPeriod {
    /// The most days a timesheet, invoice or fasting summary may cover: 100 years. Its tables have
    /// a column or a row per day, week or month of the period, so their size grows with it.
    static let maximumDays = 36_525

    /// `period`, its days counted from `weekStart`, checked: a period reaching outside the years
    /// 1–9999 (`0001-W01` with weeks from Sunday begins in year 0), or longer than `maximumDays`,
    /// is a usage error; `origin` starts every message.
    static func checked(_ period: Period, weekStart: WeekStart, origin: String?) throws(QuipuError) -> Period {
        try check(period.days(weekStart: weekStart), named: "the period \(period)", status: .usage, origin: origin)
        return period
    }

    /// Checks that `days` lie in the years 1–9999 and span at most `maximumDays`.
    static func check(_ days: (first: LocalDate, last: LocalDate), named name: String, status: QuipuError.Status,
                      origin: String?) throws(QuipuError) {
        func fail(_ message: String) -> QuipuError { QuipuError(status, origin.map { "\($0): \(message)" } ?? message) }
        guard days.first.year >= 1, days.last.year <= 9999 else {
            throw fail("\(name) runs from \(days.first) to \(days.last), outside the years 1–9999 that dates can be written in; "
                + "expected a period inside them")
        }
        let count = days.last.daysSince1970 - days.first.daysSince1970 + 1
        guard count <= maximumDays else {
            throw fail("\(name) covers \(count) days, from \(days.first) to \(days.last); expected at most \(maximumDays) days (100 years) in one report")
        }
    }
}
