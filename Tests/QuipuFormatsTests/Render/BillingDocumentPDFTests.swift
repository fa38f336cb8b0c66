import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuPDF
import Testing

/// The PDF of invoices and credit notes: what its sheet says (the HTML page's content), how many
/// pages it takes on A4 and US Letter, and what the file's bytes hold.
@Suite("PDF invoices and credit notes")
struct BillingDocumentPDFTests {
    static let config = InvoiceRenderingTests.config
    static let environment = InvoiceRenderingTests.environment

    /// The example workspace's invoice `number` as made, and its PDF on `paper`.
    static func invoice(_ number: String, paper: Paper = .a4) throws -> (invoice: Invoice, pdf: [UInt8]) {
        let report = try InvoiceRenderingTests.exampleInvoice(number) { $0.options.formats = [.pdf]; $0.options.paper = paper }
        let invoice = try report.project(try report.load(progress: nil))
        return (invoice, try #require(try report.render(invoice).first?.bytes))
    }

    /// The number of pages of a PDF, counted in its page objects.
    static func pageCount(_ pdf: [UInt8]) -> Int {
        String(decoding: pdf, as: UTF8.self).matches(of: /\/Type \/Page[^s]/).count
    }

    static func text(_ pdf: [UInt8]) -> String { String(decoding: pdf, as: UTF8.self) }

    @Test("every example invoice and credit note is one A4 page, and one US Letter page", arguments: [Paper.a4, .letter])
    func onePage(paper: Paper) throws {
        for number in ["2024-0042", "2024-0043", "2024-0044", "2024-0045"] {
            let pdf = try Self.invoice(number, paper: paper).pdf
            #expect(Self.pageCount(pdf) == 1, "invoice \(number) on \(paper)")
            #expect(Self.text(pdf).contains("/MediaBox [ 0 0 \(paper == .a4 ? "595.28 841.89" : "612 792") ]"), "invoice \(number) on \(paper)")
        }
        let creditNote = try CreditNoteRenderingTests.exampleCreditNote { $0.options.formats = [.pdf]; $0.options.paper = paper }
        let files = try creditNote.make().files
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["credit-note-2024-C001.pdf"])
        #expect(Self.pageCount(try #require(files.first).bytes) == 1)
        let external = try #require(Self.config.requests(of: CreditNoteRequest.self).first { $0.number == "2024-C002" })
        var pdfOnly = external
        pdfOnly.options.formats = [.pdf]
        pdfOnly.options.paper = paper
        let externalFiles = try pdfOnly.resolve(in: ResolutionContext(workspace: Self.config, environment: Self.environment)).make().files
        #expect(externalFiles.count == 1 && Self.pageCount(externalFiles[0].bytes) == 1, "the credit note of an invoice outside the register")
    }

    @Test("the PDF is a PDF/A-3b dated by the invoice's issue date in its time zone, titled by its number, with the fonts embedded")
    func metadata() throws {
        let text = Self.text(try Self.invoice("2024-0042").pdf)
        #expect(text.contains("<pdfaid:part>3</pdfaid:part>"))
        #expect(text.contains("/CreationDate (D:20240402000000+02'00')"))
        #expect(text.contains("/Title (Invoice 2024-0042)") && text.contains("/Author (Ada Lovelace Consulting)"))
        #expect(text.components(separatedBy: "/FontFile2 ").count > 3)
        #expect(!text.lowercased().contains("cairo"))
    }

    @Test("each invoice and credit note PDF carries its CII as factur-x.xml: EN 16931 for en16931 and Peppol clients, XRECHNUNG for XRechnung")
    func facturX() throws {
        for (number, level) in [("2024-0042", "EN 16931"), ("2024-0043", "EN 16931"), ("2024-0044", "XRECHNUNG")] {
            let text = Self.text(try Self.invoice(number).pdf)
            #expect(text.contains("/EmbeddedFiles") && text.contains("(factur-x.xml)") && text.contains("/AFRelationship /Alternative"), "invoice \(number)")
            #expect(text.contains("<fx:ConformanceLevel>\(level)</fx:ConformanceLevel>"), "invoice \(number)")
            #expect(text.contains("<fx:DocumentType>INVOICE</fx:DocumentType>"), "invoice \(number)")
        }
        let creditNote = try CreditNoteRenderingTests.exampleCreditNote { $0.options.formats = [.pdf] }
        let pdf = Self.text(try #require(try creditNote.make().files.first).bytes)
        #expect(pdf.contains("(factur-x.xml)") && pdf.contains("<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>"))
    }

    @Test("the invoice's sheet says what its HTML page says: parties, facts, lines, totals, notes and how to pay")
    func invoiceSheet() throws {
        let sheet = InvoicePDF.sheet(try Self.invoice("2024-0042").invoice)
        #expect(sheet.heading == "Invoice" && sheet.number == "2024-0042")
        #expect(sheet.facts.map(\.label) == ["Invoice date", "Due date", "Service period", "Currency"])
        #expect(sheet.facts.map(\.value) == ["2024-04-02", "2024-04-16", "2024-03-01 – 2024-03-31", "USD"])
        #expect(sheet.caption == "Services rendered: time billed per task, in 15-minute increments rounded up per task.")
        #expect(sheet.rows.map(\.description) == ["Design review & <feedback>", "Implement \"checkout\" flow"])
        #expect(sheet.rows.map(\.amount) == ["5,383.88", "6,393.36"])
        #expect(sheet.rows.map(\.rateDetail) == ["120.00 EUR", "95.00 EUR"])
        #expect(sheet.totals.map(\.label) == ["Net total", "No VAT – outside the scope of VAT", "Total due", "VAT in EUR"])
        #expect(sheet.totals.first { $0.isDue }?.amount == "11,777.24 USD")
        #expect(sheet.notes.map { $0[0].text } == ["VAT: ", "Exchange rate: "])
        let payment = sheet.payment.map(\.text).joined()
        #expect(payment == "Please pay 11,777.24 USD by 2024-04-16 (14 days net) by bank transfer to "
            + "DE89\u{A0}3704\u{A0}0044\u{A0}0532\u{A0}0130\u{A0}00, quoting invoice 2024-0042.")
        #expect(sheet.footer == "Ada Lovelace Consulting · Hauptstraße 1, 10115 Berlin, DE · VAT ID DE123456789 · billing@ada.example")
    }

