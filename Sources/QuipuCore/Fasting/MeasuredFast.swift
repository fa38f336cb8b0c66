/// A begun fast as reports show it: its times, its duration and how it measures against its goal.
public struct MeasuredFast: Hashable, Sendable {
    /// When the fast began.
    public let start: Instant
    /// `nil` while the fast is running.
    public let end: Instant?
    /// Milliseconds of absolute time from `start` to `end`, or to the as-of instant while running.
    public let duration: Int64
    /// How long the fast was meant to last.
    public let goal: Fasting.Goal
    /// The local day the fast belongs to in every report: the day it ended (the day containing
    /// `end`, so a fast ending at 00:00 belongs to the day that begins then), or the as-of day
    /// while running.
    public let day: LocalDate
    /// The highest stage whose threshold `duration` reached (`≥`); `nil` below the first.
    public let stage: FastingStage?

    /// Creates a measured fast from its parts, unchecked; `FastingHistory` measures fasts so that
    /// they agree with each other.
    public init(start: Instant, end: Instant?, duration: Int64, goal: Fasting.Goal, day: LocalDate, stage: FastingStage?) {
        self.start = start
        self.end = end
        self.duration = duration
        self.goal = goal
        self.day = day
        self.stage = stage
    }

    /// Whether the fast had not ended by the as-of instant.
    public var isRunning: Bool { end == nil }

    /// Duration over goal, exact and uncapped: 24 h of a 16 h goal is 150 %.
    public var progress: Proportion { Proportion(duration, of: goal.milliseconds) }

    /// Whether the duration reached the goal, compared exactly: a fast that lasts its goal to the
    /// millisecond met it.
    public var isGoalMet: Bool { duration >= goal.milliseconds }
}
