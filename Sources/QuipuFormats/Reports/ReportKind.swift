import ArgumentParser
import Foundation

/// One report as a user asks for it, in the words of the command line or of an entry in
/// `quipu.yml`: the kind's own options beside the shared ones. `resolve` checks every word.
public protocol ReportRequest: Sendable {
    associatedtype Resolved: Report
    /// Where it was asked for (`quipu.yml: line 12: timesheets[0]`); `nil` on the command line.
    var origin: String? { get }
    /// The report, with what the request leaves open taken from `context`.
    func resolve(in context: ResolutionContext) throws(QuipuError) -> Resolved
}

/// What requests are resolved against: the workspace config, if there is one, and the machine.
public struct ResolutionContext: Sendable {
    public let workspace: QuipuConfig?
    public let environment: RunEnvironment

    public init(workspace: QuipuConfig?, environment: RunEnvironment) {
        self.workspace = workspace
        self.environment = environment
    }

    /// The options a report is made with, by Quipu's one rule of precedence: `own` (the flags, or
    /// the report's entry in `quipu.yml`) over `client` (an invoice's client's settings) over the
    /// workspace's top level over the defaults. A kind whose files fill a folder of their own (the
    /// site) names an `inheritedSubfolder`: when the folder is not its own option, its files go
    /// into that subfolder of the inherited one (`output/site`).
    public func options(_ own: ReportOptions, client: ReportOptions = ReportOptions(), inheritedSubfolder: String? = nil) -> ReportOptions {
        var options = own.layered(over: client).layered(over: workspace?.defaults ?? ReportOptions())
        if own.outputDirectory == nil, client.outputDirectory == nil, let inheritedSubfolder {
            options.outputDirectory = (options.outputDirectory ?? "output") + "/" + inheritedSubfolder
        }
        return options
    }
}

/// A kind of report Quipu makes: its section of `quipu.yml`, how an entry of that section becomes
/// a request, and the command that makes one from flags. `ReportKinds.all` lists every kind; the
/// config reader, `quipu build`, the command line and the config fuzz target all read that list.
protocol ReportKind: Sendable {
    associatedtype Request: ReportRequest
    /// The section of `quipu.yml` that lists the reports of this kind.
    static var section: ConfigSection { get }
    /// The request one entry of the section makes; `config` holds the workspace's settings (paths,
    /// rates, seller and clients), read before any section.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> Request
    /// The command that makes one report of this kind (`quipu timesheet`).
    static var command: any ParsableCommand.Type { get }
}

/// A section of `quipu.yml` that asks for reports.
struct ConfigSection: Sendable {
    /// The key (`timesheets`).
    let key: String
    /// Whether the section is a list of entries (`timesheets: [...]`) or a single one (`site:`).
    let isList: Bool
    /// An entry with its required keys, for error messages: `{state: AppState.json, period: 2024-W13}`.
    let example: String
}

/// Every kind of report, in the order `quipu build` makes them. A new kind is a folder of
/// `Reports/` and one line here.
public enum ReportKinds {
    static let all: [any ReportKind.Type] = [
        TimesheetKind.self,
        InvoiceKind.self,
        CheckoutKind.self,
        FastingKind.self,
        SiteKind.self,
    ]

    /// The command of each kind, for the command line's list of subcommands.
    public static var commands: [any ParsableCommand.Type] { all.map { $0.command } }

    /// The sections of `quipu.yml` that ask for reports, as `a`, `b` or `c` for messages.
    public static var sectionList: String {
        let keys = all.map { "`\($0.section.key):`" }
        return keys.dropLast().joined(separator: ", ") + " or " + keys.last!
    }
}
