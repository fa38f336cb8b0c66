import Foundation
import QuipuCore
import QuipuXML

/// Renders a checkout to every requested format from the same values.
package struct CheckoutRenderer {
    private let targets: RenderTargets<CheckoutFormat>

    /// A renderer writing in `language`; the HTML template is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [CheckoutFormat], language: DocumentLanguage) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "checkout.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format. The XML is written on one core while
    /// the CSV and then the HTML are written on the other.
    package func render(_ checkout: Checkout) throws(QuipuError) -> [CheckoutFormat: [UInt8]] {
        let (other, xml) = Parallel.both(
            { Result { () throws(QuipuError) in try renderCSVAndHTML(checkout) } },
            { targets.contains(.xml) ? CheckoutXML.bytes(checkout) : nil }
        )
        let (csv, html) = try other.get()
        return [.csv: csv, .xml: xml, .html: html].compactMapValues { $0 }
    }

    /// The CSV and the HTML, as asked.
    private func renderCSVAndHTML(_ checkout: Checkout) throws(QuipuError) -> (csv: [UInt8]?, html: [UInt8]?) {
        let csv = targets.contains(.csv) ? CheckoutCSV.bytes(checkout) : nil
        guard let template = targets.html else { return (csv, nil) }
        return (csv, try template.page(from: CheckoutXML.htmlSource(checkout)))
    }
}
