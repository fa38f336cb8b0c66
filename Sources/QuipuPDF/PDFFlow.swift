import QuipuCore

/// A cell of a table: its text, and the small text under it (a duration's decimal hours).
package struct PDFTableCell: Sendable, Hashable {
    package let text: String
    package let detail: String?

    package init(_ text: String, detail: String? = nil) {
        self.text = text
        self.detail = detail
    }
}

/// A row of a table: the texts of its heading columns, and a cell per column (`nil`: empty, a dot).
package struct PDFTableRow: Sendable, Hashable {
    package let headings: [String]
    package let cells: [PDFTableCell?]

    package init(headings: [String], cells: [PDFTableCell?]) {
        self.headings = headings
        self.cells = cells
    }
}

/// A table of figures: heading columns on the left (project and task), repeated in every band,
/// and columns of figures, as many per band as the page is wide, so that every column prints.
/// The last column is each row's total, set in bold.
package struct PDFTable: Sendable, Hashable {
    package let caption: String
    /// The headings of the heading columns: `Project`, `Task`.
    package let headingColumns: [String]
    /// The headings of the figures' columns.
    package let columns: [PDFTableCell]
    package let rows: [PDFTableRow]
    /// The totals, printed under each band.
    package let footer: PDFTableRow?

    package init(caption: String, headingColumns: [String], columns: [PDFTableCell], rows: [PDFTableRow], footer: PDFTableRow?) {
        self.caption = caption
        self.headingColumns = headingColumns
        self.columns = columns
        self.rows = rows
        self.footer = footer
    }
}

/// A part of a flowing document (a timesheet), in reading order.
package enum PDFBlock: Sendable, Hashable {
    /// The document's title, once at the top.
    case title(String)
    /// A section's heading, kept with what follows it.
    case heading(String)
    /// A heading within a section (a week's grid).
    case subheading(String)
    /// Labels and their values, a line each.
    case facts([PDFTableCell])
    case paragraph([PDFSpan])
    case table(PDFTable)
}

/// Lays blocks out on pages of a size, top to bottom: a block that does not fit goes to the next
/// page (a heading with at least the start of what follows it); a table's figure columns are cut
/// into bands as wide as the page, its heading columns repeated in each; its rows go on over pages
/// with the column headings repeated. Each page's footer says what the document is and, when there
/// are several, "Page 2 of 3".
package struct PDFFlow {
    package let blocks: [PDFBlock]
    package let width: Double, height: Double
    /// The footer's text: what the document is.
    package let footer: String
    /// The words the flow prints of its own, in the document's language.
    package let words: PDFFlowWords

    package init(blocks: [PDFBlock], width: Double, height: Double, footer: String, words: PDFFlowWords = .english) {
        self.blocks = blocks
        self.width = width
        self.height = height
        self.footer = footer
        self.words = words
    }

    /// The PDF cairo draws of the blocks (to be finished by `PDFArchive`).
    package func drawn() throws(PDFError) -> [UInt8] {
        try PDFCanvas.draw(width: width, height: height) { canvas in
            var measured = FlowLayout(flow: self, canvas: canvas, pageCount: 0)
            let pages = canvas.measuring { Double(measured.layOut()) }
            var layout = FlowLayout(flow: self, canvas: canvas, pageCount: Int(pages))
            _ = layout.layOut()
        }
    }
}

/// What a flow writes of its own: which page of how many, and which of a wide table's columns a
/// band holds. Its caller gives them in the document's language.
package struct PDFFlowWords: Sendable {
    /// `Page 2 of 3`, of page 2 of 3.
    package let page: @Sendable (_ page: Int, _ pages: Int) -> String
    /// `Columns 1–5 of 14.`, of the band of columns 1 to 5 of 14.
    package let columns: @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String

    package init(page: @escaping @Sendable (Int, Int) -> String, columns: @escaping @Sendable (Int, Int, Int) -> String) {
        self.page = page
        self.columns = columns
    }

    /// In English.
    package static let english = PDFFlowWords(page: { "Page \($0) of \($1)" }, columns: { "Columns \($0)–\($1) of \($2)." })
}

/// One pass of a flow over a canvas: measuring (pages counted) or drawing.
private struct FlowLayout {
    let flow: PDFFlow
    let canvas: PDFCanvas
    /// The pages the measuring pass counted, for the footers.
    let pageCount: Int
    var page = 1
    var y = 0.0

    static let millimetre = 72 / 25.4
    static let ink = PDFColor(0x1B1F27), muted = PDFColor(0x5F6776), rule = PDFColor(0xDDE1E8), accent = PDFColor(0x23507A),
               soft = PDFColor(0xF3F6F9)
    static let body = PDFTextStyle(size: 8.5, color: ink)
    static let small = PDFTextStyle(size: 7, color: muted)
    static let headingLabel = PDFTextStyle(bold: true, size: 7, color: muted)
    static let padding = 1.2 * millimetre
    let margin = 12 * millimetre

