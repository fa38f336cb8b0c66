import Foundation
import QuipuCore
import QuipuFormats
import QuipuSynthetic

/// `quipu-benchmark fasting`: a generated history of a million fasts, the report of one month of it
/// in all three formats as a whole `quipu fasting` process, beside Python's `json.load` of the same file.
func runFastingBenchmark() throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let dataDirectory = folder.appendingPathComponent("benchmark-data")
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    let history = SyntheticFastingHistory(fastCount: 1_000_000)
    let file = dataDirectory.appendingPathComponent("fasting-1M.json")
    if !FileManager.default.fileExists(atPath: file.path) {
        try Data(history.json()).write(to: file)
    }
    let bytes = [UInt8](try Data(contentsOf: file))
    // As of a day after the last fast begins: every fast is measured, the last one running.
    let asOf = Instant(milliseconds: Int64((history.fasts().last!.start + 86_400) * 1000)).iso8601
    let period = "2024-03"
    print("Quipu fasting benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, 1,000,000 fasts "
        + "(\(String(format: "%.1f", Double(bytes.count) / 1_000_000)) MB), the report of \(period) in Europe/Berlin, all three formats")

    let load = try best(of: 3) { _ = try FastingHistoryLoader.decode(bytes, file: file.path) }
    let outputDirectory = NSTemporaryDirectory() + "quipu-benchmark-fasting"
    var quipu = Double.infinity, peak = 0
    for _ in 0..<5 {
        let run = try runProcess(folder.appendingPathComponent("quipu").path, [
            "fasting", "--history", file.path, "--period", period, "--time-zone", "Europe/Berlin", "--as-of", asOf, "--out", outputDirectory,
        ])
        quipu = min(quipu, run.seconds)
        peak = max(peak, run.peakKilobytes)
    }
    var python = Double.infinity
    for _ in 0..<3 {
        python = min(python, try runProcess("/usr/bin/python3", ["-c", "import json; json.load(open('\(file.path)'))"]).seconds)
    }
    print("load in process: \(format(load)) s (\(format(Double(bytes.count) / load / 1e6, 0)) MB/s)")
    print("quipu fasting, whole process: \(format(quipu)) s, peak \(peak / 1024) MB")
    print("python3 json.load, whole process: \(format(python)) s")
    print("quipu / python: \(format(quipu / python, 2))")
}
