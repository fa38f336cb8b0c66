/// How billed time is derived from recorded time: snapped to an increment, per entry, per day
/// and task, or per task over the whole period. Raw time is always kept beside it.
public struct DurationRounding: Hashable, Sendable, CustomStringConvertible {
    /// What is rounded.
    public enum Scope: String, CaseIterable, Sendable {
        /// Each time slip's share of a day.
        case entry
        /// Each task's total on each day.
        case dayTask = "day-task"
        /// Each task's total over the period; the days carry the running difference.
        case task
    }

    /// The increment in seconds, 60 to 3600.
    public let incrementSeconds: Int
    /// Down, to the nearest, or up.
    public let direction: SnapDirection
    /// What is rounded: each entry, each task's day, or each task's period total.
    public let scope: Scope

    /// Creates a rounding from its parts, unchecked: `incrementSeconds` must be positive, and
    /// `description` names only whole minutes (`parse` makes 1 to 60 of them).
    public init(incrementSeconds: Int, direction: SnapDirection, scope: Scope) {
        self.incrementSeconds = incrementSeconds
        self.direction = direction
        self.scope = scope
    }

    /// Why a rounding specification could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The text that was read.
        public let text: String
        /// `invalid rounding "…"` and the form expected.
        public var description: String {
            "invalid rounding \"\(text)\": expected MINUTES:MODE[:SCOPE] with MINUTES 1 to 60, MODE down, nearest or up, SCOPE entry, day-task or task (e.g. 15:up:entry)"
        }
    }

    /// Reads `15:up`, `6:nearest:day-task`, `30:down:task`. The scope defaults to `entry`.
    public static func parse(_ text: String) throws(ParseError) -> DurationRounding {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let minutes = Int(digits: parts[0]), (1...60).contains(minutes),
              let direction = SnapDirection(rawValue: String(parts[1])),
              let scope = parts.count == 3 ? Scope(rawValue: String(parts[2])) : .entry
        else { throw ParseError(text: text) }
        return DurationRounding(incrementSeconds: minutes * 60, direction: direction, scope: scope)
    }

    /// The mode's name as users write it: `down`, `nearest` or `up`.
    public var modeName: String { direction.rawValue }

    /// `15:up:entry`.
    public var description: String { "\(incrementSeconds / 60):\(modeName):\(scope.rawValue)" }

    func billed(_ milliseconds: Int64) -> Int64 {
        direction.snap(milliseconds, toMultipleOf: Int64(incrementSeconds) * 1000)
    }
}
