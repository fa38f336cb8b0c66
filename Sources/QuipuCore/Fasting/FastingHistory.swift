import Foundation

/// Everything a fasting report depends on besides the data. "Now" and the zone are parameters.
public struct FastingParameters: Sendable {
    /// Local days (a fast's day, weeks, months, streak days) are read in this zone.
    public let timeZone: TimeZone
    /// The history as it stood at this instant: a fast still going on then is running, and
    /// fasts begun later are left out.
    public let asOf: Instant
    /// The first day of a week, for the summaries' weeks and for ISO-week periods.
    public let weekStart: WeekStart

    /// Creates parameters from their parts; weeks start on Monday by default.
    public init(timeZone: TimeZone, asOf: Instant, weekStart: WeekStart = .monday) {
        self.timeZone = timeZone
        self.asOf = asOf
        self.weekStart = weekStart
    }
}

/// A whole fasting history measured once: every fast as a `MeasuredFast`, the running fast and
/// the streaks. Summaries of any period are cut from it.
public struct FastingHistory: Sendable {
    /// The zone, as-of instant and week start the history was measured with.
    public let parameters: FastingParameters
    /// The table the fasts' stages were read from.
    public let stages: FastingStages
    /// Fasts ended at or before the as-of instant, oldest first.
    public let fasts: [MeasuredFast]
    /// The fast begun at or before the as-of instant that had not ended by then, measured to it.
    public let running: MeasuredFast?
    /// Over the whole history up to the as-of instant.
    public let streaks: FastingStreaks

    /// Measures `fasts` (in any order; never-begun ones are ignored). Fasts must not overlap, as
    /// the history loader ensures; should several be running at the as-of instant, only the
    /// latest begun is kept.
    public init(fasts: [Fasting], parameters: FastingParameters, stages: FastingStages = .default) {
        let asOf = parameters.asOf
        let begun = fasts.compactMap { fast in fast.start.map { (start: $0, end: fast.end, goal: fast.goal) } }
            .filter { $0.start <= asOf }
            .sorted { ($0.start, $0.end ?? asOf) < ($1.start, $1.end ?? asOf) }
        let zone = ZoneOffsets(timeZone: parameters.timeZone,
                               from: Instant(milliseconds: (begun.first?.start ?? asOf).milliseconds - 1), through: asOf)
        let today = zone.localDate(asOf)
        var measured: [MeasuredFast] = []
        measured.reserveCapacity(begun.count)
        var running: MeasuredFast?
        var streakDays: [ClosedRange<Int>] = []
        for fast in begun {
            let endedBy = fast.end.flatMap { $0 <= asOf ? $0 : nil }
            let ended = endedBy != nil
            let end = endedBy ?? asOf
            let duration = max(0, end.milliseconds - fast.start.milliseconds)
            let day = ended ? zone.localDate(end) : today
            let result = MeasuredFast(start: fast.start, end: endedBy, duration: duration, goal: fast.goal,
                                      day: day, stage: stages.stage(reachedAfter: duration))
            if ended { measured.append(result) } else { running = result }
            guard result.isGoalMet else { continue }
            // Whole days covered: from the start's day if the fast began at its first instant, else the next.
            let startDay = zone.localDate(fast.start)
            let startsDay = zone.localDate(Instant(milliseconds: fast.start.milliseconds - 1)) < startDay
            let firstCovered = startDay.daysSince1970 + (startsDay ? 0 : 1)
            let lastDay = ended ? day.daysSince1970 : today.daysSince1970 - 1
            if firstCovered <= lastDay {
                streakDays.append(firstCovered...lastDay)
            } else if ended {
                streakDays.append(lastDay...lastDay)
            }
        }
        self.parameters = parameters
        self.stages = stages
        self.fasts = measured
        self.running = running
        streaks = FastingStreaks.from(streakDays: streakDays, today: today)
    }

    /// The days fasts belong to: each ended fast's, then the running fast's.
    private var fastDays: [LocalDate] { fasts.map(\.day) + (running.map { [$0.day] } ?? []) }

    /// The first local day a fast (or the running one) belongs to; `nil` with none.
    public var firstDay: LocalDate? { fastDays.min() }

    /// The last local day a fast (or the running one) belongs to; `nil` with none.
    public var lastDay: LocalDate? { fastDays.max() }

