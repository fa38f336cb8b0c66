import Foundation
import Yams

/// The workspace file, `quipu.yml`: where the data is, where reports go, the options they share,
/// and which reports `quipu build` makes (one section per kind of report).
///
/// ```yaml
/// workspace: Examples          # folder of the apps' files, relative to this file
/// output: output               # relative to this file
/// templates: my-templates      # optional: your own copies of the templates, relative to this file
/// timeZone: Europe/Berlin      # IANA id; default: the system's zone
/// weekStart: monday            # or sunday
/// timesheets:
///   - state: AppState.json     # relative to the workspace
///     period: 2024-W13
///     asOf: 2024-04-01T00:00:00Z
///     formats: [html, xml, csv]
/// fasting:
///   - history: fasting.json    # relative to the workspace
///     period: 2024-03          # omit for the whole history
/// site:
///   history: fasting.json
///   title: My fasting
///   baseUrl: https://example.org/fasting/
/// ```
///
/// Every mistake in it (bad YAML, an unknown key, a wrong value) is a usage error (exit 64)
/// naming the file and the key.
public struct QuipuConfig: Decodable, Sendable {
    public var workspace: String?
    public var output: String?
    public var templates: String?
    public var timeZone: String?
    public var weekStart: String?
    public var timesheets: [TimesheetEntry]?
    public var fasting: [FastingEntry]?
    public var site: SiteEntry?
    /// Rates, seller, clients, invoices and checkouts (see `BillingConfig`).
    public private(set) var billing = BillingConfig()

    /// The folder the config was read from; relative paths in it are relative to this folder.
    public private(set) var directory = "."
    /// The config file's path, as given; it starts every error message.
    public private(set) var path = "quipu.yml"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case workspace, output, templates, timeZone, weekStart, timesheets, fasting, site
    }

    /// The keys each section that is a single mapping may have, by section.
    static let sectionKeys: [String: [String]] = [
        "site": SiteEntry.CodingKeys.allCases.map(\.rawValue),
    ]

    /// The keys each section's entries may have, by section.
    static let entryKeys: [String: [String]] = [
        "timesheets": TimesheetEntry.CodingKeys.allCases.map(\.rawValue),
        "fasting": FastingEntry.CodingKeys.allCases.map(\.rawValue),
    ]

    /// Reads and checks the config at `path`.
    public static func load(path: String) throws(QuipuError) -> QuipuConfig {
        try parse(readInput(path), path: path)
    }

    /// Parses and checks the bytes of a config file, after a UTF-8 byte-order mark if there is one.
    /// `path` names the file in error messages, and its folder is where relative paths start.
    public static func parse(_ bytes: [UInt8], path: String) throws(QuipuError) -> QuipuConfig {
        func mistake(_ message: String) -> QuipuError { QuipuError(.usage, "\(path): \(message)") }
        guard let text = String(validating: bytes.dropFirst(byteOrderMarkLength(bytes)), as: UTF8.self) else {
            throw mistake("not UTF-8 text; expected a YAML file")
        }
        let root: Node
        do {
            root = try Yams.compose(yaml: text) ?? Node.mapping(Node.Mapping([]))
        } catch {
            // Yams says where on its first line, why on its second, then quotes the source.
            let lines = "\(error)".split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ": ")) }
            throw mistake("not valid YAML: " + lines.joined(separator: ": "))
        }
        try rejectUnknownKeys(in: root, mistake)
        let billing = try BillingConfig.read(ConfigValue(node: root, path: "", file: path)
            .mapping(allowed: CodingKeys.allCases.map(\.rawValue) + BillingConfig.keys, expected: "a mapping of keys"))
        var config: QuipuConfig
        do {
            config = try YAMLDecoder().decode(QuipuConfig.self, from: root)
        } catch let error as DecodingError {
            throw mistake(error.oneLineDescription)
        } catch {
            throw mistake("\(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        config.directory = folder.isEmpty ? "." : folder
        config.path = path
        config.billing = billing
        return config
    }

    /// A misspelt key (`timezone:` for `timeZone:`) would otherwise be ignored in silence.
    private static func rejectUnknownKeys(in root: Node, _ mistake: (String) -> QuipuError) throws(QuipuError) {
        func check(_ node: Node, allowed: [String], at place: String) throws(QuipuError) {
            guard let mapping = node.mapping else { return }
            for key in mapping.keys.compactMap(\.string) where !allowed.contains(key) {
                throw mistake("\(place)\(key): unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
        }
        guard root.mapping != nil else { throw mistake("expected a mapping of keys such as workspace, output and timesheets") }
        try check(root, allowed: CodingKeys.allCases.map(\.rawValue) + BillingConfig.keys, at: "")
        for (section, keys) in sectionKeys.sorted(by: { $0.key < $1.key }) {
            if let node = root.mapping?[section] { try check(node, allowed: keys, at: "\(section).") }
        }
        for (section, keys) in entryKeys.sorted(by: { $0.key < $1.key }) {
            for (index, entry) in (root.mapping?[section]?.sequence ?? []).enumerated() {
                try check(entry, allowed: keys, at: "\(section)[\(index)].")
            }
        }
    }

    /// `path` relative to the config's folder, unless it is absolute.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }

    /// `path` relative to the workspace folder, unless it is absolute.
    public func resolveInWorkspace(_ path: String) -> String {
        let workspace = resolve(self.workspace ?? ".")
        return path.hasPrefix("/") || workspace == "." ? path : workspace + "/" + path
    }

    /// The options the config gives every report: its time zone, week start, output and templates folders.
    public var defaults: ReportOptions {
        ReportOptions(timeZone: timeZone, weekStart: weekStart, outputDirectory: resolve(output ?? "output"),
                      templatesDirectory: templates.map(resolve))
    }

    /// `<file>: <section>[<index>]`, where an entry's errors start.
    func origin(_ section: String, _ index: Int) -> String { "\(path): \(section)[\(index)]" }

    /// Every report the config asks for, resolved, in the order of its sections and entries.
    public func reports(in environment: RunEnvironment) throws(QuipuError) -> [any Report] {
        var reports: [any Report] = []
        for request in timesheetRequests() { reports.append(try request.resolve(in: environment)) }
        for request in invoiceRequests() { reports.append(try request.resolve(config: self, in: environment)) }
        for request in checkoutRequests() { reports.append(try request.resolve(config: self, in: environment)) }
        for request in fastingRequests() { reports.append(try request.resolve(in: environment)) }
        if let request = siteRequest() { reports.append(try request.resolve(in: environment)) }
        return reports
    }
}
