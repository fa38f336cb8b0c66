import Foundation
import Testing

/// `quipu timesheet` and `quipu invoice` reading other trackers' files, as a user runs them.
@Suite("Other trackers on the command line")
struct TrackerCommandTests {
    static let trackers = CommandLineTests.repositoryRoot.appendingPathComponent("Examples/trackers")

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-trackers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func timesheet(_ file: String, _ extra: [String] = []) -> [String] {
        ["timesheet", "--state", trackers.appendingPathComponent(file).path, "--period", "2024-W11", "--time-zone", "Europe/Berlin",
         "--as-of", "2024-04-01T00:00:00Z", "--format", "csv", "--out", "out"] + extra
    }

    @Test("each tracker's file makes the same timesheet, its format recognised or named; a timeclock file marks nothing non-billable")
    func sameTimesheet() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String: [String]] = [:]
        for (file, format) in [("timew.json", "timewarrior"), ("watson-frames.json", "watson"), ("timeclock.timeclock", "timeclock"),
                               ("toggl.csv", "toggl"), ("clockify.csv", "clockify")] {
            let named = ["--state-format", format] + (["timeclock", "toggl", "clockify"].contains(format) ? ["--source-time-zone", "Europe/Berlin"] : [])
            for extra in [[], named] {
                let run = try runQuipu(Self.timesheet(file, extra + ["--name", "t"]), in: directory, environment: ["TZ": "Pacific/Auckland", "LANG": "tr_TR.UTF-8"])
                #expect(run.status == 0, "\(file): \(run.standardError)")
                outputs[format, default: []].append(try String(contentsOf: directory.appendingPathComponent("out/t.csv"), encoding: .utf8))
            }
        }
        let marked = try #require(outputs["timewarrior"]?.first)
        for (format, csvs) in outputs where format != "timeclock" { #expect(csvs.allSatisfy { $0 == marked }, "\(format)") }
        // The timeclock file has the same recorded time; with no billable mark, all of it is billable.
        func columns(_ csv: String, _ range: Range<Int>) -> [[Substring]] {
            csv.split(separator: "\r\n").map { Array($0.split(separator: ",", omittingEmptySubsequences: false)[range]) }
        }
        let timeclock = try #require(outputs["timeclock"]?.first)
        #expect(outputs["timeclock"]?.allSatisfy { $0 == timeclock } == true)
        #expect(columns(timeclock, 0..<7) == columns(marked, 0..<7))
        #expect(columns(timeclock, 11..<13).dropFirst().allSatisfy { $0 == ["0", "0.00"] })
        #expect(columns(marked, 11..<13).dropFirst().filter { $0 != ["0", "0.00"] } == [["1800", "0.50"]])
    }

    @Test("a source time zone for a file of instants (AppState.json, Timewarrior, Watson) is refused, not ignored")
    func sourceZoneOfInstants() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in ["timew.json", "watson-frames.json", "AppState.json"] {
            let run = try runQuipu(Self.timesheet(file, ["--source-time-zone", "UTC"]), in: directory)
            #expect(run.status == 64, "\(file)")
            #expect(run.standardError.contains("a source time zone is given, but this ") && run.standardError.contains("file holds instants, not local times"),
                    "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }

    @Test("local times are read in --source-time-zone: the timeclock file read as UTC moves every slip an hour later")
    func sourceTimeZone() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runQuipu(Self.timesheet("timeclock.timeclock", ["--source-time-zone", "UTC", "--name", "utc"]), in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let csv = try String(contentsOf: directory.appendingPathComponent("out/utc.csv"), encoding: .utf8)
        // 23:30–01:45 read as UTC is 00:30–02:45 in Berlin: the whole 2:15 on the 13th, none on the 12th.
        #expect(csv.contains("2024-03-13,F9D3C3AE-ECDA-8D87-A352-1C91CC4C211D,Acme Website,0F09891A-6297-85E8-9922-78CE1566AD3E,Checkout flow,8100,"))
        #expect(!csv.contains("2024-03-12,F9D3C3AE"))
    }

    @Test("a bad --state-format or --source-time-zone is a usage error; bad data is exit 65 naming the file and line")
    func errors() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let format = try runQuipu(Self.timesheet("timew.json", ["--state-format", "harvest"]), in: directory)
        #expect(format.status == 64)
        #expect(format.standardError.contains(#"unknown state format "harvest"; expected one of appstate, timewarrior, watson, timeclock, toggl, clockify"#))
        let zone = try runQuipu(Self.timesheet("timeclock.timeclock", ["--source-time-zone", "Mars/Olympus"]), in: directory)
        #expect(zone.status == 64)
        #expect(zone.standardError.contains("--source-time-zone"))
        let wrong = try runQuipu(Self.timesheet("timeclock.timeclock", ["--state-format", "toggl"]), in: directory)
        #expect(wrong.status == 65)
        #expect(wrong.standardError.contains("timeclock.timeclock: line 1: no column \"Project\"; expected a Toggl Track detailed export"))
        let bad = directory.appendingPathComponent("bad.timeclock")
        try Data("i 2024/03/12 09:00 A\no 2024/03/12 08:00\n".utf8).write(to: bad)
        let data = try runQuipu(["timesheet", "--state", bad.path, "--period", "2024-W11", "--time-zone", "UTC", "--out", "out"], in: directory)
        #expect(data.status == 65)
        #expect(data.standardError.contains("bad.timeclock: line 2, column 3: clock-out 2024-03-12T08:00:00Z is before the clock-in 2024-03-12T09:00:00Z on line 1"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test("quipu invoice bills a client from a tracker file; --state-format wins over the client's stateFormat")
    func invoice() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = """
        workspace: \(Self.trackers.path)
        timeZone: Europe/Berlin
        seller:
          name: Ada Lovelace Consulting
          address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
          vatId: DE123456789
          accountingCurrency: EUR
        clients:
          acme:
            name: ACME Corp.
            address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
            state: timeclock.timeclock
            stateFormat: watson
            projects: [Acme Website]
            currency: EUR
            hourlyRate: 100.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 14
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        let arguments = ["invoice", "acme", "--period", "2024-W11", "--number", "7", "--issue-date", "2024-03-18", "--as-of", "2024-04-01T00:00:00Z",
                         "--format", "csv", "--out", "out"]
        let asWatson = try runQuipu(arguments, in: directory)
        #expect(asWatson.status == 65)
        #expect(asWatson.standardError.contains("timeclock.timeclock: line 1, column 1: not valid JSON"))
        let run = try runQuipu(arguments + ["--state-format", "timeclock"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let csv = try String(contentsOf: directory.appendingPathComponent("out/invoice-7.csv"), encoding: .utf8)
        // Acme Website's 23730 s and 26400 s at 100.00 an hour.
        #expect(csv.hasSuffix("7,1,Acme Website,Checkout flow,6.5917,100.00,659.17,EUR\r\n7,2,Acme Website,Design review,7.3333,100.00,733.33,EUR\r\n"),
                "\(csv)")
    }
}
