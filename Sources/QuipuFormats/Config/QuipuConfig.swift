import Foundation
import Yams

/// The workspace file, `quipu.yml`: where the data is, where reports go, and which reports `quipu build` makes.
///
/// ```yaml
/// workspace: Examples          # folder of the apps' files, relative to this file
/// output: output               # relative to this file
/// timeZone: Europe/Berlin      # IANA id; default: the system's zone
/// weekStart: monday            # or sunday
/// timesheets:
///   - state: AppState.json     # relative to the workspace
///     period: 2024-W13
///     asOf: 2024-04-01T00:00:00Z
///     formats: [html, xml, csv]
/// ```
public struct QuipuConfig: Decodable, Sendable {
    public var workspace: String?
    public var output: String?
    public var templates: String?
    public var timeZone: String?
    public var weekStart: String?
    public var timesheets: [Timesheet]?

    /// One timesheet `quipu build` makes. Unset fields fall back to the workspace's.
    public struct Timesheet: Decodable, Sendable {
        public var state: String
        public var period: String
        public var timeZone: String?
        public var weekStart: String?
        public var asOf: String?
        public var midnight: String?
        public var round: String?
        public var formats: [String]?

        fileprivate enum CodingKeys: String, CodingKey, CaseIterable {
            case state, period, timeZone, weekStart, asOf, midnight, round, formats
        }
    }

    /// The folder the config was read from; relative paths in it are relative to this folder.
    public private(set) var directory = "."

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case workspace, output, templates, timeZone, weekStart, timesheets
    }

    /// Reads and checks the config at `path`.
    public static func load(path: String) throws(QuipuError) -> QuipuConfig {
        try parse(readInput(path), path: path)
    }

    /// Parses and checks the bytes of a config file, after a UTF-8 byte-order mark if there is one.
    /// `path` names the file in error messages, and its folder is where relative paths start.
    public static func parse(_ bytes: [UInt8], path: String) throws(QuipuError) -> QuipuConfig {
        guard let text = String(validating: bytes.dropFirst(byteOrderMarkLength(bytes)), as: UTF8.self) else {
            throw QuipuError(.dataError, "\(path): not UTF-8 text; expected a YAML file")
        }
        let root: Node
        do {
            root = try Yams.compose(yaml: text) ?? Node.mapping(Node.Mapping([]))
        } catch {
            // Yams says where on its first line, why on its second, then quotes the source.
            let lines = "\(error)".split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ": ")) }
            throw QuipuError(.dataError, "\(path): not valid YAML: " + lines.joined(separator: ": "))
        }
        try rejectUnknownKeys(in: root, path: path)
        var config: QuipuConfig
        do {
            config = try YAMLDecoder().decode(QuipuConfig.self, from: root)
        } catch let error as DecodingError {
            throw QuipuError(.dataError, "\(path): \(AppStateLoader.describe(error))")
        } catch {
            throw QuipuError(.dataError, "\(path): \(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        config.directory = folder.isEmpty ? "." : folder
        return config
    }

    /// A misspelt key (`timezone:` for `timeZone:`) would otherwise be ignored in silence.
    private static func rejectUnknownKeys(in root: Node, path: String) throws(QuipuError) {
        func check(_ node: Node, allowed: [String], at place: String) throws(QuipuError) {
            guard let mapping = node.mapping else { return }
            for key in mapping.keys.compactMap(\.string) where !allowed.contains(key) {
                throw QuipuError(.dataError, "\(path): \(place)\(key): unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
        }
        try check(root, allowed: CodingKeys.allCases.map(\.rawValue), at: "")
        for (index, sheet) in (root.mapping?["timesheets"]?.sequence ?? []).enumerated() {
            try check(sheet, allowed: Timesheet.CodingKeys.allCases.map(\.rawValue), at: "timesheets[\(index)].")
        }
    }

    /// `path` relative to the config's folder, unless it is absolute.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }

    /// The folder reports go to.
    public var outputDirectory: String { resolve(output ?? "output") }

    /// The timesheets the config asks for, as requests, with the file's defaults filled in.
    public func timesheetRequests(configPath: String) throws(QuipuError) -> [(context: String, request: TimesheetRequest)] {
        let workspace = resolve(self.workspace ?? ".")
        var requests: [(context: String, request: TimesheetRequest)] = []
        for (index, sheet) in (timesheets ?? []).enumerated() {
            let context = "\(configPath): timesheets[\(index)]"
            let formats: [ReportFormat]
            do {
                formats = try ReportFormat.parseList((sheet.formats ?? ReportFormat.allCases.map(\.rawValue)).joined(separator: ","))
            } catch {
                throw QuipuError(.usage, "\(context).formats: \(error.message)")
            }
            let statePath = sheet.state.hasPrefix("/") || workspace == "." ? sheet.state : workspace + "/" + sheet.state
            requests.append((context, TimesheetRequest(
                statePath: statePath, period: sheet.period, timeZone: sheet.timeZone ?? timeZone,
                weekStart: sheet.weekStart ?? weekStart, asOf: sheet.asOf, midnight: sheet.midnight, round: sheet.round,
                formats: formats, outputDirectory: outputDirectory, templatesDirectory: templates.map(resolve)
            )))
        }
        return requests
    }
}
