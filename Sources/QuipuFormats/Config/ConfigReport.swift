import QuipuCore

/// A report asked for in `quipu.yml`, knowing the place of every file the config names, so
/// that a missing input is said at the key that names it (`quipu.yml: line 38: rates: …`),
/// which may be outside the report's entry (the top-level `rates:`, a client's `state:`).
struct ConfigReport<Base: Report>: Report {
    let base: Base
    let inputPlaces: [String: String]

    var origin: String? { base.origin }
    var inputPaths: [String] { base.inputPaths }
    var outputPaths: [String] { base.outputPaths }
    var ownedDirectory: String? { base.ownedDirectory }
    var languageNotes: [String] { base.languageNotes }

    func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> Base.Source { try base.load(progress: progress) }
    func project(_ source: Base.Source) throws(QuipuError) -> Base.Projection { try base.project(source) }
    func render(_ projection: Base.Projection) throws(QuipuError) -> [RenderedReport] { try base.render(projection) }
    func notices(_ source: Base.Source, _ projection: Base.Projection) -> [String] { base.notices(source, projection) }
    func booking(_ source: Base.Source, _ projection: Base.Projection) -> BookedDocument? { base.booking(source, projection) }
}

extension QuipuConfig {
    /// `report` with the places of the files this config names.
    func placed<Base: Report>(_ report: Base) -> any Report {
        ConfigReport(base: report, inputPlaces: inputPlaces)
    }
}
