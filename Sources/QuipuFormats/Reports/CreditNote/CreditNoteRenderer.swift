import QuipuCore

/// Renders one credit note to every requested format from the same values (`BillingDocumentRendering`).
struct CreditNoteRenderer {
    private let rendering: BillingDocumentRendering<CreditNoteFormat>
    private let paper: Paper
    private let language: DocumentLanguage

    /// A renderer of credit notes; the HTML template (`credit-note.xsl`) is compiled only when HTML is asked for.
    init(templates: Templates, formats: [CreditNoteFormat], paper: Paper = .a4,
                language: DocumentLanguage = .isoEnglish) throws(QuipuError) {
        self.paper = paper
        self.language = language
        rendering = try BillingDocumentRendering(formats, htmlTemplate: "credit-note.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format.
    func render(_ creditNote: CreditNote) throws(QuipuError) -> [CreditNoteFormat: [UInt8]] {
        try rendering.render(xml: { CreditNoteXML.document(creditNote) }, csv: { CreditNoteCSV.render(creditNote) },
                             eInvoice: { EInvoiceDocument(creditNote) }, sheet: { CreditNotePDF.sheet(creditNote, language: language) }, paper: paper)
    }
}
