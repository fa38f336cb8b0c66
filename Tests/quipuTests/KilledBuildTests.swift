import Foundation
import Testing

/// `quipu build` stopped at every step of its write, and killed with SIGKILL at random moments:
/// once the next run has recovered, every output is all old or all new, and no temporary file is left.
@Suite("A killed, disk-full or concurrent build never leaves a mix, end to end", .serialized)
struct KilledBuildTests {
    /// A workspace with two configs writing the same 36 files (12 monthly timesheets, three
    /// formats each) in two time zones: `old.yml` and `new.yml`. Its outputs are the old ones.
    struct Workspace {
        let directory: URL
        /// The output folder's files, as each config writes them.
        let old: [String: Data], new: [String: Data]

        init() throws {
            directory = try temporaryDirectory()
            for (name, zone) in [("old.yml", "Europe/Berlin"), ("new.yml", "Asia/Tokyo")] {
                let entries = (1...12).map { String(format: "  - {state: AppState.json, period: 2024-%02d, asOf: \"2024-04-01T00:00:00Z\"}\n", $0) }
                let config = "workspace: \(CommandLineTests.repositoryRoot.path)/Examples\ntimeZone: \(zone)\ntimesheets:\n" + entries.joined()
                try Data(config.utf8).write(to: directory.appendingPathComponent(name))
            }
            new = try Self.build("new.yml", in: directory)
            old = try Self.build("old.yml", in: directory)
        }

        /// Builds with `config` and returns the outputs.
        static func build(_ config: String, in directory: URL) throws -> [String: Data] {
            let run = try runQuipu(["build", "--config", config], in: directory)
            #expect(run.status == 0, "\(run.standardError)")
            return try outputFiles(in: directory)
        }

        /// Every file of the output folder, hidden ones too, by path.
        static func outputFiles(in directory: URL) throws -> [String: Data] {
            var files: [String: Data] = [:]
            let folder = directory.appendingPathComponent("output")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }

        /// The outputs now: `old.yml`'s or `new.yml`'s, or `nil` for a mix or a temporary file left.
        func outputs() throws -> String? {
            let files = try Self.outputFiles(in: directory)
            return files == old ? "old.yml" : files == new ? "new.yml" : nil
        }

        /// Runs the next build as far as its recovery: it stops before it stages a file.
        func recover() throws {
            let run = try runQuipu(["build", "--config", "old.yml"], in: directory, environment: ["QUIPU_FAULT": "after-stage:0"])
            #expect(run.status == 74 && run.standardError.hasSuffix("stopped here as a killed run would; expected no QUIPU_FAULT outside tests\n"),
                    "\(run.standardError)")
            // That stop leaves the record of a stage with no file staged, which the next run discards: discarded here.
            try FileManager.default.removeItem(at: directory.appendingPathComponent(".quipu"))
        }
    }

    @Test("a build stopped by QUIPU_FAULT exits 74 saying so; the next run finishes or undoes it (every step: KilledWriteTests)")
    func stoppedAt() throws {
        let workspace = try Workspace()
        for fault in ["after-stage:20", "after-commit", "after-rename:13"] {
            let stopped = try runQuipu(["build", "--config", "new.yml"], in: workspace.directory, environment: ["QUIPU_FAULT": fault])
            #expect(stopped.status == 74)
            #expect(stopped.standardError.hasSuffix("quipu: error: QUIPU_FAULT=\(fault): stopped here as a killed run would; "
                + "expected no QUIPU_FAULT outside tests\n"), "\(stopped.standardError)")
            #expect(stopped.standardOutput.isEmpty)
            try workspace.recover()
            #expect(try workspace.outputs() == (fault.hasPrefix("after-stage") ? "old.yml" : "new.yml"), "\(fault)")
            _ = try Workspace.build("old.yml", in: workspace.directory)
        }
    }

    @Test("a build killed with SIGKILL at random moments, half of them in its write, leaves all old or all new outputs once the next run has recovered")
    func killedAtRandom() throws {
        let workspace = try Workspace()
        var generator = SystemRandomNumberGenerator()
        let started = ContinuousClock.now
        var current = "old.yml", landedInWrite = 0, runs = 0
        let whole = try measure { _ = try runQuipu(["build", "--config", "new.yml"], in: workspace.directory) }
        _ = try runQuipu(["build", "--config", "old.yml"], in: workspace.directory)
        let record = workspace.directory.appendingPathComponent(".quipu/journal").path
        while runs < 30, ContinuousClock.now - started < .seconds(12) {
            runs += 1
            let target = current == "old.yml" ? "new.yml" : "old.yml"
            let process = Process()
            process.executableURL = quipuExecutable
            process.arguments = ["build", "--config", target]
            process.currentDirectoryURL = workspace.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if runs.isMultiple(of: 2) {
                // Any moment of the run.
                Thread.sleep(forTimeInterval: Double.random(in: 0...whole, using: &generator))
            } else {
                // A moment of its write: once its stage record is there, up to 30 ms on.
                while process.isRunning, !FileManager.default.fileExists(atPath: record) { usleep(200) }
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.03, using: &generator))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: record) { landedInWrite += 1 }
            try workspace.recover()
            let outputs = try workspace.outputs(), names = try Workspace.outputFiles(in: workspace.directory).keys.sorted()
            #expect(outputs != nil, "run \(runs) to \(target) left a mix or a temporary file: \(names)")
            guard let outputs else { return }
            current = outputs
        }
        print("killed \(runs) builds, \(landedInWrite) during their write")
    }

    @Test("a build that cannot write a file (a full disk; here a 16 KB file size limit) exits 73 naming it, and changes no output")
    func cannotWrite() throws {
        let workspace = try Workspace()
        // SIGXFSZ ignored, so that a write past the limit fails with EFBIG as one past a full disk fails with ENOSPC.
        let script = "trap '' XFSZ; ulimit -f 32; exec \"$0\" build --config new.yml"
        let run = try runQuipu(["-c", script, quipuExecutable.path], in: workspace.directory, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 73)
        #expect(run.standardError.hasPrefix("quipu: error: output/timesheet-2024-01.pdf: cannot write (writing \(workspace.directory.path)/output/"
            + ".timesheet-2024-01.pdf.quipu-"), "\(run.standardError)")
        #expect(run.standardError.hasSuffix(".tmp: File too large)\n"), "\(run.standardError)")
        #expect(try workspace.outputs() == "old.yml")
        #expect(!FileManager.default.fileExists(atPath: workspace.directory.appendingPathComponent(".quipu").path))
    }

    @Test("a build while another run holds the workspace's lock says it waits, writes nothing until the lock is free, then builds")
    func waitsForTheLock() throws {
        let workspace = try Workspace()
        let folder = workspace.directory.appendingPathComponent(".quipu")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = open(folder.appendingPathComponent("lock").path, O_RDWR | O_CREAT, 0o666)
        #expect(flock(lock, LOCK_EX) == 0)
        let process = Process(), errors = Pipe()
        process.executableURL = quipuExecutable
        process.arguments = ["build", "--config", "new.yml"]
        process.currentDirectoryURL = workspace.directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        var said = ""
        while !said.contains("\n") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            said += String(decoding: data, as: UTF8.self)
        }
        #expect(said == "quipu: note: waiting for another quipu run to finish (it holds \(folder.path)/lock)\n")
        #expect(process.isRunning)
        #expect(try workspace.outputs() == "old.yml")
        close(lock)
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try workspace.outputs() == "new.yml")
    }
}

/// How long `body` took, in seconds.
private func measure(_ body: () throws -> Void) throws -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
