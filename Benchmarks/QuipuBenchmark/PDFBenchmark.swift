import Foundation
import QuipuCore
import QuipuFormats
import QuipuSynthetic

/// `quipu-benchmark pdf [COUNT]`: the PDF format beside the HTML. The example workspace's invoice
/// 2024-0042 rendered COUNT times (200 by default) in one process as a PDF and as HTML, in
/// documents per second of CPU time (one core: a document is drawn on one thread; the fonts are
/// loaded and its texts shaped by the first); then a two-year timesheet of 190 tasks (the history
/// `quipu-benchmark 100k --tasks 190` makes) by month and by week, as a PDF and as HTML, each a
/// whole `quipu timesheet` process as a user runs it (best of three), with the PDF's pages.
func runPDFBenchmark(invoiceCount: Int) throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    print("Quipu PDF benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores; CPU seconds of this process, and wall seconds")
    print("")
    print("report                                                 format   each: CPU ms   wall ms   per CPU second   pages")

    let workspace = try QuipuConfig.load(path: repository.appendingPathComponent("quipu.yml").path)
    var request = workspace.requests(of: InvoiceRequest.self)[0]
    let report = try request.resolve(in: ResolutionContext(workspace: workspace, environment: .current))
    let invoice = try report.project(try report.load(progress: nil))
    for format in [InvoiceFormat.html, .pdf] {
        request.options.formats = [format]
        let single = try request.resolve(in: ResolutionContext(workspace: workspace, environment: .current))
        var bytes: [UInt8] = []
        let time = try timed(runs: invoiceCount) { bytes = try single.render(invoice)[0].bytes }
        printRow("invoice 2024-0042, \(invoiceCount) renders", format.rawValue, time, count: invoiceCount, pages: pageCount(bytes))
    }

    let dataDirectory = folder.appendingPathComponent("benchmark-data")
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    let history = SyntheticHistory(slipCount: 100_000, people: 1, tasks: 190, wholeSeconds: false)
    let file = dataDirectory.appendingPathComponent("AppState-100k-190-tasks.json")
    if !FileManager.default.fileExists(atPath: file.path) {
        try Data(history.json()).write(to: file)
    }
    let output = NSTemporaryDirectory() + "quipu-benchmark-pdf"
    for grain in [ColumnGrain.month, .week] {
        for format in [TimesheetFormat.html, .pdf] {
            var time = (cpu: Double.infinity, wall: Double.infinity)
            for _ in 0..<3 {
                let run = try runProcess(folder.appendingPathComponent("quipu").path, [
                    "timesheet", "--state", file.path, "--period", "2023-01-01..2024-12-31", "--time-zone", "Europe/Berlin",
                    "--as-of", history.end.iso8601, "--columns", grain.rawValue, "--format", format.rawValue, "--out", output, "--name", "timesheet",
                ])
                time = run.cpuSeconds < time.cpu ? (run.cpuSeconds, run.seconds) : time
            }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output + "/timesheet." + format.rawValue)))
            printRow("timesheet 2023–2024, 190 tasks, by \(grain.rawValue), process", format.rawValue, time, count: 1, pages: pageCount(bytes))
        }
    }
}

/// The CPU and wall seconds of `runs` runs of `body`.
private func timed(runs: Int, _ body: () throws -> Void) rethrows -> (cpu: Double, wall: Double) {
    let cpuStart = processCPUSeconds(), wallStart = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<runs { try body() }
    return (processCPUSeconds() - cpuStart, Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9)
}

/// The CPU time this process has used, user and system, in seconds.
private func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The number of pages of a PDF (`/Type /Page` objects); none for another format.
private func pageCount(_ bytes: [UInt8]) -> Int? {
    guard bytes.starts(with: Array("%PDF".utf8)) else { return nil }
    return String(decoding: bytes, as: UTF8.self).matches(of: /\/Type \/Page[^s]/).count
}

private func printRow(_ report: String, _ format: String, _ time: (cpu: Double, wall: Double), count: Int, pages: Int?) {
    let each = time.cpu / Double(count)
    print(report.padding(toLength: 55, withPad: " ", startingAt: 0) + format.padding(toLength: 6, withPad: " ", startingAt: 0)
        + String(format: "%14.2f", each * 1000) + String(format: "%10.2f", time.wall / Double(count) * 1000)
        + String(format: "%17.0f", 1 / each) + (pages.map { String(format: "%8d", $0) } ?? ""))
}
