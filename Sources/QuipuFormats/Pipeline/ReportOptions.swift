import Foundation
import QuipuCore

/// The options every kind of report shares, as text from the command line or `quipu.yml`;
/// `nil` where not given. Paths are ready to use: the config's are already made relative to it.
public struct ReportOptions: Sendable, Equatable {
    /// An IANA time zone id.
    public var timeZone: String?
    /// `monday` or `sunday`.
    public var weekStart: String?
    /// An ISO 8601 instant with an offset.
    public var asOf: String?
    /// Format names, such as `html`, `xml`, `csv`.
    public var formats: [String]?
    /// The folder reports go to.
    public var outputDirectory: String?
    /// A folder of the user's own templates.
    public var templatesDirectory: String?

    public init(timeZone: String? = nil, weekStart: String? = nil, asOf: String? = nil, formats: [String]? = nil,
                outputDirectory: String? = nil, templatesDirectory: String? = nil) {
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.asOf = asOf
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
    }

    /// These options, with each one not given here taken from `defaults`: flags over a config
    /// entry, a config entry over the config's top level.
    public func filling(from defaults: ReportOptions) -> ReportOptions {
        ReportOptions(timeZone: timeZone ?? defaults.timeZone, weekStart: weekStart ?? defaults.weekStart, asOf: asOf ?? defaults.asOf,
                      formats: formats ?? defaults.formats, outputDirectory: outputDirectory ?? defaults.outputDirectory,
                      templatesDirectory: templatesDirectory ?? defaults.templatesDirectory)
    }

    /// Checks every option and fills in defaults. `supportedFormats` are the report kind's (all of
    /// them when none are asked for); the system's time zone stands in for a missing one only when
    /// `systemTimeZoneAllowed` (a static site, say, must not depend on the machine that builds it).
    /// `origin` starts every error message.
    public func resolve(in environment: RunEnvironment, supportedFormats: [ReportFormat], systemTimeZoneAllowed: Bool = true,
                        origin: String?) throws(QuipuError) -> ResolvedOptions {
        func usage(_ message: String) -> QuipuError { QuipuError(.usage, origin.map { "\($0): \(message)" } ?? message) }
        let zone: TimeZone
        if let identifier = timeZone {
            guard !identifier.isEmpty, let named = TimeZone(identifier: identifier) else {
                throw usage("unknown time zone \"\(identifier)\"; expected an IANA id such as Europe/Berlin, America/New_York or UTC")
            }
            zone = named
        } else if systemTimeZoneAllowed {
            zone = environment.systemTimeZone
        } else {
            throw usage("no time zone; expected --time-zone or `timeZone:` in quipu.yml (an IANA id such as Europe/Berlin)")
        }
        let weekStart = try Self.choice(self.weekStart, default: WeekStart.monday, name: "week start", usage)
        var asOf: Instant?
        if let text = self.asOf {
            guard let instant = Instant.parseISO8601(text) else {
                throw usage("invalid as-of instant \"\(text)\"; expected an ISO 8601 instant with an offset, "
                    + "such as 2024-04-01T00:00:00Z or 2024-04-01T02:00:00+02:00")
            }
            asOf = instant
        }
        let formats: [ReportFormat]
        do {
            formats = try ReportFormat.parseList(self.formats?.joined(separator: ",") ?? "", supported: supportedFormats)
        } catch {
            throw QuipuError(.usage, origin.map { "\($0).formats: \(error.message)" } ?? error.message)
        }
        let templates: Templates
        do {
            templates = try Templates(directory: templatesDirectory)
        } catch {
            throw QuipuError(error.status, origin.map { "\($0): \(error.message)" } ?? error.message)
        }
        return ResolvedOptions(timeZone: zone, weekStart: weekStart, asOf: asOf, formats: formats,
                               outputDirectory: outputDirectory ?? "output", templates: templates)
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
public struct ResolvedOptions: Sendable {
    public let timeZone: TimeZone
    public let weekStart: WeekStart
    /// `nil` when not given: each kind of report says what stands in for it (now, for a timesheet).
    public let asOf: Instant?
    /// At least one, each once, in the order asked for.
    public let formats: [ReportFormat]
    public let outputDirectory: String
    public let templates: Templates
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
