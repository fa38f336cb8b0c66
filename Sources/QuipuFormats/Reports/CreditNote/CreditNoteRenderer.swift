import Foundation
import QuipuCore
import QuipuXML

/// Renders one credit note to every requested format from the same values, so the number and
/// every total agree across HTML, Quipu XML, CSV and UBL.
public struct CreditNoteRenderer {
    private let targets: RenderTargets<CreditNoteFormat>

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [CreditNoteFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "credit-note.xsl", from: templates)
    }

    /// The file contents, in the order of `formats`.
    public func render(_ creditNote: CreditNote) throws(QuipuError) -> [[UInt8]] {
        let document = targets.contains(.xml) || targets.contains(.html) ? CreditNoteXML.document(creditNote) : nil
        var files: [[UInt8]] = []
        for format in targets.formats {
            switch format {
            case .xml: files.append(document!.serialized())
            case .csv: files.append(Array(CreditNoteCSV.render(creditNote).utf8))
            case .ubl: files.append(CreditNoteUBL.document(creditNote).serialized())
            case .html: files.append(try targets.html!.page(from: document!))
            }
        }
        return files
    }
}
