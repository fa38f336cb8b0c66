// Measures Quipu on generated histories of 10k, 100k and 1M time slips:
// load, project and render separately, then the whole `quipu timesheet` process.
//
//     swift build -c release && swift run -c release quipu-benchmark [10k 100k 1M] [--codable]
//
// --codable also times Foundation's JSONDecoder (the reference loader) for comparison.
// `quipu-benchmark fasting` measures a fasting report from a million fasts instead (FastingBenchmark.swift).
import Foundation
import QuipuCore
import QuipuFormats
import QuipuSynthetic

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "fasting" {
    try runFastingBenchmark()
    exit(0)
}
let compareWithCodable = arguments.contains("--codable")
let sizeNames = arguments.filter { !$0.hasPrefix("--") }
let sizes = (sizeNames.isEmpty ? ["10k", "100k", "1M"] : Array(sizeNames)).map { name -> (String, Int) in
    let number = Int(name.dropLast()) ?? 0
    switch name.last {
    case "k": return (name, number * 1000)
    case "M": return (name, number * 1_000_000)
    default: return (name, Int(name) ?? 0)
    }
}

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("quipu")
let dataDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("benchmark-data")
try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The best of `runs` timings: the least disturbed by the rest of the machine.
func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try seconds(body)) }
    return times.min()!
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

let period = "2023-01-01..2024-12-31"
print("Quipu benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, timesheet over \(period) in Europe/Berlin, all three formats")
print("")
print("size   file MB   load s  (MB/s, slips/s)        project s   render s   quipu timesheet: wall s, peak MB")

for (name, count) in sizes {
    let history = SyntheticHistory(slipCount: count)
    let file = dataDirectory.appendingPathComponent("AppState-\(name).json")
    if !FileManager.default.fileExists(atPath: file.path) {
        try Data(history.json()).write(to: file)
    }
    let bytes = [UInt8](try Data(contentsOf: file))
    let megabytes = Double(bytes.count) / 1_000_000

    var state = AppState()
    let load = try best(of: 3) { state = try AppStateLoader.decode(bytes, file: file.path) }
    let outputDirectory = NSTemporaryDirectory() + "quipu-benchmark-\(name)"
    let request = TimesheetRequest(statePath: file.path, period: period, options: ReportOptions(
        timeZone: "Europe/Berlin", asOf: history.end.iso8601, outputDirectory: outputDirectory))
    let parameters = try request.resolve(in: RunEnvironment(now: Date(), systemTimeZone: TimeZone(identifier: "UTC")!)).parameters
    var timesheet: Timesheet?
    let project = best(of: 3) { timesheet = Timesheet(state: state, parameters: parameters) }
    let renderer = try TimesheetRenderer(templates: .builtIn, formats: TimesheetReport.formats)
    let render = try best(of: 3) { _ = try renderer.render(timesheet!, formats: TimesheetReport.formats) }
    let perFormat = try TimesheetReport.formats.map { reportFormat in
        "\(reportFormat.rawValue) " + format(try best(of: 3) { _ = try renderer.render(timesheet!, formats: [reportFormat]) })
    }

    // The whole process, as a user runs it: wall time from spawn to exit, and its peak memory.
    var wall = Double.infinity
    var peak = 0
    for _ in 0..<5 {
        let run = try runProcess(executable.path, ["timesheet", "--state", file.path, "--period", period, "--time-zone", "Europe/Berlin",
                                                   "--as-of", history.end.iso8601, "--out", outputDirectory])
        wall = min(wall, run.seconds)
        peak = max(peak, run.peakKilobytes)
    }
    print("\(name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(format(megabytes, 1).leftPadded(7))  \(format(load).leftPadded(7))  (\(format(megabytes / load, 0)) MB/s, \(format(Double(count) / load / 1e6, 2)) M/s)"
        .padding(toLength: 56, withPad: " ", startingAt: 0)
        + "\(format(project).leftPadded(7))   \(format(render).leftPadded(7))    \(format(wall).leftPadded(7)), \(peak / 1024)")
    print("       render by format, s: " + perFormat.joined(separator: ", "))
    if compareWithCodable {
        let codable = try best(of: 1) { _ = try JSONDecoder().decode(AppState.self, from: Data(bytes)) }
        print("       JSONDecoder (reference loader): \(format(codable)) s")
    }
}

/// Runs a program with its output discarded; returns its wall time and peak resident memory.
func runProcess(_ path: String, _ arguments: [String]) throws -> (seconds: Double, peakKilobytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { fatalError("cannot start \(path)") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard status == 0 else { fatalError("\(path) \(arguments.joined(separator: " ")) failed") }
    return (seconds, usage.ru_maxrss)
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
