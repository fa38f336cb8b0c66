import Foundation

/// Everything the time tracker persists: its projects. Loaded from the app's `JSONEncoder()` output.
public struct AppState: Equatable, Codable, Sendable {
    /// The projects, in the app's order.
    public let projects: [Project]

    /// Changes the app state can undergo.
    public enum Change: Sendable {
        /// Adds a project at the end; one with the same id is replaced (and so moves to the end).
        case adding(Add)
        /// What `adding` adds: a project.
        public enum Add: Sendable { case project(Project) }
        /// Removes the project with the same id, if there is one.
        case removing(Remove)
        /// What `removing` removes: a project.
        public enum Remove: Sendable { case project(Project) }
        /// Replaces the project with the same id in place; without one, nothing changes.
        case updating(Update)
        /// What `updating` replaces: a project.
        public enum Update: Sendable { case project(Project) }
    }

    /// Creates an app state holding `projects`.
    public init(projects: [Project] = []) {
        self.projects = projects
    }

    /// The state after `changes`, applied in order. Projects are matched by id.
    public func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }

    private func alter(by change: Change) -> Self {
        switch change {
        case let .adding(.project(project)): Self(projects: projects.filter { $0.id != project.id } + [project])
        case let .removing(.project(project)): Self(projects: projects.filter { $0.id != project.id })
        case let .updating(.project(project)): Self(projects: projects.map { $0.id == project.id ? project : $0 })
        }
    }
}
