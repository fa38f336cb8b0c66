/// One fast as the fasting timer (seed 000) keeps it: a goal, and the instants it began and ended.
///
/// A fast without `start` was never begun; one with a `start` and no `end` is still running. The
/// app's `progress` read the clock; here "now" is a parameter (`duration(asOf:)`), so every
/// result is reproducible. Times are whole milliseconds, like every `Instant`.
public struct Fasting: Hashable, Sendable {
    /// How long the fast is meant to last.
    public let goal: Goal
    /// When the fast began; `nil` if it never was.
    public let start: Instant?
    /// When the fast ended; `nil` while it runs or if it never began.
    public let end: Instant?

    /// Creates a fast from its parts; by default never begun.
    public init(goal: Goal, start: Instant? = nil, end: Instant? = nil) {
        self.goal = goal
        self.start = start
        self.end = end
    }

    /// Whether the fast has begun and not yet ended.
    public var isRunning: Bool { start != nil && end == nil }

    /// Milliseconds from `start` to `end`, or to `asOf` while running, and never negative; `nil`
    /// if never begun.
    /// Absolute time: a fast across a DST change lasts the hours that really passed.
    public func duration(asOf: Instant) -> Int64? {
        guard let start else { return nil }
        return max(0, (end ?? asOf).milliseconds - start.milliseconds)
    }

    /// How long a fast is meant to last.
    public struct Goal: Hashable, Sendable {
        /// The goal's length in milliseconds (the app stores seconds).
        public let milliseconds: Int64

        /// A goal of `milliseconds`.
        public init(milliseconds: Int64) { self.milliseconds = milliseconds }

        /// A goal of whole `hours`.
        public init(hours: Int64) { milliseconds = hours * 3_600_000 }

        /// 16:8 — sixteen hours of fasting in every twenty-four.
        public static let trf16 = Goal(hours: 16)
        /// 18:6.
        public static let trf18 = Goal(hours: 18)
        /// 20:4.
        public static let trf20 = Goal(hours: 20)
        /// One meal a day: twenty-three hours.
        public static let omad = Goal(hours: 23)

        /// The presets with the names people give them, in the app's order.
        public static let presets: [(name: String, goal: Goal)] = [("16:8", trf16), ("18:6", trf18), ("20:4", trf20), ("OMAD", omad)]

        /// `16:8`, `18:6`, `20:4` or `OMAD` for a preset; `nil` for a custom goal.
        public var presetName: String? { Goal.presets.first { $0.goal == self }?.name }
    }
}
