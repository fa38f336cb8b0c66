/// One week of a timesheet's period with its totals: what a grid of days shows for each week
/// beside the days (the XML's `weeks`, the HTML's weekly grids), summed once here rather than by
/// each format.
public struct TimesheetWeekTotals: Hashable, Sendable {
    /// The week's days, as indices into the timesheet's `days`: one block of `Timesheet.weeks`.
    public let days: Range<Int>
    /// The sum of the week's day totals.
    public let total: TimeAmount
    /// Each row's time in the week, the sum of its cells on the week's days, in the order of the rows.
    public let rowTotals: [TimeAmount]

    /// The totals of each of `weeks` (ranges of day indices), from each row's cells (one per day)
    /// and the day totals (one per day).
    public static func totals(of weeks: [Range<Int>], rowCells: [[TimeAmount]], dayTotals: [TimeAmount]) -> [TimesheetWeekTotals] {
        weeks.map { week in
            TimesheetWeekTotals(days: week, total: dayTotals[week].reduce(.zero, +), rowTotals: rowCells.map { $0[week].reduce(.zero, +) })
        }
    }
}
