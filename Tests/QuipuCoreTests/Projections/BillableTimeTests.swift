import Foundation
import QuipuCore
import Testing

/// Billable and non-billable time: slips a tracker marked, and projects and tasks listed as not billable.
@Suite("Billable time")
struct BillableTimeTests {
    /// One project "Website" with "Design" (two slips of 50 min on 2024-03-04, the second marked
    /// not billable) and "Lunch reading" (30 min), and the project of time without one.
    static let history = AppState(projects: [
        Project(id: uuid(1), title: "Website", tasks: [
            ProjectTask(id: uuid(11), title: "Design", timeSlips: [
                TimeSlip(id: uuid(111), start: date("2024-03-04T09:00:00Z"), stop: date("2024-03-04T09:50:00Z")),
                TimeSlip(id: uuid(112), start: date("2024-03-04T10:00:00Z"), stop: date("2024-03-04T10:50:00Z"), isBillable: false),
            ]),
            ProjectTask(id: uuid(12), title: "Lunch reading", timeSlips: [
                TimeSlip(id: uuid(121), start: date("2024-03-04T12:00:00Z"), stop: date("2024-03-04T12:30:00Z")),
            ]),
        ]),
        Project(id: uuid(2), title: Project.projectlessTitle, tasks: [
            ProjectTask(id: uuid(21), title: "Reading", timeSlips: [
                TimeSlip(id: uuid(211), start: date("2024-03-05T09:00:00Z"), stop: date("2024-03-05T10:00:00Z")),
            ]),
        ]),
    ])

    static func sheet(nonBillable: NonBillableWork = .none, rounding: String? = nil) -> Timesheet {
        Timesheet(state: history, parameters: TimesheetParameters(
            period: try! Period.parse("2024-03"), timeZone: TimeZone(identifier: "UTC")!, asOf: at("2024-04-01T00:00:00Z"),
            rounding: rounding.map { try! DurationRounding.parse($0) }, nonBillable: nonBillable))
    }

    static func total(_ timesheet: Timesheet, _ task: String) -> TimeAmount {
        timesheet.rows.first { $0.taskTitle == task }!.total
    }

    @Test("a slip marked not billable stays on the timesheet as non-billable time, and is not billed")
    func markedSlip() {
        let design = Self.total(Self.sheet(), "Design")
        #expect(design.raw.seconds == 6000 && design.billable.seconds == 3000 && design.nonBillable.seconds == 3000)
        #expect(design.billed.seconds == 3000)
        #expect(design.billable.hoursMinutesText == "0:50" && design.nonBillable.hoursMinutesText == "0:50")
    }

    @Test("rounding rounds billable time only: 50 billable minutes are billed as one hour, the 50 others not at all")
    func roundingBillableOnly() {
        let design = Self.total(Self.sheet(rounding: "15:up:task"), "Design")
        #expect(design.raw.seconds == 6000 && design.billed.seconds == 3600 && design.nonBillable.seconds == 3000)
        let entry = Self.total(Self.sheet(rounding: "60:up:entry"), "Design")
        #expect(entry.billed.seconds == 3600)
    }

    @Test("a task or a project listed as not billable, by title or id, makes all its time non-billable")
    func listedWork() {
        let byTitle = Self.sheet(nonBillable: NonBillableWork(tasks: ["Website": ["Lunch reading"]]))
        #expect(Self.total(byTitle, "Lunch reading").billable.isZero && Self.total(byTitle, "Lunch reading").nonBillable.seconds == 1800)
        #expect(Self.total(byTitle, "Design").billable.seconds == 3000)
        let byID = Self.sheet(nonBillable: NonBillableWork(projects: [uuid(1).uuidString.lowercased()]))
        #expect(byID.rows.filter { $0.projectTitle == "Website" }.allSatisfy { $0.total.billable.isZero && $0.total.billed.isZero })
        #expect(byID.total.raw.seconds == 6000 + 1800 + 3600 && byID.total.nonBillable.seconds == 6000 + 1800 + 3600)
    }

    @Test("time without a project is not billable on a timesheet, whatever its tracker's mark")
    func projectlessTime() {
        let reading = Self.total(Self.sheet(), "Reading")
        #expect(reading.raw.seconds == 3600 && reading.billable.isZero && reading.billed.isZero && reading.nonBillable.seconds == 3600)
    }

    @Test("billable and non-billable time add up to the recorded time in every unit, row by row and in total")
    func partsAddUp() {
        let timesheet = Self.sheet(nonBillable: NonBillableWork(tasks: ["Website": ["Lunch reading"]]))
        for amount in timesheet.rows.map(\.total) + [timesheet.total] + timesheet.dayTotals {
            #expect(amount.billable + amount.nonBillable == amount.raw)
        }
    }

    @Test("an invoice bills billable time only, and time without a project only where the client names it")
    func invoiceBillsBillable() throws {
        let all = try invoice(billing(projects: nil), state: Self.history)
        #expect(all.lines.map { "\($0.taskTitle) \($0.billedSeconds)" } == ["Design 3000", "Lunch reading 1800"])
        let listed = try invoice(billing(projects: nil, nonBillable: NonBillableWork(tasks: ["Website": ["Lunch reading"]])), state: Self.history)
        #expect(listed.lines.map { "\($0.taskTitle) \($0.billedSeconds)" } == ["Design 3000"])
        #expect(listed.netTotal == money("83.33", "EUR"))
        let named = try invoice(billing(projects: ["Website", Project.projectlessTitle]), state: Self.history)
        #expect(named.lines.map(\.taskTitle) == ["Reading", "Design", "Lunch reading"])
    }

    @Test("an invoice with nothing billable in the period bills nothing")
    func nothingBillable() {
        #expect(throws: InvoiceError.self) {
            try invoice(billing(projects: ["Website"], nonBillable: NonBillableWork(projects: ["Website"])), state: Self.history)
        }
    }

    @Test("names that match nothing are listed, a task's with its project; the lists merge")
    func unmatchedNames() {
        let work = NonBillableWork(projects: ["Webseite", "Website"], tasks: ["Website": ["Lunch reading", "Lunch"], "Intern": ["Admin"]])
        #expect(work.unmatchedNames(in: Self.history) == ["Webseite", "Intern", "Website: Lunch"])
        let merged = NonBillableWork(projects: ["A"], tasks: ["W": ["x"]]).merging(NonBillableWork(projects: ["B"], tasks: ["W": ["y"]]))
        #expect(merged == NonBillableWork(projects: ["A", "B"], tasks: ["W": ["x", "y"]]))
        #expect(NonBillableWork.none.isEmpty && !merged.isEmpty)
    }

    @Test("a slip decoded from the app's JSON is billable, and its billability is not encoded")
    func appJSON() throws {
        let slip = try JSONDecoder().decode(TimeSlip.self, from: Data(#"{"id":"00000000-0000-0000-0000-000000000001","start":0,"stop":60}"#.utf8))
        #expect(slip.isBillable)
        let marked = TimeSlip(id: uuid(1), start: Date(timeIntervalSinceReferenceDate: 0), isBillable: false)
        let json = String(decoding: try JSONEncoder().encode(marked), as: UTF8.self)
        #expect(!json.contains("illable"))
        #expect(marked.alter(by: .setting(.stop(to: Date(timeIntervalSinceReferenceDate: 60)))).isBillable == false)
    }
}
