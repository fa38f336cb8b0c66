/// A named stage of a fast, reached once the fast has lasted `threshold` milliseconds.
public struct FastingStage: Hashable, Sendable {
    /// The stage's name: `fat burning`.
    public let name: String
    /// How long a fast must last to reach the stage, in milliseconds.
    public let threshold: Int64

    /// A stage reached after `threshold` milliseconds.
    public init(name: String, threshold: Int64) {
        self.name = name
        self.threshold = threshold
    }

    /// A stage reached after whole `hours`.
    public init(name: String, hours: Int64) { self.init(name: name, threshold: hours * 3_600_000) }

    /// The threshold in hours with up to three decimals and no trailing zeros: `16`, `16.5`.
    public var hoursText: String {
        let thousandths = (threshold * 1000 + 1_800_000) / 3_600_000
        let fraction = thousandths % 1000
        guard fraction != 0 else { return "\(thousandths / 1000)" }
        var digits = pad(fraction, 3)
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(thousandths / 1000).\(digits)"
    }
}

/// A table of stages, printed with every report: rule-of-thumb thresholds, not medical advice.
public struct FastingStages: Hashable, Sendable {
    /// The table's name: `default`, or the file it was read from.
    public let name: String
    /// The stages by increasing threshold; no two share a threshold.
    public let stages: [FastingStage]

    /// Why a list of stages cannot be a table.
    public struct Invalid: Error, Equatable, Sendable {
        /// The position of the offending stage in the list given.
        public let index: Int
        /// `name` or `threshold`.
        public let field: String
        /// What is wrong, and what was expected.
        public let reason: String
    }

    /// A table of `stages` in any order, sorted by threshold. Every name must have a letter or
    /// digit, every threshold must be positive, and no two stages may share a threshold.
    public init(name: String, stages: [FastingStage]) throws(Invalid) {
        for (index, stage) in stages.enumerated() {
            guard stage.name.contains(where: { $0.isLetter || $0.isNumber }) else {
                throw Invalid(index: index, field: "name", reason: "expected a name with at least one letter or digit")
            }
            guard stage.threshold > 0 else {
                throw Invalid(index: index, field: "threshold", reason: "expected a positive threshold")
            }
            if let earlier = stages[..<index].firstIndex(where: { $0.threshold == stage.threshold }) {
                throw Invalid(index: index, field: "threshold",
                              reason: "the same threshold as stage [\(earlier)] (\(stage.hoursText) h); expected each stage at its own threshold")
            }
        }
        self.name = name
        self.stages = stages.sorted { $0.threshold < $1.threshold }
    }

    private init(builtIn name: String, stages: [FastingStage]) {
        self.name = name
        self.stages = stages
    }

    /// The stages people commonly name: 12 h ketosis begins, 16 h fat burning, 18 h deep fat
    /// burning, 24 h autophagy, 48 h deep autophagy, 72 h extended.
    public static let `default` = FastingStages(builtIn: "default", stages: [
        FastingStage(name: "ketosis begins", hours: 12),
        FastingStage(name: "fat burning", hours: 16),
        FastingStage(name: "deep fat burning", hours: 18),
        FastingStage(name: "autophagy", hours: 24),
        FastingStage(name: "deep autophagy", hours: 48),
        FastingStage(name: "extended", hours: 72),
    ])

    /// The note every report prints beside the table.
    public static let disclaimer = "Stages are rule-of-thumb thresholds, not medical advice."

    /// The highest stage whose threshold `duration` (milliseconds) reached (`≥`), or `nil` below the first.
    public func stage(reachedAfter duration: Int64) -> FastingStage? {
        var low = 0, high = stages.count  // stages[..<low] are reached, stages[high...] are not
        while low < high {
            let middle = (low + high) / 2
            if stages[middle].threshold <= duration { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : stages[low - 1]
    }
}
