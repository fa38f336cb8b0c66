import QuipuXML

/// The formats of a billing document, an invoice or a credit note: each kind has an enum of its
/// own (`InvoiceFormat`, `CreditNoteFormat`) with the three of `XMLDocumentFormat` and UBL, made the same way.
protocol BillingDocumentFormat: XMLDocumentFormat {
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
        var files = try targets.render(xml: xml, csv: { Array(csv().utf8) })
        if targets.contains(.ubl) { files[.ubl] = ubl().serialized() }
        return files
    }
}
