import ArgumentParser
import Foundation

/// The options every report command takes, declared once. A flag wins over the workspace
/// config's value, which wins over the built-in default (see `ResolutionContext.options`).
public struct ReportFlags: ParsableArguments {
    /// The flags before ArgumentParser fills them in.
    public init() {}

    @Option(help: ArgumentHelp("The report's IANA time zone, such as Europe/Berlin. Default: the config's, else the system's.", valueName: "zone"))
    var timeZone: String?

    @Option(help: ArgumentHelp("The first day of a week: monday or sunday. Default: the config's, else monday.", valueName: "day"))
    var weekStart: String?

    @Option(help: ArgumentHelp("The instant the report is made as of (running records count up to it), such as 2024-04-01T00:00:00Z. Default: now.",
                               valueName: "instant"))
    var asOf: String?

    @Option(help: ArgumentHelp("Comma-separated output formats (see above). Default: all of them.", valueName: "formats"))
    var format: String?

    @Option(help: ArgumentHelp("The folder reports are written to. Default: the config's output, else ./output.", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("The files' name without extension, instead of the report's own (such as timesheet-2024-W13 or invoice-2024-0042).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("A folder with your own copies of the templates (see `quipu templates export`). Default: the config's, else the built-in ones.",
                               valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The workspace config to take defaults from. Default: ./quipu.yml, if there is one.", valueName: "file"))
    var config: String?

    /// The workspace config: the one `--config` names, which must exist, else `./quipu.yml` if there is one.
    func workspace() throws(QuipuError) -> QuipuConfig? {
        if let config {
            guard !config.isEmpty else { throw QuipuError(.usage, "--config is empty; expected a file such as quipu.yml") }
            return try QuipuConfig.load(path: config)
        }
        return FileManager.default.fileExists(atPath: "quipu.yml") ? try QuipuConfig.load(path: "quipu.yml") : nil
    }

    /// The shared options these flags give; `ResolutionContext.options` layers them over the workspace's.
    var options: ReportOptions {
        ReportOptions(timeZone: timeZone, weekStart: weekStart, asOf: asOf,
                      formats: format.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) },
                      outputDirectory: out, fileStem: name, templatesDirectory: templates)
    }

    /// Resolves `request` against the workspace config and this process's environment, makes the
    /// report and prints what was written.
    func make(_ request: some ReportRequest) throws(QuipuError) {
        let report = try request.resolve(in: ResolutionContext(workspace: try workspace(), environment: .current))
        guard !report.inputPaths.contains("") else { throw QuipuError(.usage, "an input file's path is empty; expected a file") }
        try runReports([report])
    }
}

/// Makes `reports` and prints the path of each file written, and any notices and files removed
/// (pages a site no longer has) on stderr, with a progress line for long runs.
public func runReports(_ reports: [any Report]) throws(QuipuError) {
    let progress = ProgressLine()
    defer { progress.clear() }
    let result = try Pipeline.run(reports, progress: progress.show)
    progress.clear()
    result.notices.forEach { FileHandle.standardError.write(Data("quipu: note: \(terminalLine($0))\n".utf8)) }
    result.removed.forEach { FileHandle.standardError.write(Data("quipu: removed \($0) (no longer made)\n".utf8)) }
    result.files.forEach { print($0.path) }
}

/// Runs `body`, printing a `QuipuError` as one line on stderr and exiting with its status.
public func reportingErrors(_ body: () throws(QuipuError) -> Void) throws {
    do {
        try body()
    } catch {
        FileHandle.standardError.write(Data("quipu: error: \(terminalLine(error.message))\n".utf8))
        throw ExitCode(error.status.rawValue)
    }
}

/// `text` safe to print as one line on a terminal: every control character (a line break, an
/// escape sequence's ESC, NUL, DEL, C1) is written as its escape, `\u{1B}`, so text from a
/// hostile file can neither break the line nor drive the terminal.
public func terminalLine(_ text: String) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
        if scalar.properties.generalCategory == .control {
            line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            line.unicodeScalars.append(scalar)
        }
    }
    return line
}

/// A command that makes one report: its own options make a `request`, the shared `flags` the rest.
public protocol ReportCommand: ParsableCommand {
    associatedtype Request: ReportRequest
    /// The options every report command shares.
    var flags: ReportFlags { get }
    /// The report this command's own options ask for, with the shared ones in `flags.options`.
    var request: Request { get }
}

extension ReportCommand {
    /// Makes the report, printing each file written; an error is one line and the exit status.
    public func run() throws {
        try reportingErrors { () throws(QuipuError) in try flags.make(request) }
    }
}
