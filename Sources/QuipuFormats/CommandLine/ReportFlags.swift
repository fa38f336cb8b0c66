import ArgumentParser
import Foundation
import QuipuCore

/// The shared options of one kind's command, derived from the kind's declaration
/// (`ReportKind.sharedOptions`): each is parsed once into its typed value, listed in the help
/// only when the kind takes it, and refused as unknown when it does not. A flag wins over the
/// workspace config's value, which wins over the built-in default (see `ResolutionContext.options`).
struct ReportFlags<Kind: ReportKind>: ParsableArguments {
    /// The flags before ArgumentParser fills them in.
    init() {}

    @Option(help: Self.help(.timeZone), transform: SharedOptionValue.timeZone)
    var timeZone: TimeZone?

    @Option(help: Self.help(.weekStart), transform: SharedOptionValue.weekStart)
    var weekStart: WeekStart?

    @Option(help: Self.help(.asOf), transform: SharedOptionValue.instant)
    var asOf: Instant?

    @Option(help: Self.help(.formats), transform: SharedOptionValue.formats)
    var format: [Kind.Format]?

    @Option(help: Self.help(.output), transform: SharedOptionValue.outputFolder)
    var out: String?

    @Option(help: Self.help(.name), transform: ReportOutput<Kind.Format>.checkedStem)
    var name: String?

    @Option(help: Self.help(.templates), transform: SharedOptionValue.templatesFolder)
    var templates: String?

    @Option(help: Self.help(.paper), transform: SharedOptionValue.paper)
    var paper: Paper?

    @Option(help: Self.help(.locale), transform: SharedOptionValue.locale)
    var locale: DocumentLocale?

    @Option(help: Self.help(.csvLocale), transform: SharedOptionValue.csvLocale)
    var csvLocale: QuipuLocale?

    @Option(help: ArgumentHelp("The workspace config to take defaults from. Default: ./quipu.yml, if there is one.", valueName: "file"))
    var config: String?

    /// The help of `option`: its text for this kind, or hidden for good when the kind does not take it.
    private static func help(_ option: SharedOption) -> ArgumentHelp {
        Kind.sharedOptions.contains(option)
            ? ArgumentHelp(Kind.help(of: option), valueName: option.valueName)
            : ArgumentHelp(visibility: .private)
    }

    /// Each shared option and whether it was given.
    private var given: [(option: SharedOption, isGiven: Bool)] {
        [(.timeZone, timeZone != nil), (.weekStart, weekStart != nil), (.asOf, asOf != nil), (.formats, format != nil),
         (.output, out != nil), (.name, name != nil), (.templates, templates != nil), (.paper, paper != nil),
         (.locale, locale != nil), (.csvLocale, csvLocale != nil)]
    }

    /// Refuses a shared option the kind does not take, as the unknown option it is to this command.
    func validate() throws {
        if let refused = given.first(where: { $0.isGiven && !Kind.sharedOptions.contains($0.option) })?.option {
            let taken = Kind.sharedOptions.map(\.flag) + ["--config"]
            throw ValidationError("unknown option '\(refused.flag)'; quipu \(Kind.commandName) takes " + taken.joined(separator: ", ")
                + " besides its own")
        }
    }

    /// The workspace config: the one `--config` names, which must exist, else `./quipu.yml` if there is one.
    func workspace() throws(QuipuError) -> QuipuConfig? {
        if let config {
            guard !config.isEmpty else { throw QuipuError(.usage, "--config is empty; expected a file such as quipu.yml") }
            return try QuipuConfig.load(path: config)
        }
        return FileManager.default.fileExists(atPath: "quipu.yml") ? try QuipuConfig.load(path: "quipu.yml") : nil
    }

    /// The shared options these flags give; `ResolutionContext.options` layers them over the workspace's.
    var options: ReportOptions<Kind.Format> {
        ReportOptions(timeZone: timeZone, weekStart: weekStart, asOf: asOf, formats: format, outputDirectory: out, fileStem: name,
                      templatesDirectory: templates, paper: paper, locale: locale,
                      csvLocale: csvLocale)
    }

    /// Resolves `request` against the workspace config and this process's environment, makes the
    /// report and prints what was written.
    func make(_ request: some ReportRequest) throws(QuipuError) {
        let environment = RunEnvironment.current
        let workspace = try workspace()
        let report = try request.resolve(in: ResolutionContext(workspace: workspace, environment: environment))
        guard !report.inputPaths.contains("") else { throw QuipuError(.usage, "an input file's path is empty; expected a file") }
        try runReports([workspace.map { $0.placed(report) } ?? report], journal: workspace?.journal, in: environment)
    }
}

/// Makes `reports` under `journal` (`nil`: the journal beside the first output) and prints the
/// path of each file written, and any notices and files removed (pages a site no longer has) on
/// stderr, with a progress line for long runs; a note on stderr says when the run waits for
/// another to finish. `QUIPU_FAULT` stops the write at a point, for tests.
package func runReports(_ reports: [any Report], journal: OutputJournal?, in environment: RunEnvironment) throws(QuipuError) {
    let fault = try environment.writeFault()
    let progress = ProgressLine(environment: environment.variables)
    defer { progress.clear() }
    let result = try Pipeline.run(reports, journal: journal, workers: environment.processorCount, fault: fault) { step in
        guard case .waiting = step else { return progress.show(step) }
        progress.clear()
        FileHandle.standardError.write(Data("quipu: note: \(terminalLine(step.description))\n".utf8))
    }
    progress.clear()
    result.notices.forEach { FileHandle.standardError.write(Data("quipu: note: \(terminalLine($0))\n".utf8)) }
    result.removed.forEach { FileHandle.standardError.write(Data("quipu: removed \($0) (no longer made)\n".utf8)) }
    result.files.forEach { print($0.path) }
}

/// Runs `body`, printing a `QuipuError` as one line on stderr and exiting with its status.
/// A usage error points to the help of `command` (`quipu timesheet`), as the argument parser's
/// do; `nil` for a command whose mistakes are quipu.yml's (`quipu build`).
package func reportingErrors(help command: String?, _ body: () throws(QuipuError) -> Void) throws {
    do {
        try body()
    } catch {
        let help = error.status == .usage ? command.map { " (see \($0) --help)" } ?? "" : ""
        FileHandle.standardError.write(Data("quipu: error: \(terminalLine(error.message))\(help)\n".utf8))
        throw ExitCode(error.status.rawValue)
    }
}

/// `text` safe to print as one line on a terminal: every control character (a line break, an
/// escape sequence's ESC, NUL, DEL, C1) is written as its escape, `\u{1B}`, so text from a
/// hostile file can neither break the line nor drive the terminal.
package func terminalLine(_ text: String) -> String {
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

/// A command that makes one report of `Kind`: its own options make a `request`, the shared
/// `flags` the rest.
protocol ReportCommand: ParsableCommand {
    associatedtype Kind: ReportKind where Kind.Command == Self
    /// The shared options the kind takes.
    var flags: ReportFlags<Kind> { get }
    /// The report this command's own options ask for, with the shared ones in `flags.options`.
    var request: Kind.Request { get }
}

extension ReportCommand {
    /// Makes the report, printing each file written; an error is one line and the exit status.
    func run() throws {
        try reportingErrors(help: "quipu \(Kind.commandName)") { () throws(QuipuError) in try flags.make(request) }
    }
}
