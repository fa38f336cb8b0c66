import CPDFLibraries
import Foundation
import Synchronization
@testable import QuipuPDF
import Testing

/// The texts a process has set are kept and reused: the same text in the same style is the same
/// layout, whatever its colour; a text set anew after they were let go has the same size; and
/// documents drawn on several threads at once are the same bytes as drawn one at a time.
@Suite("PDF text layouts")
struct PDFTextLayoutsTests {
    static let style = PDFTextStyle(size: 9.5, color: PDFColor(0x1B1F27))

    /// The logical width and height of a layout, in pango units.
    static func extents(_ layout: OpaquePointer) -> [Int32] {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return [logical.width, logical.height]
    }

    @Test("a text set again in the same style (any colour) is the layout set before; another width, weight or alignment is another")
    func reuse() throws {
        let fonts = try PDFFonts.shared.get()
        fonts.drawing {
            let texts = PDFTextLayouts(fontMap: fonts.fontMap)
            let first = texts.layout([PDFSpan("Carried forward")], Self.style, width: nil, alignment: .right)
            #expect(texts.layout([PDFSpan("Carried forward")], Self.style.with(color: PDFColor(0xFF0000)), width: nil, alignment: .right) == first)
            #expect(texts.layout([PDFSpan("Carried forward")], Self.style, width: 40, alignment: .right) != first)
            #expect(texts.layout([PDFSpan("Carried forward")], Self.style.with(bold: true), width: nil, alignment: .right) != first)
            #expect(texts.layout([PDFSpan("Carried forward")], Self.style, width: nil, alignment: .left) != first)
            #expect(texts.layout([PDFSpan("Carried forward", bold: true)], Self.style, width: nil, alignment: .right) != first)
        }
    }

    @Test("past its limit every kept text is let go, and a text set anew has the same size as before")
    func limit() throws {
        let fonts = try PDFFonts.shared.get()
        fonts.drawing {
            let texts = PDFTextLayouts(fontMap: fonts.fontMap, limit: 2)
            let first = Self.extents(texts.layout([PDFSpan("Week of 2024-03-25 to 2024-03-31")], Self.style, width: 60, alignment: .left))
            for text in ["0:30", "12:45", "·"] { _ = texts.layout([PDFSpan(text)], Self.style, width: nil, alignment: .right) }
            #expect(Self.extents(texts.layout([PDFSpan("Week of 2024-03-25 to 2024-03-31")], Self.style, width: 60, alignment: .left)) == first)
            #expect(first[1] > Self.extents(texts.layout([PDFSpan("0:30")], Self.style, width: nil, alignment: .right))[1], "wrapped on two lines")
        }
    }

    @Test("documents drawn on several threads at once are the bytes of the same documents drawn one at a time")
    func threads() throws {
        // Finished as PDF/A, which dates the file by its document (cairo's own file carries the clock).
        @Sendable func document(_ index: Int) throws -> [UInt8] {
            try PDFArchive.pdfA3b(try PDFCanvas.draw(width: 595.28, height: 841.89) { canvas in
                for line in 0..<40 {
                    canvas.text("Task \(line % 7) · \(index % 3):\(line % 60)", Self.style.with(bold: line % 2 == 0), x: 40, y: 40 + Double(line) * 12)
                }
            }, info: PDFArchiveTests.info)
        }
        let serial = try (0..<12).map(document)
        let results = Mutex<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            let bytes = try? document(index)
            results.withLock { $0[index] = bytes }
        }
        #expect(results.withLock { $0 } == Dictionary(uniqueKeysWithValues: serial.enumerated().map { ($0.offset, $0.element) }))
    }
}
