import Foundation
@testable import QuipuFormats
import Testing

/// The shape every report kind shares: the registry, the precedence of options and the output description.
@Suite("One shape for every report kind")
struct ReportKindTests {
    static let environment = RunEnvironment(now: Date(timeIntervalSinceReferenceDate: 0), systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)

    static func config(_ text: String) throws -> QuipuConfig {
        try QuipuConfig.parse(Array(text.utf8), path: "ws/quipu.yml")
    }

    @Test("the registry names every kind once, and quipu.yml's sections and the commands come from it")
    func registry() {
        let sections = ReportKinds.all.map { $0.section.key }
        #expect(Set(sections).count == sections.count)
        #expect(Set(ReportKinds.commands.map { $0._commandName }).count == ReportKinds.all.count)
        #expect(ReportKinds.commands.map { $0._commandName } == ReportKinds.all.map { $0.commandName })
        #expect(ReportKinds.sectionList.hasPrefix("`\(sections[0]):`") && ReportKinds.sectionList.hasSuffix(" or `\(sections.last!):`"))
    }

    @Test("precedence: the flag or entry wins over the client, which wins over the workspace, which wins over the default")
    func precedence() throws {
        let workspace = try Self.config("timeZone: Europe/Berlin\nweekStart: sunday\noutput: out\ntemplates: t\n")
        let context = ResolutionContext(workspace: workspace, environment: Self.environment)
        let client = ReportOptions<TimesheetFormat>(timeZone: .named("America/New_York"))
        #expect(context.options(ReportOptions(), client: client).timeZone == .named("America/New_York"))
        #expect(context.options(ReportOptions(timeZone: .named("UTC")), client: client).timeZone == .named("UTC"))
        #expect(context.options(ReportOptions<TimesheetFormat>()).timeZone == .named("Europe/Berlin"))
        #expect(context.options(ReportOptions<TimesheetFormat>())
            == ReportOptions(timeZone: .named("Europe/Berlin"), weekStart: .sunday, outputDirectory: "ws/out", templatesDirectory: "ws/t"))
        let bare = ResolutionContext(workspace: nil, environment: Self.environment)
        let resolved = try bare.options(ReportOptions<TimesheetFormat>()).settings(in: Self.environment, origin: nil)
        #expect(resolved.timeZone.identifier == "Asia/Tokyo")
        #expect(resolved.weekStart == .monday)
        #expect(resolved.output(defaultStem: "x").folder == "output")
        #expect(resolved.output(defaultStem: "x").formats == [.html, .xml, .csv, .pdf])
    }

    @Test("a site's folder is its own output, else site/ in the inherited one")
    func siteFolder() throws {
        let workspace = try Self.config("output: out\n")
        let context = ResolutionContext(workspace: workspace, environment: Self.environment)
        #expect(context.options(ReportOptions<SiteFormat>(), inheritedSubfolder: "site").outputDirectory == "ws/out/site")
        #expect(context.options(ReportOptions<SiteFormat>(outputDirectory: "public"), inheritedSubfolder: "site").outputDirectory == "public")
        let bare = ResolutionContext(workspace: nil, environment: Self.environment)
        #expect(bare.options(ReportOptions<SiteFormat>(), inheritedSubfolder: "site").outputDirectory == "output/site")
    }

    @Test("formats are the kind's own: an invoice has ubl, a timesheet has not; an empty list or name is refused")
    func formats() throws {
        #expect(try InvoiceFormat.parseList(["ubl", "HTML", "ubl"]) == [.ubl, .html])
        #expect(try TimesheetFormat.parseList(nil) == [.html, .xml, .csv, .pdf])
        for names in [["ubl"], [""], [], ["", ""], ["docx"]] {
            let error = #expect(throws: QuipuError.self) { try TimesheetFormat.parseList(names) }
            #expect(error?.status == .usage)
        }
        #expect(InvoiceFormat.ubl.fileExtension == "ubl.xml")
    }

    @Test("one output description: a name replaces the kind's file stem; unsafe names and empty folders are usage errors")
    func output() throws {
        let request = TimesheetRequest(statePath: "a.json", period: .of("2024-W13"),
                                       options: ReportOptions(timeZone: .named("UTC"), formats: [.csv, .html], outputDirectory: "out", fileStem: "march"))
        #expect(try request.resolve(in: Self.environment).outputPaths == ["out/march.csv", "out/march.html"])
        let plain = TimesheetRequest(statePath: "a.json", period: .of("2024-W13"), options: ReportOptions(timeZone: .named("UTC")))
        #expect(try plain.resolve(in: Self.environment).outputPaths == ["output/timesheet-2024-W13.html", "output/timesheet-2024-W13.xml",
                                                                         "output/timesheet-2024-W13.csv", "output/timesheet-2024-W13.pdf"])
        for stem in ["", ".", "..", "a/b", "../x", "tab\there", String(repeating: "x", count: 161)] {
            let error = #expect(throws: QuipuError.self) { try ReportOutput<TimesheetFormat>.checkedStem(stem) }
            #expect(error?.status == .usage, "\(stem)")
        }
        for (folder, parse) in [("output", SharedOptionValue.outputFolder), ("templates", SharedOptionValue.templatesFolder)] {
            let error = #expect(throws: QuipuError.self) { try parse("") }
            #expect(error?.message == "the \(folder) folder is empty; expected a folder such as \(folder == "output" ? "output" : "my-templates")")
        }
    }

    @Test("two checkouts of one workspace write files of their own when named")
    func namedCheckouts() throws {
        let twice = "checkouts:\n  - {orders: a.json}\n  - {orders: b.json}\n"
        let same = try Self.config(twice).reports(in: Self.environment)
        #expect(throws: QuipuError.self) { try Pipeline.checkDistinctOutputs(same) }
        let named = try Self.config("checkouts:\n  - {orders: a.json}\n  - {orders: b.json, name: checkout-b, formats: [csv]}\n")
            .reports(in: Self.environment)
        try Pipeline.checkDistinctOutputs(named)
        #expect(named[1].outputPaths == ["ws/output/checkout-b.csv"])
        #expect(named[1].inputPaths.prefix(2) == ["ws/b.json", "ws/luthier.json"])
    }

    @Test("every section is read with the same reader: each kind's mistakes name the line and the key path")
    func oneReader() {
        let cases: [(String, String)] = [
            ("fasting:\n  - {history: f.json, period: 2024-13}\n", "ws/quipu.yml: line 2: fasting[0].period: "),
            ("site:\n  history: f.json\n  weekStart: friday\n", "ws/quipu.yml: line 3: site.weekStart: invalid week start \"friday\"; expected monday or sunday"),
            ("site:\n  history: f.json\n  formats: [html]\n", "ws/quipu.yml: line 3: site.formats: unknown key"),
            ("timesheets:\n  - {state: a.json, period: 2024-W13, asOf: yesterday}\n", "ws/quipu.yml: line 2: timesheets[0].asOf: invalid as-of instant"),
            ("timesheets: {state: a.json}\n", "ws/quipu.yml: line 1: timesheets: expected a list of entries such as {state: AppState.json, period: 2024-W13}"),
            ("invoices:\n  - {client: acme, period: 2024-03, number: 1}\n", "ws/quipu.yml: line 2: invoices[0].client: no client \"acme\""),
        ]
        for (text, message) in cases {
            let error = #expect(throws: QuipuError.self) { try Self.config(text) }
            #expect(error?.status == .usage)
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        }
    }
}
