import Foundation
import QuipuCore

/// Renders unbilled time to every requested format from the same values.
package struct UnbilledRenderer {
    private let targets: RenderTargets<UnbilledFormat>

    /// A renderer writing in `language`; the HTML template is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [UnbilledFormat], language: DocumentLanguage) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "unbilled.xsl", from: templates, language: language)
    }

    /// The contents of each of `formats`' file, by format; `asOf` and `timeZone` are the instant
    /// and the zone whose local date is the last day counted.
    package func render(_ unbilled: Unbilled, clientNames: [String: String], asOf: Instant, timeZone: TimeZone) throws(QuipuError) -> [UnbilledFormat: [UInt8]] {
        try targets.render(xml: { UnbilledXML.document(unbilled, clientNames: clientNames, asOf: asOf, timeZone: timeZone) },
                           csv: { UnbilledCSV.bytes(unbilled, clientNames: clientNames) })
    }
}
