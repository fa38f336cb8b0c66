import QuipuCore
import QuipuPDF
import QuipuXML

/// The formats of a billing document, an invoice or a credit note: each kind has an enum of its
/// own (`InvoiceFormat`, `CreditNoteFormat`) with the three of `XMLDocumentFormat` and the two
/// e-invoices, made the same way.
protocol BillingDocumentFormat: XMLDocumentFormat {
    /// A UBL 2.1 document, for e-invoicing.
    static var ubl: Self { get }
    /// A UN/CEFACT Cross Industry Invoice, for e-invoicing and Factur-X.
    static var cii: Self { get }
    /// A PDF/A-3b, to send or print.
    static var pdf: Self { get }
}

extension BillingDocumentFormat {
    /// `ubl.xml` and `cii.xml` for the e-invoices, the format's name for the others.
    package var fileExtension: String { self == .ubl || self == .cii ? "\(rawValue).xml" : rawValue }
}

/// How an invoice and a credit note are rendered alike: each requested format made once from the
/// same values, the HTML from the Quipu XML document, both e-invoices from one `EInvoiceDocument`
/// and the PDF from the document's sheet carrying the CII as its Factur-X XML, so that the number
/// and every total agree across HTML, Quipu XML, CSV, UBL, CII and PDF.
struct BillingDocumentRendering<Format: BillingDocumentFormat> {
    private let targets: RenderTargets<Format>

    /// A rendering of `formats` in `language`; `htmlTemplate` (such as `invoice.xsl`) is compiled
    /// from `templates` only when HTML is asked for.
    init(_ formats: [Format], htmlTemplate: String, from templates: Templates, language: DocumentLanguage) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: htmlTemplate, from: templates, language: language)
    }

    /// The contents of each requested format's file, by format, made by `xml`, `csv`, `eInvoice`
    /// and from `sheet` on `paper`, each called only when its formats (for `xml`, also the HTML) are asked for.
    func render(xml: () -> LibXMLDocument, csv: () -> String, eInvoice: () -> EInvoiceDocument, sheet: () -> BillingDocumentSheet,
                paper: Paper) throws(QuipuError) -> [Format: [UInt8]] {
        var files = try targets.render(xml: xml, csv: { Array(csv().utf8) })
        if targets.contains(.ubl) || targets.contains(.cii) || targets.contains(.pdf) {
            let document = eInvoice()
            if targets.contains(.ubl) { files[.ubl] = LibXMLDocument(root: document.ubl).serialized() }
            let cii = document.ciiBytes
            if targets.contains(.cii) { files[.cii] = cii }
            if targets.contains(.pdf) {
                files[.pdf] = try BillingDocumentPDF(sheet: sheet(), paper: paper).render(embedding: Self.facturX(cii, profile: document.request.profile))
            }
        }
        return files
    }

    /// The CII a PDF carries as Factur-X's `factur-x.xml`, at the conformance level of the
    /// document's profile: `EN 16931` (Peppol travels as UBL, so its CII is EN 16931's), or `XRECHNUNG`.
    static func facturX(_ cii: [UInt8], profile: InvoiceProfile) -> PDFEmbeddedXML {
        PDFEmbeddedXML(bytes: cii, conformanceLevel: profile.crossIndustryInvoiceProfile == .xrechnung ? "XRECHNUNG" : "EN 16931")
    }
}
