import QuipuCore

extension FastingInput {
    /// What the user should know of the history itself, for a fasting report or a site: fasts
    /// never begun, and times that all look written in another format than Quipu reads.
    func notices(_ source: FastingSource) -> [String] {
        let mixUp = FastingTimeMixUp.of(source.history.fasts.compactMap(\.start))
        return source.unbegunNotice + (mixUp.map { [$0.notice(file: historyPath)] } ?? [])
    }
}
