/// A fasting report of a period, or of the whole history: the pure projection every renderer
/// of a fasting report (HTML, XML, CSV, site pages) reads.
public struct FastingSummary: Sendable {
    /// The history's zone, as-of instant and week start.
    public let parameters: FastingParameters
    /// `nil` for the whole history.
    public let period: Period?
    /// The report's first and last local day: the period's, or for the whole history the days of
    /// the first and last fast; `nil` for a history without fasts.
    public let first: LocalDate?
    /// The report's last local day; `nil` for a history without fasts.
    public let last: LocalDate?
    /// The fasts that ended in the period, oldest first.
    public let fasts: [MeasuredFast]
    /// The running fast, if the as-of day is in the period; never part of any statistic.
    public let running: MeasuredFast?
    /// Per week of the period (starting on the week start), empty weeks included; a period's
    /// first and last week may be cut short by its ends, like the months.
    public let weeks: [FastingPeriodStatistics]
    /// Per month of the period, empty months included, cut at the period's ends.
    public let months: [FastingPeriodStatistics]
    /// Over the whole history up to the as-of instant, whatever the period.
    public let streaks: FastingStreaks
    /// The stage table, which every report prints.
    public let stages: FastingStages

    init(history: FastingHistory, period: Period?, first: LocalDate?, last: LocalDate?, fasts: [MeasuredFast],
         running: MeasuredFast?, weeks: [FastingPeriodStatistics], months: [FastingPeriodStatistics]) {
        parameters = history.parameters
        self.period = period
        self.first = first
        self.last = last
        self.fasts = fasts
        self.running = running
        self.weeks = weeks
        self.months = months
        streaks = history.streaks
        stages = history.stages
    }

    /// The statistics of the period's ended fasts.
    public var statistics: FastingStatistics { FastingStatistics(fasts) }

    /// The fasts to list one per row: the ended ones, then the running one.
    public var begunFasts: [MeasuredFast] { fasts + (running.map { [$0] } ?? []) }
}
