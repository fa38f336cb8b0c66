/// A run of consecutive streak days.
public struct Streak: Hashable, Sendable {
    /// The run's first day.
    public let first: LocalDate
    /// The run's last day, not before `first`.
    public let last: LocalDate

    /// A run from `first` through `last`.
    public init(first: LocalDate, last: LocalDate) {
        self.first = first
        self.last = last
    }

    /// The number of days in the run.
    public var days: Int { last.daysSince1970 - first.daysSince1970 + 1 }
}

/// The current and the longest streak of a history, by the rule in `definition`.
public struct FastingStreaks: Hashable, Sendable {
    /// The run that ends on the as-of day or the day before; `nil` if there is none.
    public let current: Streak?
    /// The longest run; of runs equally long, the earliest (a later one ties the record but does
    /// not take it). `nil` if no fast ever met its goal.
    public let longest: Streak?

    /// Every run, oldest first: what a year's best streak is found among.
    public let runs: [Streak]

    /// Creates streaks from their parts.
    public init(current: Streak?, longest: Streak?, runs: [Streak] = []) {
        self.current = current
        self.longest = longest
        self.runs = runs
    }

    /// What a streak is, in words, for every report to print.
    public static let definition = """
        A streak day is a local day (in the report's time zone) on which a fast that met its goal \
        ended, or which a fast that met its goal covered from midnight to midnight. A running fast \
        that has already reached its goal counts for the whole days it has covered so far. A streak \
        is a run of consecutive streak days; the current streak is the run that ends on the as-of \
        day or the day before (today's fast may still be running). The longest streak is the \
        earliest of the longest runs. Streaks are counted over the whole history up to the as-of \
        instant, whatever the report's period.
        """

    /// The streaks made by spans of streak days (inclusive day numbers since 1970, in any order),
    /// as of the local day `today`.
    static func from(streakDays spans: [ClosedRange<Int>], today: LocalDate) -> FastingStreaks {
        var runs: [ClosedRange<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = runs.last, span.lowerBound <= last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                runs.append(span)
            }
        }
        func streak(_ run: ClosedRange<Int>) -> Streak {
            Streak(first: LocalDate(daysSince1970: run.lowerBound), last: LocalDate(daysSince1970: run.upperBound))
        }
        var longest: ClosedRange<Int>?
        for run in runs where run.count > longest?.count ?? 0 { longest = run }
        let current = runs.last.flatMap { $0.upperBound >= today.daysSince1970 - 1 ? streak($0) : nil }
        return FastingStreaks(current: current, longest: longest.map(streak), runs: runs.map(streak))
    }
}
