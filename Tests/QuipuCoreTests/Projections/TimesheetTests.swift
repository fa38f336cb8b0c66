import Foundation
import QuipuCore
import Testing

@Suite("Timesheet projection")
struct TimesheetTests {
    @Test("T2: 01:30→03:30 in Berlin is 1 h on 2024-03-31 and 3 h on 2024-10-27")
    func daylightSavingTime() {
        let spring = sheet(state(slips: [("2024-03-31T01:30:00+01:00", "2024-03-31T03:30:00+02:00")]), "2024-03-31")
        #expect(spring.total.raw.seconds == 3600)
        let autumn = sheet(state(slips: [("2024-10-27T01:30:00+02:00", "2024-10-27T03:30:00+01:00")]), "2024-10-27")
        #expect(autumn.total.raw.seconds == 3 * 3600)
    }

    @Test("T2: local days around DST changes are 23 and 25 hours long")
    func dayLengths() {
        let spring = DayBoundaries(first: day("2024-03-31"), last: day("2024-03-31"), timeZone: berlin)
        #expect(spring.periodEnd.milliseconds - spring.periodStart.milliseconds == 23 * 3_600_000)
        let autumn = DayBoundaries(first: day("2024-10-27"), last: day("2024-10-27"), timeZone: berlin)
        #expect(autumn.periodEnd.milliseconds - autumn.periodStart.milliseconds == 25 * 3_600_000)
    }

    @Test("a day whose midnight falls in a DST gap starts when the gap ends (Santiago, 2024-09-08)")
    func midnightGap() {
        let santiago = TimeZone(identifier: "America/Santiago")!
        let day = DayBoundaries(first: day("2024-09-08"), last: day("2024-09-08"), timeZone: santiago)
        #expect(day.periodStart == at("2024-09-08T01:00:00-03:00"))
        #expect(day.periodEnd == at("2024-09-09T00:00:00-03:00"))
    }

    @Test("T3: 22:30→01:15 is split into 1:30 and 1:15 with no second lost")
    func splitAtMidnight() {
        let data = state(slips: [("2024-03-26T22:30:00+01:00", "2024-03-27T01:15:00+01:00")])
        let split = sheet(data, "2024-W13")
        #expect(secondsByDay(split) == ["2024-03-26": 5400, "2024-03-27": 4500])
        #expect(split.rows[0].cells[1].raw.hoursMinutesText == "1:30")
        #expect(split.rows[0].cells[2].raw.hoursMinutesText == "1:15")
        #expect(secondsByDay(sheet(data, "2024-W13", midnight: .startDay)) == ["2024-03-26": 9900])
        #expect(secondsByDay(sheet(data, "2024-W13", midnight: .endDay)) == ["2024-03-27": 9900])
    }

    @Test("T3: a split slip is clipped to the period")
    func clippedToPeriod() {
        let data = state(slips: [("2024-03-26T22:30:00+01:00", "2024-03-27T01:15:00+01:00")])
        #expect(sheet(data, "2024-03-27").total.raw.seconds == 4500)
        #expect(sheet(data, "2024-03-27", midnight: .startDay).rows.isEmpty)
    }

    @Test("T4: a running slip is counted up to asOf, and no further")
    func runningSlip() {
        let data = state(slips: [("2024-03-25T09:00:00+01:00", nil)])
        let timesheet = sheet(data, "2024-03-25", asOf: "2024-03-25T10:15:00+01:00")
        #expect(timesheet.total.raw.seconds == 4500)
        #expect(timesheet.runningSlips.map(\.end) == [at("2024-03-25T10:15:00+01:00")])
        #expect(sheet(data, "2024-03-25", asOf: "2024-03-25T08:00:00+01:00").rows.isEmpty)
    }

    @Test("T6: two 1-minute slips total exactly 2 minutes")
    func exactSums() {
        let data = state(slips: [("2024-03-25T09:00:00Z", "2024-03-25T09:01:00Z"), ("2024-03-25T10:00:00Z", "2024-03-25T10:01:00Z")])
        let total = sheet(data, "2024-03-25", zone: TimeZone(identifier: "UTC")!).total.raw
        #expect(total.seconds == 120)
        #expect(total.hoursMinutesText == "0:02")
    }

