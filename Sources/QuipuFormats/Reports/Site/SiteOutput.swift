/// Where a static site goes: a folder of its own, and the templates its pages are made with.
///
/// A report of formats names its files before it is made (`ReportOutput`: a file per format, named
/// by a stem); a site's pages are known only once its data is loaded (a page per month and per year
/// with fasts). So a site owns its folder (`Report.ownedDirectory`): it may write anything inside
/// it, and a rebuild removes the pages it no longer makes. Its files are named by their paths
/// inside the folder (`2024/03/index.html`).
struct SiteOutput: Sendable {
    /// The site's folder, without a trailing `/`.
    let folder: String
    /// The templates the pages and the style sheet come from (`site.xsl`, `site.css`).
    let templates: Templates
    /// The language of the pages and of the feeds' text.
    let language: DocumentLanguage

    /// The site in `folder` (a trailing `/` is dropped), made with `templates` in `language`.
    init(folder: String, templates: Templates, language: DocumentLanguage) {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        self.folder = folder
        self.templates = templates
        self.language = language
    }

    /// The files every build of the site writes: the index and the style sheet, and with a base
    /// URL the Atom feed, the JSON Feed, the sitemap and the index's sharing card, and `robots.txt`
    /// when the site is its host's root.
    func fixedPaths(baseURL: String?) -> [String] {
        let feeds = baseURL.map { ["atom.xml", "feed.json", "sitemap.xml", "cards/index.png"] + (SiteFeeds.robots(baseURL: $0) == nil ? [] : ["robots.txt"]) } ?? []
        return (["index.html", "style.css"] + feeds).map(path)
    }

    /// The path of the site's file at `path` inside its folder.
    func path(_ path: String) -> String { folder + "/" + path }

    /// The site's files with their paths, in their order.
    func rendered(_ files: [SiteRenderer.File]) -> [RenderedReport] {
        files.map { RenderedReport(path: path($0.path), bytes: $0.bytes) }
    }
}
