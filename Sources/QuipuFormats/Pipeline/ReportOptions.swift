import Foundation
import QuipuCore

/// The shared options of one report (see `SharedOption`), typed; `nil` where not given. Paths
/// are ready to use: the config's are already made relative to it.
///
/// **One rule of precedence**, applied by `ResolutionContext.options(_:client:inheritedSubfolder:)`
/// and nowhere else: a flag (or, in `quipu build`, the report's own entry) wins over the client's
/// setting (invoices), which wins over the workspace's top level, which wins over the default.
public struct ReportOptions<Format: OutputFormat>: Sendable, Equatable {
    public var timeZone: TimeZone?
    public var weekStart: WeekStart?
    /// The instant the report is made as of.
    public var asOf: Instant?
    /// At least one, each once, in the order asked for.
    public var formats: [Format]?
    /// The folder the report's files go to.
    public var outputDirectory: String?
    /// The files' name without extension, instead of the kind's (`timesheet-2024-W13`), checked.
    public var fileStem: String?
    /// A folder of the user's own templates.
    public var templatesDirectory: String?

    public init(timeZone: TimeZone? = nil, weekStart: WeekStart? = nil, asOf: Instant? = nil, formats: [Format]? = nil,
                outputDirectory: String? = nil, fileStem: String? = nil, templatesDirectory: String? = nil) {
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.asOf = asOf
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.fileStem = fileStem
        self.templatesDirectory = templatesDirectory
    }

    /// These options, with each one not given here taken from `lower`.
    func layered(over lower: ReportOptions) -> ReportOptions {
        ReportOptions(timeZone: timeZone ?? lower.timeZone, weekStart: weekStart ?? lower.weekStart, asOf: asOf ?? lower.asOf,
                      formats: formats ?? lower.formats, outputDirectory: outputDirectory ?? lower.outputDirectory,
                      fileStem: fileStem ?? lower.fileStem, templatesDirectory: templatesDirectory ?? lower.templatesDirectory)
    }

    /// The options with the defaults filled in: all the kind's formats, the `output` folder, the
    /// built-in templates, monday, and the system's time zone, which stands in for a missing one
    /// only when `systemTimeZoneAllowed` (a static site, say, must not depend on the machine that
    /// builds it). `origin` starts every error message.
    public func settings(in environment: RunEnvironment, systemTimeZoneAllowed: Bool = true,
                        origin: String?) throws(QuipuError) -> ReportSettings<Format> {
        guard let zone = timeZone ?? (systemTimeZoneAllowed ? environment.systemTimeZone : nil) else {
            throw QuipuError.usage("no time zone; expected --time-zone or `timeZone:` in quipu.yml (an IANA id such as Europe/Berlin)", at: origin)
        }
        let templates: Templates
        do { templates = try Templates(directory: templatesDirectory) } catch { throw error.at(origin) }
        return ReportSettings(timeZone: zone, weekStart: weekStart ?? .monday, asOf: asOf, formats: formats ?? Format.allCases,
                               folder: outputDirectory ?? "output", fileStem: fileStem, templates: templates)
    }
}

/// The shared options, checked, with the defaults filled in.
public struct ReportSettings<Format: OutputFormat>: Sendable {
    public let timeZone: TimeZone
    public let weekStart: WeekStart
    /// `nil` when not given: each kind of report says what stands in for it (now, for a timesheet).
    public let asOf: Instant?
    let formats: [Format]
    let folder: String
    /// The stem the user gave; `nil` for the report's own.
    let fileStem: String?
    let templates: Templates

    /// Where the report's files go: named `defaultStem` (`timesheet-2024-W13`) unless the user named them.
    func output(defaultStem: String) -> ReportOutput<Format> {
        ReportOutput(formats: formats, folder: folder, fileStem: fileStem ?? defaultStem, templates: templates)
    }
}

/// What a run takes from the machine, gathered once by the command line so that everything
/// below it is a function of its arguments.
public struct RunEnvironment: Sendable {
    /// The instant the run started.
    public let now: Date
    /// The machine's time zone.
    public let systemTimeZone: TimeZone
    /// The process's environment variables (such as `SOURCE_DATE_EPOCH`).
    public let variables: [String: String]
    /// How many threads a run may keep busy: the machine's active processors.
    public let processorCount: Int

    public init(now: Date, systemTimeZone: TimeZone, variables: [String: String] = [:], processorCount: Int = 1) {
        self.now = now
        self.systemTimeZone = systemTimeZone
        self.variables = variables
        self.processorCount = max(1, processorCount)
    }

    /// The running process's: the only place Quipu reads the clock, the machine's zone, the
    /// environment and the processor count.
    public static var current: RunEnvironment {
        let process = ProcessInfo.processInfo
        return RunEnvironment(now: Date(), systemTimeZone: .current, variables: process.environment, processorCount: process.activeProcessorCount)
    }
}
