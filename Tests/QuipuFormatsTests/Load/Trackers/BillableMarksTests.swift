import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

/// Each tracker's own billable mark: Toggl's and Clockify's `Billable` column, Timewarrior's and
/// Watson's billing tags.
@Suite("Billable marks in trackers' files")
struct BillableMarksTests {
    /// `task billable` or `task non-billable` for every slip, in file order per task.
    static func marks(_ state: AppState) -> [String] {
        state.projects.flatMap { project in
            project.tasks.flatMap { task in task.timeSlips.map { "\(project.title)/\(task.title) \($0.isBillable ? "billable" : "non-billable")" } }
        }
    }

    @Test("Toggl and Clockify: Billable Yes or No (true or false, any case); empty is billable")
    func billableColumn() throws {
        let toggl = CSVExportLoaderTests.toggl(
            "Ada,a@x,,Acme,Design,,Yes,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00,,0.00",
            "Ada,a@x,,Acme,Design,,No,2024-03-11,10:00:00,2024-03-11,11:00:00,01:00:00,,0.00",
            "Ada,a@x,,Acme,Reading, ,FALSE ,2024-03-11,11:00:00,2024-03-11,12:00:00,01:00:00,,0.00",
            "Ada,a@x,,Acme,Reading,,,2024-03-11,12:00:00,2024-03-11,13:00:00,01:00:00,,0.00",
            "Ada,a@x,,,,Lunch reading,no,2024-03-11,13:00:00,2024-03-11,13:30:00,00:30:00,,0.00")
        #expect(Self.marks(try TrackerLoaderTests.decode(toggl, .toggl)) == [
            "Acme/Design billable", "Acme/Design non-billable", "Acme/Reading non-billable", "Acme/Reading billable",
            "(untagged)/Lunch reading non-billable",
        ])
        let clockify = CSVExportLoaderTests.clockify(
            #""Acme","","","Design","Ada","","a@x","","No","03/11/2024","09:00:00 AM","03/11/2024","10:00:00 AM","01:00:00","1.00","95.00","0.00""#)
        #expect(Self.marks(try TrackerLoaderTests.decode(clockify, nil)) == ["Acme/Design non-billable"])
    }

    @Test("a Billable field that is neither Yes nor No is a data error naming its line and column")
    func unreadableBillable() {
        let toggl = CSVExportLoaderTests.toggl("Ada,a@x,,Acme,Design,,Maybe,2024-03-11,09:00:00,2024-03-11,10:00:00,01:00:00,,0.00")
        let error = TrackerLoaderTests.failure(toggl, .toggl)
        #expect(error?.status == .dataError)
        #expect(error?.message == #"f: line 2, column 23: "Maybe" does not say whether the entry is billable; expected Yes or No"#)
    }

    @Test("Timewarrior: the billing tags mark the time and name neither project nor task, even when any other tag is a task")
    func timewarriorTags() throws {
        let export = """
        [{"start":"20231001T100000Z","end":"20231001T110000Z","tags":["Acme","Design","billable"]},
        {"start":"20231001T110000Z","end":"20231001T120000Z","tags":["Acme","Design","non-billable"]},
        {"start":"20231001T120000Z","end":"20231001T130000Z","tags":["Acme","non-billable"]},
        {"start":"20231001T130000Z","end":"20231001T140000Z","tags":["non-billable"]}]
        """
        let anyTagIsATask = TrackerMapping(projectNames: ["Acme"], taskPrefix: "")
        #expect(Self.marks(try TrackerLoaderTests.decode(export, nil, mapping: anyTagIsATask)) == [
            "Acme/Design billable", "Acme/Design non-billable", "Acme/Acme non-billable", "(untagged)/(untagged) non-billable",
        ])
        let own = TrackerMapping(billableTag: "bill", nonBillableTag: "internal")
        let renamed = #"[{"start":"20231001T100000Z","end":"20231001T110000Z","tags":["internal","project:Acme","task:Design"]}]"#
        #expect(Self.marks(try TrackerLoaderTests.decode(renamed, nil, mapping: own)) == ["Acme/Design non-billable"])
    }

    @Test("both billing tags on one interval or frame are a data error naming the record")
    func bothBillingTags() {
        let export = #"[{"start":"20231001T100000Z","end":"20231001T110000Z","tags":["billable","non-billable","project:Acme"]}]"#
        #expect(TrackerLoaderTests.failure(export, nil)?.message
            == #"f: [0].tags: tags "billable" and "non-billable" both say whether the time is billable; expected one of them at most"#)
        let frames = #"[[1710144000, 1710147600, "Acme", "a", ["non-billable", "billable"], 1710147605]]"#
        #expect(TrackerLoaderTests.failure(frames, .watson)?.message
            == #"f: [0][4]: tags "billable" and "non-billable" both say whether the time is billable; expected one of them at most"#)
    }

    @Test("Watson: the task is the first tag that is not a billing tag, in the frames file and in `watson log --json`")
    func watsonTags() throws {
        let frames = """
        [[1710144000, 1710147600, "Acme", "a", ["non-billable", "Design"], 1710147605],
         [1710147600, 1710151200, "Acme", "b", ["Design", "billable"], 1710151205],
         [1710151200, 1710154800, "Acme", "c", ["billable"], 1710154805]]
        """
        #expect(Self.marks(try TrackerLoaderTests.decode(frames, .watson)) == ["Acme/Design non-billable", "Acme/Design billable", "Acme/Acme billable"])
        let log = #"[{"id": "a", "project": "Acme", "start": "2024-03-11T09:00:00+01:00", "stop": "2024-03-11T10:00:00+01:00", "tags": ["non-billable", "Design"]}]"#
        #expect(Self.marks(try TrackerLoaderTests.decode(log, .watson)) == ["Acme/Design non-billable"])
    }
}
