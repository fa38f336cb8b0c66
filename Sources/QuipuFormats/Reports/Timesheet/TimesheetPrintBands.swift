import QuipuCore
import QuipuPDF

/// Where the printed HTML cuts a tasks × columns grid (week or month columns) into bands, so that
/// every column and the Total print on A4 at the body's size: the PDF's rule (`ColumnBands`) on
/// the PDF's table (`TimesheetPDF.columnTable`), with each column's width estimated as a browser
/// prints it. `timesheet.xsl` gets the bands as its `printBands` parameter, the last column of
/// each band (1-based, the Total column counted last): `9 18 27`.
///
/// A browser's fonts are not Quipu's, so the widths are estimates, on the wide side: a character
/// is taken as wide as a bold digit of DejaVu Sans (Debian's default font, one of the widest), a
/// few narrow marks narrower, and a character beyond Latin, Greek and Cyrillic as wider than an em.
enum TimesheetPrintBands {
    /// The print's body size (10pt), in CSS px.
    static let fontSize = 10 * 96 / 72.0
    /// A4's width less Chromium's default margins (0.4 in each side), in CSS px.
    static let paperWidth = (8.27 - 2 * 0.4) * 96
    /// A cell's padding left and right (`.3rem` each in print) and its border.
    static let cellPadding = 2 * 0.3 * 16 + 1.0
    /// The most of the paper the project or the task column is given before its text wraps.
    static let headingShare = 0.18
    /// The size of a cell's second line (`.dec`: decimal hours, a heading's last day), in ems.
    static let detailSize = 0.8

    /// The template's parameters for `timesheet`: `printBands`, where its grids of recorded and
    /// (when billed) billed time are cut, at the same columns, their headings and hours measured
    /// as `words` writes them (the page's language); none with day columns, which the HTML prints
    /// a week per grid.
    static func templateParameters(_ timesheet: Timesheet, words: TimesheetPDF.Words = TimesheetPDF.Words(language: .isoEnglish))
        -> [String: String] {
        guard timesheet.parameters.columns != .day else { return [:] }
        var tables = [TimesheetPDF.columnTable(timesheet, billed: false, caption: "", words: words)]
        if timesheet.parameters.rounding != nil { tables.append(TimesheetPDF.columnTable(timesheet, billed: true, caption: "", words: words)) }
        return ["printBands": bandEnds(of: tables).map(String.init).joined(separator: " ")]
    }

    /// The last column (1-based) of each band of `tables`, which share their columns: each
    /// column as wide as its widest cell in any of them, beside heading columns as wide as their
    /// text up to `headingShare` of the paper (never narrower than their longest word).
    static func bandEnds(of tables: [PDFTable]) -> [Int] {
        guard let first = tables.first else { return [] }
        let rows = tables.flatMap { table in [PDFTableRow(headings: table.headingColumns, cells: table.columns)] + table.rows + (table.footer.map { [$0] } ?? []) }
        let headingWidths = first.headingColumns.indices.map { column in
            let texts = rows.map { $0.headings[column] }
            let longestWord = texts.map(longestWordWidth).max() ?? 0
            let whole = texts.map { width(of: Substring($0)) }.max() ?? 0
            return max(longestWord, min(whole, headingShare * paperWidth)) + cellPadding
        }
        let columnWidths = first.columns.indices.map { column in
            rows.compactMap { $0.cells[column] }.map { cell in
                max(longestWordWidth(cell.text), cell.detail.map { detailSize * longestWordWidth($0) } ?? 0)
            }.max()! + cellPadding
        }
        return ColumnBands(widths: columnWidths, room: paperWidth - headingWidths.reduce(0, +)).bands.map(\.upperBound)
    }

    /// The printed width of `text`'s longest word: a printed cell wraps at spaces.
    static func longestWordWidth(_ text: String) -> Double {
        text.split(separator: " ").map(width).max() ?? 0
    }

    /// The estimated printed width of `word` at the body's size, in CSS px.
    static func width(of word: Substring) -> Double {
        word.reduce(0) { sum, character in
            let ems: Double = switch character.unicodeScalars.first!.value {
            case 0x2E, 0x3A, 0x2C, 0x3B, 0x27, 0x2D, 0x7C, 0x21, 0x69, 0x6C: 0.45  // . : , ; ' - | ! i l
            case ..<0x0500: 0.72
            default: 1.25
            }
            return sum + ems * fontSize
        }
    }
}
