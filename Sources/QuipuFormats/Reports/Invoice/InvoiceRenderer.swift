import Foundation
import QuipuCore
import QuipuXML

/// Renders one invoice to every requested format from the same values, so the number and
/// every total agree across HTML, Quipu XML, CSV and UBL.
public struct InvoiceRenderer {
    private let targets: RenderTargets<InvoiceFormat>

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [InvoiceFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "invoice.xsl", from: templates)
    }

    /// The file contents, in the order of `formats`.
    public func render(_ invoice: Invoice) throws(QuipuError) -> [[UInt8]] {
        let document = targets.contains(.xml) || targets.contains(.html) ? InvoiceXML.document(invoice) : nil
        var files: [[UInt8]] = []
        for format in targets.formats {
            switch format {
            case .xml: files.append(document!.serialized())
            case .csv: files.append(Array(InvoiceCSV.render(invoice).utf8))
            case .ubl: files.append(InvoiceUBL.document(invoice).serialized())
            case .html:
                files.append(try targets.html!.page(from: document!))
            }
        }
        return files
    }
}
