extension Report {
    /// `load`, with a missing input of a report asked for in `quipu.yml` said at the entry that
    /// asked for it: `quipu.yml: line 12: timesheets[0]: Examples/x.json: no such file`. Its
    /// message alone names only the file, which the entry may have named relative to the
    /// workspace, or not named at all (an invoice's client names the tracker file).
    func loadNamingOrigin(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> Source {
        do {
            return try load(progress: progress)
        } catch where error.status == .noInput {
            guard let origin, !error.message.hasPrefix(origin + ": ") else { throw error }
            throw QuipuError(.noInput, "\(origin): \(error.message)")
        }
    }
}
