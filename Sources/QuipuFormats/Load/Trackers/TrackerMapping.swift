import QuipuCore

/// How an interval's tags name its project and task where a tracker has no projects of its own
/// (Timewarrior). Timewarrior keeps an interval's tags as a set and exports them sorted, so a
/// tag's position says nothing; a tag's text does:
/// - the **project tag** is the one tag starting with `projectPrefix` (`project:Acme` names
///   `Acme`), or equal to one of `projectNames` (`Acme`);
/// - the **task tag** is the one other tag starting with `taskPrefix` (`task:Design` names
///   `Design`; an empty prefix takes any other tag); without one, the task is named after the
///   project. Other tags are left aside;
/// - the **billing tags** `billableTag` and `nonBillableTag` (`billable`, `non-billable`) say
///   whether the time may be billed, and never name a project or a task; without either, time is
///   billable;
/// - an interval without a project tag goes to `untagged`; when that is not given, an interval
///   without any tag goes to `(untagged)` and one with tags is a mistake.
///
/// Two project tags, two task tags, or both billing tags are a mistake. A prefix alone
/// (`project:`) names nothing. Watson's frames name their project themselves; their tags are read
/// for the billing tags, and the first other tag is the task.
package struct TrackerMapping: Hashable, Sendable {
    /// A tag starting with this names the project: the rest of the tag. Default `project:`.
    package var projectPrefix: String
    /// Tags that name a project as they stand (quipu.yml's `projects`). Default none.
    package var projectNames: Set<String>
    /// A tag other than the project's starting with this names the task; empty: any other tag. Default `task:`.
    package var taskPrefix: String
    /// The project of intervals without a project tag; `nil`: `(untagged)` for those without any tag, a mistake for others.
    package var untagged: String?
    /// The tag that marks time billable. Default `billable`.
    package var billableTag: String
    /// The tag that marks time not billable. Default `non-billable`.
    package var nonBillableTag: String

    /// The project of records without one when the mapping names none: Timewarrior intervals
    /// without tags, CSV entries with an empty project.
    package static let defaultUntagged = Project.projectlessTitle

    /// A mapping; by default `project:X` and `task:Y` tags name the project and the task.
    package init(projectPrefix: String = "project:", projectNames: Set<String> = [], taskPrefix: String = "task:", untagged: String? = nil,
                 billableTag: String = "billable", nonBillableTag: String = "non-billable") {
        self.projectPrefix = projectPrefix
        self.projectNames = projectNames
        self.taskPrefix = taskPrefix
        self.untagged = untagged
        self.billableTag = billableTag
        self.nonBillableTag = nonBillableTag
    }

    /// Whether `tags` mark the time billable (the default), and the tags left once the billing
    /// tags are set aside; both billing tags together are a mistake.
    func billing(of tags: [String]) throws(TagMappingFailure) -> (isBillable: Bool, otherTags: [String]) {
        let billable = tags.contains(billableTag), nonBillable = tags.contains(nonBillableTag)
        if billable, nonBillable {
            throw TagMappingFailure("tags \(quoted(billableTag)) and \(quoted(nonBillableTag)) both say whether the time is billable; expected one of them at most")
        }
        return (!nonBillable, billable || nonBillable ? tags.filter { $0 != billableTag && $0 != nonBillableTag } : tags)
    }

    /// The project and the task that `tags` name, and whether they mark the time billable, or why
    /// they name none: a one-line message such as `tags "project:A" and "project:B" both name a
    /// project; expected one`.
    func projectAndTask(of allTags: [String]) throws(TagMappingFailure) -> (project: String, task: String, isBillable: Bool) {
        let (isBillable, tags) = try billing(of: allTags)
        let (project, task) = try projectAndTask(ofOther: tags)
        return (project, task, isBillable)
    }

    private func projectAndTask(ofOther tags: [String]) throws(TagMappingFailure) -> (project: String, task: String) {
        var projectTag: (tag: String, name: String)?
        for tag in tags {
            guard let name = projectName(of: tag) else { continue }
            if let first = projectTag { throw TagMappingFailure("tags \(quoted(first.tag)) and \(quoted(tag)) both name a project; expected one") }
            projectTag = (tag, name)
        }
        guard let projectTag else {
            if let untagged { return (untagged, untagged) }
            if tags.isEmpty { return (Self.defaultUntagged, Self.defaultUntagged) }
            throw TagMappingFailure("no tag of \(quoted(tags)) names a project; expected one \(projectRule), or mapping.untagged for intervals without one")
        }
        var taskTag: (tag: String, name: String)?
        for tag in tags where tag != projectTag.tag {
            guard let name = Self.name(of: tag, prefix: taskPrefix) else { continue }
            if let first = taskTag { throw TagMappingFailure("tags \(quoted(first.tag)) and \(quoted(tag)) both name a task; expected one") }
            taskTag = (tag, name)
        }
        return (projectTag.name, taskTag?.name ?? projectTag.name)
    }

    /// The project `tag` names, if it is a project tag.
    private func projectName(of tag: String) -> String? {
        projectNames.contains(tag) ? tag : Self.name(of: tag, prefix: projectPrefix)
    }

    /// What follows `prefix` in `tag`, if `tag` starts with it and has more.
    private static func name(of tag: String, prefix: String) -> String? {
        guard tag.utf8.count > prefix.utf8.count, tag.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: tag.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// The project rule in words: `tag starting with "project:"` or `… or equal to one of mapping.projects`.
    private var projectRule: String {
        "tag starting with \(quoted(projectPrefix))" + (projectNames.isEmpty ? "" : " or equal to one of mapping.projects")
    }

    private func quoted(_ tag: String) -> String { "\"\(tag)\"" }

    private func quoted(_ tags: [String]) -> String { "[" + tags.map(quoted).joined(separator: ", ") + "]" }
}

/// Why an interval's tags name no project, or more than one project or task.
struct TagMappingFailure: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
