extension QuipuConfig {
    /// One timesheet `quipu build` makes, an entry of `timesheets:`. Unset fields fall back to the workspace's.
    public struct TimesheetEntry: Decodable, Sendable {
        public var state: String
        public var period: String
        public var timeZone: String?
        public var weekStart: String?
        public var asOf: String?
        public var midnight: String?
        public var round: String?
        public var formats: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case state, period, timeZone, weekStart, asOf, midnight, round, formats
        }
    }

    /// The timesheets the config asks for, with the file's defaults filled in.
    public func timesheetRequests() -> [TimesheetRequest] {
        (timesheets ?? []).enumerated().map { index, entry in
            TimesheetRequest(
                statePath: resolveInWorkspace(entry.state), period: entry.period, midnight: entry.midnight, round: entry.round,
                options: ReportOptions(timeZone: entry.timeZone, weekStart: entry.weekStart, asOf: entry.asOf, formats: entry.formats)
                    .filling(from: defaults),
                origin: origin("timesheets", index))
        }
    }
}
