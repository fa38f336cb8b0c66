extension Report {
    /// `load`, with a missing input of a report asked for in `quipu.yml` said at the key that
    /// names it (`quipu.yml: line 12: timesheets[0].state: Examples/x.json: no such file`), else
    /// at the entry that asked for the report. Its message alone names only the file, which the
    /// config may have named relative to the workspace, or outside the entry (the top-level
    /// `rates:`, an invoice's client's `state:`).
    func loadNamingOrigin(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> Source {
        do {
            return try load(progress: progress)
        } catch where error.status == .noInput {
            if let place = inputPlaces.first(where: { error.message.hasPrefix($0.key + ": ") })?.value {
                throw QuipuError(.noInput, "\(place): \(error.message)")
            }
            guard let origin, !error.message.hasPrefix(origin + ": ") else { throw error }
            throw QuipuError(.noInput, "\(origin): \(error.message)")
        }
    }
}
