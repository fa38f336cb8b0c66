import Foundation

/// A project and its tasks, exactly as the time tracker persists it.
public struct Project: Identifiable, Equatable, Codable, Sendable {
    /// The project's identity: changes and hourly rates find the project by it.
    public let id: UUID
    /// The title the user gave the project; titles need not be unique.
    public let title: String
    /// The project's tasks, in the app's order.
    public let tasks: [ProjectTask]

    /// Changes a project can undergo.
    public enum Change: Sendable {
        /// Sets one of the project's own properties.
        case setting(Setting)
        /// What `setting` sets: the title.
        public enum Setting: Sendable { case title(to: String) }
        /// Adds a task at the end; one with the same id is replaced (and so moves to the end).
        case adding(Adding)
        /// What `adding` adds: a task.
        public enum Adding: Sendable { case task(ProjectTask) }
        /// Replaces the task with the same id in place; without one, nothing changes.
        case updating(Updating)
        /// What `updating` replaces: a task.
        public enum Updating: Sendable { case task(ProjectTask) }
        /// Removes the task with the same id, if there is one.
        case removing(Removing)
        /// What `removing` removes: a task.
        public enum Removing: Sendable { case task(ProjectTask) }
    }

    /// Creates a project from its parts.
    public init(id: UUID, title: String, tasks: [ProjectTask] = []) {
        self.id = id
        self.title = title
        self.tasks = tasks
    }

    /// The project after `changes`, applied in order. Tasks are matched by id.
    public func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }

    /// The project after `change`.
    public func alter(by change: Change) -> Self {
        switch change {
        case let .setting(.title(to: title)): Self(id: id, title: title, tasks: tasks)
        case let .adding(.task(task)): Self(id: id, title: title, tasks: tasks.filter { $0.id != task.id } + [task])
        case let .removing(.task(task)): Self(id: id, title: title, tasks: tasks.filter { $0.id != task.id })
        case let .updating(.task(task)): Self(id: id, title: title, tasks: tasks.map { $0.id == task.id ? task : $0 })
        }
    }
}
