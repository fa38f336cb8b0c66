/// An exact ratio of two integers, such as a fast's duration to its goal or goal-met fasts to
/// ended fasts, kept as integers until it is displayed.
public struct Proportion: Hashable, Sendable {
    /// The top of the ratio; `tenthsOfPercent` and `percentText` need it not negative.
    public let numerator: Int64
    /// Positive.
    public let denominator: Int64

    /// The ratio `numerator` / `denominator`. Traps unless `denominator` is positive.
    public init(_ numerator: Int64, of denominator: Int64) {
        precondition(denominator > 0, "a proportion needs a positive denominator")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Whether the ratio is at least 1 (100 %), compared exactly.
    public var isWhole: Bool { numerator >= denominator }

    /// The ratio in tenths of a percent, halves rounded up: 15 h of 16 h is 938 (93.75 % → 93.8 %).
    /// Not capped: a fast twice its goal is 2000. The numerator must not be negative.
    public var tenthsOfPercent: Int64 {
        Int64((Int128(numerator) * 2000 + Int128(denominator)) / (Int128(denominator) * 2))
    }

    /// The percentage with one decimal, halves rounded up: `93.8`, `100.0`, `231.3`.
    public var percentText: String {
        let value = tenthsOfPercent
        return "\(value / 10).\(value % 10)"
    }
}
