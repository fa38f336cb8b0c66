import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format, using both cores: the CSV is
/// written from the timesheet on one, while the other builds the XML document and applies the
/// HTML template to it.
public struct TimesheetRenderer {
    private let targets: RenderTargets<TimesheetFormat>

    /// A renderer of `formats`; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [TimesheetFormat]) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "timesheet.xsl", from: templates)
    }

    /// The file contents, in the order of `formats`.
    public func render(_ timesheet: Timesheet) throws(QuipuError) -> [[UInt8]] {
        let (csv, documentFormats) = Parallel.both(
            { targets.contains(.csv) ? Array(TimesheetCSV.render(timesheet).utf8) : nil },
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

    /// The XML (when `xml`) and the HTML (when its template was compiled); the libxml2 document is
    /// built only when one of them is made.
    private func renderDocument(_ timesheet: Timesheet, xml: Bool) -> Result<(xml: [UInt8]?, html: [UInt8]?), QuipuError> {
        guard xml || targets.html != nil else { return .success((nil, nil)) }
        let document = TimesheetXML.document(timesheet)
        let xmlBytes = xml ? document.serialized() : nil
        guard let template = targets.html else { return .success((xmlBytes, nil)) }
        return Result { () throws(QuipuError) in (xmlBytes, try template.page(from: document)) }
    }
}
