import QuipuCore
import Testing

@Suite("Week totals of a timesheet")
struct TimesheetWeekTotalsTests {
    /// `minutes` recorded, and billed rounded up to the quarter hour.
    static func amount(_ minutes: Int64) -> TimeAmount {
        TimeAmount(raw: DisplayedDuration(milliseconds: minutes * 60_000),
                   billed: DisplayedDuration(milliseconds: (minutes + 14) / 15 * 15 * 60_000))
    }

    @Test("each week sums its days: the week's total from the day totals, each row's from its cells, empty weeks zero")
    func sums() {
        // Nine days in weeks of 2, 5 and 2 days; two rows, the second empty in the last week.
        let weeks = [0..<2, 2..<7, 7..<9]
        let first: [Int64] = [10, 0, 30, 0, 0, 45, 5, 20, 0], second: [Int64] = [0, 60, 0, 90, 0, 0, 0, 0, 0]
        let rowCells = [first.map(Self.amount), second.map(Self.amount)]
        let dayTotals = zip(first, second).map { Self.amount($0) + Self.amount($1) }
        let totals = TimesheetWeekTotals.totals(of: weeks, rowCells: rowCells, dayTotals: dayTotals)
        #expect(totals.map(\.days) == weeks)
        #expect(totals.map { $0.rowTotals.map(\.raw.minutes) } == [[10, 60], [80, 90], [20, 0]])
        #expect(totals.map(\.rowTotals[1].billed.minutes) == [60, 90, 0])
        #expect(totals.map(\.total.raw.minutes) == [70, 170, 20])
        // Billed time is summed as rounded per day (15 + 60; 30 + 90 + 45 + 15; 30), not rounded again per week.
        #expect(totals.map(\.total.billed.minutes) == [75, 180, 30])
        #expect(totals.map(\.total.raw.seconds) == [4200, 10200, 1200])
        #expect(totals[2].rowTotals[1].isZero)
    }

    @Test("no rows leave each week's row totals empty and its total the day totals' sum")
    func noRows() {
        let totals = TimesheetWeekTotals.totals(of: [0..<1, 1..<3], rowCells: [], dayTotals: [.zero, Self.amount(1), Self.amount(2)])
        #expect(totals.map(\.rowTotals) == [[], []])
        #expect(totals.map(\.total.raw.minutes) == [0, 3])
    }

    @Test("a timesheet keeps the totals of its weeks, cut at its week start")
    func ofTimesheet() {
        let history = state(slips: [("2024-03-01T08:00:00Z", "2024-03-01T09:30:00Z"), ("2024-03-10T22:30:00Z", "2024-03-11T01:00:00Z")])
        let timesheet = sheet(history, "2024-03", weekStart: .sunday)
        #expect(timesheet.weekTotals == TimesheetWeekTotals.totals(of: timesheet.weeks, rowCells: timesheet.rows.map(\.cells),
                                                                   dayTotals: timesheet.dayTotals))
        #expect(timesheet.weekTotals.map(\.total.raw.minutes) == [90, 0, 150, 0, 0, 0])
    }
}
