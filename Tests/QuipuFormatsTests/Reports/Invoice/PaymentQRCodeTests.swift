import ArgumentParser
import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuPDF
import Testing

/// The payment QR code of invoices: which invoices carry one, `qrCode:` layered from the
/// workspace to the client to the entry (or the command line), and the SVG path the HTML draws.
@Suite("The payment QR code of invoices")
struct PaymentQRCodeTests {
    static let environment = InvoiceRenderingTests.environment

    /// The example workspace's quipu.yml with each of `changes` (a text and its replacement) made.
    static func workspace(_ changes: [(String, String)]) -> String {
        RegisterReportTests.workspace { example in
            changes.reduce(example) { text, change in
                precondition(text.contains(change.0), "quipu.yml has no \(change.0)")
                return text.replacingOccurrences(of: change.0, with: change.1)
            }
        }
    }

    /// The line of quipu.yml (after `changes`) that starts with `prefix`.
    static func line(of prefix: String, _ changes: [(String, String)]) -> Int {
        workspace(changes).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(prefix) }! + 1
    }

    /// The example invoice `number` resolved in quipu.yml after `changes`, to make `formats` only.
    static func invoice(_ number: String, _ changes: [(String, String)] = [], formats: [InvoiceFormat]? = nil) throws -> InvoiceReport {
        let config = try QuipuConfig.parse(Array(workspace(changes).utf8), path: "quipu.yml")
        var request = try #require(config.requests(of: InvoiceRequest.self).first { $0.number == number })
        request.options.formats = formats ?? request.options.formats
        return try request.resolve(config: config, in: environment)
    }

    /// The Quipu XML of the example invoice `number` in quipu.yml after `changes`.
    static func xml(_ number: String, _ changes: [(String, String)] = []) throws -> String {
        String(decoding: try #require(try invoice(number, changes, formats: [.xml]).make().files.first).bytes, as: UTF8.self)
    }

    static let lab = "    profile: peppol\n"
    static let bremen = "    profile: xrechnung\n"
    static let entry43 = "number: 2024-0043, issueDate: 2024-04-02,"

    @Test("qrCode: true unless said otherwise; the entry's over the client's over the top level's")
    func layering() throws {
        #expect(try Self.invoice("2024-0043").qrCode)
        let topOff = ("\nweekStart: monday\n", "\nweekStart: monday\nqrCode: false\n")
        #expect(try !Self.invoice("2024-0043", [topOff]).qrCode)
        #expect(try Self.invoice("2024-0043", [topOff, (Self.lab, Self.lab + "    qrCode: true\n")]).qrCode)
        #expect(try !Self.invoice("2024-0044", [topOff, (Self.lab, Self.lab + "    qrCode: true\n")]).qrCode, "another client")
        #expect(try !Self.invoice("2024-0043", [(Self.lab, Self.lab + "    qrCode: false\n")]).qrCode)
        #expect(try Self.invoice("2024-0043", [(Self.lab, Self.lab + "    qrCode: false\n"), (Self.entry43, Self.entry43 + " qrCode: true,")]).qrCode)
        #expect(try !Self.invoice("2024-0043", [(Self.entry43, Self.entry43 + " qrCode: false,")]).qrCode)
    }

    @Test("qrCode: takes true or false only; anything else is a usage error naming the key and its line", arguments: ["yes", "1", "\"true\"", "off"])
    func notBoolean(_ written: String) throws {
        let unquoted = written.replacingOccurrences(of: "\"", with: "")
        let top = [("\nweekStart: monday\n", "\nweekStart: monday\nqrCode: \(written)\n")]
        let client = [(Self.bremen, Self.bremen + "    qrCode: \(written)\n")]
        let entry = [(Self.entry43, Self.entry43 + " qrCode: \(written),")]
        for (changes, place) in [(top, "line \(Self.line(of: "qrCode:", top)): qrCode"),
                                 (client, "line \(Self.line(of: "    qrCode:", client)): clients.bremen.qrCode"),
                                 (entry, "line \(Self.line(of: "  - {client: lab", entry)): invoices[1].qrCode")] {
            let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(Self.workspace(changes).utf8), path: "quipu.yml") }
            #expect(error?.status == .usage)
            #expect(error?.message == "quipu.yml: \(place): \"\(unquoted)\" is not true or false; expected true or false")
        }
    }

    @Test("quipu invoice: --qr-code and --no-qr-code, or neither for quipu.yml's")
    func flags() throws {
        let words = ["acme", "--period", "2024-03", "--number", "2024-0099"]
        #expect(try InvoiceCommand.parse(words).request.qrCode == nil)
        #expect(try InvoiceCommand.parse(words + ["--qr-code"]).request.qrCode == true)
        #expect(try InvoiceCommand.parse(words + ["--no-qr-code"]).request.qrCode == false)
    }

    @Test("a EUR invoice to a SEPA IBAN with an amount due carries the code in its XML; none in USD, with qrCode: false or without an IBAN")
    func whichInvoices() throws {
        let xml = try Self.xml("2024-0043")
        #expect(xml.contains(#"<paymentCode size="37" path="M4 4h7v1h-7z"#))
        #expect(xml.contains(">BCD\n002\n1\nSCT\n\nAda Lovelace Consulting\nDE89370400440532013000\nEUR1090.84\n\n\n2024-0043</paymentCode>"))
        #expect(try !Self.xml("2024-0042").contains("paymentCode"), "USD")
        #expect(try !Self.xml("2024-0043", [(Self.entry43, Self.entry43 + " qrCode: false,")]).contains("paymentCode"))
        let seller = "  iban: DE89370400440532013000\n"
        #expect(try Self.xml("2024-0045").contains("paymentCode"))
        #expect(try !Self.xml("2024-0045", [(seller, "")]).contains("paymentCode"), "no IBAN")
        #expect(try !Self.xml("2024-0045", [(seller, "  iban: BR1800360305000010009795493C1\n")]).contains("paymentCode"), "an IBAN outside SEPA")
    }

    @Test("the PDF's sheet holds the code's modules on invoices that have one, never on credit notes")
    func sheets() throws {
        let report = try Self.invoice("2024-0044")
        let invoice = try report.project(try report.load(progress: nil))
        let code = try #require(try PaymentQRCode.of(invoice, isWanted: true))
        #expect(InvoicePDF.sheet(invoice, paymentCode: code).paymentCode == (try QRMatrix.encoding(code.payload)))
        #expect(try PaymentQRCode.of(invoice, isWanted: false) == nil)
        let creditNote = try CreditNoteRenderingTests.exampleCreditNote()
        #expect(CreditNotePDF.sheet(try creditNote.project(try creditNote.load(progress: nil))).paymentCode == nil)
        let html = String(decoding: try #require(try CreditNoteRenderingTests.files(creditNote)["credit-note-2024-C001.html"]), as: UTF8.self)
        #expect(!html.contains("payment-code") && !html.contains("<svg"))
    }

    @Test("the SVG path: a closed rectangle per run, the first at its place after the quiet zone, each next one relative to the one before")
    func svgPath() throws {
        let matrix = try #require(QRMatrix(rows: [[true, true, false], [false, false, true], [true, true, true]]))
        #expect(PaymentQRCode.svgPath(of: matrix) == "M4 4h2v1h-2zm2 1h1v1h-1zm-2 1h3v1h-3z")
        #expect(PaymentQRCode.svgPath(of: try #require(QRMatrix(rows: [[false]]))) == "")
    }
}