    init(flow: PDFFlow, canvas: PDFCanvas, pageCount: Int) {
        self.flow = flow
        self.canvas = canvas
        self.pageCount = pageCount
        y = margin
    }

    var left: Double { margin }
    var contentWidth: Double { flow.width - 2 * margin }
    var bottom: Double { flow.height - 14 * Self.millimetre }

    /// Lays out every block; returns the number of pages.
    mutating func layOut() -> Int {
        for (index, block) in flow.blocks.enumerated() {
            switch block {
            case let .title(text):
                let style = PDFTextStyle(bold: true, size: 18, color: Self.accent)
                y += canvas.text(text, style, x: left, y: y, width: contentWidth) + 2
                canvas.line(from: (left, y), to: (left + contentWidth, y), thickness: 2, color: Self.accent)
                y += 4 * Self.millimetre
            case let .heading(text), let .subheading(text):
                let isSection: Bool = if case .heading = block { true } else { false }
                let style = PDFTextStyle(bold: true, size: isSection ? 12 : 9.5, color: isSection ? Self.accent : Self.ink)
                let height = canvas.measure(text, style, width: contentWidth).height
                ensure(height + (isSection ? 3 : 2) * Self.millimetre + followingHeight(after: index))
                y += (isSection ? 3 : 1.5) * Self.millimetre
                y += canvas.text(text, style, x: left, y: y, width: contentWidth) + 1.5 * Self.millimetre
            case let .facts(facts):
                let labelWidth = (facts.map { canvas.measure($0.text.uppercased(), Self.headingLabel).width }.max() ?? 0) + 3 * Self.millimetre
                for fact in facts {
                    let height = canvas.measuring { factLine(fact, labelWidth: labelWidth) }
                    ensure(height)
                    y += factLine(fact, labelWidth: labelWidth)
                }
                y += 2 * Self.millimetre
            case let .paragraph(spans):
                ensure(canvas.measuring { canvas.text(spans, Self.body, x: left, y: 0, width: contentWidth) })
                y += canvas.text(spans, Self.body, x: left, y: y, width: contentWidth) + 1.5 * Self.millimetre
            case let .table(table):
                self.table(table)
            }
        }
        footer()
        return page
    }

    /// The height the block after `index` needs at least on the same page as its heading: its
    /// first lines (a table's caption, headings and first row).
    func followingHeight(after index: Int) -> Double {
        guard index + 1 < flow.blocks.count else { return 0 }
        switch flow.blocks[index + 1] {
        case .table: return 16 * Self.millimetre
        case .title, .heading, .subheading, .facts, .paragraph: return 6 * Self.millimetre
        }
    }

    /// Starts a new page unless `height` fits above the footer.
    mutating func ensure(_ height: Double) {
        guard y + height > bottom, y > margin else { return }
        footer()
        canvas.nextPage()
        page += 1
        y = margin
    }

    func factLine(_ fact: PDFTableCell, labelWidth: Double) -> Double {
        let label = canvas.text(fact.text.uppercased(), Self.headingLabel, x: left, y: y + 1)
        let value = canvas.text(fact.detail ?? "", Self.body, x: left + labelWidth, y: y, width: contentWidth - labelWidth)
        return max(label, value) + 1
    }

    func footer() {
        let top = flow.height - 10 * Self.millimetre
        canvas.line(from: (left, top), to: (left + contentWidth, top), thickness: 0.6, color: Self.rule)
        let text = pageCount > 1 ? "\(flow.footer) · " + flow.words.page(page, pageCount) : flow.footer
        canvas.text(text, Self.small, x: left, y: top + 1.5 * Self.millimetre, width: contentWidth, alignment: .center)
    }

    // MARK: Tables

