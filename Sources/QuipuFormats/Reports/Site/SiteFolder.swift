import Foundation

extension QuipuConfig {
    /// The folder the config's `site:` entry makes, as `quipu serve` serves it.
    /// - Throws: a usage error when the config has no `site:` entry, or the entry is not valid.
    package func siteFolder(in environment: RunEnvironment) throws(QuipuError) -> String {
        let context = ResolutionContext(workspace: self, environment: environment)
        guard let request = requests(of: SiteRequest.self).first else {
            throw QuipuError(.usage, "\(path): no `site:` entry to serve; expected `site: {history: fasting.json}` (see quipu site --help)")
        }
        return try request.resolve(in: context).output.folder
    }
}
