/// How many days a column of a timesheet's grid holds.
public enum ColumnGrain: String, CaseIterable, Sendable {
    case day, week, month

    /// The grain a period of `dayCount` days reads well at: days up to five weeks (35 days),
    /// weeks up to about six months (183 days), months beyond.
    public static func fitting(dayCount: Int) -> ColumnGrain {
        dayCount <= 35 ? .day : dayCount <= 183 ? .week : .month
    }
}

/// One column of a timesheet's grid: a run of the period's days.
public struct TimesheetColumn: Hashable, Sendable {
    /// The indices of its days in `Timesheet.days`.
    public let days: Range<Int>
    public let first: LocalDate
    public let last: LocalDate
    /// A week or month the period's start or end cuts short.
    public let isPartial: Bool
}

extension Timesheet {
    /// The grid's columns at `grain`: one per day; one per week, cut at each week start (the
    /// period's first and last weeks may be partial); or one per calendar month (likewise).
    public func columns(_ grain: ColumnGrain) -> [TimesheetColumn] {
        let ranges: [Range<Int>]
        switch grain {
        case .day:
            ranges = days.indices.map { $0..<($0 + 1) }
        case .week:
            ranges = weeks
        case .month:
            var blocks: [Range<Int>] = []
            var blockStart = 0
            for (index, day) in days.enumerated() where index > 0 && day.day == 1 {
                blocks.append(blockStart..<index)
                blockStart = index
            }
            blocks.append(blockStart..<days.count)
            ranges = blocks
        }
        return ranges.map { range in
            let first = days[range.lowerBound], last = days[range.upperBound - 1]
            let whole = switch grain {
            case .day: 1
            case .week: 7
            case .month: LocalDate.daysInMonth(year: first.year, month: first.month)
            }
            return TimesheetColumn(days: range, first: first, last: last, isPartial: range.count < whole)
        }
    }

    /// The grain of the grid's columns: the one asked for, else the one that fits the period.
    public var columnGrain: ColumnGrain { parameters.columns ?? .fitting(dayCount: days.count) }
}
