/// The grain of a timesheet's columns: one per day, per week or per month of the period.
public enum ColumnGrain: String, CaseIterable, Sendable {
    /// A column per day, per week (cut at the week start), or per calendar month.
    case day, week, month

    /// The grain that keeps a page of the period readable: days up to five weeks (35 days),
    /// weeks up to about six months (183 days), months beyond.
    public static func fitting(dayCount: Int) -> ColumnGrain {
        switch dayCount {
        case ...35: .day
        case ...183: .week
        default: .month
        }
    }
}

/// One column of a timesheet's grid: a run of the period's days.
public struct TimesheetColumn: Hashable, Sendable {
    /// The column's days, as indices into the timesheet's `days`.
    public let days: Range<Int>
    /// The column's first local day.
    public let firstDay: LocalDate
    /// The column's last local day.
    public let lastDay: LocalDate
    /// The period starts after the column's week or month starts, or ends before it ends.
    public let isPartial: Bool
}

extension Timesheet {
    /// The grid's columns at the parameters' grain.
    public var columns: [TimesheetColumn] { columns(parameters.columns) }

    /// The grid's columns at `grain`: each day; each week, cut at each week start; or each
    /// calendar month. The first and last may be partial weeks or months.
    public func columns(_ grain: ColumnGrain) -> [TimesheetColumn] {
        let blocks: [Range<Int>]
        switch grain {
        case .day: blocks = days.indices.map { $0..<$0 + 1 }
        case .week: blocks = weeks
        case .month: blocks = months
        }
        return blocks.map { block in
            let first = days[block.lowerBound], last = days[block.upperBound - 1]
            let isPartial = switch grain {
            case .day: false
            case .week: block.count < 7
            case .month: first.day != 1 || last.day != LocalDate.daysInMonth(year: last.year, month: last.month)
            }
            return TimesheetColumn(days: block, firstDay: first, lastDay: last, isPartial: isPartial)
        }
    }

    /// The period's days cut into calendar months, as ranges of day indices.
    public var months: [Range<Int>] {
        var blocks: [Range<Int>] = []
        var blockStart = 0
        for (index, day) in days.enumerated() where index > 0 && day.day == 1 {
            blocks.append(blockStart..<index)
            blockStart = index
        }
        blocks.append(blockStart..<days.count)
        return blocks
    }

    /// A row's cells at the columns' grain: each the sum of its days' cells.
    public func cells(of row: TimesheetRow, in columns: [TimesheetColumn]) -> [TimeAmount] {
        columns.map { row.total(of: $0.days) }
    }

    /// Column totals at the columns' grain: each the sum of its days' totals.
    public func totals(of columns: [TimesheetColumn]) -> [TimeAmount] {
        columns.map { dayTotals[$0.days].reduce(.zero, +) }
    }
}
