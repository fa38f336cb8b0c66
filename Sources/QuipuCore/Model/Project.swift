import Foundation

/// A project and its tasks, exactly as the time tracker persists it.
public struct Project: Identifiable, Equatable, Codable, Sendable {
    public let id: UUID
    public let title: String
    public let tasks: [ProjectTask]

    /// Changes a project can undergo.
    public enum Change: Sendable {
        case setting(Setting)
        public enum Setting: Sendable { case title(to: String) }
        case adding(Adding)
        public enum Adding: Sendable { case task(ProjectTask) }
        case updating(Updating)
        public enum Updating: Sendable { case task(ProjectTask) }
        case removing(Removing)
        public enum Removing: Sendable { case task(ProjectTask) }
    }

    public init(id: UUID, title: String, tasks: [ProjectTask] = []) {
        self.id = id
        self.title = title
        self.tasks = tasks
    }

    public func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }

    public func alter(by change: Change) -> Self {
        switch change {
        case let .setting(.title(to: title)): Self(id: id, title: title, tasks: tasks)
        case let .adding(.task(task)): Self(id: id, title: title, tasks: tasks.filter { $0.id != task.id } + [task])
        case let .removing(.task(task)): Self(id: id, title: title, tasks: tasks.filter { $0.id != task.id })
        case let .updating(.task(task)): Self(id: id, title: title, tasks: tasks.map { $0.id == task.id ? task : $0 })
        }
    }
}
