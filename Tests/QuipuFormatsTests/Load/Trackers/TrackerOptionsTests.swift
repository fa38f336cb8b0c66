import Foundation
@testable import QuipuFormats
import Testing

/// `stateFormat`, `sourceTimeZone` and `mapping` in quipu.yml, read like every other key.
@Suite("Tracker file options in quipu.yml")
struct TrackerOptionsTests {
    static func timesheet(_ extra: String) -> String { "timesheets:\n  - {state: timew.json, period: 2024-W11, \(extra)}\n" }

    @Test("a timesheet entry's and a client's tracker options are read, and a flag wins over the client's")
    func reads() throws {
        let mapping = #"mapping: {project: "proj:", projects: [Acme, Open source], task: "", untagged: Other}"#
        let entry = try QuipuConfig.parse(Array(Self.timesheet("stateFormat: timewarrior, sourceTimeZone: Asia/Tokyo, " + mapping).utf8), path: "quipu.yml")
        #expect(entry.requests(of: TimesheetRequest.self).map(\.tracker) == [
            TrackerOptions(stateFormat: .timewarrior, sourceTimeZone: .named("Asia/Tokyo"),
                           mapping: TrackerMapping(projectPrefix: "proj:", projectNames: ["Acme", "Open source"], taskPrefix: "", untagged: "Other")),
        ])
        let client = try BillingConfigTests.parse(BillingConfigTests.seller + BillingConfigTests.client("    stateFormat: watson\n    sourceTimeZone: UTC"))
        let options = try #require(client.client("acme")).tracker
        #expect(options == TrackerOptions(stateFormat: .watson, sourceTimeZone: .named("UTC")))
        #expect(TrackerOptions(stateFormat: .timeclock).over(options) == TrackerOptions(stateFormat: .timeclock, sourceTimeZone: .named("UTC")))
    }

    static let badOptions: [(yaml: String, message: String)] = [
        (timesheet("stateFormat: harvest"),
         "quipu.yml: line 2: timesheets[0].stateFormat: unknown state format \"harvest\"; expected one of appstate, timewarrior, watson, timeclock, toggl, clockify"),
        (timesheet("sourceTimeZone: Mars/Olympus"), "quipu.yml: line 2: timesheets[0].sourceTimeZone: unknown time zone"),
        (timesheet("mapping: {project: 1}"), "quipu.yml: line 2: timesheets[0].mapping.project: \"1\" is a tag position, but Timewarrior keeps tags sorted; "
         + "expected the prefix of project tags, such as \"project:\""),
        (timesheet("mapping: {project: \"\"}"), "quipu.yml: line 2: timesheets[0].mapping.project: is empty; expected the prefix of project tags"),
        (timesheet("mapping: {task: [x]}"), "quipu.yml: line 2: timesheets[0].mapping.task: expected the prefix of task tags, such as \"task:\""),
        (timesheet("mapping: {project: \"p:\", task: \"p:task:\"}"),
         "quipu.yml: line 2: timesheets[0].mapping: the project prefix \"p:\" and the task prefix \"p:task:\" overlap; expected prefixes neither of which starts the other"),
        (timesheet("mapping: {projects: Acme}"), "quipu.yml: line 2: timesheets[0].mapping.projects: expected a list of project tags"),
        (timesheet("mapping: {tag: 1}"), "quipu.yml: line 2: timesheets[0].mapping.tag: unknown key; expected one of project, projects, task, untagged"),
        (timesheet("mapping: {untagged: \"\"}"), "quipu.yml: line 2: timesheets[0].mapping.untagged: is empty; expected the project of intervals without a project tag"),
        (timesheet("mappings: {}"), "quipu.yml: line 2: timesheets[0].mappings: unknown key; expected "),
        (BillingConfigTests.seller + BillingConfigTests.client("    stateFormat: csv"), "quipu.yml: line 15: clients.acme.stateFormat: unknown state format \"csv\"; expected one of appstate, "),
    ]

    @Test("every mistake is a usage error naming the line and the key", arguments: badOptions)
    func mistakes(yaml: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml") }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
