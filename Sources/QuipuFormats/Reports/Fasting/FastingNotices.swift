import QuipuCore

extension FastingInput {
    /// What the user should know of the history itself, for a fasting report or a site: fasts
    /// never begun, and times of the fasting timer's history that all look written in another
    /// format than Quipu reads (other apps' exports write dates as text, which cannot be mixed up so).
    func notices(_ source: FastingSource) -> [String] {
        let mixUp = source.history.format == .app ? FastingTimeMixUp.of(source.history.fasts.compactMap(\.start)) : nil
        return source.unbegunNotice + (mixUp.map { [$0.notice(file: historyPath)] } ?? [])
    }
}

extension FastingReport {
    /// A summary that lists no fast says so, rather than leaving empty tables in silence: `as of
    /// 2025-01-01T08:00:00Z, no fast in fasting.json ends in 2024-03 (2024-03-01 to 2024-03-31)
    /// and none is running then; the summary is empty`.
    func emptyNotice(_ source: FastingSource, _ summary: FastingSummary) -> [String] {
        guard summary.begunFasts.isEmpty else { return [] }
        let file = input.historyPath, asOf = parameters.asOf.iso8601
        if let period, let first = summary.first, let last = summary.last {
            return ["as of \(asOf), no fast in \(file) ends in \(periodInWords(period, first: first, last: last)) "
                + "and none is running then; the summary is empty"]
        }
        guard let firstStart = source.history.fasts.compactMap(\.start).min() else {
            return ["\(file) holds no begun fast; the summary is empty"]
        }
        return ["as of \(asOf), no fast in \(file) has begun (the first begins at \(firstStart.iso8601)); the summary is empty"]
    }
}
