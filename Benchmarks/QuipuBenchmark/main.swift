// Measures Quipu on generated histories of 10k, 100k and 1M time slips:
// load, project and render separately, then the whole `quipu timesheet` process.
//
//     swift build -c release && swift run -c release quipu-benchmark [10k 100k 1M] [--people N] [--tasks N] [--times KIND] [--columns GRAIN] [--codable]
//
// A size is a count of slips: a whole number, or one followed by k (thousands) or M (millions).
// --people N generates a team's merged history: N people whose slips run at the same time
// (each person's own slips never overlap). --tasks N spreads every slip over N tasks in 25
// projects at random (an agency's shape: every task has time nearly every day, the widest grid);
// the timesheet is then also timed with --columns day, and each size is timed twice: on slips
// with fractional-second times and on the same slips in whole seconds. --times fractional, whole
// or both chooses the times of the generated slips (default: both with --tasks, else
// fractional). --columns day, week or month sets the
// timesheet's columns instead (default: chosen from the period, months here). Each whole run is
// timed beside Python's json.load of the same file, in turn, with medians. --codable also times Foundation's JSONDecoder (the
// reference loader) for comparison. --only checkout times the checkout of 100,000 orders alone;
// --only timesheet times the timesheets alone. `quipu-benchmark fasting` measures a fasting report from a
// million fasts instead (FastingBenchmark.swift), `quipu-benchmark trackers [SIZE]` each other tracker's loader on a million records beside the AppState loader, and the
// trackers' own programs' reports of them where installed (TrackersBenchmark.swift). `quipu-benchmark register [COUNT]` builds a
// workspace whose register holds COUNT invoices, 10k by default (RegisterBenchmark.swift). `quipu-benchmark pdf [COUNT]`
// times the PDF format beside the HTML in one process: an invoice COUNT times (200 by default), a two-year
// timesheet of 190 tasks by month and by week (PDFBenchmark.swift).
import Foundation
import QuipuCore
import QuipuFormats
import QuipuSynthetic

let usage = "usage: quipu-benchmark [SIZE ...] [--people N] [--tasks N] [--times fractional|whole|both] [--columns day|week|month] [--codable] [--only checkout|timesheet];"
    + " SIZE is 10k, 100k, 1M or another count of slips"
    + " (a whole number, or one followed by k or M)"

/// Stops with a usage error (sysexits 64).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("quipu-benchmark: \(message)\n\(usage)\n".utf8))
    exit(64)
}

