import Foundation
import Testing

/// Runs the built `quipu` binary as a user would and checks what it prints, writes and exits with.
@Suite("The quipu command", .serialized)
struct CommandLineTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = repositoryRoot.path + "/Examples/AppState.json"

    /// The regular files directly in `directory`, by name.
    func contents(_ directory: URL) throws -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [String: Data] = [:]
        for name in names {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    @Test("`quipu build` makes the example workspace's reports and prints each path")
    func buildExample() throws {
        let directory = try temporaryDirectory()
        let config = "workspace: \(Self.repositoryRoot.path)/Examples\ntimeZone: Europe/Berlin\ntimesheets:\n  - state: AppState.json\n    period: 2024-W13\n    asOf: 2024-04-01T00:00:00Z\n"
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "output/timesheet-2024-W13.html\noutput/timesheet-2024-W13.xml\noutput/timesheet-2024-W13.csv\n"
            + "output/timesheet-2024-W13.pdf\n")
        let golden = Self.repositoryRoot.appendingPathComponent("Tests/QuipuFormatsTests/Golden")
        for format in ["html", "xml", "csv"] {
            let written = try Data(contentsOf: directory.appendingPathComponent("output/timesheet-2024-W13.\(format)"))
            #expect(written == (try Data(contentsOf: golden.appendingPathComponent("timesheet-2024-W13.\(format)"))))
        }
    }

    @Test("R1: `quipu build` writes nothing when any of its reports fails")
    func buildIsAllOrNothing() throws {
        let directory = try temporaryDirectory()
        let config = """
        workspace: \(Self.repositoryRoot.path)/Examples
        timeZone: Europe/Berlin
        timesheets:
          - state: AppState.json
            period: 2024-W13
            asOf: 2024-04-01T00:00:00Z
          - state: Missing.json
            period: 2024-W14
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 66)
        #expect(result.standardError == "quipu: error: quipu.yml: line 7: timesheets[1].state: \(Self.repositoryRoot.path)/Examples/Missing.json: no such file\n")
        #expect(result.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("T1, O4: the same data and flags give identical files under any TZ and LANG")
    func deterministic() throws {
        var outputs: [[String: Data]] = []
        for (zone, language) in [("UTC", "C"), ("Asia/Tokyo", "de_DE.UTF-8"), ("America/New_York", "ar_EG.UTF-8")] {
            let directory = try temporaryDirectory()
            let result = try runQuipu(["timesheet", "--state", Self.example, "--period", "2024-03", "--time-zone", "Europe/Berlin",
                                  "--as-of", "2024-04-01T00:00:00Z", "--round", "15:up:task"],
                                 in: directory, environment: ["TZ": zone, "LANG": language, "LC_ALL": language])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try contents(directory.appendingPathComponent("output")))
        }
        #expect(outputs[0].count == 4, "HTML, XML, CSV and PDF")
        #expect(outputs[0] == outputs[1])
        #expect(outputs[1] == outputs[2])
    }

    @Test("issue 25: a timesheet in each locale is the same files under any TZ and LANG; its XML and CSV are the English timesheet's",
          arguments: ["de-DE", "fr-FR", "nl-NL,en-GB"])
    func deterministicInLocale(locale: String) throws {
        var outputs: [[String: Data]] = []
        for (zone, language, extra) in [("UTC", "C", ["--locale", locale]), ("America/New_York", "fr_FR.UTF-8", ["--locale", locale]), ("UTC", "C", [])] {
            let directory = try temporaryDirectory()
            let result = try runQuipu(["timesheet", "--state", Self.example, "--period", "2024-03", "--time-zone", "Europe/Berlin",
                                       "--as-of", "2024-04-01T00:00:00Z", "--round", "15:up:task"] + extra,
                                      in: directory, environment: ["TZ": zone, "LANG": language, "LC_ALL": language])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try contents(directory.appendingPathComponent("output")))
        }
        #expect(outputs[0].count == 4, "HTML, XML, CSV and PDF")
        #expect(outputs[0] == outputs[1])
        let english = outputs[2]
        #expect(outputs[0].filter { $0.key.hasSuffix(".xml") || $0.key.hasSuffix(".csv") } == english.filter { $0.key.hasSuffix(".xml") || $0.key.hasSuffix(".csv") })
        #expect(outputs[0].filter { $0.key.hasSuffix(".html") } != english.filter { $0.key.hasSuffix(".html") })
    }

    @Test("O1: the CSV reads back through Python's csv module with the same fields on every row")
    func csvRoundTrip() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["timesheet", "--state", Self.example, "--period", "2024-W13", "--time-zone", "Europe/Berlin",
                              "--as-of", "2024-04-01T00:00:00Z", "--format", "csv"], in: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput == "output/timesheet-2024-W13.csv\n")
        let script = """
        import csv, sys
        rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))
        assert len({len(r) for r in rows}) == 1, 'ragged rows'
        print(len(rows)); print(rows[0][2]); print([r[4] for r in rows if r[4].startswith("'")][0]); print([r[4] for r in rows if '"' in r[4]][0])
        """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, directory.appendingPathComponent("output/timesheet-2024-W13.csv").path]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        #expect(printed == "16\nproject\n'=SUM(A1:A9) import bug\nImplement \"checkout\" flow\n")
    }

    static let badInputs: [(name: String, contents: [UInt8]?, arguments: [String], status: Int32, message: String)] = [
        ("missing.json", nil, [], 66, "missing.json: no such file"),
        ("notjson.json", Array("hello".utf8), [], 65, "notjson.json: line 1, column 1: not valid JSON"),
        ("type.json", Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P","tasks":[{"id":"A0000000-0000-0000-0000-000000000002","title":"T","dueDate":{"unknown":{}},"state":{"finished":{}},"timeSlips":[{"id":"A0000000-0000-0000-0000-000000000001","start":true}]}]}]}"#.utf8),
         [], 65, "type.json: projects[0].tasks[0].timeSlips[0].start: expected a number"),
        ("stop.json", Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P","tasks":[{"id":"A0000000-0000-0000-0000-000000000002","title":"T","dueDate":{"unknown":{}},"state":{"finished":{}},"timeSlips":[{"id":"A0000000-0000-0000-0000-000000000001","start":5000,"stop":10}]}]}]}"#.utf8),
         [], 65, "stop.json: projects[0].tasks[0].timeSlips[0].stop: stop 2001-01-01T00:00:10Z is before start"),
        ("enum.json", Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":"P","tasks":[{"id":"A0000000-0000-0000-0000-000000000002","title":"T","dueDate":{"unknown":{}},"state":{"done":{}},"timeSlips":[]}]}]}"#.utf8),
         [], 65, "enum.json: projects[0].tasks[0].state: expected one of"),
        ("utf8.json", Array(#"{"projects":[{"id":"A0000000-0000-0000-0000-000000000003","title":""#.utf8) + [0xFF] + Array(#"","tasks":[]}]}"#.utf8),
         [], 65, "utf8.json: invalid UTF-8 at byte offset 67"),
        ("zone.json", Array(#"{"projects":[]}"#.utf8), ["--time-zone", "Mars/Olympus"], 64, #"unknown time zone "Mars/Olympus""#),
        ("period.json", Array(#"{"projects":[]}"#.utf8), ["--period", "2024-W60"], 64, #"invalid period "2024-W60": 2024 has ISO weeks 1 to 52"#),
        ("period2.json", Array(#"{"projects":[]}"#.utf8), ["--period", "March"], 64, #"invalid period "March": expected a day"#),
    ]

    @Test("R1, R5: each bad input gives one clear line, a sysexits status, and leaves output/ as it was", arguments: badInputs)
    func badInput(input: (name: String, contents: [UInt8]?, arguments: [String], status: Int32, message: String)) throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("previous report".utf8).write(to: output.appendingPathComponent("timesheet-2024-W13.html"))
        if let contents = input.contents {
            try Data(contents).write(to: directory.appendingPathComponent(input.name))
        }
        let before = try contents(directory)
        var arguments = ["timesheet", "--state", input.name, "--time-zone", "UTC", "--period", "2024-W13"]
        for pair in stride(from: 0, to: input.arguments.count, by: 2) {
            let index = arguments.firstIndex(of: input.arguments[pair])!
            arguments[index + 1] = input.arguments[pair + 1]
        }
        let result = try runQuipu(arguments, in: directory)
        #expect(result.status == input.status)
        #expect(result.standardError.hasPrefix("quipu: error: ") && result.standardError.contains(input.message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput == "")
        #expect(try contents(output) == ["timesheet-2024-W13.html": Data("previous report".utf8)])
        #expect(try contents(directory) == before)
    }

    @Test("help explains every option")
    func help() throws {
        let result = try runQuipu(["timesheet", "--help"], in: Self.repositoryRoot)
        #expect(result.status == 0)
        for option in ["--state", "--period", "--time-zone", "--week-start", "--as-of", "--midnight", "--round", "--format", "--out", "--templates"] {
            #expect(result.standardOutput.contains(option))
        }
        let top = try runQuipu(["--help"], in: Self.repositoryRoot)
        #expect(top.standardOutput.contains("build"))
        #expect(top.standardOutput.contains("timesheet"))
    }

    #if os(Linux)
    @Test("progress is shown on a terminal only, and erased at the end")
    func progress() throws {
        let directory = try temporaryDirectory()
        let command = [quipuExecutable.path, "timesheet", "--state", Self.example, "--period", "2024-03", "--time-zone", "UTC", "--as-of", "2024-04-01T00:00:00Z"]
        let piped = try runQuipu(Array(command.dropFirst()), in: directory, environment: ["QUIPU_PROGRESS_AFTER": "0"])
        #expect(piped.status == 0)
        #expect(piped.standardError == "")
        // `script` gives the command a terminal; its output is what the terminal showed.
        let onTerminal = Process()
        onTerminal.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        onTerminal.arguments = ["-qec", command.joined(separator: " "), "/dev/null"]
        onTerminal.currentDirectoryURL = directory
        onTerminal.environment = ProcessInfo.processInfo.environment.merging(["QUIPU_PROGRESS_AFTER": "0"]) { $1 }
        let output = Pipe()
        onTerminal.standardOutput = output
        onTerminal.standardInput = FileHandle.nullDevice
        try onTerminal.run()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        onTerminal.waitUntilExit()
        #expect(onTerminal.terminationStatus == 0)
        #expect(shown.contains("\r\u{1B}[Kprojecting…"))
        #expect(shown.contains("\r\u{1B}[Koutput/timesheet-2024-03.html"))
    }
    #endif
}