    @Test("T6: fractional seconds add up without float noise")
    func fractionalSeconds() {
        let data = state(slips: [("2024-03-25T09:00:00.250Z", "2024-03-25T10:29:59.750Z")])
        #expect(sheet(data, "2024-03-25", zone: TimeZone(identifier: "UTC")!).total.raw.seconds == 5400)
    }

    @Test("T8: overlapping slips are listed, with summed and wall-clock time")
    func overlaps() {
        let data = AppState(projects: [Project(id: uuid(1), title: "P", tasks: [
            ProjectTask(id: uuid(2), title: "A", timeSlips: [TimeSlip(id: uuid(10), start: date("2024-03-27T10:00:00+01:00"), stop: date("2024-03-27T12:00:00+01:00"))]),
            ProjectTask(id: uuid(3), title: "B", timeSlips: [TimeSlip(id: uuid(11), start: date("2024-03-27T11:30:00+01:00"), stop: date("2024-03-27T12:30:00+01:00"))]),
        ])])
        let timesheet = sheet(data, "2024-03-27")
        #expect(timesheet.overlaps.pairCount == 1)
        #expect(timesheet.overlaps.sharedTime.seconds == 1800)
        #expect(timesheet.overlaps.unlistedCount == 0)
        #expect(timesheet.overlaps.longest.count == 1)
        #expect(timesheet.overlaps.longest[0].duration.seconds == 1800)
        #expect(timesheet.overlaps.longest[0].first.taskTitle == "A")
        #expect(timesheet.overlaps.longest[0].second.taskTitle == "B")
        #expect(timesheet.summedTime.seconds == 3 * 3600)
        #expect(timesheet.wallClockTime.seconds == 9000)
        #expect(timesheet.total.raw.seconds == 3 * 3600)
    }

    @Test("T8: three slips running together for an hour are three pairs sharing three hours; touching slips do not overlap")
    func overlapCountAndSharedTime() {
        let data = state(slips: [
            ("2024-03-27T09:00:00Z", "2024-03-27T10:00:00Z"), ("2024-03-27T09:00:00Z", "2024-03-27T10:00:00Z"),
            ("2024-03-27T09:00:00Z", "2024-03-27T10:00:00Z"), ("2024-03-27T10:00:00Z", "2024-03-27T11:00:00Z"),
        ])
        let timesheet = sheet(data, "2024-03-27", zone: TimeZone(identifier: "UTC")!)
        #expect(timesheet.overlaps.pairCount == 3)
        #expect(timesheet.overlaps.sharedTime.seconds == 3 * 3600)
        #expect(timesheet.overlaps.longest.map(\.duration.seconds) == [3600, 3600, 3600])
        #expect(timesheet.overlaps.longest.allSatisfy { $0.end == at("2024-03-27T10:00:00Z") })
        #expect(timesheet.summedTime.seconds == 4 * 3600)
        #expect(timesheet.wallClockTime.seconds == 2 * 3600)
    }

    @Test("T9: Asia/Kolkata days start at 18:30 UTC")
    func halfHourZone() {
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        let data = state(slips: [("2024-03-25T18:00:00Z", "2024-03-25T19:00:00Z")])
        #expect(secondsByDay(sheet(data, "2024-03-25..2024-03-26", zone: kolkata)) == ["2024-03-25": 1800, "2024-03-26": 1800])
    }

    @Test("T10: totals are the sums of the displayed cells, in every unit")
    func totalsEqualDisplayedCells() {
        let slips = (25...27).map { ("2024-03-\($0)T08:40:00+01:00", Optional("2024-03-\($0)T08:57:00+01:00")) }
        let timesheet = sheet(state(slips: slips), "2024-W13")
        let cells = timesheet.rows[0].cells.filter { !$0.isZero }
        #expect(cells.map(\.raw.hoursText) == ["0.28", "0.28", "0.28"])
        #expect(timesheet.total.raw.hoursText == "0.84")  // 51 min is 0.85 h, but the grid shows 3 × 0.28
        #expect(timesheet.total.raw.hoursMinutesText == "0:51")
        #expect(timesheet.total.raw.seconds == 3060)
        #expect(timesheet.dayTotals.map(\.raw.centihours).reduce(0, +) == 84)
    }

