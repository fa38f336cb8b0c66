import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format, using both cores: the CSV is
/// written from the timesheet on one, while the other builds the XML document and applies the
/// HTML template to it.
public struct TimesheetRenderer {
    private let stylesheet: XSLTStylesheet?

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [ReportFormat]) throws(QuipuError) {
        stylesheet = formats.contains(.html) ? try templates.stylesheet("timesheet.xsl") : nil
    }

    /// The file contents, in the order of `formats` (some of `TimesheetReport.formats`).
    public func render(_ timesheet: Timesheet, formats: [ReportFormat]) throws(QuipuError) -> [(format: ReportFormat, bytes: [UInt8])] {
        let (csv, documentFormats) = Parallel.both(
            { formats.contains(.csv) ? Array(TimesheetCSV.render(timesheet).utf8) : nil },
            { renderDocument(timesheet, xml: formats.contains(.xml), html: formats.contains(.html)) }
        )
        let (xml, html) = try documentFormats.get()
        return formats.map { format in
            switch format {
            case .csv: (format, csv!)
            case .xml: (format, xml!)
            case .html: (format, html!)
            case .ubl: preconditionFailure("a timesheet has no UBL form")
            }
        }
    }

    /// The XML and HTML, as asked; the libxml2 document is built only when one of them is.
    private func renderDocument(_ timesheet: Timesheet, xml: Bool, html: Bool) -> Result<(xml: [UInt8]?, html: [UInt8]?), QuipuError> {
        guard xml || html else { return .success((nil, nil)) }
        let document = TimesheetXML.document(timesheet)
        let xmlBytes = xml ? document.serialized() : nil
        guard html else { return .success((xmlBytes, nil)) }
        guard let stylesheet else { preconditionFailure("HTML asked for but its template was not compiled") }
        do {
            return .success((xmlBytes, try stylesheet.apply(to: document)))
        } catch {
            return .failure(QuipuError(.dataError, "timesheet.xsl: \(error.message)"))
        }
    }
}
