import QuipuCore

/// Renders one invoice to every requested format from the same values (`BillingDocumentRendering`).
package struct InvoiceRenderer {
    private let rendering: BillingDocumentRendering<InvoiceFormat>
    private let paper: Paper
    private let language: DocumentLanguage
    private let qrCode: Bool

    /// A renderer of invoices; the HTML template (`invoice.xsl`) is compiled only when HTML is
    /// asked for. With `qrCode`, the PDF, the HTML and the XML carry the invoice's payment QR code
    /// when it has one (`PaymentQRCode`).
    package init(templates: Templates, formats: [InvoiceFormat], paper: Paper = .a4,
                language: DocumentLanguage = .isoEnglish, qrCode: Bool = true) throws(QuipuError) {
        self.paper = paper
        self.language = language
        self.qrCode = qrCode
        rendering = try BillingDocumentRendering(formats, htmlTemplate: "invoice.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format.
    package func render(_ invoice: Invoice) throws(QuipuError) -> [InvoiceFormat: [UInt8]] {
        let paymentCode = try PaymentQRCode.of(invoice, isWanted: qrCode)
        return try rendering.render(xml: { InvoiceXML.document(invoice, paymentCode: paymentCode) }, csv: { InvoiceCSV.render(invoice) },
                                    eInvoice: { EInvoiceDocument(invoice) }, sheet: { InvoicePDF.sheet(invoice, language: language, paymentCode: paymentCode) }, paper: paper)
    }
}

extension InvoiceFormat: BillingDocumentFormat {}
