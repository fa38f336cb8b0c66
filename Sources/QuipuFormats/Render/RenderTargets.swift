/// The formats a renderer makes, in the order asked for, with the report's HTML template compiled
/// when HTML is one of them.
public struct RenderTargets<Format: OutputFormat> {
    public let formats: [Format]
    /// Compiled only when `formats` holds HTML.
    public let html: HTMLTemplate?

    /// `formats`, with `htmlTemplate` (such as `timesheet.xsl`) from `templates` when one of them is HTML.
    public init(_ formats: [Format], htmlTemplate: String, from templates: Templates) throws(QuipuError) {
        self.formats = formats
        html = try HTMLTemplate.compiled(htmlTemplate, from: templates, when: formats.contains { $0.rawValue == "html" })
    }

    public func contains(_ format: Format) -> Bool { formats.contains(format) }
}
