import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format.
public struct TimesheetRenderer {
    private let stylesheet: XSLTStylesheet?

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [ReportFormat]) throws(QuipuError) {
        stylesheet = formats.contains(.html) ? try templates.stylesheet("timesheet.xsl") : nil
    }

    /// The file contents, in the order of `formats`.
    public func render(_ timesheet: Timesheet, formats: [ReportFormat]) throws(QuipuError) -> [(format: ReportFormat, bytes: [UInt8])] {
        let document = TimesheetXML.document(timesheet)
        var files: [(format: ReportFormat, bytes: [UInt8])] = []
        for format in formats {
            switch format {
            case .xml:
                files.append((format, document.serialized()))
            case .csv:
                files.append((format, Array(TimesheetCSV.render(timesheet).utf8)))
            case .html:
                guard let stylesheet else { preconditionFailure("HTML asked for but not prepared") }
                do {
                    files.append((format, try stylesheet.apply(to: document)))
                } catch {
                    throw QuipuError(.dataError, "timesheet.xsl: \(error.message)")
                }
            }
        }
        return files
    }
}
