import Foundation
import QuipuCore
import QuipuXML

/// Renders one invoice, or one credit note, to every requested format from the same values, so
/// the number and every total agree across HTML, Quipu XML, CSV and UBL.
public struct InvoiceRenderer {
    private let targets: RenderTargets<InvoiceFormat>

    /// A renderer of invoices; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [InvoiceFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "invoice.xsl", from: templates)
    }

    /// A renderer of credit notes (`credit-note.xsl` makes their HTML).
    public init(creditNotesWith templates: Templates, formats: [CreditNoteFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "credit-note.xsl", from: templates)
    }

    /// The invoice's file contents, in the order of `formats`.
    public func render(_ invoice: Invoice) throws(QuipuError) -> [[UInt8]] {
        try render(xml: { InvoiceXML.document(invoice) }, csv: { InvoiceCSV.render(invoice) }, ubl: { InvoiceUBL.document(invoice) })
    }

    /// The credit note's file contents, in the order of `formats`.
    public func render(_ creditNote: CreditNote) throws(QuipuError) -> [[UInt8]] {
        try render(xml: { CreditNoteXML.document(creditNote) }, csv: { CreditNoteCSV.render(creditNote) }, ubl: { CreditNoteUBL.document(creditNote) })
    }

    /// Each format made once; the HTML from the XML document.
    private func render(xml: () -> LibXMLDocument, csv: () -> String, ubl: () -> LibXMLDocument) throws(QuipuError) -> [[UInt8]] {
        let document = targets.contains(.xml) || targets.contains(.html) ? xml() : nil
        var files: [[UInt8]] = []
        for format in targets.formats {
            switch format {
            case .xml: files.append(document!.serialized())
            case .csv: files.append(Array(csv().utf8))
            case .ubl: files.append(ubl().serialized())
            case .html:
                files.append(try targets.html!.page(from: document!))
            }
        }
        return files
    }
}
