import Foundation
import QuipuCore
import Testing

@Suite("Timesheet columns: days, weeks or months")
struct TimesheetColumnsTests {
    @Test("the default grain fits the period: days up to 35, weeks up to 183, months beyond", arguments: [
        (1, ColumnGrain.day), (35, .day), (36, .week), (183, .week), (184, .month), (740, .month),
    ])
    func fitting(days: Int, grain: ColumnGrain) {
        #expect(ColumnGrain.fitting(dayCount: days) == grain)
    }

    @Test("week columns follow the week start; the period's ends cut the first and last week short")
    func weeks() {
        let timesheet = sheet(state(slips: []), "2024-02-15..2024-03-05")
        let columns = timesheet.columns(.week)
        #expect(columns.map { "\($0.first)..\($0.last)" } == ["2024-02-15..2024-02-18", "2024-02-19..2024-02-25", "2024-02-26..2024-03-03",
                                                             "2024-03-04..2024-03-05"])
        #expect(columns.map(\.isPartial) == [true, false, false, true])
        let sundays = sheet(state(slips: []), "2024-02-15..2024-03-05", weekStart: .sunday).columns(.week)
        #expect(sundays.map { "\($0.first)" } == ["2024-02-15", "2024-02-18", "2024-02-25", "2024-03-03"])
        #expect(timesheet.columns(.week).map(\.days) == timesheet.weeks)
    }

    @Test("month columns are calendar months, partial where the period cuts them; leap February is whole")
    func months() {
        let columns = sheet(state(slips: []), "2024-01-20..2024-04-30").columns(.month)
        #expect(columns.map { "\($0.first)..\($0.last)" } == ["2024-01-20..2024-01-31", "2024-02-01..2024-02-29", "2024-03-01..2024-03-31",
                                                             "2024-04-01..2024-04-30"])
        #expect(columns.map(\.isPartial) == [true, false, false, false])
        #expect(columns.map(\.days.count) == [12, 29, 31, 30])
    }

    @Test("at every grain the columns add up to the same totals as the days, DST and midnight crossings included",
          arguments: ColumnGrain.allCases)
    func totalsKeep(grain: ColumnGrain) {
        // Across Berlin's spring-forward (2024-03-31) and fall-back (2024-10-27) nights, and midnights.
        let history = state(slips: [("2024-03-30T22:30:00Z", "2024-03-31T03:15:00Z"), ("2024-10-26T21:00:00Z", "2024-10-27T04:00:00Z"),
                                    ("2024-06-30T21:45:00Z", "2024-07-01T00:30:00Z"), ("2024-12-31T22:59:59Z", "2025-01-01T00:00:01Z")])
        let timesheet = sheet(history, "2024-01..2025-01", rounding: "15:up:day-task")
        let columns = timesheet.columns(grain)
        #expect(columns.flatMap { Array($0.days) } == Array(timesheet.days.indices))
        for row in timesheet.rows {
            #expect(columns.map { row.total(of: $0.days) }.reduce(.zero, +) == row.total)
        }
        #expect(columns.map { column in timesheet.dayTotals[column.days].reduce(.zero, +) }.reduce(.zero, +) == timesheet.total)
        #expect(timesheet.total.raw.seconds == (4 * 3600 + 45 * 60) + 7 * 3600 + (2 * 3600 + 45 * 60) + 3602)
    }

    @Test("the asked grain wins over the fitting one")
    func askedGrain() {
        let parameters = TimesheetParameters(period: try! Period.parse("2024"), timeZone: berlin, asOf: at("2025-01-01T00:00:00Z"), columns: .day)
        #expect(Timesheet(state: state(slips: []), parameters: parameters).columnGrain == .day)
        #expect(sheet(state(slips: []), "2024").columnGrain == .month)
    }
}
