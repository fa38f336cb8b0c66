import QuipuCore
import QuipuPDF

/// An invoice's or a credit note's sheet laid out on paper as a PDF/A-3b, as its HTML page looks:
/// the letterhead, the parties and the facts on the first page; the lines' table, its header
/// repeated on every page, with the total carried forward at the foot of each page and brought
/// forward at the head of the next; the totals, notes and payment box together on the last page;
/// the seller in the footer and "Page 2 of 3" when there is more than one page, every text in the
/// sheet's language. Amounts are aligned on their locale's decimal symbol (a point or a comma); no
/// line breaks inside an IBAN or a reference. Where pages break is `PageBreaks`'s decision.
struct BillingDocumentPDF {
    let sheet: BillingDocumentSheet
    let paper: Paper

    /// The PDF, carrying `xml` (the document's Factur-X XML) when given.
    func render(embedding xml: PDFEmbeddedXML? = nil) throws(QuipuError) -> [UInt8] {
        do {
            let drawn = try PDFCanvas.draw(width: paper.width, height: paper.height) { canvas in
                SheetLayout(sheet: sheet, paper: paper, canvas: canvas).draw()
            }
            return try PDFArchive.pdfA3b(drawn, info: sheet.info, embedding: xml)
        } catch {
            throw QuipuError(.noInput, "\(DocumentLanguage.isoEnglish.label(sheet.kind).lowercased()) \(sheet.number): the PDF could not be made: \(error)")
        }
    }
}

/// The geometry of one sheet on one canvas: margins, styles and column widths, and the drawing
/// of each part, which returns the height it took (measured without painting by `canvas.measuring`).
private struct SheetLayout {
    let sheet: BillingDocumentSheet
    let paper: Paper
    let canvas: PDFCanvas

    static let millimetre = 72 / 25.4
    static let ink = PDFColor(0x1B1F27), muted = PDFColor(0x5F6776), rule = PDFColor(0xDDE1E8), accent = PDFColor(0x23507A),
               soft = PDFColor(0xF3F6F9), black = PDFColor(0x000000)
    static let body = PDFTextStyle(size: 9.5, color: ink)
    static let small = body.with(size: 8, color: muted)
    static let label = PDFTextStyle(bold: true, size: 7, color: muted, letterSpacing: 0.6)
    /// The left and right margins.
    static let side = 15 * millimetre
    /// Around a cell's text.
    static let padding = 1.5 * millimetre
    var body: PDFTextStyle { Self.body }
    var small: PDFTextStyle { Self.small }
    var label: PDFTextStyle { Self.label }
    var padding: Double { Self.padding }

    var left: Double { Self.side }
    var width: Double { paper.width - 2 * left }
    var right: Double { left + width }
    var top: Double { 15 * Self.millimetre }
    /// Where the footer starts.
    var footerTop: Double { paper.height - 14 * Self.millimetre }

    /// The table's columns: their left edges and widths (number, description, hours, rate, amount).
    let columns: [(x: Double, width: Double)]
    /// Where each figure column (hours, rate, amount) puts its amounts' decimal point.
    let decimalPoints: [Int: Double]

