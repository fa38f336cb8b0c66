import Foundation

/// A recorded stretch of work on a task, exactly as the time tracker persists it.
///
/// A slip without `stop` is still running. The app's `duration` read the clock; here "now" is
/// a parameter (`duration(asOf:)`) so that every result is reproducible.
public struct TimeSlip: Identifiable, Equatable, Codable, Hashable, Sendable {
    public let id: UUID
    public let start: Date
    public let stop: Date?

    /// Changes a slip can undergo: only its stop can be set.
    public enum Change: Sendable {
        case setting(Setting)
        public enum Setting: Sendable {
            case stop(to: Date)
        }
    }

    public init(id: UUID, start: Date, stop: Date? = nil) {
        self.id = id
        self.start = start
        self.stop = stop
    }

    /// Whether the slip has no stop yet.
    public var isRunning: Bool { stop == nil }

    /// Time between start and stop, or between start and `asOf` for a running slip.
    public func duration(asOf: Date) -> TimeInterval {
        (stop ?? asOf).timeIntervalSince(start)
    }

    public func alter(by change: Change) -> Self {
        switch change {
        case let .setting(.stop(to: date)): Self(id: id, start: start, stop: date)
        }
    }
}
