import QuipuXML

/// The formats of a billing document, an invoice or a credit note: each kind has an enum of its
/// own (`InvoiceFormat`, `CreditNoteFormat`) with these four cases, made the same way.
protocol BillingDocumentFormat: OutputFormat {
    /// The page, made from the Quipu XML by the kind's template.
    static var html: Self { get }
    /// Quipu's own XML.
    static var xml: Self { get }
    /// The lines, as CSV.
    static var csv: Self { get }
    /// A UBL 2.1 document, for e-invoicing.
    static var ubl: Self { get }
}

/// How an invoice and a credit note are rendered alike: each requested format made once from the
/// same values, the HTML from the Quipu XML document, so that the number and every total agree
/// across HTML, Quipu XML, CSV and UBL.
struct BillingDocumentRendering<Format: BillingDocumentFormat> {
    private let targets: RenderTargets<Format>

    /// A rendering of `formats`; `htmlTemplate` (such as `invoice.xsl`) is compiled from
    /// `templates` only when HTML is asked for.
    init(_ formats: [Format], htmlTemplate: String, from templates: Templates) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: htmlTemplate, from: templates)
    }

    /// The contents of each requested format's file, by format, made by `xml`, `csv` and `ubl`,
    /// each called only when its format (or, for `xml`, the HTML) is asked for.
    func render(xml: () -> LibXMLDocument, csv: () -> String, ubl: () -> LibXMLDocument) throws(QuipuError) -> [Format: [UInt8]] {
        let document = targets.contains(.xml) || targets.contains(.html) ? xml() : nil
        var files: [Format: [UInt8]] = [:]
        if targets.contains(.xml) { files[.xml] = document!.serialized() }
        if targets.contains(.csv) { files[.csv] = Array(csv().utf8) }
        if targets.contains(.ubl) { files[.ubl] = ubl().serialized() }
        if let template = targets.html { files[.html] = try template.page(from: document!) }
        return files
    }
}
