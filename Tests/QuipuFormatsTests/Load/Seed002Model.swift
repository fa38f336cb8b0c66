import Foundation

/// The time tracker's model types exactly as seed 002 prints them (access modifiers dropped,
/// wrapped in a namespace), so tests can encode what the app itself would write.
enum Seed002 {
    struct Project: Identifiable, Equatable, Codable {
        let id: UUID
        let title: String
        let tasks: [ProjectTask]

        enum Change {
            case adding(Adding); enum Adding { case task(ProjectTask) }
        }

        init(title: String) { self.init(UUID(), title, []) }
        private init(_ id: UUID, _ title: String, _ tasks: [ProjectTask]) {
            self.id = id
            self.title = title
            self.tasks = tasks
        }

        func alter(by c: Change) -> Self {
            switch c {
            case let .adding(.task(t)): Self(id, title, tasks.filter { $0.id != t.id } + [t])
            }
        }
    }

    struct ProjectTask: Identifiable, Equatable, Codable, Hashable {
        let id: UUID
        let title: String
        let dueDate: DueDate
        let state: State
        let timeSlips: [TimeSlip]

        enum State: Identifiable, Codable, CaseIterable {
            var id: Self { self }
            case unfinished
            case inProgress
            case finished
        }

        enum Change {
            case setting(Setting); enum Setting {
                case title(to: String)
                case dueDate(to: DueDate)
                case state(to: State)
            }
            case recording(Record); enum Record {
                case start
                case stop
            }
        }

        init(title: String) { self.init(UUID(), title, .unknown, .unfinished, []) }
        private init(_ id: UUID, _ title: String, _ dueDate: DueDate, _ state: State, _ timeSlips: [TimeSlip]) {
            self.id = id
            self.title = title
            self.dueDate = dueDate
            self.state = state
            self.timeSlips = timeSlips
        }

        func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }
        private func alter(by change: Change) -> Self {
            switch change {
            case let .setting(.title(to: t)): Self(id, t, dueDate, state, timeSlips)
            case let .setting(.dueDate(to: d)): Self(id, title, d, state, timeSlips)
            case let .setting(.state(to: s)): Self(id, title, dueDate, s, timeSlips)
            case .recording(.start): Self(id, title, dueDate, state, startRecording())
            case .recording(.stop): Self(id, title, dueDate, state, stopRecording())
            }
        }
        private func startRecording() -> [TimeSlip] {
            if let last = timeSlips.last, last.stop == nil { return timeSlips }
            return timeSlips + [TimeSlip(start: .now)]
        }
        private func stopRecording() -> [TimeSlip] {
            if let last = timeSlips.last, last.stop == nil {
                return timeSlips.filter { $0.id != last.id } + [last.alter(by: .setting(.stop(to: .now)))]
            }
            return timeSlips
        }
    }

    enum DueDate: Equatable, Codable, Hashable {
        case unknown
        case date(Date)
    }

    struct TimeSlip: Identifiable, Equatable, Codable, Hashable {
        let id: UUID
        let start: Date
        let stop: Date?

        enum Change {
            case setting(Setting); enum Setting { case stop(to: Date) }
        }

        init(start: Date) { self.init(UUID(), start, nil) }
        private init(_ id: UUID, _ start: Date, _ end: Date?) {
            self.id = id
            self.start = start
            self.stop = end
        }

        func alter(by c: Change) -> Self {
            switch c {
            case let .setting(.stop(to: d)): Self(id, start, d)
            }
        }
    }

    struct AppState: Equatable, Codable {
        let projects: [Project]

        enum Change {
            case adding(Add); enum Add { case project(Project) }
        }

        init() { self.init([]) }
        private init(_ projects: [Project]) { self.projects = projects }

        func alter(by c: Change) -> Self {
            switch c {
            case let .adding(.project(p)): Self(projects.filter { $0.id != p.id } + [p])
            }
        }
    }
}
