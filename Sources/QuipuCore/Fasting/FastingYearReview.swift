/// A year in review of a fasting history: its longest fasts, its best streak and how many hours
/// were fasted on each local day of it. Fasts ended by the as-of instant only, as on the year's
/// page, so that one new fast changes only its own year.
public struct FastingYearReview: Sendable {
    public let year: Int
    /// The year's longest ended fasts (ended in the year, as statistics count them), longest first; of equal
    /// ones, the earlier first. At most `longestFastCount`.
    public let longestFasts: [MeasuredFast]
    /// The longest run of streak days inside the year (a run across New Year counts with its days
    /// in this year); of runs equally long, the earliest. `nil` when no streak day is in the year.
    public let bestStreak: Streak?
    /// The time fasted on each local day of the year, January 1 first (365 or 366 days), in
    /// milliseconds: each ended fast split at local midnights, so a fast from 20:00 to 12:00 gives
    /// 4 hours to its first day and 12 to the next, whichever year its days are in.
    public let fastedPerDay: [Int64]

    /// How many of the longest fasts the review lists.
    public static let longestFastCount = 5

    /// The review of `year` of `history`, whose zone splits fasts at local midnights.
    public init(year: Int, of history: FastingHistory) {
        self.year = year
        let first = LocalDate(year: year, month: 1, day: 1)!, last = LocalDate(year: year, month: 12, day: 31)!
        longestFasts = Array(history.fasts.filter { $0.day.year == year }.enumerated()
            .sorted { ($1.element.duration, $0.offset) < ($0.element.duration, $1.offset) }
            .map(\.element).prefix(Self.longestFastCount))
        var best: Streak?
        for run in history.streaks.runs where run.last >= first && run.first <= last {
            let clipped = Streak(first: max(run.first, first), last: min(run.last, last))
            if clipped.days > best?.days ?? 0 { best = clipped }
        }
        bestStreak = best
        let boundaries = DayBoundaries(first: first, last: last, timeZone: history.parameters.timeZone)
        var fasted = [Int64](repeating: 0, count: boundaries.days.count)
        for fast in history.fasts {
            guard let end = fast.end else { continue }
            let from = max(fast.start, boundaries.periodStart), to = min(end, boundaries.periodEnd)
            guard from < to, var day = boundaries.dayIndex(containing: from) else { continue }
            while day < fasted.count, boundaries.starts[day] < to {
                let dayEnd = boundaries.starts[day + 1]
                fasted[day] += min(to, dayEnd).milliseconds - max(from, boundaries.starts[day]).milliseconds
                day += 1
            }
        }
        fastedPerDay = fasted
    }
}