    init(sheet: BillingDocumentSheet, paper: Paper, canvas: PDFCanvas) {
        self.sheet = sheet
        self.paper = paper
        self.canvas = canvas
        let (left, width, padding) = (Self.side, paper.width - 2 * Self.side, Self.padding)
        let (body, small, label) = (Self.body, Self.small, Self.label)
        func widest(_ texts: [String?], _ style: PDFTextStyle) -> Double {
            texts.compactMap { $0 }.map { canvas.measure($0, style).width }.max() ?? 0
        }
        let headings = sheet.columns.map { canvas.measure($0.uppercased(), label).width }
        let number = max(headings[0], widest(sheet.rows.map(\.number), body)) + 2 * padding
        let numeric = [
            max(headings[2], widest(sheet.rows.map(\.hours), body), widest(sheet.rows.map(\.hoursDetail), small)),
            max(headings[3], widest(sheet.rows.map(\.rate), body), widest(sheet.rows.map(\.rateDetail), small)),
            max(headings[4], widest(sheet.rows.map(\.amount), body.with(bold: true)), widest([sheet.carriedForward], small)),
        ].map { $0 + 2 * padding }
        let description = width - number - numeric.reduce(0, +)
        var x = left
        var columns: [(x: Double, width: Double)] = []
        for columnWidth in [number, description] + numeric {
            columns.append((x, columnWidth))
            x += columnWidth
        }
        self.columns = columns
        var decimalPoints: [Int: Double] = [:]
        for (column, values) in [(2, sheet.rows.compactMap(\.hours)), (3, sheet.rows.compactMap(\.rate)), (4, sheet.rows.map(\.amount))] {
            let tail = values.map { canvas.measure(BillingDocumentSheet.split($0, at: sheet.language.formatter.decimalSymbol).tail, body).width }.max() ?? 0
            decimalPoints[column] = columns[column].x + columns[column].width - padding - tail
        }
        self.decimalPoints = decimalPoints
    }

    /// Draws every page.
    func draw() {
        let first = canvas.measuring { firstPageHead(at: top) } + canvas.measuring { tableHead(at: 0) }
        let next = canvas.measuring { continuedHead(at: top) } + canvas.measuring { tableHead(at: 0) }
        let carried = canvas.measuring { carriedRow(sheet.carriedForward, sheet.totals[0].amount, at: 0) }
        let rowHeights = sheet.rows.map { row in canvas.measuring { self.row(row, at: 0) } }
        let closingHeight = canvas.measuring { closing(at: 0) }
        let bottom = footerTop - 3 * Self.millimetre
        let breaks = PageBreaks(rowHeights: rowHeights, firstPage: bottom - top - first - carried,
                                nextPage: bottom - top - next - 2 * carried, closing: closingHeight)
        let carriedTotals = (try? breaks.carriedTotals(of: sheet.rows.map(\.net), in: sheet.currency)) ?? []
        for (index, page) in breaks.pages.enumerated() {
            if index > 0 { canvas.nextPage() }
            var y = top + (index == 0 ? firstPageHead(at: top) : continuedHead(at: top))
            y += tableHead(at: y)
            if index > 0, index - 1 < carriedTotals.count {
                y += carriedRow(sheet.broughtForward, BillingDocumentSheet.money(carriedTotals[index - 1], sheet.language), at: y)
            }
            for row in sheet.rows[page] { y += self.row(row, at: y) }
            if index < breaks.pages.count - 1, index < carriedTotals.count {
                y += carriedRow(sheet.carriedForward, BillingDocumentSheet.money(carriedTotals[index], sheet.language), at: y)
            } else {
                y += closing(at: y)
            }
            footer(page: index + 1, of: breaks.pages.count)
        }
    }

    // MARK: The head of the first page

    /// The letterhead, the parties, the facts and the table's caption.
    func firstPageHead(at top: Double) -> Double {
        var y = top
        y += letterhead(at: y) + 6 * Self.millimetre
        y += parties(at: y) + 5 * Self.millimetre
        y += facts(at: y) + 5 * Self.millimetre
        y += canvas.text(sheet.caption, body.with(color: Self.muted), x: left, y: y, width: width) + 1.5 * Self.millimetre
        return y - top
    }

