import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuPDF
import Testing

/// The timesheet's PDF: what its blocks hold (every column of a wide grid, the totals), how many
/// pages it takes, and its date.
@Suite("PDF timesheets")
struct TimesheetPDFTests {
    /// The tables of `blocks`.
    static func tables(_ blocks: [PDFBlock]) -> [PDFTable] {
        blocks.compactMap { block in if case let .table(table) = block { table } else { nil } }
    }

    /// What `blocks` print, as text a line each (a table's cells separated by " | ", a cell's
    /// second line after " / "): the PDF's words without the bytes that depend on cairo and pango.
    static func text(of blocks: [PDFBlock]) -> String {
        func cell(_ cell: PDFTableCell?) -> String { cell.map { $0.text + ($0.detail.map { " / " + $0 } ?? "") } ?? "·" }
        func row(_ row: PDFTableRow) -> String { (row.headings + row.cells.map(cell)).joined(separator: " | ") }
        return blocks.map { block in
            switch block {
            case let .title(text): "# " + text
            case let .heading(text): "## " + text
            case let .subheading(text): "### " + text
            case let .facts(facts): facts.map { "- " + cell($0) }.joined(separator: "\n")
            case let .paragraph(spans): spans.map { $0.bold ? "**\($0.text)**" : $0.text }.joined()
            case let .table(table):
                ([table.caption, (table.headingColumns + table.columns.map(cell)).joined(separator: " | ")] + table.rows.map(row)
                    + (table.footer.map { [row($0)] } ?? [])).joined(separator: "\n")
            }
        }.joined(separator: "\n\n") + "\n"
    }

    @Test("the half-year's grid has a column per week and the total, every task and the period's total")
    func halfYearGrid() throws {
        let timesheet = try TimesheetRenderingTests.exampleTimesheet("2024-01..2024-06")
        let grid = try #require(Self.tables(TimesheetPDF.blocks(timesheet)).first)
        #expect(grid.columns.count == 26 + 1)
        #expect(grid.columns.first == PDFTableCell("01-01", detail: "to 01-07"))
        #expect(grid.columns.last == PDFTableCell("Total"))
        #expect(grid.rows.count == timesheet.rows.count)
        #expect(grid.footer?.cells.last == PDFTableCell("120:53", detail: "120.83"))
    }

    @Test("a week of days is one grid with a column per day; a month of days a grid per week with time, then the period's totals")
    func dayGrids() throws {
        let week = Self.tables(TimesheetPDF.blocks(try TimesheetRenderingTests.exampleTimesheet("2024-W13")))
        #expect(week.first?.columns.map(\.text) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Total"])
        #expect(week.first?.columns.first?.detail == "03-25")
        let month = TimesheetPDF.blocks(try TimesheetRenderingTests.exampleTimesheet("2024-03", round: "15:up:entry"))
        let subheadings = month.compactMap { block in if case let .subheading(text) = block { text } else { nil } }
        #expect(subheadings.first == "Week of 2024-02-26 to 2024-03-03" || subheadings.first == "Week of 2024-03-01 to 2024-03-03")
        #expect(subheadings.filter { $0 == "The whole period" }.count == 2, "recorded and billed time")
        #expect(month.contains(.heading("Billed time")))
    }

    @Test("the example week fits one A4 page, the half-year two; the PDF is dated by the as-of instant in the timesheet's zone")
    func pages() throws {
        let week = try TimesheetPDF.render(try TimesheetRenderingTests.exampleTimesheet("2024-W13"), paper: .a4)
        #expect(BillingDocumentPDFTests.pageCount(week) == 1)
        let text = BillingDocumentPDFTests.text(week)
        #expect(text.contains("/CreationDate (D:20240401020000+02'00')") && text.contains("/Title (Timesheet 2024-W13)"))
        let halfYear = try TimesheetPDF.render(try TimesheetRenderingTests.exampleTimesheet("2024-01..2024-06"), paper: .a4)
        #expect(BillingDocumentPDFTests.pageCount(halfYear) == 2)
        let letter = try TimesheetPDF.render(try TimesheetRenderingTests.exampleTimesheet("2024-01..2024-06"), paper: .letter)
        #expect(BillingDocumentPDFTests.text(letter).contains("/MediaBox [ 0 0 612 792 ]"))
    }

    @Test("two years of days paginate: a grid per week with time (most say none) over 7 pages, a valid PDF/A-3b")
    func twoYears() throws {
        let pdf = try TimesheetPDF.render(try TimesheetRenderingTests.exampleTimesheet("2023-01..2024-12", columns: "day"), paper: .a4)
        #expect(BillingDocumentPDFTests.pageCount(pdf) == 7)
        #expect(BillingDocumentPDFTests.text(pdf).contains("<pdfaid:part>3</pdfaid:part>"))
    }
}
