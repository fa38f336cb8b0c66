import Foundation
import QuipuCore
import QuipuXML

/// Renders a register to every requested format from the same values.
package struct RegisterRenderer {
    private let targets: RenderTargets<RegisterFormat>

    /// A renderer writing in `language`; the HTML template (`register.xsl`) is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [RegisterFormat], language: DocumentLanguage) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "register.xsl", from: templates, language: language)
    }

    /// The contents of each of the formats' file, by format.
    package func render(_ projection: RegisterProjection, asOfInstant: Instant, timeZone: String) throws(QuipuError) -> [RegisterFormat: [UInt8]] {
        var files: [RegisterFormat: [UInt8]] = [:]
        let xml = targets.contains(.xml) || targets.contains(.html)
            ? RegisterXML.bytes(projection.listing, asOfInstant: asOfInstant, timeZone: timeZone) : nil
        for format in targets.formats {
            switch format {
            case .xml: files[.xml] = xml
            case .csv: files[.csv] = RegisterCSV.bytes(projection.listing)
            case .hledger: files[.hledger] = Array(projection.ledger.hledgerJournal.utf8)
            case .beancount: files[.beancount] = Array(projection.ledger.beancountFile.utf8)
            case .html:
                let document: LibXMLDocument
                do { document = try LibXMLDocument(parsing: xml!, name: "register.xml") } catch {
                    throw QuipuError(.dataError, "register.xml: \(error.message)")
                }
                files[.html] = try targets.html!.page(from: document)
            }
        }
        return files
    }
}
