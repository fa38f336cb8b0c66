import Foundation
@testable import QuipuPDF
import Testing

/// The PDF/A-3b finishing of a drawn page, read back from the file's bytes: what qpdf adds, what
/// it must not let through (a library's name, the clock), and the embedded XML.
@Suite("PDF/A-3b finishing")
struct PDFArchiveTests {
    static let info = PDFDocumentInfo(title: "Invoice 2024-0042", author: "Ada Lovelace Consulting", subject: "Invoice 2024-0042 to ACME Corp. & <Co>",
                                      date: PDFDate(year: 2024, month: 4, day: 2, offsetSeconds: 7200))
    static let xml = PDFEmbeddedXML(bytes: Array("<?xml version=\"1.0\"?>\n<Invoice>test</Invoice>\n".utf8), conformanceLevel: "EN 16931")

    /// A page with a line of text in each font, as cairo draws it.
    static func drawn() throws -> [UInt8] {
        try PDFCanvas.draw(width: 595.28, height: 841.89) { canvas in
            let style = PDFTextStyle(size: 10, color: PDFColor(0x1B1F27))
            canvas.text("Hauptstraße 1 – 1,234.56 €", style, x: 40, y: 40)
            canvas.text("Total due", style.with(bold: true), x: 40, y: 60)
            canvas.text("Ω Ж ≤ ₹", style, x: 40, y: 100)
            canvas.text("DE89 3704 0044 0532 0130 00", PDFTextStyle(family: .mono, size: 10, color: PDFColor(0)), x: 40, y: 80)
        }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("cairo's drawing becomes a PDF/A-3b: pdfaid part 3 B in the XMP, an sRGB output intent, CID fonts mapped, an /ID")
    func archive() throws {
        let pdf = try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info)
        let text = Self.text(pdf)
        #expect(text.hasPrefix("%PDF-1.7\n"))
        #expect(text.contains("<pdfaid:part>3</pdfaid:part>") && text.contains("<pdfaid:conformance>B</pdfaid:conformance>"))
        #expect(text.contains("/S /GTS_PDFA1") && text.contains("/DestOutputProfile"))
        #expect(text.contains("/CIDFontType2"), "the text outside Latin-1 is set in a CID font")
        #expect(text.components(separatedBy: "/Subtype /CIDFontType2").count == text.components(separatedBy: "/CIDToGIDMap /Identity").count)
        #expect(text.contains("/ID [<"))
        #expect(text.contains("/FontFile2"), "the fonts are embedded")
        #expect(!text.contains("/EmbeddedFiles") && !text.contains("fx:ConformanceLevel"), "nothing embedded without an XML")
    }

    @Test("the Info dictionary and the XMP state the document's date and Quipu, never the clock nor cairo's version")
    func dates() throws {
        let text = Self.text(try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info))
        #expect(text.contains("/CreationDate (D:20240402000000+02'00')") && text.contains("/ModDate (D:20240402000000+02'00')"))
        #expect(text.contains("<xmp:CreateDate>2024-04-02T00:00:00+02:00</xmp:CreateDate>"))
        #expect(text.contains("/Producer (Quipu)") && text.contains("<pdf:Producer>Quipu</pdf:Producer>"))
        #expect(text.contains("ACME Corp. &amp; &lt;Co&gt;"))
        #expect(!text.lowercased().contains("cairo"))
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(!text.contains("D:\(year)"))
    }

    @Test("an embedded XML is factur-x.xml, text/xml, AFRelationship Alternative, in /AF and /Names, with the Factur-X XMP properties")
    func embedded() throws {
        let pdf = try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info, embedding: Self.xml)
        let text = Self.text(pdf)
        #expect(text.contains("/AFRelationship /Alternative"))
        #expect(text.contains("/Subtype /text#2fxml"), "the MIME type text/xml, its slash escaped")
        #expect(text.contains("/F (factur-x.xml)") && text.contains("/UF (factur-x.xml)"))
        #expect(text.contains("/EmbeddedFiles << /Names [ (factur-x.xml) "))
        #expect(text.contains("/AF [ "))
        #expect(text.contains("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>") && text.contains("<fx:DocumentType>INVOICE</fx:DocumentType>"))
        #expect(text.contains("<pdfaSchema:prefix>fx</pdfaSchema:prefix>"))
        #expect(text.contains("/Params << /ModDate (D:20240402000000+02'00') /Size \(Self.xml.bytes.count) >>"))
    }

    @Test("every stream's data ends with an end of line before endstream")
    func endstream() throws {
        let bytes = try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info, embedding: Self.xml)
        let marker = Array("endstream".utf8)
        var count = 0
        for index in 0..<(bytes.count - marker.count) where Array(bytes[index..<(index + marker.count)]) == marker {
            #expect(bytes[index - 1] == UInt8(ascii: "\n"), "at byte \(index)")
            count += 1
        }
        #expect(count >= 5)
    }

    @Test("the same document gives the same bytes")
    func deterministic() throws {
        let first = try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info, embedding: Self.xml)
        let second = try PDFArchive.pdfA3b(try Self.drawn(), info: Self.info, embedding: Self.xml)
        #expect(first == second)
    }
}
