import Foundation
import QuipuCore
import Testing

@Suite("Page breaks of a table")
struct PageBreaksTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let rows: [Double]
        let firstPage: Double, nextPage: Double, closing: Double
        let pages: [Range<Int>]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "rows and closing fit one page", rows: [10, 10, 10], firstPage: 100, nextPage: 200, closing: 70, pages: [0..<3]),
        Case(name: "no rows: one page with the closing", rows: [], firstPage: 100, nextPage: 200, closing: 50, pages: [0..<0]),
        Case(name: "rows fill the first page, the rest go on", rows: Array(repeating: 10, count: 25), firstPage: 100, nextPage: 200, closing: 0,
             pages: [0..<10, 10..<25]),
        Case(name: "the closing does not fit after the last rows: the last row moves to the next page", rows: [10, 10, 10],
             firstPage: 100, nextPage: 200, closing: 75, pages: [0..<2, 2..<3]),
        Case(name: "one row and a closing that fits no page beside it: the closing gets a page alone", rows: [10],
             firstPage: 100, nextPage: 100, closing: 95, pages: [0..<1, 1..<1]),
        Case(name: "a row taller than the page gets a page to itself", rows: [10, 300, 10], firstPage: 100, nextPage: 100, closing: 0,
             pages: [0..<1, 1..<2, 2..<3]),
        Case(name: "120 rows of 20 on pages of 600 after a first of 300", rows: Array(repeating: 20, count: 120), firstPage: 300, nextPage: 600,
             closing: 200, pages: [0..<15, 15..<45, 45..<75, 75..<105, 105..<120]),
    ]

    @Test("rows are split into pages, whole, with the closing on the last", arguments: cases)
    func pages(_ example: Case) {
        let breaks = PageBreaks(rowHeights: example.rows, firstPage: example.firstPage, nextPage: example.nextPage, closing: example.closing)
        #expect(breaks.pages == example.pages)
    }

    @Test("each page but the last carries forward the sum of the amounts up to its end")
    func carried() throws {
        let eur = try Currency(code: "EUR")
        let breaks = PageBreaks(rowHeights: [10, 10, 10, 10, 10], firstPage: 20, nextPage: 20, closing: 10)
        #expect(breaks.pages == [0..<2, 2..<4, 4..<5])
        let amounts = try ["100.10", "0.20", "3.00", "-1.30", "7.00"].map { try Money(parsing: $0, eur) }
        #expect(try breaks.carriedTotals(of: amounts, in: eur).map(\.amountText) == ["100.30", "102.00"])
    }
}
