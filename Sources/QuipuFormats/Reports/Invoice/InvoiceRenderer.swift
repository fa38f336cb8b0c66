import Foundation
import QuipuCore
import QuipuXML

/// Renders one invoice to every requested format from the same values, so the number and
/// every total agree across HTML, Quipu XML, CSV and UBL.
public struct InvoiceRenderer {
    private let formats: [InvoiceFormat]
    private let html: HTMLTemplate?

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [InvoiceFormat]) throws(QuipuError) {
        self.formats = formats
        html = try HTMLTemplate.compiled("invoice.xsl", from: templates, when: formats.contains(.html))
    }

    /// The file contents, in the order of `formats`.
    public func render(_ invoice: Invoice) throws(QuipuError) -> [[UInt8]] {
        let document = formats.contains(.xml) || formats.contains(.html) ? InvoiceXML.document(invoice) : nil
        var files: [[UInt8]] = []
        for format in formats {
            switch format {
            case .xml: files.append(document!.serialized())
            case .csv: files.append(Array(InvoiceCSV.render(invoice).utf8))
            case .ubl: files.append(InvoiceUBL.document(invoice).serialized())
            case .html:
                files.append(try html!.page(from: document!))
            }
        }
        return files
    }
}