    @Test("the credit note's sheet names the invoice it credits, its reason and how the credit is settled")
    func creditNoteSheet() throws {
        let report = try CreditNoteRenderingTests.exampleCreditNote()
        let sheet = CreditNotePDF.sheet(try report.project(try report.load(progress: nil)))
        #expect(sheet.heading == "Credit note" && sheet.buyerLabel == "Credit to")
        #expect(sheet.facts.map(\.value) == ["2024-04-15", "2024-0044 of 2024-04-02", "2024-03-01 – 2024-03-31", "EUR", "04011000-12345-67"])
        #expect(sheet.rows.map(\.hoursDetail) == ["of 4.4167 invoiced"])
        #expect(sheet.totals.map(\.amount) == ["127.50 EUR", "24.23 EUR", "151.73 EUR"])
        #expect(sheet.notes.first?.map(\.text).joined() == "Reason: E-mail support billed twice")
        #expect(sheet.payment.map(\.text).joined().hasPrefix("We credit you 151.73 EUR against invoice 2024-0044 (total due 568.13 EUR by 2024-05-02)"))
    }

    @Test("amounts keep every decimal of their text, grouped by three in ISO English, a minus sign for negatives", arguments: [
        ("0.00", "0.00"), ("999.99", "999.99"), ("1234.5", "1,234.5"), ("-1234567.891", "−1,234,567.891"), ("1000000", "1,000,000"),
    ])
    func exact(_ example: (String, String)) {
        #expect(BillingDocumentSheet.exact(example.0, .isoEnglish) == example.1)
    }

    /// A sheet of the example invoice 2024-0042 with `count` lines of 100.00 USD each.
    static func longSheet(lines count: Int) throws -> BillingDocumentSheet {
        var sheet = InvoicePDF.sheet(try invoice("2024-0042").invoice)
        let usd = try Currency(code: "USD"), net = try Money(parsing: "100.00", usd)
        sheet.rows = (1...count).map { number in
            BillingDocumentSheet.Row(number: String(number), description: "Task \(number)", descriptionDetail: "Acme Corp — Website", hours: "1.0000",
                                     hoursDetail: "1:00 h:mm", rate: "100.00", rateDetail: nil, amount: "100.00", net: net)
        }
        return sheet
    }

    @Test("a long invoice paginates: 5 lines fit one A4 page beside the acme notes, 120 lines take 6 (7 of US Letter)")
    func paginates() throws {
        let short = try BillingDocumentPDF(sheet: try Self.longSheet(lines: 5), paper: .a4).render()
        #expect(Self.pageCount(short) == 1)
        let long = try BillingDocumentPDF(sheet: try Self.longSheet(lines: 120), paper: .a4).render()
        #expect(Self.pageCount(long) == 6)
        let letter = try BillingDocumentPDF(sheet: try Self.longSheet(lines: 120), paper: .letter).render()
        #expect(Self.pageCount(letter) == 7)
        #expect(Self.text(letter).contains("/MediaBox [ 0 0 612 792 ]"))
        // A payment QR code sits in the payment box, with the totals and notes on the last page: still 6 pages.
        var coded = try Self.longSheet(lines: 120)
        coded.paymentCode = try QRMatrix.encoding("BCD\n002\n1\nSCT\n\nAda Lovelace Consulting\nDE89370400440532013000\nEUR12000.00\n\n\n2024-0042")
        let codedPDF = try BillingDocumentPDF(sheet: coded, paper: .a4).render()
        #expect(Self.pageCount(codedPDF) == 6 && codedPDF.count > long.count)
    }
}
