import Foundation
import QuipuCore

/// The options every kind of report shares, as text from the command line or `quipu.yml`;
/// `nil` where not given. Paths are ready to use: the config's are already made relative to it.
///
/// **One rule of precedence**, applied by `ResolutionContext.options(_:client:inheritedSubfolder:)`
/// and nowhere else: a flag (or, in `quipu build`, the report's own entry) wins over the client's
/// setting (invoices), which wins over the workspace's top level, which wins over the default.
public struct ReportOptions: Sendable, Equatable {
    /// An IANA time zone id.
    public var timeZone: String?
    /// `monday` or `sunday`.
    public var weekStart: String?
    /// An ISO 8601 instant with an offset.
    public var asOf: String?
    /// Format names, such as `html`, `xml`, `csv`.
    public var formats: [String]?
    /// The folder the report's files go to.
    public var outputDirectory: String?
    /// The files' name without extension, instead of the kind's (`timesheet-2024-W13`).
    public var fileStem: String?
    /// A folder of the user's own templates.
    public var templatesDirectory: String?

    public init(timeZone: String? = nil, weekStart: String? = nil, asOf: String? = nil, formats: [String]? = nil,
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

    /// Checks every option and fills in the defaults. `Format` is the report kind's formats (all of
    /// them when none are asked for) and `defaultStem` its file stem; the system's time zone stands
    /// in for a missing one only when `systemTimeZoneAllowed` (a static site, say, must not depend
    /// on the machine that builds it). `origin` starts every error message.
    public func resolve<Format: OutputFormat>(
        _ format: Format.Type, defaultStem: String, in environment: RunEnvironment, systemTimeZoneAllowed: Bool = true, origin: String?
    ) throws(QuipuError) -> ResolvedOptions<Format> {
        func usage(_ message: String) -> QuipuError { QuipuError(.usage, origin.map { "\($0): \(message)" } ?? message) }
        func rethrown(_ error: QuipuError) -> QuipuError { QuipuError(error.status, origin.map { "\($0): \(error.message)" } ?? error.message) }
        let zone: TimeZone
        if let identifier = timeZone {
            guard let named = Self.timeZone(named: identifier) else { throw usage(Self.unknownTimeZone(identifier)) }
            zone = named
        } else if systemTimeZoneAllowed {
            zone = environment.systemTimeZone
        } else {
            throw usage("no time zone; expected --time-zone or `timeZone:` in quipu.yml (an IANA id such as Europe/Berlin)")
        }
        let weekStart = try Self.choice(self.weekStart, default: WeekStart.monday, name: "week start", usage)
        var asOf: Instant?
        if let text = self.asOf {
            guard let instant = Instant.parseISO8601(text) else { throw usage(Self.invalidInstant(text)) }
            asOf = instant
        }
        let output: ReportOutput<Format>
        do throws(QuipuError) {
            let folder = outputDirectory ?? "output"
            guard !folder.isEmpty else { throw QuipuError(.usage, "the output folder is empty; expected a folder such as output") }
            guard templatesDirectory?.isEmpty != true else {
                throw QuipuError(.usage, "the templates folder is empty; expected a folder such as my-templates")
            }
            output = ReportOutput(formats: try Format.parseList(formats), folder: folder,
                                  fileStem: try fileStem.map { text throws(QuipuError) in try ReportOutput<Format>.checkedStem(text) } ?? defaultStem,
                                  templates: try Templates(directory: templatesDirectory))
        } catch {
            throw rethrown(error)
        }
        return ResolvedOptions(timeZone: zone, weekStart: weekStart, asOf: asOf, output: output)
    }

    /// The zone named by an IANA id; `nil` for an empty or unknown one.
    static func timeZone(named identifier: String) -> TimeZone? {
        identifier.isEmpty ? nil : TimeZone(identifier: identifier)
    }

    static func unknownTimeZone(_ identifier: String) -> String {
        "unknown time zone \"\(identifier)\"; expected an IANA id such as Europe/Berlin, America/New_York or UTC"
    }

    static func invalidInstant(_ text: String) -> String {
        "invalid as-of instant \"\(text)\"; expected an ISO 8601 instant with an offset, such as 2024-04-01T00:00:00Z or 2024-04-01T02:00:00+02:00"
    }

    /// The value of `Choice` named `text`, `fallback` when there is none.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String?, default fallback: Choice, name: String, _ usage: (String) -> QuipuError
    ) throws(QuipuError) -> Choice where Choice.RawValue == String {
        guard let text else { return fallback }
        guard let value = Choice(rawValue: text) else {
            throw usage("invalid \(name) \"\(text)\"; expected " + Choice.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return value
    }
}

/// The shared options, checked.
public struct ResolvedOptions<Format: OutputFormat>: Sendable {
    public let timeZone: TimeZone
    public let weekStart: WeekStart
    /// `nil` when not given: each kind of report says what stands in for it (now, for a timesheet).
    public let asOf: Instant?
    public let output: ReportOutput<Format>
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

    public init(now: Date, systemTimeZone: TimeZone, variables: [String: String] = [:]) {
        self.now = now
        self.systemTimeZone = systemTimeZone
        self.variables = variables
    }

    /// The running process's.
    public static var current: RunEnvironment {
        RunEnvironment(now: Date(), systemTimeZone: .current, variables: ProcessInfo.processInfo.environment)
    }
}
