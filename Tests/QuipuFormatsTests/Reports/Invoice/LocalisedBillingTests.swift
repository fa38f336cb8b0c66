import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuPDF
import Testing

/// Invoices and credit notes in the client's language (issue 25): their HTML and PDF in German,
/// French and Dutch with English, against reviewed golden files, and their machine formats the
/// same bytes in every locale.
@Suite("Invoices and credit notes in a locale")
struct LocalisedBillingTests {
    /// The locales of the golden files, by the name they add to a file's: `invoice-2024-0042.de-DE.html`.
    static let locales: [(name: String, locale: DocumentLocale)] = [
        ("de-DE", DocumentLocale(.germanGermany)), ("fr-FR", DocumentLocale(.frenchFrance)),
        ("nl-NL+en-GB", DocumentLocale(.dutchNetherlands, second: .englishUnitedKingdom)),
    ]

    /// The example invoice `number` in `locale`, in `formats`.
    static func invoice(_ number: String, _ locale: DocumentLocale?, formats: [InvoiceFormat] = InvoiceFormat.allCases) throws -> InvoiceReport {
        try InvoiceRenderingTests.exampleInvoice(number) {
            $0.options.locale = locale
            $0.options.formats = formats
        }
    }

    /// The example credit note 2024-C001 in `locale`, in `formats`.
    static func creditNote(_ locale: DocumentLocale?, formats: [CreditNoteFormat] = CreditNoteFormat.allCases) throws -> CreditNoteReport {
        try CreditNoteRenderingTests.exampleCreditNote {
            $0.options.locale = locale
            $0.options.formats = formats
        }
    }

    /// Every file of a report, by file name.
    static func files(_ report: any Report) throws -> [String: [UInt8]] { try InvoiceRenderingTests.files(report) }

    /// The invoice's PDF sheet in `locale`, as its renderer makes it.
    static func invoiceSheet(_ number: String, _ locale: DocumentLocale) throws -> BillingDocumentSheet {
        let report = try invoice(number, locale, formats: [.pdf])
        let invoice = try report.project(try report.load(progress: nil))
        return InvoicePDF.sheet(invoice, language: try DocumentLanguage(locale, templates: .builtIn), paymentCode: try PaymentQRCode.of(invoice, isWanted: true))
    }

    /// The credit note's PDF sheet in `locale`.
    static func creditNoteSheet(_ locale: DocumentLocale) throws -> BillingDocumentSheet {
        let report = try creditNote(locale, formats: [.pdf])
        return CreditNotePDF.sheet(try report.project(try report.load(progress: nil)), language: try DocumentLanguage(locale, templates: .builtIn))
    }

    /// Everything a sheet prints, in reading order, one part a line: the PDF's text without its
    /// layout, for a golden file a reader can review. A long document's page texts close it.
    static func text(of sheet: BillingDocumentSheet) -> String {
        func spans(_ spans: [PDFSpan]) -> String { spans.map { $0.bold ? "**\($0.text)**" : $0.text }.joined() }
        var lines = ["Title: \(sheet.info.title)", "Subject: \(sheet.info.subject)", "",
                     sheet.heading.uppercased(), "\(sheet.language.label("document.number")) \(sheet.number)",
                     BillingDocumentSheet.addressLine(sheet.seller.address, sheet.language), ""]
        lines += [sheet.buyerLabel.uppercased()] + BillingDocumentSheet.partyLines(sheet.buyer, sheet.language) + [""]
        lines += [sheet.language.label("document.from").uppercased()] + BillingDocumentSheet.partyLines(sheet.seller, sheet.language) + [""]
        lines += sheet.facts.map { "\($0.label.uppercased()): \($0.value)" } + ["", sheet.caption, sheet.columns.map { $0.uppercased() }.joined(separator: " | ")]
        lines += sheet.rows.map { row in
            [row.number, row.description + " / " + row.descriptionDetail, [row.hours, row.hoursDetail].compactMap { $0 }.joined(separator: " / "),
             [row.rate, row.rateDetail].compactMap { $0 }.joined(separator: " / "), row.amount].joined(separator: " | ")
        }
        lines += ["", sheet.language.sentence("document.totalsIn", ["currency": sheet.currency.code])]
        lines += sheet.totals.map { total in ([total.label] + (total.detail.map { [$0] } ?? []) + [total.amount]).joined(separator: " | ") }
        lines += [""] + sheet.notes.map(spans) + ["", sheet.paymentLabel.uppercased(), spans(sheet.payment), "", sheet.footer]
        lines += ["", sheet.carriedForward, sheet.broughtForward, sheet.continuedHead, sheet.pageNumber(2, of: 3)]
        return lines.joined(separator: "\n") + "\n"
    }

