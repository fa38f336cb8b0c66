/// The first day of a week.
public enum WeekStart: String, CaseIterable, Sendable {
    /// Weeks start on Monday (as ISO 8601 weeks do) or on the Sunday before.
    case monday, sunday
}

/// A reporting period as the user names it: a day, an ISO week, a month, a year, or an inclusive
/// range of days, of ISO weeks or of months.
///
/// `parse` checks what it reads; a case made directly is not checked, and `days(weekStart:)`
/// traps on a month outside 1–12 or a year outside 1–9999.
public indirect enum Period: Hashable, Sendable, CustomStringConvertible {
    /// One local day.
    case day(LocalDate)
    /// ISO 8601 week `week` (1 to 52 or 53) of the ISO week-numbering `year`, which may begin in
    /// the previous calendar year: `2026-W01` starts on 2025-12-29.
    case isoWeek(year: Int, week: Int)
    /// Month `month` (1 to 12) of `year`.
    case month(year: Int, month: Int)
    /// A calendar year.
    case year(Int)
    /// From the first day of `from` to the last day of `through`: two days, two ISO weeks or two
    /// months, the first not after the second.
    case range(from: Period, through: Period)

    /// Why a period could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The text that was read.
        public let text: String
        /// What is wrong with it, and what was expected.
        public let reason: String
        /// `invalid period "…": ` and the reason.
        public var description: String { "invalid period \"\(text)\": \(reason)" }
    }

    static let expectedForms = "expected a day (2024-03-25), an ISO week (2024-W13), a month (2024-03), a year (2024) "
        + "or a range of days, weeks or months (2024-03-01..2024-03-31, 2024-W10..2024-W13, 2024-01..2024-03)"

    /// Reads a day `2024-03-25`, an ISO week `2024-W13`, a month `2024-03`, a year `2024`, or a
    /// range with both ends included: `2024-03-01..2024-03-31`, `2024-W10..2024-W13`, `2024-01..2024-03`.
    /// - Throws: `ParseError` for any other form, a day, week or month that does not exist, or a
    ///   range whose ends are of different kinds or in the wrong order.
    public static func parse(_ text: String) throws(ParseError) -> Period {
        func fail(_ reason: String) -> ParseError { ParseError(text: text, reason: reason) }
        guard let dots = text.firstRange(of: "..") else { return try single(text[...], fail: fail) }
        let first = try single(text[..<dots.lowerBound], fail: fail)
        let last = try single(text[dots.upperBound...], fail: fail)
        switch (first, last) {
        case (.day, .day), (.isoWeek, .isoWeek), (.month, .month):
            guard first.days(weekStart: .monday).first <= last.days(weekStart: .monday).first else {
                throw fail("the range ends (\(last)) before it starts (\(first))")
            }
            return .range(from: first, through: last)
        default:
            throw fail("both ends of a range must be days, or ISO weeks, or months")
        }
    }

    /// A period that is not a range.
    private static func single(_ text: Substring, fail: (String) -> ParseError) throws(ParseError) -> Period {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard text.count == 4, let year = Int(digits: text), year >= 1 else { throw fail(expectedForms) }
            return .year(year)
        case 3:
            guard let day = LocalDate.parse(text) else { throw fail(expectedForms) }
            return .day(day)
        case 2 where parts[1].first == "W":
            guard parts[0].count == 4, parts[1].count == 3, let year = Int(digits: parts[0]), year >= 1,
                  let week = Int(digits: parts[1].dropFirst()) else { throw fail(expectedForms) }
            let weeks = Period.isoWeeks(in: year)
            guard (1...weeks).contains(week) else { throw fail("\(year) has ISO weeks 1 to \(weeks)") }
            return .isoWeek(year: year, week: week)
        case 2:
            guard parts[0].count == 4, parts[1].count == 2, let year = Int(digits: parts[0]), year >= 1,
                  let month = Int(digits: parts[1]), (1...12).contains(month) else { throw fail(expectedForms) }
            return .month(year: year, month: month)
        default:
            throw fail(expectedForms)
        }
    }

    /// The first and last local day of the period. An ISO week starts on its Monday, or on the
    /// Sunday before it when weeks start on Sunday.
    public func days(weekStart: WeekStart) -> (first: LocalDate, last: LocalDate) {
        switch self {
        case let .day(date):
            return (date, date)
        case let .isoWeek(year, week):
            let monday = Period.mondayOfISOWeek(1, in: year).adding(days: 7 * (week - 1))
            let first = weekStart == .monday ? monday : monday.adding(days: -1)
            return (first, first.adding(days: 6))
        case let .month(year, month):
            return (LocalDate(year: year, month: month, day: 1)!,
                    LocalDate(year: year, month: month, day: LocalDate.daysInMonth(year: year, month: month))!)
        case let .year(year):
            return (LocalDate(year: year, month: 1, day: 1)!, LocalDate(year: year, month: 12, day: 31)!)
        case let .range(from, through):
            return (from.days(weekStart: weekStart).first, through.days(weekStart: weekStart).last)
        }
    }

    /// The canonical text of the period, as accepted by `parse`.
    public var description: String {
        switch self {
        case let .day(date): "\(date)"
        case let .isoWeek(year, week): "\(pad(year, 4))-W\(pad(week, 2))"
        case let .month(year, month): "\(pad(year, 4))-\(pad(month, 2))"
        case let .year(year): pad(year, 4)
        case let .range(from, through): "\(from)..\(through)"
        }
    }

    /// A name for the period that is safe in a file name (`2024-W13`, `2024-03-01_2024-03-31`).
    public var fileStem: String {
        if case let .range(from, through) = self { return "\(from)_\(through)" }
        return description
    }

    /// The Monday of ISO week `week` of `year`: week 1 is the week with the year's first Thursday.
    static func mondayOfISOWeek(_ week: Int, in year: Int) -> LocalDate {
        let fourthOfJanuary = LocalDate(year: year, month: 1, day: 4)!
        return fourthOfJanuary.adding(days: 1 - fourthOfJanuary.isoWeekday + 7 * (week - 1))
    }

    /// 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday; else 52.
    static func isoWeeks(in year: Int) -> Int {
        let januaryFirst = LocalDate(year: year, month: 1, day: 1)!.isoWeekday
        return januaryFirst == 4 || (januaryFirst == 3 && LocalDate.isLeap(year)) ? 53 : 52
    }
}
