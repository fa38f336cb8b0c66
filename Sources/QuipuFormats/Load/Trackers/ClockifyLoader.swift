extension CSVExportLayout {
    /// Clockify's detailed report, exported as CSV: `Project,Client,Description,Task,User,Group,
    /// Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),…`.
    static let clockify = CSVExportLayout(format: .clockify, project: "Project", task: "Task", description: "Description", billable: "Billable",
                                          startDate: "Start Date", startTime: "Start Time", endDate: "End Date", endTime: "End Time",
                                          duration: "Duration (h)")
}
