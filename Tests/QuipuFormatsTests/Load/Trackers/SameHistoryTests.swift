import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("The same history in every tracker's format")
struct SameHistoryTests {
    static let environment = RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)
    /// Examples/trackers/ holds one week in each format, AppState.json with the ids the others' sources give;
    /// timeclock, Toggl and Clockify in Europe/Berlin's local time.
    static let files = ["AppState.json", "timew.json", "watson-frames.json", "watson-log.json", "timeclock.timeclock", "toggl.csv", "clockify.csv"]
    static let formats = ["AppState.json": "appstate", "timew.json": "timewarrior", "watson-frames.json": "watson", "watson-log.json": "watson",
                          "timeclock.timeclock": "timeclock", "toggl.csv": "toggl", "clockify.csv": "clockify"]

    @Test("the example week's timesheet CSV is byte-identical from every format and from AppState.json, and from quipu.yml's entries")
    func identicalTimesheets() throws {
        var csvs: [String: [UInt8]] = [:]
        for file in Self.files {
            let request = TimesheetRequest(statePath: repositoryRoot.path + "/Examples/trackers/" + file, period: "2024-W11",
                                           options: ReportOptions(timeZone: "Europe/Berlin", asOf: "2024-04-01T00:00:00Z", formats: ["csv"]))
            csvs[file] = try #require(try request.resolve(in: Self.environment).make().files.first?.bytes)
        }
        let first = try #require(csvs["timew.json"])
        for file in Self.files { #expect(csvs[file] == first, "\(file)") }
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("2024-03-13,") && text.contains(",Research,"))
        #expect(text.contains(",'=cmd import,1800,0.50,"))
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
            """
        }.joined(separator: "\n")
        let yaml = """
        workspace: \(repositoryRoot.path)/Examples
        timeZone: Europe/Berlin
        seller:
          name: Ada Lovelace Consulting
          address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
          vatId: DE123456789
          accountingCurrency: EUR
        clients:
        \(clients)
        """
        let config = try QuipuConfig.parse(Array(yaml.utf8), path: "/tmp/quipu-trackers.yml")
        var totals: [String] = []
        var lines: [[String]] = []
        for index in Self.files.indices {
            let request = InvoiceReportRequest(client: "c\(index)", period: "2024-W11", number: "7", issueDate: "2024-03-18",
                                               options: ReportOptions(asOf: "2024-04-01T00:00:00Z", formats: ["csv"]))
            let report = try request.resolve(config: config, in: Self.environment)
            let invoice = try report.project(try report.load(progress: nil))
            totals.append("\(invoice.netTotal) \(invoice.vatTotal) \(invoice.payable)")
            lines.append(invoice.lines.map { "\($0.projectTitle)/\($0.taskTitle) \($0.billedSeconds) \($0.net)" })
        }
        #expect(Set(totals).count == 1, "\(totals)")
        #expect(Set(lines).count == 1, "\(lines)")
        #expect(lines[0].count == 4)
    }
}
