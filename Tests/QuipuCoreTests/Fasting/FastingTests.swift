import Foundation
import QuipuCore
import Testing

let newYork = TimeZone(identifier: "America/New_York")!

/// A fast from `start` to `end` (ISO 8601 with offsets; `nil` end: running).
func fast(_ start: String, _ end: String?, goal: Fasting.Goal = .trf16) -> Fasting {
    Fasting(goal: goal, start: at(start), end: end.map(at))
}

func history(_ fasts: [Fasting], zone: TimeZone = berlin, asOf: String = "2030-01-01T00:00:00Z",
             weekStart: WeekStart = .monday, stages: FastingStages = .default) -> FastingHistory {
    FastingHistory(fasts: fasts, parameters: FastingParameters(timeZone: zone, asOf: at(asOf), weekStart: weekStart), stages: stages)
}

/// Milliseconds in `count` hours.
func hours(_ count: Int64) -> Int64 { count * 3_600_000 }

/// A goal-met 16:8 fast ending at noon on `day`, begun at 20:00 the evening before (Berlin, winter).
func dailyFast(endingOn day: String) -> Fasting {
    let end = at("\(day)T12:00:00+01:00")
    return Fasting(goal: .trf16, start: Instant(milliseconds: end.milliseconds - 16 * 3_600_000), end: end)
}

@Suite("Fasting: per fast (F1, F2, F3, F6)")
struct FastingMeasureTests {
    @Test("F6: 20:00→12:00 in New York is 15 h across spring-forward and 17 h across fall-back")
    func daylightSaving() {
        let spring = history([fast("2024-03-09T20:00:00-05:00", "2024-03-10T12:00:00-04:00")], zone: newYork).fasts[0]
        #expect(spring.duration == hours(15))
        #expect(spring.day == day("2024-03-10"))
        #expect(!spring.isGoalMet)
        let autumn = history([fast("2024-11-02T20:00:00-04:00", "2024-11-03T12:00:00-05:00")], zone: newYork).fasts[0]
        #expect(autumn.duration == hours(17))
        #expect(autumn.day == day("2024-11-03"))
        #expect(autumn.isGoalMet)
    }

    @Test("F1: progress is exact and uncapped, shown with one decimal rounded half up")
    func progress() {
        let measured = history([
            fast("2024-01-01T20:00:00Z", "2024-01-02T11:00:00Z"),  // 15 h of 16 h: 93.75 %
            fast("2024-01-02T20:00:00Z", "2024-01-03T20:00:00Z"),  // 24 h: 150 %
            fast("2024-01-04T20:00:00Z", "2024-01-04T20:00:00Z"),  // 0 s
        ]).fasts
        #expect(measured.map(\.progress.tenthsOfPercent) == [938, 1500, 0])
        #expect(measured.map(\.progress.percentText) == ["93.8", "150.0", "0.0"])
        #expect(Proportion(1, of: 3).percentText == "33.3")
        #expect(Proportion(2, of: 3).percentText == "66.7")
        #expect(Proportion(1, of: 2000).percentText == "0.1")  // 0.05 % rounds up
    }

    @Test("F1: a goal is met when the duration reaches it exactly, not a millisecond less")
    func goalMetExactly() {
        let exactly = history([fast("2024-01-01T20:00:00Z", "2024-01-02T12:00:00Z")]).fasts[0]
        #expect(exactly.duration == Fasting.Goal.trf16.milliseconds)
        #expect(exactly.isGoalMet)
        #expect(exactly.progress.percentText == "100.0")
        let short = history([fast("2024-01-01T20:00:00Z", "2024-01-02T11:59:59.999Z")]).fasts[0]
        #expect(!short.isGoalMet)
        #expect(short.progress.percentText == "100.0")  // displayed rounded, judged exactly
    }

    @Test("F2: the app's presets and custom goals")
    func presets() {
        #expect(Fasting.Goal.trf16.milliseconds == 57_600_000)
        #expect(Fasting.Goal.omad.milliseconds == hours(23))
        #expect(Fasting.Goal.presets.map(\.name) == ["16:8", "18:6", "20:4", "OMAD"])
        #expect(Fasting.Goal.trf20.presetName == "20:4")
        #expect(Fasting.Goal(milliseconds: 14 * 3_600_000).presetName == nil)
        let custom = history([fast("2024-01-01T20:00:00Z", "2024-01-02T10:00:00Z", goal: Fasting.Goal(hours: 14))]).fasts[0]
        #expect(custom.isGoalMet)
    }

