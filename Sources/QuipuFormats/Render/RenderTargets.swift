/// The formats a renderer makes, in the order asked for, with the report's HTML template compiled
/// when HTML is one of them.
package struct RenderTargets<Format: OutputFormat> {
    package let formats: [Format]
    /// Compiled only when `formats` holds HTML.
    package let html: HTMLTemplate?

    /// `formats`, with `htmlTemplate` (such as `timesheet.xsl`) from `templates` when one of them is HTML.
    package init(_ formats: [Format], htmlTemplate: String, from templates: Templates) throws(QuipuError) {
        self.formats = formats
        html = try HTMLTemplate.compiled(htmlTemplate, from: templates, when: formats.contains { $0.rawValue == "html" })
    }

    package func contains(_ format: Format) -> Bool { formats.contains(format) }
}
