import Foundation

/// A client's hourly rates. The most specific wins: a task's rate, else its project's, else the
/// client's (M11). Projects and tasks are named by title or by id.
public struct HourlyRates: Hashable, Sendable {
    /// The client's default rate.
    public let client: Decimal?
    /// Project (title or id) → rate.
    public let projects: [String: Decimal]
    /// Project (title or id) → task (title or id) → rate.
    public let tasks: [String: [String: Decimal]]

    /// Creates rates from their parts; with none given, no task has a rate.
    public init(client: Decimal? = nil, projects: [String: Decimal] = [:], tasks: [String: [String: Decimal]] = [:]) {
        self.client = client
        self.projects = projects
        self.tasks = tasks
    }

    /// Which setting a line's rate came from.
    public enum Source: String, Sendable {
        /// A rate of the task (`tasks`), of its project (`projects`) or of the client (`client`).
        case task, project, client
    }

    /// The rate of `task` in `project` and where it came from, or `nil` when none applies.
    public func rate(project: Project, task: ProjectTask) -> (rate: Decimal, source: Source)? {
        if let taskRates = Self.entry(in: tasks, title: project.title, id: project.id),
           let rate = Self.entry(in: taskRates, title: task.title, id: task.id) { return (rate, .task) }
        if let rate = Self.entry(in: projects, title: project.title, id: project.id) { return (rate, .project) }
        return client.map { ($0, .client) }
    }

    /// The keys of `projects` and `tasks` that name no project or task of `state`: each is
    /// surely a typo, which would silently bill another rate.
    public func unmatchedKeys(in state: AppState) -> [String] {
        func project(_ key: String) -> Project? { state.projects.first { Self.names(key, title: $0.title, id: $0.id) } }
        var unmatched = projects.keys.filter { project($0) == nil }
        for (projectKey, taskRates) in tasks {
            guard let project = project(projectKey) else { unmatched.append(projectKey); continue }
            unmatched += taskRates.keys.filter { key in !project.tasks.contains { Self.names(key, title: $0.title, id: $0.id) } }
                .map { "\(projectKey) → \($0)" }
        }
        return unmatched.sorted()
    }

    /// Whether `key` is the title or the id (either case) of an item.
    static func names(_ key: String, title: String, id: UUID) -> Bool {
        key == title || isID(key, of: id)
    }

    /// Whether `key` is `id` written out (either case); read as a UUID only when it is as long as one.
    private static func isID(_ key: String, of id: UUID) -> Bool {
        key.utf8.count == 36 && UUID(uuidString: key) == id
    }

    /// The value for an item named by id (preferred) or by title.
    private static func entry<Value>(in table: [String: Value], title: String, id: UUID) -> Value? {
        table.first { isID($0.key, of: id) }?.value ?? table[title]
    }
}
