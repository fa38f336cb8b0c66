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

    /// The file contents, in the order of `formats` (some of `CheckoutReport.formats`).
    public func render(_ checkout: Checkout) throws(QuipuError) -> [[UInt8]] {
        let document = formats.contains(.xml) || formats.contains(.html) ? try CheckoutXML.document(checkout) : nil
        var files: [[UInt8]] = []
        for format in formats {
            switch format {
            case .xml: files.append(document!.serialized())
            case .csv: files.append(Array(try CheckoutCSV.render(checkout).utf8))
            case .html:
                guard let stylesheet else { preconditionFailure("HTML asked for but its template was not compiled") }
                do { files.append(try stylesheet.apply(to: document!)) } catch { throw QuipuError(.dataError, "checkout.xsl: \(error.message)") }
            case .ubl: preconditionFailure("a checkout has no UBL form")
            }
        }
        return files
    }
}