    @Test("F3: the highest stage reached, with ≥; none below 12 h", arguments: [
        (11 * 3_600_000 + 3_599_999, nil), (12 * 3_600_000, "ketosis begins"), (16 * 3_600_000 - 1, "ketosis begins"),
        (16 * 3_600_000, "fat burning"), (18 * 3_600_000, "deep fat burning"), (24 * 3_600_000, "autophagy"),
        (48 * 3_600_000, "deep autophagy"), (500 * 3_600_000, "extended"), (0, nil),
    ] as [(Int64, String?)])
    func stages(duration: Int64, stage: String?) {
        #expect(FastingStages.default.stage(reachedAfter: duration)?.name == stage)
    }

    @Test("F3: the default table is named data")
    func defaultTable() {
        #expect(FastingStages.default.name == "default")
        #expect(FastingStages.default.stages.map(\.hoursText) == ["12", "16", "18", "24", "48", "72"])
        #expect(FastingStage(name: "x", threshold: 16 * 3_600_000 + 1_800_000).hoursText == "16.5")
        #expect(FastingStage(name: "x", threshold: 1_000).hoursText == "0")  // 1 s is 0.0003 h
        #expect(FastingStage(name: "x", threshold: 3_600).hoursText == "0.001")
    }

    @Test("F3: a custom table is sorted and checked")
    func customTable() throws {
        let table = try FastingStages(name: "mine", stages: [FastingStage(name: "b", hours: 20), FastingStage(name: "a", hours: 14)])
        #expect(table.stages.map(\.name) == ["a", "b"])
        let blankName = #expect(throws: FastingStages.Invalid.self) {
            try FastingStages(name: "mine", stages: [FastingStage(name: "a", hours: 1), FastingStage(name: " ", hours: 2)])
        }
        #expect(blankName?.index == 1 && blankName?.field == "name")
        #expect(throws: FastingStages.Invalid.self) { try FastingStages(name: "m", stages: [FastingStage(name: "a", threshold: 0)]) }
        #expect(throws: FastingStages.Invalid.self) {
            try FastingStages(name: "m", stages: [FastingStage(name: "a", hours: 3), FastingStage(name: "b", hours: 3)])
        }
    }
}

@Suite("Fasting: streaks (F4)")
struct FastingStreakTests {
    /// Fri, Sat (ending at noon), a 37 h fast Sat 20:00 → Mon 09:00, then Tue.
    static let weekend = [
        dailyFast(endingOn: "2024-01-05"), dailyFast(endingOn: "2024-01-06"),
        fast("2024-01-06T20:00:00+01:00", "2024-01-08T09:00:00+01:00"),
        dailyFast(endingOn: "2024-01-09"),
    ]

    @Test("a 37 h Sat 20:00 → Mon 09:00 fast keeps the streak alive through Sunday")
    func weekendFast() {
        let streaks = history(Self.weekend, asOf: "2024-01-09T18:00:00+01:00").streaks
        #expect(streaks.current == Streak(first: day("2024-01-05"), last: day("2024-01-09")))
        #expect(streaks.current?.days == 5)
        #expect(streaks.longest == streaks.current)
    }

    @Test("a day with no goal-met fast breaks the streak")
    func brokenByMissedGoal() {
        var fasts = Self.weekend
        fasts[2] = fast("2024-01-06T20:00:00+01:00", "2024-01-08T09:00:00+01:00", goal: Fasting.Goal(hours: 48))
        let streaks = history(fasts, asOf: "2024-01-09T18:00:00+01:00").streaks
        #expect(streaks.current == Streak(first: day("2024-01-09"), last: day("2024-01-09")))
        #expect(streaks.longest == Streak(first: day("2024-01-05"), last: day("2024-01-06")))
    }

    @Test("the current streak may end yesterday, not the day before")
    func currentStreakEnd() {
        let fasts = [dailyFast(endingOn: "2024-01-05"), dailyFast(endingOn: "2024-01-06")]
        #expect(history(fasts, asOf: "2024-01-06T13:00:00+01:00").streaks.current?.days == 2)
        #expect(history(fasts, asOf: "2024-01-07T23:59:59+01:00").streaks.current?.days == 2)
        #expect(history(fasts, asOf: "2024-01-08T00:00:00+01:00").streaks.current == nil)
        #expect(history(fasts, asOf: "2024-01-08T00:00:00+01:00").streaks.longest?.days == 2)
    }

    @Test("of equally long streaks the earliest is the longest")
    func longestTie() {
        let fasts = ["2024-01-01", "2024-01-02", "2024-01-05", "2024-01-06"].map(dailyFast(endingOn:))
        let streaks = history(fasts, asOf: "2024-01-06T13:00:00+01:00").streaks
        #expect(streaks.longest == Streak(first: day("2024-01-01"), last: day("2024-01-02")))
        #expect(streaks.current == Streak(first: day("2024-01-05"), last: day("2024-01-06")))
    }

