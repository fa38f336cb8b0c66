import Foundation
import QuipuFormats
import QuipuSynthetic

/// `quipu-benchmark trackers [SIZE]`: each tracker loader on the same generated records (a
/// million by default), in process, beside the AppState loader on the same records as
/// `AppState.json`: five pairs, each the AppState loader then the tracker's, so that a busy
/// moment of this shared machine slows both of a pair; it prints each loader's best time and the
/// median of the pairs' ratios of MB/s. Then, for each tracker whose own program is installed
/// (`timew`, `watson`, `hledger`), that program's report of the whole history beside `quipu timesheet`'s of its file.
func runTrackersBenchmark(recordCount: Int) throws {
    let history = SyntheticTrackerHistory(recordCount: recordCount)
    let utc = TimeZone(identifier: "UTC")!
    say("Quipu trackers benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(recordCount) records in each format")
    say("format        file MB   load s   MB/s   records/s   MB/s of the AppState loader's (median of 5 pairs)")
    let appState = history.appState()
    func loadAppState() throws -> Double { try seconds { _ = try AppStateLoader.decode(appState, file: "AppState.json") } }
    var appStateBest = try loadAppState()
    func row(_ name: String, _ bytes: [UInt8], _ seconds: Double, _ ratio: Double) -> String {
        let megabytes = Double(bytes.count) / 1e6
        return name.padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(format: "%8.1f %8.3f %6.0f %11.0f   %.2f", megabytes, seconds, megabytes / seconds, Double(recordCount) / seconds, ratio)
    }
    let files: [(format: TrackerFormat, bytes: [UInt8])] = [
        (.timewarrior, history.timewarrior()), (.watson, history.watsonFrames()), (.timeclock, history.timeclock()),
        (.toggl, history.toggl()), (.clockify, history.clockify()),
    ]
    for (format, bytes) in files {
        var slips = 0
        var best = Double.infinity, ratios: [Double] = []
        for _ in 0..<5 {
            let appStateSeconds = try loadAppState()
            appStateBest = min(appStateBest, appStateSeconds)
            let loadSeconds = try seconds {
                let state = try TrackerFile.decode(bytes, file: format.rawValue, format: format, sourceTimeZone: utc, mapping: TrackerMapping())
                slips = state.projects.reduce(0) { $0 + $1.tasks.reduce(0) { $0 + $1.timeSlips.count } }
            }
            best = min(best, loadSeconds)
            ratios.append(Double(bytes.count) / loadSeconds / (Double(appState.count) / appStateSeconds))
        }
        guard slips == recordCount else { throw QuipuError(.dataError, "\(format.rawValue): \(slips) slips loaded of \(recordCount)") }
        say(row(format.rawValue, bytes, best, ratios.sorted()[2]))
    }
    say(row("appstate", appState, appStateBest, 1) + "   (its best of the pairs above)")
    try comparePeerReports(history, files: files)
}

/// Each installed tracker's own report of the whole history beside `quipu timesheet` over the same
/// file and period: wall times, the best of three, or of one run where that takes over ten seconds.
private func comparePeerReports(_ history: SyntheticTrackerHistory, files: [(format: TrackerFormat, bytes: [UInt8])]) throws {
    let programFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let folder = programFolder.appendingPathComponent("benchmark-data/trackers-\(history.recordCount)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
    func installed(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }
    let lastDay = "\(history.lastDay)"
    let period = "2000-01-01..\(lastDay)"
    func quipuSeconds(_ path: String) throws -> Double {
        let arguments = ["timesheet", "--state", path, "--period", period, "--time-zone", "UTC", "--as-of", "\(lastDay)T23:59:59Z",
                         "--format", "csv", "--out", folder.appendingPathComponent("output").path]
        return try bestWallSeconds { try runProcess(programFolder.appendingPathComponent("quipu").path, arguments).seconds }
    }
    func peerSeconds(_ environment: [String], _ command: [String]) throws -> Double {
        try bestWallSeconds { try runProcess("/usr/bin/env", environment + command).seconds }
    }
    var peers: [(tool: String, report: String, seconds: () throws -> Double, quipuFile: String)] = []
    if installed("timew") {
        let database = folder.appendingPathComponent("timew")
        try FileManager.default.createDirectory(at: database.appendingPathComponent("data"), withIntermediateDirectories: true)
        try Data().write(to: database.appendingPathComponent("timewarrior.cfg"))
        for month in history.timewarriorDatabase() { _ = try write(month.bytes, "timew/data/\(month.name)") }
        peers.append(("timew", "timew summary", {
            try peerSeconds(["TIMEWARRIORDB=\(database.path)"], ["timew", "summary", "2000-01-01", "-", "tomorrow"])
        }, try write(files[0].bytes, "timew.json")))
    }
    if installed("watson") {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("watson"), withIntermediateDirectories: true)
        let frames = try write(files[1].bytes, "watson/frames")
        peers.append(("watson", "watson report --json", {
            try peerSeconds(["WATSON_DIR=\(folder.appendingPathComponent("watson").path)"],
                            ["watson", "report", "--from", "2000-01-01", "--to", lastDay, "--json"])
        }, frames))
    }
    if installed("hledger") {
        let timeclock = try write(files[2].bytes, "history.timeclock")
        peers.append(("hledger", "hledger balance", { try peerSeconds([], ["hledger", "-f", timeclock, "balance"]) }, timeclock))
    }
    guard !peers.isEmpty else {
        say("\nNo tracker's own program is installed (timew, watson, hledger): their report times are left out.")
        return
    }
    say("\nThe trackers' own reports of the whole history (\(period)) beside quipu timesheet's, wall s, best of three (one run over 10 s)")
    say("tool      report                    tool s   quipu s   tool / quipu")
    for peer in peers {
        let theirs = try peer.seconds(), ours = try quipuSeconds(peer.quipuFile)
        say(peer.tool.padding(toLength: 10, withPad: " ", startingAt: 0) + peer.report.padding(toLength: 24, withPad: " ", startingAt: 0)
            + String(format: "%8.2f %9.2f   %.1f", theirs, ours, theirs / ours))
    }
}

/// The shortest of three runs of `run`, or its one run when that takes over ten seconds.
private func bestWallSeconds(_ run: () throws -> Double) rethrows -> Double {
    var best = try run()
    if best <= 10 { for _ in 0..<2 { best = min(best, try run()) } }
    return best
}

/// Writes `line` at once, so that a long run shows each figure as it is measured.
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
