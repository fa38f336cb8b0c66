import Foundation

/// A task of a project with its recorded time slips, exactly as the time tracker persists it.
public struct ProjectTask: Identifiable, Equatable, Codable, Hashable, Sendable {
    /// The task's identity: changes and hourly rates find the task by it.
    public let id: UUID
    /// The title the user gave the task; titles need not be unique, even within a project.
    public let title: String
    /// When the task is due, if known.
    public let dueDate: DueDate
    /// The task's progress, as the user set it.
    public let state: State
    /// The recorded time, in recording order; recording starts and stops only the last slip.
    public let timeSlips: [TimeSlip]

    /// The progress of a task. Encoded as a one-key object such as `{"inProgress":{}}`.
    public enum State: String, Identifiable, Codable, CaseIterable, CustomStringConvertible, Sendable {
        /// The state itself, so that a list can show each state once.
        public var id: Self { self }
        /// Not begun yet, or set back.
        case unfinished
        /// Being worked on.
        case inProgress
        /// Done.
        case finished

        /// The state in words: `unfinished`, `in progress` or `finished`.
        public var description: String {
            switch self {
            case .unfinished: "unfinished"
            case .inProgress: "in progress"
            case .finished: "finished"
            }
        }

        private enum CodingKeys: String, CodingKey {
            case unfinished, inProgress, finished
        }

        /// Decodes a one-key object such as `{"inProgress":{}}`.
        /// - Throws: `DecodingError.dataCorrupted` (with `expectation(foundKeys:)` as its description)
        ///   unless the object has exactly one key and it names a state.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let keys = container.allKeys.map(\.stringValue)
            guard keys.count == 1, let state = State(rawValue: keys[0]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: State.expectation(foundKeys: keys)))
            }
            self = state
        }

        /// What a decoder says when an encoded state is none of the three.
        public static func expectation(foundKeys keys: [String]) -> String {
            "expected one of {\"unfinished\":{}}, {\"inProgress\":{}}, {\"finished\":{}}; found keys \(keys)"
        }

        /// Encodes the state as a one-key object such as `{"inProgress":{}}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: CodingKeys(rawValue: rawValue)!)
        }
    }

    /// Changes a task can undergo. Recording takes the instant as a parameter: the core reads no clock.
    public enum Change: Sendable {
        /// Sets one of the task's own properties.
        case setting(Setting)
        /// What `setting` sets.
        public enum Setting: Sendable {
            /// The title.
            case title(to: String)
            /// The due date.
            case dueDate(to: DueDate)
            /// The progress state.
            case state(to: State)
        }
        /// Starts or stops recording time.
        case recording(Record)
        /// What `recording` does to the task's time slips.
        public enum Record: Sendable {
            /// Appends a running slip with `id`, starting at the given date; nothing changes when the
            /// last slip is still running.
            case start(at: Date, id: UUID)
            /// Stops the last slip at the given date if it is running; nothing changes otherwise.
            case stop(at: Date)
        }
    }

    /// Creates a task from its parts: by default unfinished, with no due date and no time slips.
    public init(id: UUID, title: String, dueDate: DueDate = .unknown, state: State = .unfinished, timeSlips: [TimeSlip] = []) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.state = state
        self.timeSlips = timeSlips
    }

    /// The task after `changes`, applied in order.
    public func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }

    private func alter(by change: Change) -> Self {
        switch change {
        case let .setting(.title(to: title)): Self(id: id, title: title, dueDate: dueDate, state: state, timeSlips: timeSlips)
        case let .setting(.dueDate(to: due)): Self(id: id, title: title, dueDate: due, state: state, timeSlips: timeSlips)
        case let .setting(.state(to: state)): Self(id: id, title: title, dueDate: dueDate, state: state, timeSlips: timeSlips)
        case let .recording(.start(at: date, id: slipID)): Self(id: id, title: title, dueDate: dueDate, state: state, timeSlips: startRecording(at: date, id: slipID))
        case let .recording(.stop(at: date)): Self(id: id, title: title, dueDate: dueDate, state: state, timeSlips: stopRecording(at: date))
        }
    }

    private func startRecording(at date: Date, id slipID: UUID) -> [TimeSlip] {
        if let last = timeSlips.last, last.isRunning { return timeSlips }
        return timeSlips + [TimeSlip(id: slipID, start: date)]
    }

    private func stopRecording(at date: Date) -> [TimeSlip] {
        guard let last = timeSlips.last, last.isRunning else { return timeSlips }
        return timeSlips.dropLast() + [last.alter(by: .setting(.stop(to: date)))]
    }
}

/// A coding key for reading objects whose keys are data (the one key of an encoded enum).
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