    static var goldenCases: [String] { locales.map(\.name) }

    @Test("the example invoice 2024-0042 in German, French and Dutch with English matches its reviewed golden HTML and PDF text",
          arguments: goldenCases)
    func invoiceGolden(_ name: String) throws {
        let locale = try #require(Self.locales.first { $0.name == name }).locale
        let files = try Self.files(try Self.invoice("2024-0042", locale, formats: [.html]))
        try expectGolden(try #require(files["invoice-2024-0042.html"]), "invoice-2024-0042.\(name).html")
        try expectGolden(Array(Self.text(of: try Self.invoiceSheet("2024-0042", locale)).utf8), "invoice-2024-0042.\(name).pdf.txt")
    }

    @Test("the example credit note 2024-C001 in German, French and Dutch with English matches its reviewed golden HTML and PDF text",
          arguments: goldenCases)
    func creditNoteGolden(_ name: String) throws {
        let locale = try #require(Self.locales.first { $0.name == name }).locale
        let files = try Self.files(try Self.creditNote(locale, formats: [.html]))
        try expectGolden(try #require(files["credit-note-2024-C001.html"]), "credit-note-2024-C001.\(name).html")
        try expectGolden(Array(Self.text(of: try Self.creditNoteSheet(locale)).utf8), "credit-note-2024-C001.\(name).pdf.txt")
    }

    @Test("a German invoice says Rechnung, writes its totals as Germans do (1.090,84 €) and the reverse charge in the law's words, in HTML and PDF")
    func german() throws {
        let locale = DocumentLocale(.germanGermany)
        let html = String(decoding: try #require(try Self.files(try Self.invoice("2024-0043", locale, formats: [.html]))["invoice-2024-0043.html"]),
                          as: UTF8.self)
        #expect(html.contains("<html lang=\"de-DE\">") && html.contains("<h1>Rechnung</h1>"))
        #expect(html.contains("<th scope=\"row\">Rechnungsbetrag</th>\n<td>1.090,84\u{A0}€</td>"))
        #expect(html.contains("USt. 0 % – Steuerschuldnerschaft des Leistungsempfängers"))
        #expect(html.contains("<dd><time datetime=\"2024-04-02\">2. April 2024</time></dd>"))
        #expect(!html.contains("1,090.84") && !html.contains("reverse charge –") && !html.contains("Total due"))
        #expect(html.contains("<figcaption>Scannen und bezahlen</figcaption>"))
        #expect(html.contains("aria-label=\"EPC-QR-Code zur Zahlung: 1.090,84\u{A0}€ an IBAN DE89 3704 0044 0532 0130 00, Verwendungszweck Rechnung 2024-0043\""))
        let sheet = try Self.invoiceSheet("2024-0043", locale)
        #expect(sheet.heading == "Rechnung" && sheet.info.title == "Rechnung 2024-0043")
        #expect(sheet.totals.first { $0.isDue }?.amount == "1.090,84\u{A0}€")
        #expect(sheet.totals.contains { $0.label == "USt. 0 % – Steuerschuldnerschaft des Leistungsempfängers" })
        #expect(sheet.facts.first?.value == "2. April 2024")
        #expect(sheet.paymentCode != nil && sheet.paymentCodeCaption == "Scannen und bezahlen")
    }

    @Test("the XML, CSV, UBL and CII of every example invoice and credit note are the same bytes in every locale as without one")
    func machineFormatsUnchanged() throws {
        /// The files other than the HTML and the PDF, which a reader reads.
        func machineFiles(_ files: [String: [UInt8]]) -> [String: [UInt8]] {
            files.filter { name, _ in !name.hasSuffix(".html") && !name.hasSuffix(".pdf") }
        }
        for number in ["2024-0042", "2024-0043", "2024-0044", "2024-0045"] {
            let plain = machineFiles(try Self.files(try Self.invoice(number, nil)))
            #expect(plain.count == 4, "invoice \(number): \(plain.keys.sorted())")
            for (name, locale) in Self.locales {
                #expect(machineFiles(try Self.files(try Self.invoice(number, locale))) == plain, "invoice \(number) in \(name)")
            }
        }
        let plain = machineFiles(try Self.files(try Self.creditNote(nil)))
        #expect(plain.count == 4)
        for (name, locale) in Self.locales {
            #expect(machineFiles(try Self.files(try Self.creditNote(locale))) == plain, "credit note in \(name)")
        }
    }

    @Test("the PDF of a German invoice is titled in German in its XMP, and is one page")
    func germanPDF() throws {
        let pdf = try #require(try Self.files(try Self.invoice("2024-0042", DocumentLocale(.germanGermany), formats: [.pdf]))["invoice-2024-0042.pdf"])
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("<rdf:li xml:lang=\"x-default\">Rechnung 2024-0042</rdf:li>"))
        #expect(!text.contains("(Invoice 2024-0042)"))
        #expect(BillingDocumentPDFTests.pageCount(pdf) == 1)
    }

    @Test("a long German invoice paginates as an English one does, its carried totals written as Germans write them")
    func germanPagination() throws {
        var sheet = try Self.invoiceSheet("2024-0042", DocumentLocale(.germanGermany))
        let net = try Money(parsing: "100.00", try Currency(code: "USD"))
        sheet.rows = (1...120).map { number in
            BillingDocumentSheet.Row(number: String(number), description: "Aufgabe \(number)", descriptionDetail: "Acme Corp — Website", hours: "1,0000",
                                     hoursDetail: "1:00 h:mm", rate: "100,00", rateDetail: nil, amount: "100,00", net: net)
        }
        #expect(BillingDocumentPDFTests.pageCount(try BillingDocumentPDF(sheet: sheet, paper: .a4).render()) == 6)
        #expect(BillingDocumentSheet.money(try Money(parsing: "2300.00", try Currency(code: "USD")), sheet.language) == "2.300,00\u{A0}$")
    }

    @Test("a PDF column of amounts aligns on the locale's decimal symbol, or after the last digit of an amount without one", arguments: [
        ("1,090.84 EUR", ".", "1,090", ".84 EUR"), ("1.090,84\u{A0}€", ",", "1.090", ",84\u{A0}€"), ("€\u{A0}1.090,84", ",", "€\u{A0}1.090", ",84"),
        ("1\u{202F}090,84\u{A0}€", ",", "1\u{202F}090", ",84\u{A0}€"), ("1.200\u{A0}¥", ",", "1.200", "\u{A0}¥"), ("CHF\u{A0}1’090.84", ".", "CHF\u{A0}1’090", ".84"),
        ("41,5000", ",", "41", ",5000"), ("12", ",", "12", ""),
    ])
    func decimalAlignment(_ example: (text: String, symbol: String, whole: String, tail: String)) {
        let split = BillingDocumentSheet.split(example.text, at: example.symbol)
        #expect(split.whole == example.whole && split.tail == example.tail)
    }
}
