import Foundation

/// A task of a project with its recorded time slips, exactly as the time tracker persists it.
public struct ProjectTask: Identifiable, Equatable, Codable, Hashable, Sendable {
    public let id: UUID
    public let title: String
    public let dueDate: DueDate
    public let state: State
    public let timeSlips: [TimeSlip]

    /// The progress of a task. Encoded as a one-key object such as `{"inProgress":{}}`.
    public enum State: String, Identifiable, Codable, CaseIterable, CustomStringConvertible, Sendable {
        public var id: Self { self }
        case unfinished
        case inProgress
        case finished

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

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: CodingKeys(rawValue: rawValue)!)
        }
    }

    /// Changes a task can undergo. Recording takes the instant as a parameter: the core reads no clock.
    public enum Change: Sendable {
        case setting(Setting)
        public enum Setting: Sendable {
            case title(to: String)
            case dueDate(to: DueDate)
            case state(to: State)
        }
        case recording(Record)
        public enum Record: Sendable {
            case start(at: Date, id: UUID)
            case stop(at: Date)
        }
    }

    public init(id: UUID, title: String, dueDate: DueDate = .unknown, state: State = .unfinished, timeSlips: [TimeSlip] = []) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.state = state
        self.timeSlips = timeSlips
    }

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
