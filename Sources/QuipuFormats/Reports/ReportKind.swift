import ArgumentParser
import Foundation

/// One report as a user asks for it, in the words of the command line or of an entry in
/// `quipu.yml`: the kind's own options beside the shared ones, already typed. `resolve` fills in
/// what the request leaves open and checks what depends on the workspace.
package protocol ReportRequest: Sendable {
    associatedtype Resolved: Report
    associatedtype Format: OutputFormat
    /// The shared options it was asked with.
    var options: ReportOptions<Format> { get set }
    /// Where it was asked for (`quipu.yml: line 12: timesheets[0]`); `nil` on the command line.
    var origin: String? { get }
    /// The report, with what the request leaves open taken from `context`.
    func resolve(in context: ResolutionContext) throws(QuipuError) -> Resolved
}

/// What requests are resolved against: the workspace config, if there is one, and the machine.
package struct ResolutionContext: Sendable {
    package let workspace: QuipuConfig?
    package let environment: RunEnvironment

    package init(workspace: QuipuConfig?, environment: RunEnvironment) {
        self.workspace = workspace
        self.environment = environment
    }

    /// The options a report is made with, by Quipu's one rule of precedence: `own` (the flags, or
    /// the report's entry in `quipu.yml`) over `client` (an invoice's client's settings) over the
    /// workspace's top level over the defaults. A kind whose files fill a folder of their own (the
    /// site) names an `inheritedSubfolder`: when the folder is not its own option, its files go
    /// into that subfolder of the inherited one (`output/site`).
    package func options<Format>(_ own: ReportOptions<Format>, client: ReportOptions<Format> = ReportOptions(),
                                 inheritedSubfolder: String? = nil) -> ReportOptions<Format> {
        var options = own.layered(over: client).layered(over: workspace?.defaults() ?? ReportOptions())
        if own.outputDirectory == nil, client.outputDirectory == nil, let inheritedSubfolder {
            options.outputDirectory = (options.outputDirectory ?? "output") + "/" + inheritedSubfolder
        }
        return options
    }
}

/// A kind of report Quipu makes, declared once: its section of `quipu.yml` and the keys of an
/// entry, the shared options it takes, how an entry becomes a request, and the command that
/// makes one from flags. Its command's flags, its entry's keys, its help and its messages are
/// derived from this declaration. `ReportKinds.all` lists every kind; the config reader,
/// `quipu build`, the command line and the tests all read that list.
protocol ReportKind: Sendable {
    associatedtype Request: ReportRequest where Request.Format == Format
    /// The formats its reports come in.
    associatedtype Format
    /// The command that makes one report of this kind (`quipu timesheet`).
    associatedtype Command: ReportCommand where Command.Kind == Self
    /// The section of `quipu.yml` that lists the reports of this kind, and the keys of an entry.
    static var section: ConfigSection { get }
    /// The shared options the kind takes, in the order its help lists them.
    static var sharedOptions: [SharedOption] { get }
    /// The default of `option` when it is not the usual one (`SharedOption.defaultDescription`).
    static func defaultDescription(of option: SharedOption) -> String?
    /// The request one entry of the section makes; `fields` are the entry's keys, checked
    /// against `section`'s and the shared options' keys, and `options` the shared options it
    /// gives. `config` holds the workspace's settings (paths, rates, seller and clients), read
    /// before any section.
    static func request(from fields: ConfigMapping, options: ReportOptions<Format>, in config: QuipuConfig) throws(QuipuError) -> Request
}

extension ReportKind {
    static func defaultDescription(of option: SharedOption) -> String? { option.defaultDescription }

    /// The help of `option` for this kind's command, with its default.
    static func help(of option: SharedOption) -> String {
        option.abstract(formats: Format.self) + (defaultDescription(of: option).map { " Default: \($0)." } ?? "")
    }

    /// The command, as the command line lists it.
    static var commandType: any ParsableCommand.Type { Command.self }

    /// The command's name (`credit-note`).
    static var commandName: String { Command._commandName }
}

/// A section of `quipu.yml` that asks for reports, and the keys of its entries besides the shared options.
struct ConfigSection: Sendable {
    /// The key (`timesheets`).
    let key: String
    /// Whether the section is a list of entries (`timesheets: [...]`) or a single one (`site:`).
    let isList: Bool
    /// What one entry is, for messages: `a timesheet`.
    let entryName: String
    /// The keys every entry has.
    let requiredKeys: [String]
    /// The kind's own keys an entry may have.
    let optionalKeys: [String]
    /// An entry with its required keys, for error messages: `{state: AppState.json, period: 2024-W13}`.
    let example: String
}

/// Every kind of report, in the order `quipu build` makes them. A new kind is a folder of
/// `Reports/` and one line here.
package enum ReportKinds {
    static let all: [any ReportKind.Type] = [
        TimesheetKind.self,
        InvoiceKind.self,
        CreditNoteKind.self,
        ReceivablesKind.self,
        UnbilledKind.self,
        RegisterKind.self,
        CheckoutKind.self,
        FastingKind.self,
        SiteKind.self,
    ]

    /// The command of each kind, for the command line's list of subcommands.
    package static var commands: [any ParsableCommand.Type] { all.map { $0.commandType } }

    /// The sections of `quipu.yml` that ask for reports, as `a`, `b` or `c` for messages.
    package static var sectionList: String {
        let keys = all.map { "`\($0.section.key):`" }
        return keys.dropLast().joined(separator: ", ") + " or " + keys.last!
    }
}
