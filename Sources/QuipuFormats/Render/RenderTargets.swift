import QuipuXML

/// The formats a renderer makes, in the order asked for, with the report's HTML template compiled
/// when HTML is one of them.
package struct RenderTargets<Format: OutputFormat> {
    package let formats: [Format]
    /// Compiled only when `formats` holds HTML.
    package let html: HTMLTemplate?

    /// `formats`, with `htmlTemplate` (such as `timesheet.xsl`) from `templates`, writing in
    /// `language`, when one of them is HTML.
    package init(_ formats: [Format], htmlTemplate: String, from templates: Templates, language: DocumentLanguage) throws(QuipuError) {
        self.formats = formats
        html = try HTMLTemplate.compiled(htmlTemplate, from: templates, language: language, when: formats.contains { $0.rawValue == "html" })
    }

    package func contains(_ format: Format) -> Bool { formats.contains(format) }
}

/// The formats of a report written as Quipu XML, its HTML made from that XML by the kind's
/// template, and CSV: receivables, unbilled time, and the billing documents (with UBL besides).
protocol XMLDocumentFormat: OutputFormat {
    /// The page, made from the Quipu XML by the kind's template.
    static var html: Self { get }
    /// Quipu's own XML.
    static var xml: Self { get }
    /// The rows, as CSV.
    static var csv: Self { get }
}

extension RenderTargets where Format: XMLDocumentFormat {
    /// The XML, CSV and HTML files asked for, by format: `xml` called once when the XML or the
    /// HTML is asked for (the page is made from the same document), `csv` only when the CSV is.
    func render(xml: () -> LibXMLDocument, csv: () -> [UInt8]) throws(QuipuError) -> [Format: [UInt8]] {
        let document = contains(.xml) || html != nil ? xml() : nil
        var files: [Format: [UInt8]] = [:]
        if contains(.xml) { files[.xml] = document!.serialized() }
        if contains(.csv) { files[.csv] = csv() }
        if let html { files[.html] = try html.page(from: document!) }
        return files
    }
}
