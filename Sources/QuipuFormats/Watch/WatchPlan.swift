import Foundation

/// Which files a watched workspace depends on, and what a change to some of them calls for:
/// a pure function of the config's path and its resolved reports.
package struct WatchPlan: Sendable {
    /// What a change calls for.
    package enum Action: Equatable, Sendable {
        /// Nothing any report reads changed.
        case nothing
        /// The config changed: read it again and rebuild everything.
        case reloadConfig
        /// Make again the reports at these indexes of `reports`, in order.
        case rebuild([Int])
    }

    package let configPath: String
    /// For each report, the files and folders it reads (a folder stands for every file inside it).
    package let reportInputs: [[String]]

    package init(configPath: String, reportInputs: [[String]]) {
        self.configPath = Self.normalized(configPath)
        self.reportInputs = reportInputs.map { $0.map(Self.normalized) }
    }

    /// The plan of `reports`, read from the config at `configPath`.
    package init(configPath: String, reports: [any Report]) {
        self.init(configPath: configPath, reportInputs: reports.map(\.inputPaths))
    }

    /// Every file and folder to watch: the config first, then each input once, in order.
    package var watchedPaths: [String] {
        var seen: Set<String> = []
        return ([configPath] + reportInputs.flatMap { $0 }).filter { seen.insert($0).inserted }
    }

    /// What the change of `changedPaths` calls for.
    package func action(for changedPaths: Set<String>) -> Action {
        let changed = Set(changedPaths.map(Self.normalized))
        if changed.contains(configPath) { return .reloadConfig }
        let affected = reportInputs.indices.filter { index in
            reportInputs[index].contains { input in changed.contains { Self.path($0, isInside: input) } }
        }
        return affected.isEmpty ? .nothing : .rebuild(affected)
    }

    /// Whether `path` is `input`, or a file inside the folder `input`.
    static func path(_ path: String, isInside input: String) -> Bool {
        path == input || path.hasPrefix(input.hasSuffix("/") ? input : input + "/")
    }

    /// `path` made absolute against the current directory, with `.` and `..` resolved.
    static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
