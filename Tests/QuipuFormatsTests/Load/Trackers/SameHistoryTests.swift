import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import Testing

@Suite("The same history in every tracker's format")
struct SameHistoryTests {
    static let environment = RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)
    /// Examples/trackers/ holds one week in each format, AppState.json with the ids the others' sources give;
    /// timeclock, Toggl and Clockify in Europe/Berlin's local time.
    static let files = ["AppState.json", "timew.json", "watson-frames.json", "watson-log.json", "timeclock.timeclock", "toggl.csv", "clockify.csv"]
    /// The files whose format has no billable mark: their entries list the non-billable task instead.
    static let unmarked: Set = ["AppState.json", "timeclock.timeclock"]
    static let nonBillable = NonBillableWork(tasks: ["Research": ["=cmd import"]])
    static let formats = ["AppState.json": "appstate", "timew.json": "timewarrior", "watson-frames.json": "watson", "watson-log.json": "watson",
                          "timeclock.timeclock": "timeclock", "toggl.csv": "toggl", "clockify.csv": "clockify"]

    @Test("the example week's timesheet CSV is byte-identical from every format and from AppState.json, and from quipu.yml's entries")
    func identicalTimesheets() throws {
        var csvs: [String: [UInt8]] = [:]
        for file in Self.files {
            let request = TimesheetRequest(statePath: repositoryRoot.path + "/Examples/trackers/" + file, period: .of("2024-W11"),
                                           nonBillable: Self.unmarked.contains(file) ? Self.nonBillable : .none, options: ReportOptions(timeZone: .named("Europe/Berlin"), asOf: .at("2024-04-01T00:00:00Z"), formats: [.csv]))
            csvs[file] = try #require(try request.resolve(in: Self.environment).make().files.first?.bytes)
        }
        let first = try #require(csvs["timew.json"])
        let examples = repositoryRoot.path + "/Examples/trackers/"
        let timewarrior = try TrackerFile.load(path: examples + "timew.json", format: nil, sourceTimeZone: .gmt, mapping: TrackerMapping())
        #expect(try AppStateLoader.load(path: examples + "AppState.json") == Self.allBillable(timewarrior))
        let nonBillable = timewarrior.projects.flatMap(\.tasks).filter { $0.timeSlips.contains { !$0.isBillable } }
        #expect(nonBillable.map(\.title) == ["=cmd import"] && nonBillable[0].timeSlips.allSatisfy { !$0.isBillable })
        for file in Self.files { #expect(csvs[file] == first, "\(file)") }
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("2024-03-13,") && text.contains(",Research,"))
        #expect(text.contains(",'=cmd import,1800,0.50,0,0.00,0,0.00,1800,0.50\r\n"))
        #expect(text.split(separator: "\r\n").count == 10)

        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        let entries = config.requests(of: TimesheetRequest.self).filter { $0.statePath.contains("/trackers/") }
        #expect(entries.count == 6)
        for entry in entries { #expect(try entry.resolve(config: config, in: Self.environment).make().files.first?.bytes == first) }
    }

    @Test("an invoice of the example week has the same lines and totals from every format")
    func identicalInvoices() throws {
        let clients = Self.files.enumerated().map { index, file in
            """
              c\(index):
                name: Client \(index)
                address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
                state: trackers/\(file)
                stateFormat: \(Self.formats[file]!)
                projects: [Acme Website, Research]
                currency: EUR
                hourlyRate: 95.00
                taskRates: {Research: {=cmd import: 120.00}}
                vat: {category: S, percent: 19}
                paymentTermsDays: 14
                round: 15:up:task
            \(Self.unmarked.contains(file) ? "    nonBillable: [{Research: [=cmd import]}]" : "")
            """
        }.joined(separator: "\n")
        let yaml = "workspace: \(repositoryRoot.path)/Examples\ntimeZone: Europe/Berlin\n" + BillingConfigTests.seller + "clients:\n" + clients
        let config = try QuipuConfig.parse(Array(yaml.utf8), path: "/tmp/quipu-trackers.yml")
        var totals: [String] = []
        var lines: [[String]] = []
        for index in Self.files.indices {
            let request = InvoiceRequest(client: "c\(index)", period: .of("2024-W11"), number: "7", issueDate: LocalDate(year: 2024, month: 3, day: 18),
                                               options: ReportOptions(asOf: .at("2024-04-01T00:00:00Z"), formats: [.csv]))
            let report = try request.resolve(config: config, in: Self.environment)
            let invoice = try report.project(try report.load(progress: nil))
            totals.append("\(invoice.netTotal) \(invoice.vatTotal) \(invoice.payable)")
            lines.append(invoice.lines.map { "\($0.projectTitle)/\($0.taskTitle) \($0.billedSeconds) \($0.net)" })
        }
        #expect(Set(totals).count == 1, "\(totals)")
        #expect(Set(lines).count == 1, "\(lines)")
        #expect(lines[0].count == 3 && !lines[0].contains { $0.hasPrefix("Research/=cmd import") })
    }

    /// `state` with every slip billable, as `AppState.json`, which has no billable mark, holds it.
    static func allBillable(_ state: AppState) -> AppState {
        AppState(projects: state.projects.map { project in
            Project(id: project.id, title: project.title, tasks: project.tasks.map { task in
                ProjectTask(id: task.id, title: task.title, dueDate: task.dueDate, state: task.state,
                            timeSlips: task.timeSlips.map { TimeSlip(id: $0.id, start: $0.start, stop: $0.stop) })
            })
        })
    }

    /// A record running since 09:00 in Berlin (08:00 UTC) in each format that can hold one.
    static let running = [
        "AppState.json": #"{"projects":[{"id":"DB6C4110-4D4B-8B16-8184-7FC327063F2A","title":"Acme","tasks":[{"id":"9F94D934-7350-8850-BA5D-9674B4BCE817","#
            + #""title":"Design","dueDate":{"unknown":{}},"state":{"unfinished":{}},"timeSlips":[{"id":"23397200-BAF1-818D-BC38-72B808ED3AC1","start":731836800}]}]}]}"#,
        "timew.json": #"[{"id":1,"start":"20240311T080000Z","tags":["project:Acme","task:Design"]}]"#,
        "timeclock.timeclock": "i 2024/03/11 09:00:00 Acme:Design\n",
        "toggl.csv": CSVExportLoaderTests.toggl("Ada,a@x,,Acme,Design,,Yes,2024-03-11,09:00:00,,,,,0.00"),
        "clockify.csv": CSVExportLoaderTests.clockify(#""Acme","","","Design","Ada","","a@x","","Yes","03/11/2024","09:00:00 AM","","","","0","0","0""#),
    ]

    @Test("a running record is counted up to the as-of instant in every format that holds one, as a running slip is", arguments: running.keys.sorted())
    func runningUpToAsOf(file: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-running-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.running[file]!.utf8).write(to: folder.appendingPathComponent(file))
        for (asOf, seconds) in [("2024-03-11T10:30:00Z", 9000), ("2024-03-11T08:00:01Z", 1), ("2024-03-12T06:00:00Z", 54000)] {
            let request = TimesheetRequest(statePath: folder.appendingPathComponent(file).path, period: .of("2024-03-11"),
                                           options: ReportOptions(timeZone: .named("Europe/Berlin"), asOf: .at(asOf), formats: [.csv]))
            let csv = String(decoding: try #require(try request.resolve(in: Self.environment).make().files.first?.bytes), as: UTF8.self)
            #expect(csv.contains(",Acme,9F94D934-7350-8850-BA5D-9674B4BCE817,Design,\(seconds),"), "\(file) as of \(asOf): \(csv)")
        }
    }

    @Test("a generated history of 10,000 records loads to the same projects, tasks and times from every format and from AppState.json")
    func generatedHistory() throws {
        let history = SyntheticTrackerHistory(recordCount: 10_000)
        let utc = TimeZone(identifier: "UTC")!
        /// `project/task start stop` per slip, and the project and task ids, which the trackers' files share.
        func contents(_ state: AppState) -> (times: [String], ids: [String]) {
            var times: [String] = [], ids: [String] = []
            for project in state.projects {
                for task in project.tasks {
                    ids.append("\(project.id) \(task.id)")
                    times += task.timeSlips.map { "\(project.title)/\(task.title) \($0.start.timeIntervalSinceReferenceDate) \($0.stop?.timeIntervalSinceReferenceDate ?? -1)" }
                }
            }
            return (times.sorted(), ids.sorted())
        }
        let appState = contents(try AppStateLoader.decode(history.appState(), file: "AppState.json"))
        #expect(appState.times.count == 10_000)
        var trackerIDs: Set<[String]> = []
        for (format, bytes) in [(TrackerFormat.timewarrior, history.timewarrior()), (.watson, history.watsonFrames()), (.timeclock, history.timeclock()),
                                (.toggl, history.toggl()), (.clockify, history.clockify())] {
            #expect(try TrackerFile.detect(bytes, file: format.rawValue) == format)
            let loaded = contents(try TrackerFile.decode(bytes, file: format.rawValue, format: nil, sourceTimeZone: utc, mapping: TrackerMapping()))
            #expect(loaded.times == appState.times, "\(format)")
            trackerIDs.insert(loaded.ids)
        }
        #expect(trackerIDs.count == 1)
    }

    @Test("deeply nested JSON and a 1 MB field are data errors or records, never a crash", arguments: TrackerFormat.allCases)
    func hostileSizes(format: TrackerFormat) {
        let nested = Array(String(repeating: "[", count: 200_000).utf8)
        #expect(throws: QuipuError.self) { try TrackerFile.decode(nested, file: "f", format: format, sourceTimeZone: .gmt, mapping: TrackerMapping()) }
        let huge = String(repeating: "x", count: 1_000_000)
        let files: [TrackerFormat: String] = [
            .timewarrior: #"[{"start":"20240311T080000Z","end":"20240311T090000Z","tags":["project:\#(huge)"]}]"#,
            .watson: #"[[1710144000, 1710147600, "\#(huge)", "id", [], 1710147600]]"#,
            .timeclock: "i 2024/03/11 08:00 \(huge)\no 2024/03/11 09:00\n",
            .toggl: CSVExportLoaderTests.toggl("Ada,a@x,,\"\(huge)\",,,Yes,2024-03-11,08:00:00,2024-03-11,09:00:00,01:00:00,,0.00"),
            .clockify: CSVExportLoaderTests.clockify(#""\#(huge)","","","","Ada","","a@x","","Yes","03/11/2024","08:00:00 AM","03/11/2024","09:00:00 AM","01:00:00","1","0","0""#),
        ]
        guard let file = files[format] else { return }
        let state = try? TrackerFile.decode(Array(file.utf8), file: "f", format: format, sourceTimeZone: .gmt, mapping: TrackerMapping())
        #expect(state?.projects.first?.title.count == 1_000_000, "\(format)")
    }
}