    @Test("a running fast that has met its goal counts for the whole days it covered")
    func runningFast() {
        let fasts = [dailyFast(endingOn: "2024-01-06"), fast("2024-01-06T20:00:00+01:00", nil)]
        let streaks = history(fasts, asOf: "2024-01-08T09:00:00+01:00").streaks
        #expect(streaks.current == Streak(first: day("2024-01-06"), last: day("2024-01-07")))
        let notYetMet = [dailyFast(endingOn: "2024-01-06"), fast("2024-01-06T20:00:00+01:00", nil, goal: Fasting.Goal(hours: 48))]
        #expect(history(notYetMet, asOf: "2024-01-08T09:00:00+01:00").streaks.current == nil)
    }

    @Test("a fast begun at local midnight covers its first day")
    func beganAtMidnight() {
        let streaks = history([fast("2024-01-06T00:00:00+01:00", "2024-01-07T00:00:00+01:00")], asOf: "2024-01-07T12:00:00+01:00").streaks
        #expect(streaks.current == Streak(first: day("2024-01-06"), last: day("2024-01-07")))
    }

    @Test("streaks count the whole history, whatever the period")
    func wholeHistory() {
        let fasts = ["2024-01-30", "2024-01-31", "2024-02-01"].map(dailyFast(endingOn:))
        let february = history(fasts, asOf: "2024-02-01T13:00:00+01:00").summary(of: try! Period.parse("2024-02"))
        #expect(february.fasts.count == 1)
        #expect(february.streaks.current?.days == 3)
        #expect(!FastingStreaks.definition.isEmpty)
    }
}

@Suite("Fasting: weeks, months and statistics (F5)")
struct FastingStatisticsTests {
    @Test("completion rate counts ended fasts only; the running fast is shown apart")
    func completionExcludesRunning() {
        let summary = history([
            dailyFast(endingOn: "2024-01-02"), dailyFast(endingOn: "2024-01-03"),
            fast("2024-01-03T20:00:00+01:00", "2024-01-04T08:00:00+01:00"),
            fast("2024-01-04T20:00:00+01:00", nil),
        ], asOf: "2024-01-05T06:00:00+01:00").summary(of: nil)
        #expect(summary.statistics.count == 3)
        #expect(summary.statistics.completionRate?.percentText == "66.7")
        #expect(summary.running?.duration == hours(10))
        #expect(summary.running?.day == day("2024-01-05"))
        #expect(summary.running?.progress.percentText == "62.5")
        #expect(summary.weeks.map(\.statistics.count) == [3])
        #expect(summary.begunFasts.count == 4)
        #expect(summary.last == day("2024-01-05"))
    }

    @Test("mean and median: halves of a millisecond round up; an even count takes the mean of the middle two")
    func meanAndMedian() {
        func statistics(_ durations: [Int64]) -> FastingStatistics {
            var start = at("2024-01-01T00:00:00Z").milliseconds
            let fasts = durations.map { duration in
                defer { start += 100 * 3_600_000 }
                return Fasting(goal: .trf16, start: Instant(milliseconds: start), end: Instant(milliseconds: start + duration))
            }
            return history(fasts).summary(of: nil).statistics
        }
        let odd = statistics([16, 10, 13].map { $0 * 3_600_000 })
        #expect(odd.median == hours(13))
        #expect(odd.mean == hours(13))
        #expect(odd.longest?.duration == hours(16))
        #expect(odd.shortest?.duration == hours(10))
        let even = statistics([4, 1, 2, 8])
        #expect(even.median == 3)  // (2 + 4) / 2
        #expect(even.mean == 4)  // 15 / 4 = 3.75
        #expect(even.total == 15)
        #expect(statistics([1, 2]).median == 2)  // 1.5 rounds up
        #expect(statistics([1, 2]).mean == 2)
    }

    @Test("a fast ending exactly at local midnight belongs to the day that begins then")
    func endingAtMidnight() {
        let summary = history([fast("2024-01-07T08:00:00+01:00", "2024-01-08T00:00:00+01:00")]).summary(of: try! Period.parse("2024-W02"))
        #expect(summary.fasts.map(\.day) == [day("2024-01-08")])
        #expect(history([fast("2024-01-07T08:00:00+01:00", "2024-01-08T00:00:00+01:00")]).summary(of: try! Period.parse("2024-W01")).fasts.isEmpty)
    }