    /// The seller's name and address beside the document's heading and number, over an accent rule.
    func letterhead(at top: Double) -> Double {
        var leftY = top
        leftY += canvas.text(sheet.seller.name, PDFTextStyle(bold: true, size: 14, color: Self.accent), x: left, y: leftY, width: width * 0.6)
        let lines = [BillingDocumentSheet.addressLine(sheet.seller.address, sheet.language)] + (sheet.seller.email.map { [$0] } ?? [])
        for line in lines { leftY += canvas.text(line, body.with(color: Self.muted), x: left, y: leftY, width: width * 0.6) }
        var rightY = top
        rightY += canvas.text(sheet.heading.uppercased(), PDFTextStyle(size: 20, color: Self.ink, letterSpacing: 2.4), x: right, y: rightY,
                              alignment: .right)
        rightY += canvas.text("\(sheet.language.label("document.number")) \(sheet.number)", body.with(bold: true), x: right, y: rightY, alignment: .right)
        let bottom = max(leftY, rightY) + 3 * Self.millimetre
        canvas.line(from: (left, bottom), to: (right, bottom), thickness: 2.2, color: Self.accent)
        return bottom + 1.1 - top
    }

    /// The buyer, under its label, and the seller, in two columns.
    func parties(at top: Double) -> Double {
        let column = (width - 8 * Self.millimetre) / 2
        func party(_ title: String, _ party: Party, x: Double) -> Double {
            var y = top + canvas.text(title.uppercased(), label, x: x, y: top, width: column) + 1
            for (index, line) in BillingDocumentSheet.partyLines(party, sheet.language).enumerated() {
                y += canvas.text(line, body.with(bold: index == 0), x: x, y: y, width: column)
            }
            return y - top
        }
        return max(party(sheet.buyerLabel, sheet.buyer, x: left), party(sheet.language.label("document.from"), sheet.seller, x: left + column + 8 * Self.millimetre))
    }

    /// The facts on a soft band, each label over its value, flowing onto a second line when they
    /// do not fit one; a value is never broken.
    func facts(at top: Double) -> Double {
        let inset = 3.5 * Self.millimetre, gap = 5 * Self.millimetre
        let value = body.with(bold: true)
        let cells = sheet.facts.map { fact in
            (fact, max(canvas.measure(fact.label.uppercased(), label).width, canvas.measure(fact.value, value).width))
        }
        var lines: [[((label: String, value: String), Double)]] = [[]]
        var used = 0.0
        for cell in cells {
            if !lines[lines.count - 1].isEmpty, used + gap + cell.1 > width - 2 * inset {
                lines.append([])
                used = 0
            }
            used += (lines[lines.count - 1].isEmpty ? 0 : gap) + cell.1
            lines[lines.count - 1].append(cell)
        }
        let lineHeight = canvas.measure("X", label).height + 1 + canvas.measure("X", value).height
        let height = Double(lines.count) * lineHeight + Double(lines.count - 1) * 2 * Self.millimetre + 2 * inset
        canvas.rectangle(x: left, y: top, width: width, height: height, radius: 2 * Self.millimetre, fill: Self.soft)
        for (number, line) in lines.enumerated() {
            // The space left over is shared out between the facts, as the HTML's grid does.
            let spare = (width - 2 * inset - line.map(\.1).reduce(0, +) - gap * Double(line.count - 1)) / Double(max(line.count, 1))
            var x = left + inset
            let y = top + inset + Double(number) * (lineHeight + 2 * Self.millimetre)
            for (fact, cellWidth) in line {
                let labelHeight = canvas.text(fact.label.uppercased(), label, x: x, y: y)
                canvas.text(fact.value, value, x: x, y: y + labelHeight + 1)
                x += cellWidth + gap + spare
            }
        }
        return height
    }

    /// The head of a page after the first: the document, its number and the buyer, over a rule.
    func continuedHead(at top: Double) -> Double {
        let height = canvas.text(sheet.continuedHead, body.with(color: Self.accent, bold: true), x: left, y: top, width: width)
        canvas.line(from: (left, top + height + 2), to: (right, top + height + 2), thickness: 1, color: Self.accent)
        return height + 4 * Self.millimetre
    }

    // MARK: The table

