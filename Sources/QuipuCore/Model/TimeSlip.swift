import Foundation

/// A recorded stretch of work on a task, exactly as the time tracker persists it.
///
/// A slip without `stop` is still running. The app's `duration` read the clock; here "now" is
/// a parameter (`duration(asOf:)`) so that every result is reproducible.
public struct TimeSlip: Identifiable, Equatable, Codable, Hashable, Sendable {
    /// The slip's identity: overlap listings name the slip by it, and it breaks ties when slips are sorted.
    public let id: UUID
    /// When recording started, as the app stores it: a `Date`, seconds since 2001-01-01 in its JSON.
    public let start: Date
    /// When recording stopped; `nil` while the slip is running. Nothing checks that it is after `start`.
    public let stop: Date?
    /// Whether the time may be billed as its source recorded it: a tracker export's `Billable`
    /// column or billable tag. The app records no such thing, so its own slips are billable;
    /// `NonBillableWork` takes whole projects and tasks out of billing. Not part of the app's JSON.
    public let isBillable: Bool

    private enum CodingKeys: String, CodingKey { case id, start, stop }

    /// Changes a slip can undergo: only its stop can be set.
    public enum Change: Sendable {
        /// Sets the slip's stop.
        case setting(Setting)
        /// What `setting` sets.
        public enum Setting: Sendable {
            /// The stop, replacing any earlier one.
            case stop(to: Date)
        }
    }

    /// Creates a slip from its parts; without `stop` it is running.
    public init(id: UUID, start: Date, stop: Date? = nil, isBillable: Bool = true) {
        self.id = id
        self.start = start
        self.stop = stop
        self.isBillable = isBillable
    }

    /// Decodes the app's `{"id":…,"start":…,"stop":…}`; the slip is billable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(UUID.self, forKey: .id), start: try container.decode(Date.self, forKey: .start),
                  stop: try container.decodeIfPresent(Date.self, forKey: .stop))
    }

    /// Whether the slip has no stop yet.
    public var isRunning: Bool { stop == nil }

    /// Seconds between start and stop, or between start and `asOf` for a running slip; negative
    /// when that end is before the start.
    public func duration(asOf: Date) -> TimeInterval {
        (stop ?? asOf).timeIntervalSince(start)
    }

    /// The slip after `change`.
    public func alter(by change: Change) -> Self {
        switch change {
        case let .setting(.stop(to: date)): Self(id: id, start: start, stop: date, isBillable: isBillable)
        }
    }
}