/// The slip count a size names (`10k`, `1M`, `2500`), or `nil` if it names none.
func slipCount(named name: String) -> Int? {
    let multiplier: Int, digits: Substring
    switch name.last {
    case "k": (multiplier, digits) = (1000, name.dropLast())
    case "M": (multiplier, digits) = (1_000_000, name.dropLast())
    default: (multiplier, digits) = (1, name[...])
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let number = Int(digits), number > 0 else { return nil }
    return number * multiplier
}

if CommandLine.arguments.dropFirst().first == "fasting" {
    try runFastingBenchmark()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "register" {
    let size = CommandLine.arguments.dropFirst(2).first ?? "10k"
    guard let count = slipCount(named: size) else { usageError("unknown count of invoices '\(size)'") }
    try runRegisterBenchmark(invoiceCount: count)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "pdf" {
    let size = CommandLine.arguments.dropFirst(2).first ?? "200"
    guard let count = slipCount(named: size) else { usageError("unknown count of invoices '\(size)'") }
    try runPDFBenchmark(invoiceCount: count)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "trackers" {
    let size = CommandLine.arguments.dropFirst(2).first ?? "1M"
    guard let count = slipCount(named: size) else { usageError("unknown size '\(size)'") }
    try runTrackersBenchmark(recordCount: count)
    exit(0)
}

var compareWithCodable = false
var onlyCheckout = false
var onlyTimesheet = false
var people = 1
var tasks: Int?
var columns: String?
/// Whether each size's slips are generated with fractional-second times, in whole seconds, or both (`nil`: as `--tasks` decides).
var timeKinds: [Bool]?
var sizeNames: [String] = []
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    switch argument {
    case "--codable":
        compareWithCodable = true
    case "--people":
        guard let value = remaining.popFirst(), let count = Int(value), count >= 1 else { usageError("--people needs a whole number of at least 1") }
        people = count
    case "--tasks":
        guard let value = remaining.popFirst(), let count = Int(value), count >= 1 else { usageError("--tasks needs a whole number of at least 1") }
        tasks = count
    case "--times":
        switch remaining.popFirst() {
        case "fractional": timeKinds = [false]
        case "whole": timeKinds = [true]
        case "both": timeKinds = [false, true]
        default: usageError("--times takes fractional, whole or both")
        }
    case "--columns":
        guard let value = remaining.popFirst(), ColumnGrain(rawValue: value) != nil else { usageError("--columns takes day, week or month") }
        columns = value
    case "--only":
        switch remaining.popFirst() {
        case "checkout": onlyCheckout = true
        case "timesheet": onlyTimesheet = true
        default: usageError("--only takes checkout or timesheet")
        }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard !argument.hasPrefix("-") else { usageError("unknown option '\(argument)'") }
        guard slipCount(named: argument) != nil else { usageError("unknown size '\(argument)'") }
        sizeNames.append(argument)
    }
}
let sizes = (sizeNames.isEmpty ? ["10k", "100k", "1M"] : sizeNames).map { ($0, slipCount(named: $0)!) }
/// For each history timed: whether its times are whole seconds.
let wholeSecondKinds = timeKinds ?? (tasks == nil ? [false] : [false, true])

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
let team = (people == 1 ? "one person's history" : "a team history of \(people) people") + (tasks.map { ", \($0) tasks" } ?? "")
if !onlyCheckout {
print("Quipu benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(team), timesheet over \(period) in Europe/Berlin, all three formats, \(columns ?? "default") columns")
print("")
print("size   file MB   load s  (MB/s, slips/s)        project s   render s   quipu timesheet: wall s, peak MB")
}

/// Each timed history's whole `quipu timesheet` run against Python's `json.load`, for the summary.
var ratios: [(history: String, quipu: Double, python: Double)] = []
for (name, count) in sizes where !onlyCheckout {
    for wholeSeconds in wholeSecondKinds {
        let history = SyntheticHistory(slipCount: count, people: people, tasks: tasks, wholeSeconds: wholeSeconds)
        let file = dataDirectory.appendingPathComponent(historyFileName(name, wholeSeconds: wholeSeconds))
        if !FileManager.default.fileExists(atPath: file.path) {
            try Data(history.json()).write(to: file)
        }
        let bytes = [UInt8](try Data(contentsOf: file))
        let megabytes = Double(bytes.count) / 1_000_000

        var state = AppState()
        let load = try best(of: 3) { state = try AppStateLoader.decode(bytes, file: file.path) }
        let outputDirectory = NSTemporaryDirectory() + "quipu-benchmark-\(name)"
        let parameters = TimesheetParameters(period: try Period.parse(period), timeZone: TimeZone(identifier: "Europe/Berlin")!, asOf: history.end,
                                             columns: columns.flatMap(ColumnGrain.init(rawValue:)))
        var timesheet: Timesheet?
        let project = best(of: 3) { timesheet = Timesheet(state: state, parameters: parameters) }
        let renderer = try TimesheetRenderer(templates: .builtIn, formats: TimesheetFormat.allCases)
        let render = try best(of: 3) { _ = try renderer.render(timesheet!) }
        let perFormat = try TimesheetFormat.allCases.map { reportFormat in
            let single = try TimesheetRenderer(templates: .builtIn, formats: [reportFormat])
            return "\(reportFormat.rawValue) " + format(try best(of: 3) { _ = try single.render(timesheet!) })
        }

        // The whole process, as a user runs it: wall time from spawn to exit, and its peak memory,
        // each run followed by Python's json.load of the same file, so that both see the same machine.
        var walls: [Double] = [], pythonWalls: [Double] = []
        var peak = 0
        let arguments = ["timesheet", "--state", file.path, "--period", period, "--time-zone", "Europe/Berlin", "--as-of", history.end.iso8601,
                         "--out", outputDirectory] + (columns.map { ["--columns", $0] } ?? [])
        for _ in 0..<5 {
            let run = try runProcess(executable.path, arguments)
            walls.append(run.seconds)
            peak = max(peak, run.peakKilobytes)
            pythonWalls.append(try pythonJSONLoad(file.path))
        }
        let wall = median(walls), python = median(pythonWalls)
        let label = name + (wholeSeconds ? " whole seconds" : wholeSecondKinds.count > 1 ? " fractional seconds" : "")
        ratios.append((label, wall, python))
        if wholeSecondKinds != [false] { print("\(label), \(history.slipCount) slips:") }
        print("\(name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(format(megabytes, 1).leftPadded(7))  \(format(load).leftPadded(7))  (\(format(megabytes / load, 0)) MB/s, \(format(Double(count) / load / 1e6, 2)) M/s)"
            .padding(toLength: 56, withPad: " ", startingAt: 0)
            + "\(format(project).leftPadded(7))   \(format(render).leftPadded(7))    \(format(wall).leftPadded(7)), \(peak / 1024)")
        print("       render by format, s: " + perFormat.joined(separator: ", ")
            + "; columns: \(timesheet!.columns.count) \(timesheet!.parameters.columns.rawValue) × \(timesheet!.rows.count) tasks")
        print("       medians of five in turn: quipu \(format(wall)) s, Python json.load of the same file \(format(python)) s; quipu / python: \(format(wall / python, 2))")
        if tasks != nil && columns == nil {
            var dayWalls: [Double] = [], dayPythonWalls: [Double] = [], dayPeak = 0
            for _ in 0..<3 {
                let run = try runProcess(executable.path, arguments + ["--columns", "day"])
                dayWalls.append(run.seconds)
                dayPeak = max(dayPeak, run.peakKilobytes)
                dayPythonWalls.append(try pythonJSONLoad(file.path))
            }
            print("       with --columns day, medians of three in turn: quipu \(format(median(dayWalls))) s, peak \(dayPeak / 1024) MB; "
                + "python \(format(median(dayPythonWalls))) s; quipu / python: \(format(median(dayWalls) / median(dayPythonWalls), 2))")
        }
        print("       overlapping pairs: \(timesheet!.overlaps.pairCount), sharing \(timesheet!.overlaps.sharedTime.hoursMinutesText) h:mm")
        if compareWithCodable {
            let codable = try best(of: 1) { _ = try JSONDecoder().decode(AppState.self, from: Data(bytes)) }
            print("       JSONDecoder (reference loader): \(format(codable)) s")
        }
    }
}
if ratios.count > 1 {
    print("")
    print("Whole quipu timesheet against Python's json.load of the same file (medians of five in turn):")
    for ratio in ratios {
        print("       \(ratio.history.padding(toLength: 24, withPad: " ", startingAt: 0)) quipu \(format(ratio.quipu)) s, python \(format(ratio.python)) s, "
            + "quipu / python \(format(ratio.quipu / ratio.python, 2))")
    }
}

/// The middle of `values` (the mean of the middle two when their count is even).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The wall time of `python3 -c 'import json,sys; json.load(open(sys.argv[1]))' FILE`.
func pythonJSONLoad(_ path: String) throws -> Double {
    try spawnAndWait("/usr/bin/python3", ["-c", "import json,sys; json.load(open(sys.argv[1]))", path]).seconds
}

/// The generated history of size `name` with this run's people and tasks, its times whole seconds or
/// not: `AppState-1M-333-people-190-tasks.json`, `AppState-1M-333-people-190-tasks-whole-seconds.json`.
@MainActor
func historyFileName(_ name: String, wholeSeconds: Bool = false) -> String {
    "AppState-\(name)" + (people == 1 ? "" : "-\(people)-people") + (tasks.map { "-\($0)-tasks" } ?? "") + (wholeSeconds ? "-whole-seconds" : "") + ".json"
}

/// Runs a program with its output discarded; returns its wall time, peak resident memory and CPU time.
///
/// Linux charges a child started by `posix_spawn` (which shares this process's memory until it
/// execs) with this process's peak as well, so the peak is measured by GNU time, a small process
/// that forks the program itself, when `/usr/bin/time` is there; the wall time stays our own.
func runProcess(_ path: String, _ arguments: [String]) throws -> (seconds: Double, peakKilobytes: Int, cpuSeconds: Double) {
    let direct = try spawnAndWait(path, arguments)
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else { return direct }
    let report = NSTemporaryDirectory() + "quipu-benchmark-peak-\(getpid()).txt"
    _ = try spawnAndWait(time, ["-f", "%M", "-o", report, path] + arguments)
    let kilobytes = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (direct.seconds, kilobytes ?? direct.peakKilobytes, direct.cpuSeconds)
}

/// Starts a program with its output discarded and waits for it; its wall time, `ru_maxrss` and CPU time (user and system).
func spawnAndWait(_ path: String, _ arguments: [String]) throws -> (seconds: Double, peakKilobytes: Int, cpuSeconds: Double) {
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
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return (seconds, usage.ru_maxrss, cpu)
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

// Invoices: a month of each history billed in html, xml, csv and ubl, converted from EUR hourly
// rates to USD, timed inside one process (load, project, render) and as a whole `quipu invoice`
// run; beside them the same invoice rendered as a PDF alone (drawn and finished as PDF/A-3b).
let invoiceMonth = "2024-12"
let ratesFile = dataDirectory.appendingPathComponent("rates-2024.json")
if !FileManager.default.fileExists(atPath: ratesFile.path) {
    try Data(syntheticRates().utf8).write(to: ratesFile)
}
if onlyTimesheet { exit(0) }
if !onlyCheckout {
print("")
print("Invoice of \(invoiceMonth) from \(team), html, xml, csv and ubl, rates EUR → USD")
print("size   load s   project s   render s   pdf s   quipu invoice: wall s, peak MB   lines   pdf pages")
}
for (name, _) in sizes where !onlyCheckout {
    let stateName = historyFileName(name)
    let workspace = dataDirectory.appendingPathComponent("invoice-workspace-\(name)-\(people)" + (tasks.map { "-\($0)" } ?? ""))
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let config = workspace.appendingPathComponent("quipu.yml")
    let asOf = SyntheticHistory(slipCount: 1, people: people).end.iso8601
    try Data("""
    workspace: \(dataDirectory.path)
    timeZone: Europe/Berlin
    rates: rates-2024.json
    seller: {name: Ada Lovelace Consulting, address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE},
             vatId: DE123456789, iban: DE89370400440532013000, accountingCurrency: EUR}
    clients:
      acme: {name: ACME Corp., address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US},
             state: \(stateName), currency: USD, rateCurrency: EUR, hourlyRate: 95.00, vat: {category: S, percent: 19},
             paymentTermsDays: 14, round: 15:up:task}
    invoices:
      - {client: acme, period: \(invoiceMonth), number: B-1, issueDate: 2025-01-02, asOf: "\(asOf)", formats: [html, xml, csv, ubl],
         output: \(NSTemporaryDirectory())quipu-benchmark-invoice}

    """.utf8).write(to: config)
    let quipuConfig = try QuipuConfig.load(path: config.path)
    let report = try quipuConfig.requests(of: InvoiceRequest.self)[0].resolve(in: ResolutionContext(workspace: quipuConfig, environment: .current))
    var source: InvoiceSource?
    let load = try best(of: 3) { source = try report.load(progress: nil) }
    var invoice: Invoice?
    let project = try best(of: 3) { invoice = try report.project(source!) }
    let render = try best(of: 3) { _ = try report.render(invoice!) }
    var pdfRequest = quipuConfig.requests(of: InvoiceRequest.self)[0]
    pdfRequest.options.formats = [.pdf]
    let pdfReport = try pdfRequest.resolve(in: ResolutionContext(workspace: quipuConfig, environment: .current))
    var pdf: [UInt8] = []
    let pdfRender = try best(of: 3) { pdf = try pdfReport.render(invoice!)[0].bytes }
    let pdfPages = String(decoding: pdf, as: UTF8.self).matches(of: /\/Type \/Page[^s]/).count
    var wall = Double.infinity, peak = 0
    for _ in 0..<5 {
        let run = try runProcess(executable.path, ["invoice", "acme", "--config", config.path, "--period", invoiceMonth, "--number", "B-1",
                                                   "--issue-date", "2025-01-02", "--as-of", asOf, "--format", "html,xml,csv,ubl",
                                                   "--out", NSTemporaryDirectory() + "quipu-benchmark-invoice"])
        wall = min(wall, run.seconds)
        peak = max(peak, run.peakKilobytes)
    }
    print("\(name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(format(load).leftPadded(6))   \(format(project).leftPadded(9))   "
        + "\(format(render).leftPadded(8))   \(format(pdfRender).leftPadded(5))   \(format(wall).leftPadded(13)), \(peak / 1024)"
            .padding(toLength: 58, withPad: " ", startingAt: 0) + "\(invoice!.lines.count)".padding(toLength: 8, withPad: " ", startingAt: 0) + "\(pdfPages)")
}

// Checkout: 100,000 generated orders in five currencies over 2024, priced from the example
// catalog with the generated rates, in all three formats.
let orderCount = 100_000
let ordersFile = dataDirectory.appendingPathComponent("orders-100k.json")
if !FileManager.default.fileExists(atPath: ordersFile.path) {
    try Data(syntheticOrders(orderCount).utf8).write(to: ordersFile)
}
let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/luthier.json").path
let checkoutConfig = try QuipuConfig.parse(Array("""
    checkouts:
      - {orders: \(ordersFile.path), catalog: \(catalogPath), rates: \(ratesFile.path), output: \(NSTemporaryDirectory())quipu-benchmark-checkout}
    """.utf8), path: dataDirectory.appendingPathComponent("checkout.yml").path)
let checkoutReport = try checkoutConfig.requests(of: CheckoutRequest.self)[0].resolve(in: ResolutionContext(workspace: checkoutConfig, environment: .current))
var checkoutSource: CheckoutSource?
let checkoutLoad = try best(of: 3) { checkoutSource = try checkoutReport.load(progress: nil) }
var checkout: Checkout?
let checkoutProject = try best(of: 3) { checkout = try checkoutReport.project(checkoutSource!) }
let checkoutRender = try best(of: 3) { _ = try checkoutReport.render(checkout!) }
// Each whole run writes its 147 MB into an empty folder, as a first run does (a run whose
// outputs are already there compares them and writes nothing), after the system has flushed
// the previous run's files to the disk, so that no run pays for another's.
var checkoutWalls: [Double] = [], checkoutPeak = 0
for _ in 0..<5 {
    let output = NSTemporaryDirectory() + "quipu-benchmark-checkout"
    try? FileManager.default.removeItem(atPath: output)
    sync()
    let run = try runProcess(executable.path, ["checkout", "--orders", ordersFile.path, "--catalog", catalogPath, "--rates", ratesFile.path,
                                               "--out", output])
    checkoutWalls.append(run.seconds)
    checkoutPeak = max(checkoutPeak, run.peakKilobytes)
}
checkoutWalls.sort()
print("")
print("Checkout of \(orderCount) orders, html, xml and csv")
print("load s \(format(checkoutLoad)), project s \(format(checkoutProject)), render s \(format(checkoutRender)); "
    + "quipu checkout writing new files: wall s best \(format(checkoutWalls[0])), median \(format(checkoutWalls[2])), peak MB \(checkoutPeak / 1024)")

/// Daily EUR-based rates for every weekday of 2024, in the JSON rates format.
func syntheticRates() -> String {
    var generator = SplitMix64(state: 7)
    var days: [String] = []
    for offset in 0..<366 {
        let date = LocalDate(year: 2024, month: 1, day: 1)!.adding(days: offset)
        guard date.isoWeekday <= 5 else { continue }
        func quote(_ base: Int) -> String { String(format: "%d.%04d", base / 10_000, base % 10_000 + Int(generator.next() % 100)) }
        days.append(#"{"base":"EUR","date":"\#(date)","rates":{"USD":"\#(quote(10_800))","GBP":"\#(quote(8_500))","ILS":"\#(quote(39_500))","JPY":"\#(quote(1_620_000))"}}"#)
    }
    return "[\n" + days.joined(separator: ",\n") + "\n]\n"
}

/// `count` orders of the example catalog's available options, dated over 2024, in USD, EUR, GBP, ILS and JPY.
func syntheticOrders(_ count: Int) -> String {
    let currencies = ["USD", "EUR", "GBP", "ILS", "JPY"], shapes = ["casual", "chunky"], options = [
        ["natural", "sky", "sunset"], ["mahogany", "maple", "koa"], ["rosewood", "birdseye-maple", "ebony"], ["pickup", "ground", "express"],
    ]
    var generator = SplitMix64(state: 11)
    var orders: [String] = []
    orders.reserveCapacity(count)
    for index in 0..<count {
        func pick(_ choices: [String]) -> String { choices[Int(generator.next() % UInt64(choices.count))] }
        let date = LocalDate(year: 2024, month: 1, day: 1)!.adding(days: Int(generator.next() % 366))
        orders.append(#"{"id":"B-\#(index + 1)","date":"\#(date)","guitar":{"shape":"\#(pick(shapes))","color":"\#(pick(options[0]))","body":"\#(pick(options[1]))","fretboard":"\#(pick(options[2]))"},"shipping":"\#(pick(options[3]))","currency":"\#(pick(currencies))"}"#)
    }
    return "[\n" + orders.joined(separator: ",\n") + "\n]\n"
}
