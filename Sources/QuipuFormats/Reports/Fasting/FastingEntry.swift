extension QuipuConfig {
    /// One fasting report `quipu build` makes, an entry of `fasting:`. Unset fields fall back to the workspace's.
    public struct FastingEntry: Decodable, Sendable {
        /// The history file, relative to the workspace.
        public var history: String
        /// `nil` for the whole history.
        public var period: String?
        /// `default`, or a stages file relative to the workspace.
        public var stages: String?
        public var timeZone: String?
        public var weekStart: String?
        public var asOf: String?
        public var formats: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case history, period, stages, timeZone, weekStart, asOf, formats
        }
    }

    /// The fasting reports the config asks for, with the file's defaults filled in.
    public func fastingRequests() -> [FastingRequest] {
        (fasting ?? []).enumerated().map { index, entry in
            FastingRequest(
                historyPath: resolveInWorkspace(entry.history), period: entry.period,
                stages: entry.stages.map { $0 == "default" ? $0 : resolveInWorkspace($0) },
                options: ReportOptions(timeZone: entry.timeZone, weekStart: entry.weekStart, asOf: entry.asOf, formats: entry.formats)
                    .filling(from: defaults),
                origin: origin("fasting", index))
        }
    }
}
