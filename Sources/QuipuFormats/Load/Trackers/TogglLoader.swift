extension CSVExportLayout {
    /// Toggl Track's detailed report, exported as CSV: `User,Email,Client,Project,Task,Description,
    /// Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (…)`.
    static let toggl = CSVExportLayout(format: .toggl, project: "Project", task: "Task", description: "Description", billable: "Billable",
                                       startDate: "Start date", startTime: "Start time", endDate: "End date", endTime: "End time",
                                       duration: "Duration")
}
