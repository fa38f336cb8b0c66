import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format, using both cores: the CSV is
/// written from the timesheet on one, while the other writes the XML text and applies the HTML
/// template to it.
package struct TimesheetRenderer {
    private let targets: RenderTargets<TimesheetFormat>
    private let paper: Paper
    /// The language of the HTML and the PDF.
    private let language: DocumentLanguage
    /// The built-in template leaves the weekly grids of day columns to `TimesheetWeekGridsHTML`.
    private let writesWeekGrids: Bool

    /// A renderer of `formats`; the HTML template is compiled only when HTML is asked for.
    package init(templates: Templates, formats: [TimesheetFormat], paper: Paper = .a4, language: DocumentLanguage = .isoEnglish) throws(QuipuError) {
        try self.init(templates: templates, formats: formats, writesWeekGrids: templates.source == .builtIn, paper: paper, language: language)
    }

    /// `writesWeekGrids: false` has the built-in template write every grid itself (for the tests).
    init(templates: Templates, formats: [TimesheetFormat], writesWeekGrids: Bool, paper: Paper = .a4,
         language: DocumentLanguage = .isoEnglish) throws(QuipuError) {
        targets = try RenderTargets(formats, htmlTemplate: "timesheet.xsl", from: templates, language: language)
        self.writesWeekGrids = writesWeekGrids
        self.paper = paper
        self.language = language
    }

    /// The contents of each of `formats`' file, by format.
    package func render(_ timesheet: Timesheet) throws(QuipuError) -> [TimesheetFormat: [UInt8]] {
        let (csv, documentFormats) = Parallel.both(
            { targets.contains(.csv) ? TimesheetCSV.render(timesheet) : nil },
            { renderDocument(timesheet, xml: targets.contains(.xml)) }
        )
        let (xml, html) = try documentFormats.get()
        let pdf = targets.contains(.pdf) ? try TimesheetPDF.render(timesheet, paper: paper, language: language) : nil
        return [.csv: csv, .xml: xml, .html: html, .pdf: pdf].compactMapValues { $0 }
    }

    /// The XML (when `xml`) and the HTML (when its template was compiled). The XML is written as
    /// text, straight from the timesheet; the HTML template reads that text parsed by libxml2.
    /// With weekly grids written here, the template reads the XML without the grids' cells; with
    /// week or month columns, it is told where the printed grid's bands are cut.
    private func renderDocument(_ timesheet: Timesheet, xml: Bool) -> Result<(xml: [UInt8]?, html: [UInt8]?), QuipuError> {
        let text = xml ? TimesheetXMLText.bytes(timesheet) : nil
        guard let template = targets.html else { return .success((text, nil)) }
        let splicesWeekGrids = writesWeekGrids && TimesheetWeekGridsHTML.applies(to: timesheet)
        return Result { () throws(QuipuError) in
            let templateInput = splicesWeekGrids ? TimesheetXMLText.bytes(timesheet, gridCells: false) : text ?? TimesheetXMLText.bytes(timesheet)
            let document: LibXMLDocument
            do throws(XMLError) { document = try LibXMLDocument(parsing: templateInput, name: "timesheet.xml") } catch {
                throw QuipuError(.dataError, "the timesheet's XML cannot be read back for the HTML: \(error.message)")
            }
            guard splicesWeekGrids else { return (text, try template.page(from: document, parameters: TimesheetPrintBands.templateParameters(timesheet, words: TimesheetPDF.Words(language: language)))) }
            let page = try template.page(from: document, parameters: TimesheetWeekGridsHTML.templateParameters)
            return (text, TimesheetWeekGridsHTML.splicing(into: page, timesheet, language: language))
        }
    }
}