    /// The column headings over a rule.
    func tableHead(at top: Double) -> Double {
        var height = 0.0
        for (index, heading) in sheet.columns.enumerated() {
            let column = columns[index]
            let drawn = index < 2
                ? canvas.text(heading.uppercased(), label, x: column.x + padding, y: top + padding * 0.75)
                : canvas.text(heading.uppercased(), label, x: column.x + column.width - padding, y: top + padding * 0.75, alignment: .right)
            height = max(height, drawn)
        }
        let bottom = top + height + 1.5 * padding
        canvas.line(from: (left, bottom), to: (right, bottom), thickness: 1.1, color: Self.ink)
        return bottom + 0.6 - top
    }

    /// A line of the table, each cell with its small text under it, over a thin rule.
    func row(_ row: BillingDocumentSheet.Row, at top: Double) -> Double {
        let y = top + padding
        var bottom = y
        bottom = max(bottom, y + canvas.text(row.number, body, x: columns[0].x + padding, y: y))
        let description = columns[1]
        var descriptionY = y + canvas.text(row.description, body.with(bold: true), x: description.x + padding, y: y, width: description.width - 2 * padding)
        descriptionY += canvas.text(row.descriptionDetail, small, x: description.x + padding, y: descriptionY, width: description.width - 2 * padding)
        bottom = max(bottom, descriptionY)
        for (column, main, detail) in [(2, row.hours, row.hoursDetail), (3, row.rate, row.rateDetail), (4, Optional(row.amount), nil)] {
            var cellY = y
            if let main { cellY += decimalAligned(main, anchor: decimalPoints[column]!, style: body, at: cellY) }
            if let detail { cellY += canvas.text(detail, small, x: columns[column].x + columns[column].width - padding, y: cellY, alignment: .right) }
            bottom = max(bottom, cellY)
        }
        bottom += padding
        canvas.line(from: (left, bottom), to: (right, bottom), thickness: 0.6, color: Self.rule)
        return bottom + 0.3 - top
    }

    /// `text` with its decimal symbol (or, without one, its last digit's end) at `anchor`: a
    /// column's amounts share an anchor, left of its right edge by the widest part from the symbol on.
    func decimalAligned(_ text: String, anchor: Double, style: PDFTextStyle, at y: Double) -> Double {
        let (whole, tail) = BillingDocumentSheet.split(text, at: sheet.language.formatter.decimalSymbol)
        let height = canvas.text(whole, style, x: anchor, y: y, alignment: .right)
        return max(height, canvas.text(tail, style, x: anchor, y: y))
    }

    /// The widest part from the decimal point on among `values`.
    func decimalTailWidth(_ values: [String], _ style: PDFTextStyle) -> Double {
        values.map { canvas.measure(BillingDocumentSheet.split($0, at: sheet.language.formatter.decimalSymbol).tail, style).width }.max() ?? 0
    }

    /// The total carried forward at a page's foot, or brought forward at the next page's head.
    func carriedRow(_ title: String, _ amount: String, at top: Double) -> Double {
        let y = top + padding
        let height = max(canvas.text(title, body.with(color: Self.muted, bold: true), x: columns[1].x + padding, y: y),
                         canvas.text(amount, body.with(bold: true), x: right - padding, y: y, alignment: .right))
        let bottom = y + height + padding
        canvas.line(from: (left, bottom), to: (right, bottom), thickness: 0.6, color: Self.rule)
        return bottom + 0.3 - top
    }

    // MARK: The closing: totals, notes and payment

    func closing(at top: Double) -> Double {
        var y = top + 4 * Self.millimetre
        y += totals(at: y) + 5 * Self.millimetre
        for note in sheet.notes { y += canvas.text(note, body, x: left, y: y, width: width) + 1.5 * Self.millimetre }
        y += 3 * Self.millimetre
        y += payment(at: y)
        return y - top
    }

