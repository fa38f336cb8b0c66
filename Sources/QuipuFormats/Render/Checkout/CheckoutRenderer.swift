import Foundation
import QuipuCore
import QuipuXML

/// Renders a checkout to every requested format from the same values.
public struct CheckoutRenderer {
    private let formats: [ReportFormat]
    private let stylesheet: XSLTStylesheet?

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [ReportFormat]) throws(QuipuError) {
        self.formats = formats
        stylesheet = formats.contains(.html) ? try templates.stylesheet("checkout.xsl") : nil
    }

    /// The file contents, in the order of `formats` (some of `CheckoutReport.formats`). The CSV is
    /// written on one core while the XML and the HTML are written on the other.
    public func render(_ checkout: Checkout) throws(QuipuError) -> [[UInt8]] {
        let (csv, documents) = inParallel(
            { formats.contains(.csv) ? Result { () throws(QuipuError) in try CheckoutCSV.bytes(checkout) } : nil },
            { Result { () throws(QuipuError) in try renderDocuments(checkout) } }
        )
        let (xml, html) = try documents.get()
        var files: [[UInt8]] = []
        for format in formats {
            switch format {
            case .csv: files.append(try csv!.get())
            case .xml: files.append(xml!)
            case .html: files.append(html!)
            case .ubl: preconditionFailure("a checkout has no UBL form")
            }
        }
        return files
    }

    /// The XML and the HTML, as asked.
    private func renderDocuments(_ checkout: Checkout) throws(QuipuError) -> (xml: [UInt8]?, html: [UInt8]?) {
        let full = formats.contains(.xml) ? try CheckoutXML.document(checkout, limit: nil, totals: nil) : nil
        let xml = full?.bytes
        guard formats.contains(.html) else { return (xml, nil) }
        guard let stylesheet else { preconditionFailure("HTML asked for but its template was not compiled") }
        let source = try CheckoutXML.htmlSource(checkout, totals: full?.totals)
        do { return (xml, try stylesheet.apply(to: source)) } catch { throw QuipuError(.dataError, "checkout.xsl: \(error.message)") }
    }
}
