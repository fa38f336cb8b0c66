/// Count, total, mean, median, extremes and completion rate of some ended fasts.
///
/// Durations are whole milliseconds. The mean is the total over the count, and the median of an
/// even count the mean of the two middle durations, both rounded to the millisecond with halves
/// up. The running fast is never part of statistics.
public struct FastingStatistics: Hashable, Sendable {
    /// The number of ended fasts.
    public let count: Int
    /// Fasts whose duration reached their goal.
    public let goalMetCount: Int
    /// Milliseconds.
    public let total: Int64
    /// Milliseconds; `nil` without fasts.
    public let mean: Int64?
    /// Milliseconds; `nil` without fasts.
    public let median: Int64?
    /// The longest fast; the earliest of equally long ones.
    public let longest: MeasuredFast?
    /// The shortest fast; the earliest of equally short ones.
    public let shortest: MeasuredFast?

    /// The statistics of `fasts`, given oldest first; running fasts among them are left out.
    public init(_ fasts: some Sequence<MeasuredFast>) {
        var durations: [Int64] = []
        var goalMet = 0, total: Int64 = 0
        var longest: MeasuredFast?, shortest: MeasuredFast?
        for fast in fasts where !fast.isRunning {
            durations.append(fast.duration)
            total += fast.duration
            if fast.isGoalMet { goalMet += 1 }
            if fast.duration > longest?.duration ?? -1 { longest = fast }
            if fast.duration < shortest?.duration ?? .max { shortest = fast }
        }
        count = durations.count
        goalMetCount = goalMet
        self.total = total
        self.longest = longest
        self.shortest = shortest
        guard !durations.isEmpty else {
            mean = nil
            median = nil
            return
        }
        let count = Int64(durations.count)
        mean = (total * 2 + count) / (count * 2)
        durations.sort()
        let middle = durations.count / 2
        median = durations.count % 2 == 1 ? durations[middle] : (durations[middle - 1] + durations[middle] + 1) / 2
    }

    /// Goal-met fasts over ended fasts; `nil` without fasts.
    public var completionRate: Proportion? { count == 0 ? nil : Proportion(Int64(goalMetCount), of: Int64(count)) }
}

/// The statistics of one ISO week or month, cut at the report's first and last day.
public struct FastingPeriodStatistics: Hashable, Sendable {
    /// An ISO week (`2024-W13`, starting on the report's week start) or a month.
    public let period: Period
    /// The first day counted: the period's, or the report's first day if that is later.
    public let first: LocalDate
    /// The last day counted: the period's, or the report's last day if that is earlier.
    public let last: LocalDate
    /// The statistics of the ended fasts that belong to a day from `first` through `last`.
    public let statistics: FastingStatistics

    /// Creates period statistics from their parts.
    public init(period: Period, first: LocalDate, last: LocalDate, statistics: FastingStatistics) {
        self.period = period
        self.first = first
        self.last = last
        self.statistics = statistics
    }
}
