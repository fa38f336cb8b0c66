/// The first day of a week.
public enum WeekStart: String, CaseIterable, Sendable {
    case monday, sunday
}

/// A reporting period as the user names it: a day, an ISO week, a month or an inclusive range of days.
public enum Period: Hashable, Sendable, CustomStringConvertible {
    case day(LocalDate)
    case isoWeek(year: Int, week: Int)
    case month(year: Int, month: Int)
    case range(LocalDate, LocalDate)

    /// Why a period could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let text: String
        public let reason: String
        public var description: String { "invalid period \"\(text)\": \(reason)" }
    }

    /// Reads `2024-03-25`, `2024-W13`, `2024-03` or `2024-03-01..2024-03-31` (both ends inclusive).
    public static func parse(_ text: String) throws(ParseError) -> Period {
        let expected = "expected a day (2024-03-25), an ISO week (2024-W13), a month (2024-03) or a range (2024-03-01..2024-03-31)"
        func fail(_ reason: String = expected) -> ParseError { ParseError(text: text, reason: reason) }
        if let dots = text.firstRange(of: "..") {
            guard let first = LocalDate.parse(text[..<dots.lowerBound]),
                  let last = LocalDate.parse(text[dots.upperBound...]) else { throw fail() }
            guard first <= last else { throw fail("the range ends (\(last)) before it starts (\(first))") }
            return .range(first, last)
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 3:
            guard let day = LocalDate.parse(text[...]) else { throw fail() }
            return .day(day)
        case 2 where parts[1].first == "W":
            guard parts[0].count == 4, parts[1].count == 3, let year = Int(digits: parts[0]), year >= 1,
                  let week = Int(digits: parts[1].dropFirst()) else { throw fail() }
            let weeks = Period.isoWeeks(in: year)
            guard (1...weeks).contains(week) else { throw fail("\(year) has ISO weeks 1 to \(weeks)") }
            return .isoWeek(year: year, week: week)
        case 2:
            guard parts[0].count == 4, parts[1].count == 2, let year = Int(digits: parts[0]), year >= 1,
                  let month = Int(digits: parts[1]), (1...12).contains(month) else { throw fail() }
            return .month(year: year, month: month)
        default:
            throw fail()
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
        case let .range(first, last):
            return (first, last)
        }
    }

    /// The canonical text of the period, as accepted by `parse`.
    public var description: String {
        switch self {
        case let .day(date): "\(date)"
        case let .isoWeek(year, week): "\(pad(year, 4))-W\(pad(week, 2))"
        case let .month(year, month): "\(pad(year, 4))-\(pad(month, 2))"
        case let .range(first, last): "\(first)..\(last)"
        }
    }

    /// A name for the period that is safe in a file name (`2024-W13`, `2024-03-01_2024-03-31`).
    public var fileStem: String {
        if case let .range(first, last) = self { return "\(first)_\(last)" }
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
