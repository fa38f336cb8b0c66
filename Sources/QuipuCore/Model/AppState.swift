import Foundation

/// Everything the time tracker persists: its projects. Loaded from the app's `JSONEncoder()` output.
public struct AppState: Equatable, Codable, Sendable {
    public let projects: [Project]

    /// Changes the app state can undergo.
    public enum Change: Sendable {
        case adding(Add)
        public enum Add: Sendable { case project(Project) }
        case removing(Remove)
        public enum Remove: Sendable { case project(Project) }
        case updating(Update)
        public enum Update: Sendable { case project(Project) }
    }

    public init(projects: [Project] = []) {
        self.projects = projects
    }

    public func alter(by changes: Change...) -> Self { changes.reduce(self) { $0.alter(by: $1) } }

    private func alter(by change: Change) -> Self {
        switch change {
        case let .adding(.project(project)): Self(projects: projects.filter { $0.id != project.id } + [project])
        case let .removing(.project(project)): Self(projects: projects.filter { $0.id != project.id })
        case let .updating(.project(project)): Self(projects: projects.map { $0.id == project.id ? project : $0 })
        }
    }
}
