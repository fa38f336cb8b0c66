import QuipuCore

/// Renders one invoice to every requested format from the same values (`BillingDocumentRendering`).
package struct InvoiceRenderer {
    private let rendering: BillingDocumentRendering<InvoiceFormat>
    private let paper: Paper
    private let language: DocumentLanguage

    /// A renderer of invoices; the HTML template (`invoice.xsl`) is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [InvoiceFormat], paper: Paper = .a4,
                language: DocumentLanguage = .isoEnglish) throws(QuipuError) {
        self.paper = paper
        self.language = language
        rendering = try BillingDocumentRendering(formats, htmlTemplate: "invoice.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format.
    package func render(_ invoice: Invoice) throws(QuipuError) -> [InvoiceFormat: [UInt8]] {
        try rendering.render(xml: { InvoiceXML.document(invoice) }, csv: { InvoiceCSV.render(invoice) }, eInvoice: { EInvoiceDocument(invoice) },
                             sheet: { InvoicePDF.sheet(invoice) }, paper: paper)
    }
}

extension InvoiceFormat: BillingDocumentFormat {}
