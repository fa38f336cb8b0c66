extension QuipuConfig {
    /// The static site `quipu build` makes, the `site:` section. Unset fields fall back to the workspace's.
    public struct SiteEntry: Decodable, Sendable {
        /// The history file, relative to the workspace.
        public var history: String
        public var title: String?
        public var author: String?
        public var baseUrl: String?
        /// `default`, or a stages file relative to the workspace.
        public var stages: String?
        public var timeZone: String?
        public var weekStart: String?
        public var asOf: String?
        /// The site's folder, relative to the config. Default: `site` in the output folder.
        public var out: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case history, title, author, baseUrl, stages, timeZone, weekStart, asOf, out
        }
    }

    /// The site the config asks for, if any, with the file's defaults filled in.
    public func siteRequest() -> SiteRequest? {
        site.map { entry in
            SiteRequest(
                historyPath: resolveInWorkspace(entry.history), title: entry.title, author: entry.author, baseURL: entry.baseUrl,
                stages: entry.stages.map { $0 == "default" ? $0 : resolveInWorkspace($0) }, siteDirectory: entry.out.map(resolve),
                options: ReportOptions(timeZone: entry.timeZone, weekStart: entry.weekStart, asOf: entry.asOf).filling(from: defaults),
                origin: "\(path): site")
        }
    }
}