    /// The months in which a fast ended or to which the running fast belongs, in order.
    public var monthsWithFasts: [Period] {
        Set(fastDays.map { $0.year * 12 + $0.month - 1 }).sorted().map { .month(year: $0 / 12, month: $0 % 12 + 1) }
    }

    /// The years of `monthsWithFasts`, in order.
    public var yearsWithFasts: [Int] { Set(fastDays.map(\.year)).sorted() }

    /// The summary of `period`, or of the whole history when `period` is `nil`.
    public func summary(of period: Period?) -> FastingSummary {
        let everyDay = fastDays
        let days: (first: LocalDate, last: LocalDate)?
        if let period {
            days = period.days(weekStart: parameters.weekStart)
        } else if let first = everyDay.min(), let last = everyDay.max() {
            days = (first, last)
        } else {
            days = nil
        }
        guard let days else {
            return FastingSummary(history: self, period: period, first: nil, last: nil, fasts: [], running: nil, weeks: [], months: [])
        }
        let inPeriod = fasts.filter { days.first <= $0.day && $0.day <= days.last }
        let runningInPeriod = running.flatMap { days.first <= $0.day && $0.day <= days.last ? $0 : nil }
        return FastingSummary(history: self, period: period, first: days.first, last: days.last, fasts: inPeriod,
                              running: runningInPeriod,
                              weeks: Self.weeks(of: inPeriod, from: days.first, through: days.last, weekStart: parameters.weekStart),
                              months: Self.months(of: inPeriod, from: days.first, through: days.last))
    }

    /// Statistics per week from `first` through `last`, empty weeks included, cut at both ends.
    static func weeks(of fasts: [MeasuredFast], from first: LocalDate, through last: LocalDate, weekStart: WeekStart) -> [FastingPeriodStatistics] {
        let startWeekday = weekStart == .monday ? 1 : 7
        let firstWeekStart = first.adding(days: -((first.isoWeekday - startWeekday + 7) % 7))
        let weekCount = (last.daysSince1970 - firstWeekStart.daysSince1970) / 7 + 1
        var buckets = [[MeasuredFast]](repeating: [], count: weekCount)
        for fast in fasts { buckets[(fast.day.daysSince1970 - firstWeekStart.daysSince1970) / 7].append(fast) }
        return buckets.enumerated().map { index, fasts in
            let weekFirst = firstWeekStart.adding(days: 7 * index)
            let monday = weekStart == .monday ? weekFirst : weekFirst.adding(days: 1)
            let (year, week) = monday.isoWeek
            return FastingPeriodStatistics(period: .isoWeek(year: year, week: week), first: max(weekFirst, first),
                                           last: min(weekFirst.adding(days: 6), last), statistics: FastingStatistics(fasts))
        }
    }

    /// Statistics per month from `first` through `last`, empty months included, cut at both ends.
    static func months(of fasts: [MeasuredFast], from first: LocalDate, through last: LocalDate) -> [FastingPeriodStatistics] {
        func monthNumber(_ day: LocalDate) -> Int { day.year * 12 + day.month - 1 }
        let firstMonth = monthNumber(first)
        var buckets = [[MeasuredFast]](repeating: [], count: monthNumber(last) - firstMonth + 1)
        for fast in fasts { buckets[monthNumber(fast.day) - firstMonth].append(fast) }
        var monthFirst = first.adding(days: 1 - first.day)
        return buckets.map { fasts in
            let monthLength = LocalDate.daysInMonth(year: monthFirst.year, month: monthFirst.month)
            defer { monthFirst = monthFirst.adding(days: monthLength) }
            return FastingPeriodStatistics(period: .month(year: monthFirst.year, month: monthFirst.month), first: max(monthFirst, first),
                                           last: min(monthFirst.adding(days: monthLength - 1), last), statistics: FastingStatistics(fasts))
        }
    }
}

extension LocalDate {
    /// The ISO 8601 week-numbering year and week of the date: the week with the year's first
    /// Thursday is week 1.
    var isoWeek: (year: Int, week: Int) {
        let thursday = adding(days: 4 - isoWeekday)
        let dayOfYear = (1..<thursday.month).reduce(thursday.day) { $0 + LocalDate.daysInMonth(year: thursday.year, month: $1) }
        return (thursday.year, (dayOfYear - 1) / 7 + 1)
    }
}