    /// The table in bands of columns, each with the caption, the headings and the rows, the
    /// rows going on over pages with the headings repeated.
    mutating func table(_ table: PDFTable) {
        let padding = Self.padding
        let headingWidths = table.headingColumns.indices.map { column in
            min(contentWidth * 0.2, ([canvas.measure(table.headingColumns[column], Self.headingLabel).width]
                + (table.rows + (table.footer.map { [$0] } ?? [])).map { canvas.measure($0.headings[column], Self.body.with(bold: true)).width })
                .max()! + 2 * padding)
        }
        let columnWidths = table.columns.indices.map { column in
            let cells = [table.columns[column]] + (table.rows + (table.footer.map { [$0] } ?? [])).compactMap { $0.cells[column] }
            return max(9 * Self.millimetre, cells.map { cell in
                max(canvas.measure(cell.text, Self.body.with(bold: true)).width, cell.detail.map { canvas.measure($0, Self.small).width } ?? 0)
            }.max()! + 2 * padding)
        }
        let bands = ColumnBands(widths: columnWidths, room: contentWidth - headingWidths.reduce(0, +)).bands
        for band in bands {
            let caption = bands.count > 1 ? table.caption + " " + flow.words.columns(band.lowerBound + 1, band.upperBound, table.columns.count) : table.caption
            var geometry: [(x: Double, width: Double)] = []
            var x = left
            for columnWidth in headingWidths + band.map({ columnWidths[$0] }) {
                geometry.append((x, columnWidth))
                x += columnWidth
            }
            let head = canvas.measuring { self.head(table, band: band, geometry: geometry, at: 0) }
            let firstRow = table.rows.first.map { row in canvas.measuring { self.row(row, band: band, geometry: geometry, at: 0, bold: false) } } ?? 0
            let captionHeight = canvas.measure(caption, Self.body.with(color: Self.muted), width: contentWidth).height
            ensure(captionHeight + head + firstRow + 2)
            y += 1 * Self.millimetre
            y += canvas.text(caption, Self.body.with(color: Self.muted), x: left, y: y, width: contentWidth) + 1
            y += self.head(table, band: band, geometry: geometry, at: y)
            for row in table.rows {
                let height = canvas.measuring { self.row(row, band: band, geometry: geometry, at: 0, bold: false) }
                if y + height > bottom {
                    ensure(height + head)
                    y += self.head(table, band: band, geometry: geometry, at: y)
                }
                y += self.row(row, band: band, geometry: geometry, at: y, bold: false)
            }
            if let footer = table.footer {
                let height = canvas.measuring { self.row(footer, band: band, geometry: geometry, at: 0, bold: true) }
                if y + height > bottom {
                    ensure(height + head)
                    y += self.head(table, band: band, geometry: geometry, at: y)
                }
                canvas.line(from: (left, y), to: (x, y), thickness: 1, color: Self.ink)
                y += self.row(footer, band: band, geometry: geometry, at: y, bold: true)
            }
            y += 3 * Self.millimetre
        }
    }

    /// The column headings over a rule; a figure column's heading right-aligned with its detail under it.
    func head(_ table: PDFTable, band: Range<Int>, geometry: [(x: Double, width: Double)], at top: Double) -> Double {
        var height = 0.0
        for (index, heading) in table.headingColumns.enumerated() {
            height = max(height, canvas.text(heading.uppercased(), Self.headingLabel, x: geometry[index].x + Self.padding, y: top + Self.padding))
        }
        for (offset, column) in band.enumerated() {
            let cell = geometry[table.headingColumns.count + offset], heading = table.columns[column]
            let right = cell.x + cell.width - Self.padding
            var cellHeight = canvas.text(heading.text, Self.headingLabel, x: right, y: top + Self.padding, alignment: .right)
            if let detail = heading.detail { cellHeight += canvas.text(detail, Self.small, x: right, y: top + Self.padding + cellHeight, alignment: .right) }
            height = max(height, cellHeight)
        }
        let bottom = top + height + 2 * Self.padding
        canvas.line(from: (left, bottom), to: (geometry.last!.x + geometry.last!.width, bottom), thickness: 1, color: Self.ink)
        return bottom + 0.5 - top
    }

    /// A row: its headings (wrapped in their columns) and its cells, each figure right-aligned with its detail under it.
    func row(_ row: PDFTableRow, band: Range<Int>, geometry: [(x: Double, width: Double)], at top: Double, bold: Bool) -> Double {
        let y = top + Self.padding
        var height = 0.0
        for (index, heading) in row.headings.enumerated() {
            height = max(height, canvas.text(heading, Self.body.with(bold: index > 0 || bold), x: geometry[index].x + Self.padding, y: y,
                                             width: geometry[index].width - 2 * Self.padding))
        }
        for (offset, column) in band.enumerated() {
            let cell = geometry[row.headings.count + offset], right = cell.x + cell.width - Self.padding
            guard let value = row.cells[column] else {
                height = max(height, canvas.text("·", Self.body.with(color: Self.rule), x: right, y: y, alignment: .right))
                continue
            }
            var cellHeight = canvas.text(value.text, Self.body.with(bold: bold || column == row.cells.count - 1), x: right, y: y, alignment: .right)
            if let detail = value.detail { cellHeight += canvas.text(detail, Self.small, x: right, y: y + cellHeight, alignment: .right) }
            height = max(height, cellHeight)
        }
        let bottom = y + height + Self.padding
        canvas.line(from: (left, bottom), to: (geometry.last!.x + geometry.last!.width, bottom), thickness: 0.5, color: Self.rule)
        return bottom + 0.3 - top
    }

}
