import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Rendering credit notes")
struct CreditNoteRenderingTests {
    static let environment = RunEnvironment(now: Date(timeIntervalSince1970: 1_713_600_000), systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)
    static let config: QuipuConfig = try! QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")

    /// The example workspace's credit note 2024-C001 (1.5 h of invoice 2024-0044's e-mail line), with `change` applied to its request.
    static func exampleCreditNote(_ change: (inout CreditNoteRequest) -> Void = { _ in }) throws -> CreditNoteReport {
        var request = try #require(config.requests(of: CreditNoteRequest.self).first)
        change(&request)
        return try request.resolve(config: config, in: environment)
    }

    /// Every file of a report, by file name.
    static func files(_ report: any Report) throws -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: try report.make().files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.bytes) })
    }

    static func text(_ report: any Report, _ name: String) throws -> String {
        String(decoding: try #require(try files(report)[name]), as: UTF8.self)
    }

    @Test("the example credit note matches its reviewed golden files byte for byte", arguments: [
        "credit-note-2024-C001.html", "credit-note-2024-C001.xml", "credit-note-2024-C001.csv", "credit-note-2024-C001.ubl.xml",
        "credit-note-2024-C001.cii.xml",
    ])
    func golden(name: String) throws {
        // In ISO English: the example's client has its documents in German (LocalisedBillingTests has that golden).
        try expectGolden(try #require(try Self.files(Self.exampleCreditNote { $0.options.locale = .isoEnglish })[name]), name)
    }

    @Test("the example asks for one credit note of invoice 2024-0044, in the invoice's XRechnung profile")
    func exampleWorkspace() throws {
        let report = try Self.exampleCreditNote()
        #expect(report.invoice.terms.number == "2024-0044" && report.invoice.terms.profile == .xrechnung)
        #expect(report.terms.selection == .lines([LineCredit(line: "Email", hours: Decimal(string: "1.5"))]))
        #expect(report.outputPaths.map { URL(fileURLWithPath: $0).lastPathComponent }
            == ["credit-note-2024-C001.html", "credit-note-2024-C001.xml", "credit-note-2024-C001.csv", "credit-note-2024-C001.ubl.xml",
                "credit-note-2024-C001.cii.xml", "credit-note-2024-C001.pdf"])
    }

    /// Credit notes of every example invoice in every way: hours, whole lines, the whole invoice, an amount.
    static let variants: [(invoice: String, lines: [String], hours: [CreditedHours], amount: String?)] = [
        ("2024-0044", [], [CreditedHours(line: "Email", hours: "1.5")], nil), ("2024-0043", [], [], nil), ("2024-0042", ["2"], [], nil),
        ("2024-0042", [], [], "100.00"), ("2024-0043", ["1"], [CreditedHours(line: "2", hours: "0.25")], nil),
    ]

    @Test("every Quipu credit note XML validates against invoice.xsd, which refuses one without the credited invoice", arguments: variants)
    func validXML(variant: (invoice: String, lines: [String], hours: [CreditedHours], amount: String?)) throws {
        let report = try Self.exampleCreditNote {
            $0.invoice = variant.invoice
            $0.lines = variant.lines
            $0.hours = variant.hours
            $0.places.lines = variant.lines.map { "--line \($0)" }
            $0.places.hours = variant.hours.map { "--hours \($0.line)=\($0.hours)" }
            $0.amount = variant.amount
        }
        let xml = try Self.text(report, "credit-note-2024-C001.xml")
        let schema = try Templates.builtIn.schema("invoice.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: Array(xml.utf8), name: "credit-note.xml")) == [])
        let broken = xml.replacingOccurrences(of: "<creditedInvoice ", with: "<invoice ")
        #expect(!schema.validationErrors(of: try LibXMLDocument(parsing: Array(broken.utf8), name: "broken.xml")).isEmpty)
    }

    @Test("the UBL CreditNote: type code 381, the invoice's number and issue date as billing reference, credited hours, positive amounts")
    func ubl() throws {
        let ubl = try Self.text(Self.exampleCreditNote(), "credit-note-2024-C001.ubl.xml")
        #expect(ubl.contains(#"<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2""#))
        #expect(ubl.contains("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"))
        #expect(ubl.contains("<cac:BillingReference>\n    <cac:InvoiceDocumentReference>\n      <cbc:ID>2024-0044</cbc:ID>\n      <cbc:IssueDate>2024-04-02</cbc:IssueDate>"))
        #expect(ubl.contains(#"<cbc:CreditedQuantity unitCode="HUR">1.5000</cbc:CreditedQuantity>"#))
        #expect(ubl.contains("xrechnung_3.0</cbc:CustomizationID>") && ubl.contains("<cbc:BuyerReference>04011000-12345-67</cbc:BuyerReference>"))
        #expect(ubl.contains(#"<cbc:PayableAmount currencyID="EUR">151.73</cbc:PayableAmount>"#))
        #expect(!ubl.contains("<cbc:DueDate>") && !ubl.contains("InvoiceLine") && !ubl.contains(">-"))
    }

    @Test("an amount credited: one line of 1 C62 with the reason as its item, the invoice's exemption reason, no conversion note")
    func creditedAmount() throws {
        let report = try Self.exampleCreditNote {
            $0.invoice = "2024-0042"
            $0.hours = []
            $0.places.hours = []
            $0.amount = "100.00"
            $0.reason = "Discount agreed on 2024-04-15"
        }
        let files = try Self.files(report)
        let ubl = String(decoding: try #require(files["credit-note-2024-C001.ubl.xml"]), as: UTF8.self)
        #expect(ubl.contains(#"<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>"#))
        #expect(ubl.contains("<cbc:Name>Discount agreed on 2024-04-15</cbc:Name>"))
        #expect(ubl.contains("<cbc:TaxExemptionReasonCode>VATEX-EU-O</cbc:TaxExemptionReasonCode>"))
        #expect(ubl.contains(#"<cbc:PayableAmount currencyID="USD">100.00</cbc:PayableAmount>"#) && !ubl.contains("Hourly rates in"))
        #expect(ubl.contains("<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>"))
        let csv = CSVTestParser.parse(String(decoding: try #require(files["credit-note-2024-C001.csv"]), as: UTF8.self))
        #expect(csv == [CreditNoteCSV.header, ["2024-C001", "2024-0042", "1", "", "", "Discount agreed on 2024-04-15", "1", "C62", "100.00", "100.00", "USD"]])
        let html = String(decoding: try #require(files["credit-note-2024-C001.html"]), as: UTF8.self)
        #expect(html.contains("Credited amount") && html.contains("<title>Credit note 2024-C001 – Ada Lovelace Consulting</title>"))
    }

    @Test("a converted invoice's credit note prices at the invoice's rate and says so; each CSV net is hours × unit price, rounded")
    func convertedInvoice() throws {
        let report = try Self.exampleCreditNote {
            $0.invoice = "2024-0042"
            $0.hours = [CreditedHours(line: "1", hours: "2"), CreditedHours(line: "2", hours: "0.5")]
            $0.places.hours = ["--hours 1=2", "--hours 2=0.5"]
        }
        let files = try Self.files(report)
        let html = String(decoding: try #require(files["credit-note-2024-C001.html"]), as: UTF8.self)
        #expect(html.contains("the rates of invoice 2024-0042, whose hourly rates in EUR were converted to USD at 1 EUR = 1.0811 USD"))
        let rows = CSVTestParser.parse(String(decoding: try #require(files["credit-note-2024-C001.csv"]), as: UTF8.self))
        #expect(rows.count == 3)
        for row in rows.dropFirst() {
            let product = try Money.parseAmount(row[6]) * Money.parseAmount(row[8])
            #expect(try product.rounded(toPlaces: 2, .halfUp) == Money.parseAmount(row[9]))
        }
        #expect(rows.dropFirst().map { $0[3] } == ["1", "2"] && rows[1][8] == "129.732")
    }

    @Test("the same credit note renders to the same bytes every time, whatever the machine's zone")
    func deterministic() throws {
        let first = try Self.files(Self.exampleCreditNote())
        let elsewhere = try #require(Self.config.requests(of: CreditNoteRequest.self).first)
            .resolve(config: Self.config, in: RunEnvironment(now: Date(), systemTimeZone: TimeZone(identifier: "Pacific/Kiritimati")!))
        #expect(try Self.files(elsewhere) == first)
    }

    @Test("an invoice outside the register: the client's parties and category, a billing reference to its number and date, its service period only when stated, a settlement without its total")
    func externalInvoice() throws {
        let report = try #require(Self.config.requests(of: CreditNoteRequest.self).first { $0.external != nil })
            .resolve(config: Self.config, in: Self.environment)
        #expect(report.isExternal && !report.inputPaths.contains { $0.hasSuffix("studio-toggl.csv") })
        let files = try Self.files(report)
        let xml = String(decoding: try #require(files["credit-note-2024-C002.xml"]), as: UTF8.self)
        #expect(xml.contains(#"<creditedInvoice number="2023-0117" issueDate="2023-12-04" external="true" period="2023-11" firstDay="2023-11-01" lastDay="2023-11-30"/>"#))
        let schema = try Templates.builtIn.schema("invoice.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: Array(xml.utf8), name: "credit-note.xml")) == [])
        let ubl = String(decoding: try #require(files["credit-note-2024-C002.ubl.xml"]), as: UTF8.self)
        #expect(ubl.contains("""
                <cac:InvoiceDocumentReference>
                  <cbc:ID>2023-0117</cbc:ID>
                  <cbc:IssueDate>2023-12-04</cbc:IssueDate>
            """))
        #expect(ubl.contains("<cbc:StartDate>2023-11-01</cbc:StartDate>") && ubl.contains(#"<cbc:PayableAmount currencyID="EUR">178.50</cbc:PayableAmount>"#))
        #expect(ubl.contains("<cbc:Name>Klangstudio Müller GmbH</cbc:Name>") && ubl.contains("<cbc:Percent>19</cbc:Percent>"))
        let html = String(decoding: try #require(files["credit-note-2024-C002.html"]), as: UTF8.self)
        // In German, as the example's client has its documents.
        #expect(html.contains(#"Rechnung 2023-0117 vom <time datetime="2023-12-04">4. Dezember 2023</time> gut: Bitte ziehen Sie den Betrag"#)
            && html.contains(#"<time datetime="2023-11-01">1. November 2023</time> – <time datetime="2023-11-30">30. November 2023</time>"#))

        let undated = try #require(Self.config.requests(of: CreditNoteRequest.self).first { $0.external != nil }.map { request in
            var request = request
            request.external?.period = nil
            return request
        }).resolve(config: Self.config, in: Self.environment)
        let undatedFiles = try Self.files(undated)
        let undatedUBL = String(decoding: try #require(undatedFiles["credit-note-2024-C002.ubl.xml"]), as: UTF8.self)
        #expect(!undatedUBL.contains("InvoicePeriod") && undatedUBL.contains("<cbc:ID>2023-0117</cbc:ID>"))
        let undatedHTML = String(decoding: try #require(undatedFiles["credit-note-2024-C002.html"]), as: UTF8.self)
        #expect(!undatedHTML.contains("Service period"))
    }
}