    @Test("T7: rounding per entry, per day and task, and per task")
    func roundingScopes() {
        let fiveMinutesTwiceADay = state(slips: [
            ("2024-03-25T09:00:00Z", "2024-03-25T09:05:00Z"), ("2024-03-25T10:00:00Z", "2024-03-25T10:05:00Z"),
            ("2024-03-26T09:00:00Z", "2024-03-26T09:05:00Z"),
        ])
        let utc = TimeZone(identifier: "UTC")!
        func billedMinutes(_ rounding: String) -> [Int64] {
            sheet(fiveMinutesTwiceADay, "2024-03-25..2024-03-26", zone: utc, rounding: rounding).rows[0].cells.map(\.billed.minutes)
        }
        #expect(billedMinutes("15:up:entry") == [30, 15])
        #expect(billedMinutes("15:up:day-task") == [15, 15])
        // Per task, each day carries the growth of the rounded running total (10 min, then 15 min).
        #expect(billedMinutes("15:up:task") == [15, 0])
        #expect(billedMinutes("15:nearest:task") == [15, 0])
        #expect(billedMinutes("15:down:task") == [0, 15])
        let raw = sheet(fiveMinutesTwiceADay, "2024-03-25..2024-03-26", zone: utc, rounding: "15:up:entry").rows[0].cells.map(\.raw.minutes)
        #expect(raw == [10, 5])
    }

    @Test("T10: a month is cut into weeks at the week start; week totals are sums of their cells")
    func weeks() {
        let data = state(slips: [("2024-03-01T09:00:00+01:00", "2024-03-01T10:00:00+01:00"), ("2024-03-04T09:00:00+01:00", "2024-03-04T09:30:00+01:00")])
        let monday = sheet(data, "2024-03")
        #expect(monday.weeks == [0..<3, 3..<10, 10..<17, 17..<24, 24..<31])
        #expect(monday.rows[0].total(of: monday.weeks[0]).raw.seconds == 3600)
        #expect(monday.rows[0].total(of: monday.weeks[1]).raw.seconds == 1800)
        #expect(sheet(data, "2024-03", weekStart: .sunday).weeks == [0..<2, 2..<9, 9..<16, 16..<23, 23..<30, 30..<31])
        #expect(sheet(data, "2024-W13").weeks == [0..<7])
    }
}

@Suite("Hostile durations")
struct HostileDurationTests {
    @Test("five thousand slips spanning years 1 to 9999 all at once are counted, not a crash")
    func millenniaOverlap() throws {
        let hostile = state(slips: Array(repeating: ("0001-01-02T00:00:00Z", "9999-12-30T00:00:00Z"), count: 5000))
        for midnight in MidnightPolicy.allCases {
            let week = sheet(hostile, "2024-W20", midnight: midnight, rounding: "60:up:task")
            #expect(week.overlaps.pairCount == 5000 * 4999 / 2)
            #expect(week.wallClockTime.seconds == 7 * 24 * 3600)
        }
        // 31 years shared by 12.5 million pairs is more milliseconds than 64 bits hold: it stops at the maximum.
        let decades = sheet(hostile, "2000-01..2030-12", midnight: .startDay)
        #expect(decades.overlaps.sharedTime == DisplayedDuration(milliseconds: DisplayedDuration.maximumMilliseconds))
        #expect(decades.wallClockTime.seconds == (LocalDate(year: 2031, month: 1, day: 1)!.daysSince1970 - LocalDate(year: 2000, month: 1, day: 1)!.daysSince1970) * 86_400)
    }

    @Test("sums of displayed durations stop at the largest value instead of overflowing")
    func cappedSums() {
        let huge = DisplayedDuration(milliseconds: .max)
        #expect(huge == DisplayedDuration(milliseconds: DisplayedDuration.maximumMilliseconds))
        var total = DisplayedDuration.zero
        for _ in 0..<20_000 { total = total + huge }
        #expect(total.seconds == .max)
        #expect(DisplayedDuration.cappedSum(DisplayedDuration.maximumMilliseconds, 1) == DisplayedDuration.maximumMilliseconds)
    }
}
