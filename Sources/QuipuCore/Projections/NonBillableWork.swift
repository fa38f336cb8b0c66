import Foundation

/// Projects and tasks whose time is never billed, such as internal work or training
/// (`nonBillable:` in quipu.yml, at the top level and per client). Each is named by its title or
/// id, as hourly rates name them. Their time stays on timesheets, as non-billable time.
public struct NonBillableWork: Hashable, Sendable {
    /// Projects none of whose time is billable, by title or id.
    public let projects: Set<String>
    /// Tasks whose time is not billable: per project (by title or id), the tasks' titles or ids.
    public let tasks: [String: Set<String>]

    /// Nothing listed: every slip is billable as its source recorded it.
    public static let none = NonBillableWork()

    /// Lists `projects` and, per project, `tasks` as not billable.
    public init(projects: Set<String> = [], tasks: [String: Set<String>] = [:]) {
        self.projects = projects
        self.tasks = tasks
    }

    /// Whether nothing is listed.
    public var isEmpty: Bool { projects.isEmpty && tasks.isEmpty }

    /// Both lists together, such as the workspace's and a client's.
    public func merging(_ other: NonBillableWork) -> NonBillableWork {
        NonBillableWork(projects: projects.union(other.projects), tasks: tasks.merging(other.tasks) { $0.union($1) })
    }

    /// Whether time recorded on `task` of `project` may be billed: neither is listed.
    public func isBillable(task: ProjectTask, of project: Project) -> Bool {
        if projects.contains(where: { HourlyRates.names($0, title: project.title, id: project.id) }) { return false }
        return !tasks.contains { projectName, taskNames in
            HourlyRates.names(projectName, title: project.title, id: project.id)
                && taskNames.contains { HourlyRates.names($0, title: task.title, id: task.id) }
        }
    }

    /// The names that match nothing in `state`, in order: `Website` for a project, `Website: Design`
    /// for a task (a misspelt name would otherwise bill what it meant to leave out).
    public func unmatchedNames(in state: AppState) -> [String] {
        let projectNames = projects.sorted().filter { name in
            !state.projects.contains { HourlyRates.names(name, title: $0.title, id: $0.id) }
        }
        let taskNames = tasks.keys.sorted().flatMap { projectName in
            let matching = state.projects.filter { HourlyRates.names(projectName, title: $0.title, id: $0.id) }
            guard !matching.isEmpty else { return [projectName] }
            return tasks[projectName]!.sorted().filter { taskName in
                !matching.contains { project in project.tasks.contains { HourlyRates.names(taskName, title: $0.title, id: $0.id) } }
            }.map { "\(projectName): \($0)" }
        }
        return projectNames + taskNames
    }
}

extension Project {
    /// The project trackers put time recorded without one under (a Toggl row with an empty
    /// project, a Timewarrior interval without tags). Its time is not billable: timesheets show
    /// it as non-billable, and invoices bill it only where a client's `projects` names it.
    public static let projectlessTitle = "(untagged)"
}
