import QuipuCore
@testable import QuipuFormats
import QuipuPDF
import Testing

/// Where the printed HTML cuts a grid of many columns into bands: widths estimated from the
/// texts as a browser prints them at the body's size, cut by the PDF's rule.
@Suite("Timesheet print bands")
struct TimesheetPrintBandsTests {
    /// A grid of `weeks` columns of `cell` (`16:35`, with `16.58` under it) and a Total of `120:53`, with one task.
    static func grid(weeks: Int, task: String = "Email", cell: String = "16:35", total: String = "120:53") -> PDFTable {
        PDFTable(caption: "", headingColumns: ["Project", "Task"],
                 columns: (0..<weeks).map { _ in PDFTableCell("01-01", detail: "to 01-07") } + [PDFTableCell("Total")],
                 rows: [PDFTableRow(headings: ["Admin", task], cells: Array(repeating: PDFTableCell(cell, detail: "16.58"), count: weeks)
                     + [PDFTableCell(total, detail: "120.83")])],
                 footer: PDFTableRow(headings: ["Total", ""], cells: Array(repeating: nil, count: weeks) + [PDFTableCell(total, detail: "120.83")]))
    }

    @Test("a word is estimated as wide as bold digits at 10pt, colons and points narrower, a character beyond Cyrillic wider than an em")
    func wordWidths() {
        let tenPoints: Double = 10 * 96 / 72
        let figures: Double = 4 * 0.72 + 0.45
        #expect(abs(TimesheetPrintBands.width(of: "16:35") - figures * tenPoints) < 1e-9)
        #expect(TimesheetPrintBands.width(of: "🎸") == 1.25 * tenPoints)
        #expect(TimesheetPrintBands.longestWordWidth("to 03-31 (partial)") == TimesheetPrintBands.width(of: "(partial)"))
    }

    @Test("every column and the Total print: 25 weeks beside short titles in bands of 10, the last with the Total")
    func bandsOfWeeks() {
        #expect(TimesheetPrintBands.bandEnds(of: [Self.grid(weeks: 25)]) == [10, 20, 26])
        #expect(TimesheetPrintBands.bandEnds(of: [Self.grid(weeks: 9)]) == [10], "one band: the grid prints whole")
    }

    @Test("a title wraps at 18% of the paper, but a column is never narrower than its longest word; wider figures make smaller bands")
    func widerColumns() {
        #expect(TimesheetPrintBands.bandEnds(of: [Self.grid(weeks: 25, task: "Implement the checkout flow with care and tests")]) == [9, 18, 26])
        #expect(TimesheetPrintBands.bandEnds(of: [Self.grid(weeks: 25, task: "Antidisestablishmentarianism")]) == [6, 12, 18, 24, 26])
        #expect(TimesheetPrintBands.bandEnds(of: [Self.grid(weeks: 25), Self.grid(weeks: 25, cell: "1234:56")]) == [7, 14, 21, 26],
                "the billed grid's wider cells widen the recorded grid's columns: both are cut alike")
    }

    @Test("the template is told the bands of week and month grids, not of day grids")
    func templateParameters() throws {
        let halfYear = try TimesheetRenderingTests.exampleTimesheet(("2024-01..2024-06", nil, "week"))
        #expect(TimesheetPrintBands.templateParameters(halfYear) == ["printBands": "7 14 21 27"])
        #expect(TimesheetPrintBands.templateParameters(try TimesheetRenderingTests.exampleTimesheet(("2024-03", nil, "day"))) == [:])
    }
}