    /// The totals on the right, their amounts aligned on the decimal point, the amount due in bold over a rule.
    func totals(at top: Double) -> Double {
        let tableWidth = width * 0.58, x = right - tableWidth
        var y = top + canvas.text(sheet.language.sentence("document.totalsIn", ["currency": sheet.currency.code]), body.with(color: Self.muted), x: x, y: top) + 1.5 * Self.millimetre
        let amounts = sheet.totals.map(\.amount)
        let tailWidth = max(decimalTailWidth(amounts, body), decimalTailWidth(amounts.filter { _ in sheet.totals.contains(where: \.isDue) },
                                                                                  body.with(size: 11.5, bold: true)))
        let anchor = right - padding - tailWidth
        for total in sheet.totals {
            let style = total.isDue ? body.with(size: 11.5, bold: true) : body
            if total.isDue {
                canvas.line(from: (x, y), to: (right, y), thickness: 1.1, color: Self.ink)
                y += 1.5 * Self.millimetre
            }
            let labelWidth = tableWidth * 0.62
            var labelY = y + canvas.text(total.label, style, x: x + padding, y: y, width: labelWidth - padding)
            if let detail = total.detail { labelY += canvas.text(detail, small, x: x + padding, y: labelY, width: labelWidth - padding) }
            let amountY = y + decimalAligned(total.amount, anchor: anchor, style: style, at: y)
            y = max(labelY, amountY) + 1.2 * Self.millimetre
        }
        return y - top
    }

    /// The payment (or settlement) box: its label and text, and the payment QR code on its right
    /// with the caption under it, when the sheet has one.
    func payment(at top: Double) -> Double {
        let inset = 3.5 * Self.millimetre
        let codeSide = sheet.paymentCode.map { Self.paymentCodeSide(of: $0) } ?? 0
        let textWidth = width - 2 * inset - (codeSide > 0 ? codeSide + Self.millimetre : 0)
        let inner = { () -> Double in
            var y = top + inset
            y += self.canvas.text(self.sheet.paymentLabel.uppercased(), self.label, x: self.left + inset, y: y) + 1
            y += self.canvas.text(self.sheet.payment, self.body, x: self.left + inset, y: y, width: textWidth)
            var bottom = y + inset
            if let code = self.sheet.paymentCode {
                bottom = max(bottom, self.paymentCode(code, x: self.right - Self.millimetre - codeSide, y: top + Self.millimetre) + inset / 2)
            }
            return bottom - top
        }
        let height = canvas.measuring(inner)
        canvas.rectangle(x: left, y: top, width: width, height: height, radius: 2 * Self.millimetre, stroke: (Self.rule, 0.8))
        return inner()
    }

    /// How wide a payment QR code's modules print, so that a phone scans it from paper.
    static let paymentCodeWidth = 30 * millimetre

    /// The side of `matrix` drawn with its quiet zone: `paymentCodeWidth` and 4 modules each side.
    static func paymentCodeSide(of matrix: QRMatrix) -> Double {
        paymentCodeWidth / Double(matrix.size) * Double(matrix.size + 2 * QRMatrix.quietZone)
    }

    /// Draws `matrix` black on the page's white, its quiet zone's top left corner at `x`, `y`,
    /// with the caption centred under it; returns where the caption ends.
    func paymentCode(_ matrix: QRMatrix, x: Double, y: Double) -> Double {
        let module = Self.paymentCodeWidth / Double(matrix.size), side = Self.paymentCodeSide(of: matrix)
        let quietZone = Double(QRMatrix.quietZone) * module
        canvas.fill(matrix.rectangles(x: x + quietZone, y: y + quietZone, moduleSize: module), color: Self.black)
        return y + side + canvas.text(sheet.paymentCodeCaption, small, x: x + side / 2, y: y + side, alignment: .center)
    }

    /// The seller in one line over a rule, and the page's number when there is more than one.
    func footer(page: Int, of pages: Int) {
        canvas.line(from: (left, footerTop), to: (right, footerTop), thickness: 0.6, color: Self.rule)
        let y = footerTop + 2 * Self.millimetre
        let height = canvas.text(sheet.footer, small, x: left, y: y, width: width, alignment: .center)
        if pages > 1 { canvas.text(sheet.pageNumber(page, of: pages), small, x: left, y: y + height + 1, width: width, alignment: .center) }
    }
}
