import QuipuCore

extension ConfigValue {
    /// `nonBillable: [Internal, {Website: [Lunch reading, Training]}]`: projects by title or id,
    /// and per project, tasks by title or id, whose time is not billable.
    func nonBillableWork() throws(QuipuError) -> NonBillableWork {
        let expected = "projects and tasks that are not billable, such as [Internal, {Website: [Lunch reading]}]"
        var projects: Set<String> = [], tasks: [String: Set<String>] = [:]
        for element in try elements(expected: expected) {
            if element.node.mapping != nil {
                for (project, names) in try element.namedEntries(expected: "a project and its tasks that are not billable, such as {Website: [Lunch reading]}") {
                    let taskNames = try names.textList("task titles or ids of \(project), such as [Lunch reading]")
                    if taskNames.isEmpty { throw names.mistake("is empty; expected task titles or ids, or the project alone for all of its tasks") }
                    tasks[project, default: []].formUnion(taskNames)
                }
            } else {
                projects.insert(try element.nonEmptyText("a project title or id, or {project: [tasks]}"))
            }
        }
        return NonBillableWork(projects: projects, tasks: tasks)
    }
}
