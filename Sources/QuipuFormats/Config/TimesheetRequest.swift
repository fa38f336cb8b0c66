import Foundation
import QuipuCore

/// A timesheet as a user asks for it, in the words of the command line or `quipu.yml`.
/// `resolve` checks every word and turns them into `TimesheetParameters`.
public struct TimesheetRequest: Sendable {
    public var statePath: String
    public var period: String
    /// An IANA time zone id; `nil` for the system's zone.
    public var timeZone: String?
    public var weekStart: String?
    /// An ISO 8601 instant; `nil` for now.
    public var asOf: String?
    public var midnight: String?
    /// `MINUTES:MODE[:SCOPE]`; `nil` for no rounding.
    public var round: String?
    public var formats: [ReportFormat]
    public var outputDirectory: String
    public var templatesDirectory: String?

    public init(statePath: String, period: String, timeZone: String? = nil, weekStart: String? = nil, asOf: String? = nil,
                midnight: String? = nil, round: String? = nil, formats: [ReportFormat] = ReportFormat.allCases,
                outputDirectory: String = "output", templatesDirectory: String? = nil) {
        self.statePath = statePath
        self.period = period
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.asOf = asOf
        self.midnight = midnight
        self.round = round
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
    }

    /// The parameters of the projection. `now` and `systemTimeZone` fill in what was not given;
    /// `context` (such as `quipu.yml: timesheets[0]`) starts every error message.
    public func resolve(now: Date, systemTimeZone: TimeZone, context: String? = nil) throws(QuipuError) -> TimesheetParameters {
        func usage(_ message: String) -> QuipuError { QuipuError(.usage, context.map { "\($0): \(message)" } ?? message) }
        let period: Period
        do { period = try Period.parse(self.period) } catch { throw usage(error.description) }
        var zone = systemTimeZone
        if let identifier = timeZone {
            guard let named = TimeZone(identifier: identifier), !identifier.isEmpty else {
                throw usage("unknown time zone \"\(identifier)\"; expected an IANA id such as Europe/Berlin, America/New_York or UTC")
            }
            zone = named
        }
        let weekStart = try Self.choice(self.weekStart, default: WeekStart.monday, name: "week start", usage)
        let midnight = try Self.choice(self.midnight, default: MidnightPolicy.split, name: "midnight policy", usage)
        var asOf = Instant(now)
        if let text = self.asOf {
            guard let instant = Instant.parseISO8601(text) else {
                throw usage("invalid --as-of \"\(text)\"; expected an ISO 8601 instant with an offset, such as 2024-04-01T00:00:00Z or 2024-04-01T02:00:00+02:00")
            }
            asOf = instant
        }
        var rounding: DurationRounding?
        if let text = round {
            do { rounding = try DurationRounding.parse(text) } catch { throw usage(error.description) }
        }
        return TimesheetParameters(period: period, timeZone: zone, weekStart: weekStart, asOf: asOf, midnight: midnight, rounding: rounding)
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String?, default fallback: Choice, name: String, _ usage: (String) -> QuipuError
    ) throws(QuipuError) -> Choice where Choice.RawValue == String {
        guard let text else { return fallback }
        guard let value = Choice(rawValue: text) else {
            throw usage("invalid \(name) \"\(text)\"; expected " + Choice.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return value
    }

    /// Checks the request, loads the state, projects it and renders every format, writing
    /// nothing. `progress` hears what the run is doing, for a progress display.
    public func render(now: Date, systemTimeZone: TimeZone, context: String? = nil,
                       progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [RenderedReport] {
        let parameters = try resolve(now: now, systemTimeZone: systemTimeZone, context: context)
        let templates = try Templates(directory: templatesDirectory)
        let renderer = try TimesheetRenderer(templates: templates, formats: formats)
        progress?(.reading(statePath))
        let state = try AppStateLoader.load(path: statePath) { progress?(.loading(statePath, fraction: $0)) }
        progress?(.projecting)
        let timesheet = Timesheet(state: state, parameters: parameters)
        progress?(.rendering)
        return try renderer.render(timesheet, formats: formats).map { file in
            RenderedReport(path: outputDirectory + "/timesheet-\(parameters.period.fileStem).\(file.format.rawValue)", bytes: file.bytes)
        }
    }

    /// Renders every format, then writes them; nothing is written unless all rendered.
    /// Returns the paths written, in format order.
    public func run(now: Date, systemTimeZone: TimeZone, context: String? = nil,
                    progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [String] {
        try OutputWriter.write(render(now: now, systemTimeZone: systemTimeZone, context: context, progress: progress), progress: progress)
    }
}

/// A report file, rendered and not yet written.
public struct RenderedReport: Sendable {
    public let path: String
    public let bytes: [UInt8]
}

/// What a report run is doing, for a progress display.
public enum RunProgress: Sendable, CustomStringConvertible {
    case reading(String)
    case loading(String, fraction: Double)
    case projecting
    case rendering
    case writing(String)

    /// One short line: `loading AppState.json 45%`.
    public var description: String {
        switch self {
        case let .reading(path): "reading \(path)"
        case let .loading(path, fraction): "loading \(path) \(Int(fraction * 100))%"
        case .projecting: "projecting"
        case .rendering: "rendering"
        case let .writing(path): "writing \(path)"
        }
    }
}
