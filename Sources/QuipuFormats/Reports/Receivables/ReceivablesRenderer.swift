import Foundation
import QuipuCore
import QuipuXML

/// Renders receivables to every requested format from the same values.
package struct ReceivablesRenderer {
    private let targets: RenderTargets<ReceivablesFormat>

    /// A renderer writing in `language`; the HTML template is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [ReceivablesFormat], language: DocumentLanguage) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "receivables.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format; `asOf` and `timeZone` are the instant
    /// and the zone whose local date the receivables are of.
    package func render(_ receivables: Receivables, asOf: Instant, timeZone: TimeZone) throws(QuipuError) -> [ReceivablesFormat: [UInt8]] {
        try targets.render(xml: { ReceivablesXML.document(receivables, asOf: asOf, timeZone: timeZone) }, csv: { ReceivablesCSV.bytes(receivables) })
    }
}
