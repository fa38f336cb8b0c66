import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format, using both cores: the CSV is
/// written from the timesheet on one, while the other writes the XML text and applies the HTML
/// template to it.
public struct TimesheetRenderer {
    private let targets: RenderTargets<TimesheetFormat>

    /// A renderer of `formats`; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [TimesheetFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "timesheet.xsl", from: templates)
    }

    /// The file contents, in the order of `formats`.
    public func render(_ timesheet: Timesheet) throws(QuipuError) -> [[UInt8]] {
        let (csv, documentFormats) = Parallel.both(
            { targets.contains(.csv) ? TimesheetCSV.render(timesheet) : nil },
            { renderDocument(timesheet, xml: targets.contains(.xml)) }
        )
        let (xml, html) = try documentFormats.get()
        return targets.formats.map { format in
            switch format {
            case .csv: csv!
            case .xml: xml!
            case .html: html!
            }
        }
    }

    /// The XML (when `xml`) and the HTML (when its template was compiled). The XML is written as
    /// text, straight from the timesheet; the HTML template reads that text parsed by libxml2.
    private func renderDocument(_ timesheet: Timesheet, xml: Bool) -> Result<(xml: [UInt8]?, html: [UInt8]?), QuipuError> {
        guard xml || targets.html != nil else { return .success((nil, nil)) }
        let text = TimesheetXMLText.bytes(timesheet)
        guard let template = targets.html else { return .success((text, nil)) }
        return Result { () throws(QuipuError) in
            let document: LibXMLDocument
            do throws(XMLError) { document = try LibXMLDocument(parsing: text, name: "timesheet.xml") } catch {
                throw QuipuError(.dataError, "the timesheet's XML cannot be read back for the HTML: \(error.message)")
            }
            return (xml ? text : nil, try template.page(from: document))
        }
    }
}