    @Test("weeks may start on Sunday; each keeps its ISO week name")
    func sundayWeeks() {
        let fasts = ["2024-03-23", "2024-03-24", "2024-03-25"].map(dailyFast(endingOn:))
        let monday = history(fasts, weekStart: .monday).summary(of: try! Period.parse("2024-03-18..2024-03-31"))
        #expect(monday.weeks.map(\.period.description) == ["2024-W12", "2024-W13"])
        #expect(monday.weeks.map(\.statistics.count) == [2, 1])
        let sunday = history(fasts, weekStart: .sunday).summary(of: try! Period.parse("2024-03-17..2024-03-30"))
        #expect(sunday.weeks.map(\.period.description) == ["2024-W12", "2024-W13"])
        #expect(sunday.weeks.map(\.first) == [day("2024-03-17"), day("2024-03-24")])
        #expect(sunday.weeks.map(\.statistics.count) == [1, 2])
    }

    @Test("a month's weeks are cut at its ends, empty weeks and months kept")
    func monthWeeks() {
        let fasts = ["2024-02-29", "2024-03-01", "2024-03-20"].map(dailyFast(endingOn:))
        let march = history(fasts).summary(of: try! Period.parse("2024-03"))
        #expect(march.fasts.count == 2)
        #expect(march.weeks.map(\.period.description) == ["2024-W09", "2024-W10", "2024-W11", "2024-W12", "2024-W13"])
        #expect(march.weeks.first.map { "\($0.first)..\($0.last)" } == "2024-03-01..2024-03-03")
        #expect(march.weeks.map(\.statistics.count) == [1, 0, 0, 1, 0])
        #expect(march.months.map(\.period.description) == ["2024-03"])
        let all = history(fasts + [dailyFast(endingOn: "2024-05-02")]).summary(of: nil)
        #expect(all.months.map(\.period.description) == ["2024-02", "2024-03", "2024-04", "2024-05"])
        #expect(all.months.map(\.statistics.count) == [1, 2, 0, 1])
        #expect(all.months.first.map { "\($0.first)..\($0.last)" } == "2024-02-29..2024-02-29")
    }

    @Test("ISO week names at year ends", arguments: [
        ("2020-12-31", "2020-W53"), ("2021-01-03", "2020-W53"), ("2024-01-01", "2024-W01"), ("2025-12-29", "2026-W01"),
    ])
    func isoWeekNames(date: String, week: String) {
        let summary = history([dailyFast(endingOn: date)]).summary(of: nil)
        #expect(summary.weeks.map(\.period.description) == [week])
    }

    @Test("the history as of an instant: later fasts are left out, one in progress then is running")
    func asOfCutsTheHistory() {
        let fasts = [dailyFast(endingOn: "2024-01-02"), dailyFast(endingOn: "2024-01-03"), dailyFast(endingOn: "2024-01-04")]
        let past = history(fasts, asOf: "2024-01-03T06:00:00+01:00")
        #expect(past.fasts.count == 1)
        #expect(past.running?.start == fasts[1].start)
        #expect(past.running?.duration == hours(10))
    }

    @Test("months and years that have fasts, for the site")
    func monthsAndYears() {
        let all = history(["2023-12-30", "2024-01-02", "2024-03-05"].map(dailyFast(endingOn:)) + [fast("2024-04-30T20:00:00+02:00", nil)],
                          asOf: "2024-05-01T08:00:00+02:00")
        #expect(all.monthsWithFasts.map(\.description) == ["2023-12", "2024-01", "2024-03", "2024-05"])
        #expect(all.yearsWithFasts == [2023, 2024])
    }

    @Test("a history without fasts has an empty summary")
    func empty() {
        let summary = history([Fasting(goal: .trf16)]).summary(of: nil)
        #expect(summary.fasts.isEmpty && summary.weeks.isEmpty && summary.first == nil)
        #expect(summary.statistics.completionRate == nil && summary.statistics.mean == nil)
        #expect(summary.streaks.current == nil && summary.streaks.longest == nil)
    }

    @Test("local days match the time zone's own reading, across offset changes of every kind", arguments: [
        "Europe/Berlin", "America/New_York", "Europe/Moscow", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Apia", "UTC",
    ])
    func localDaysMatchTheZone(zoneName: String) {
        let zone = TimeZone(identifier: zoneName)!
        var fasts: [Fasting] = []
        var start = at("2009-01-01T00:00:00Z").milliseconds
        while start < at("2041-01-01T00:00:00Z").milliseconds {
            fasts.append(Fasting(goal: .trf16, start: Instant(milliseconds: start), end: Instant(milliseconds: start + 16 * 3_600_000 + 1_234)))
            start += 31 * 3_600_000 + 17 * 60_000
        }
        for measured in history(fasts, zone: zone, asOf: "2042-01-01T00:00:00Z").fasts {
            let date = Date(timeIntervalSinceReferenceDate: Double(measured.end!.milliseconds) / 1000)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            #expect(measured.day == LocalDate(year: parts.year!, month: parts.month!, day: parts.day!), "\(measured.end!.iso8601)")
        }
    }
}
