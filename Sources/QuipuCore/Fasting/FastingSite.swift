/// A static website of a fasting history: what its index, month and year pages show.
///
/// Only the index depends on the as-of instant (the streaks, the running fast, this week and
/// this month, the last twelve weeks). Month and year pages show ended fasts only, so that one new
/// fast changes just the index, its month's page and its year's page.
public struct FastingSite: Sendable {
    /// The history the site shows.
    public let history: FastingHistory
    /// The local day of the as-of instant.
    public let today: LocalDate
    /// The week (by the week start) that holds `today`.
    public let thisWeek: FastingPeriodStatistics
    /// The month that holds `today`.
    public let thisMonth: FastingPeriodStatistics
    /// The twelve weeks ending with `thisWeek`, oldest first.
    public let recentWeeks: [FastingPeriodStatistics]
    /// One summary per month in which a fast ended, oldest first; each is a page.
    public let months: [FastingSummary]
    /// One summary per year in which a fast ended, oldest first; each is a page.
    public let years: [FastingSummary]

    /// The number of weeks the index charts.
    public static let recentWeekCount = 12

    /// The site of `history`, as of its as-of instant.
    public init(history: FastingHistory) {
        self.history = history
        let parameters = history.parameters
        let zone = ZoneOffsets(timeZone: parameters.timeZone, from: parameters.asOf, through: parameters.asOf)
        let today = zone.localDate(parameters.asOf)
        self.today = today
        let startWeekday = parameters.weekStart == .monday ? 1 : 7
        let weekFirst = today.adding(days: -((today.isoWeekday - startWeekday + 7) % 7))
        let recentFirst = weekFirst.adding(days: -7 * (Self.recentWeekCount - 1))
        let ended = history.fasts.filter { recentFirst <= $0.day && $0.day <= today }
        recentWeeks = FastingHistory.weeks(of: ended, from: recentFirst, through: weekFirst.adding(days: 6), weekStart: parameters.weekStart)
        thisWeek = recentWeeks[recentWeeks.count - 1]
        let monthFirst = today.adding(days: 1 - today.day)
        let monthLast = monthFirst.adding(days: LocalDate.daysInMonth(year: today.year, month: today.month) - 1)
        thisMonth = FastingHistory.months(of: history.fasts.filter { monthFirst <= $0.day && $0.day <= monthLast },
                                          from: monthFirst, through: monthLast)[0]
        let monthNumbers = Set(history.fasts.map { $0.day.year * 12 + $0.day.month - 1 }).sorted()
        months = monthNumbers.map { history.summary(of: .month(year: $0 / 12, month: $0 % 12 + 1)) }
        years = Set(history.fasts.map(\.day.year)).sorted().map { history.summary(of: .year($0)) }
    }

    /// The instant a site is as of when none is given: the latest instant the history records
    /// (the newest fast's end, or the running fast's start if it began later); `nil` for a
    /// history without begun fasts. Never the clock, so a rebuild of the same data is the same.
    public static func latestInstant(of fasts: [Fasting]) -> Instant? {
        fasts.compactMap { fast in fast.end ?? fast.start }.max()
    }
}
