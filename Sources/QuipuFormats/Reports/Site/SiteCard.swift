import QuipuCore
import QuipuPDF

/// A page's sharing card, the image a link preview shows (`og:image`, `twitter:image`): a
/// 1200 × 630 PNG with the site's title, the page's title, three figures and a strip of the
/// page's bars (its weeks or months), drawn with cairo in the PDFs' fonts, so the same page gives
/// the same bytes.
struct SiteCard {
    /// A figure: its value, large, over its label.
    struct Figure {
        let value: String
        let label: String
    }

    let siteTitle: String
    let title: String
    let figures: [Figure]
    /// The heights of the bars, in any unit (fasted milliseconds), oldest first.
    let bars: [Int64]

    static let width = 1200, height = 630

    /// The card of a page of fasts with `statistics` (its figures in `text`'s words), and `bars`
    /// from its chart; a `leading` figure comes first, and the last of the statistics' is left out.
    init(siteTitle: String, title: String, statistics: FastingStatistics, bars: [Int64], leading: Figure? = nil, text: SiteText) {
        self.siteTitle = siteTitle
        self.title = title
        figures = (leading.map { [$0] } ?? []) + text.cardFigures(statistics).prefix(leading == nil ? 3 : 2)
        self.bars = bars
    }

    private static let ink = PDFColor(0x1D2330), muted = PDFColor(0x5D6677), accent = PDFColor(0x2F6F9F), soft = PDFColor(0xDCEBF5)

    /// The PNG's bytes.
    func png() throws(QuipuError) -> [UInt8] {
        do {
            return try PDFCanvas.drawPNG(width: Self.width, height: Self.height) { canvas in
                canvas.rectangle(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height), fill: PDFColor(0xFFFFFF))
                canvas.rectangle(x: 0, y: 0, width: 16, height: Double(Self.height), fill: Self.accent)
                _ = canvas.text(siteTitle, PDFTextStyle(size: 30, color: Self.muted), x: 80, y: 60, width: 1040)
                _ = canvas.text(title, PDFTextStyle(bold: true, size: 64, color: Self.ink), x: 80, y: 110, width: 1040)
                for (index, figure) in figures.enumerated() {
                    let x = 80 + Double(index) * 360
                    _ = canvas.text(figure.value, PDFTextStyle(bold: true, size: 52, color: Self.accent), x: x, y: 270, width: 340)
                    _ = canvas.text(figure.label, PDFTextStyle(size: 26, color: Self.muted), x: x, y: 340, width: 340)
                }
                let most = bars.max() ?? 0
                guard most > 0 else { return }
                let slot = 1040 / Double(bars.count), bottom = 570.0, tallest = 150.0
                canvas.rectangle(x: 80, y: bottom, width: 1040, height: 2, fill: Self.soft)
                for (index, bar) in bars.enumerated() where bar > 0 {
                    let height = max(2, tallest * Double(bar) / Double(most))
                    canvas.rectangle(x: 80 + Double(index) * slot + slot * 0.15, y: bottom - height, width: slot * 0.7, height: height, radius: 2,
                                     fill: Self.accent)
                }
            }
        } catch {
            throw QuipuError(.noInput, "the sharing card of \(title) could not be drawn: \(error)")
        }
    }
}
