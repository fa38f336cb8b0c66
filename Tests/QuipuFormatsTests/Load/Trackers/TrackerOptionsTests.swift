import Foundation
@testable import QuipuFormats
import Testing

/// `stateFormat`, `sourceTimeZone` and `mapping` in quipu.yml, read like every other key.
@Suite("Tracker file options in quipu.yml")
struct TrackerOptionsTests {
    static func timesheet(_ extra: String) -> String { "timesheets:\n  - {state: timew.json, period: 2024-W11, \(extra)}\n" }

    @Test("a timesheet entry's and a client's tracker options are read, and a flag wins over the client's")
    func reads() throws {
        let entry = try QuipuConfig.parse(Array(Self.timesheet("stateFormat: timewarrior, sourceTimeZone: Asia/Tokyo, mapping: {project: 2, task: 1, untagged: Other}").utf8),
                                          path: "quipu.yml")
        #expect(entry.requests(of: TimesheetRequest.self).map(\.tracker) == [
            TrackerOptions(stateFormat: "timewarrior", sourceTimeZone: "Asia/Tokyo", mapping: TrackerMapping(projectTag: 2, taskTag: 1, untagged: "Other")),
        ])
        let client = try BillingConfigTests.parse(BillingConfigTests.seller + BillingConfigTests.client("    stateFormat: watson\n    sourceTimeZone: UTC"))
        let options = try #require(client.client("acme")).tracker
        #expect(options == TrackerOptions(stateFormat: "watson", sourceTimeZone: "UTC"))
        #expect(TrackerOptions(stateFormat: "timeclock").over(options) == TrackerOptions(stateFormat: "timeclock", sourceTimeZone: "UTC"))
    }

    static let badOptions: [(yaml: String, message: String)] = [
        (timesheet("stateFormat: harvest"),
         "quipu.yml: line 2: timesheets[0].stateFormat: \"harvest\" is not valid; expected appstate or timewarrior or watson or timeclock or toggl or clockify"),
        (timesheet("sourceTimeZone: Mars/Olympus"), "quipu.yml: line 2: timesheets[0].sourceTimeZone: unknown time zone"),
        (timesheet("mapping: {project: 0}"), "quipu.yml: line 2: timesheets[0].mapping.project: \"0\" is not a tag position from 1 to 100"),
        (timesheet("mapping: {task: first}"), "quipu.yml: line 2: timesheets[0].mapping.task: \"first\" is not a tag position from 1 to 100"),
        (timesheet("mapping: {project: 2}"),
         "quipu.yml: line 2: timesheets[0].mapping: project and task are both tag 2; expected two different positions"),
        (timesheet("mapping: {tag: 1}"), "quipu.yml: line 2: timesheets[0].mapping.tag: unknown key; expected one of project, task, untagged"),
        (timesheet("mapping: {untagged: \"\"}"), "quipu.yml: line 2: timesheets[0].mapping.untagged: is empty; expected the project of untagged intervals"),
        (timesheet("mappings: {}"), "quipu.yml: line 2: timesheets[0].mappings: unknown key; expected "),
        (BillingConfigTests.seller + BillingConfigTests.client("    stateFormat: csv"), "quipu.yml: line 15: clients.acme.stateFormat: \"csv\" is not valid; expected appstate or "),
    ]

    @Test("every mistake is a usage error naming the line and the key", arguments: badOptions)
    func mistakes(yaml: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml") }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
