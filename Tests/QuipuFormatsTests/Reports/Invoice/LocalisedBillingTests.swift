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
        return InvoicePDF.sheet(try report.project(try report.load(progress: nil)), language: try DocumentLanguage(locale, templates: .builtIn))
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
}
