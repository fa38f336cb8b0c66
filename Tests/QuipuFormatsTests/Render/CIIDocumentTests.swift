import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuipuCore
@testable import QuipuFormats
import Testing

/// The CII of an invoice or a credit note carries the UBL's business terms with the same values.
/// Both files are read back with Foundation's XML reader, not with the code that wrote them.
@Suite("CII invoices and credit notes")
struct CIIDocumentTests {
    /// The example invoices and credit notes, and variants of them: converted to EUR, JPY and
    /// GBP, credit notes of whole lines, whole invoices and an amount, of an invoice outside the
    /// register with and without its service period.
    static let documents: [String] = ["2024-0042", "2024-0043", "2024-0044", "2024-0045", "2024-0042 EUR", "2024-0042 JPY", "2024-0043 GBP",
                                      "C001", "C001 of 2024-0043", "C001 of 2024-0042 line 2", "C001 of 2024-0042 amount 100.00",
                                      "C002", "C002 undated"]

    /// The UBL and the CII file of one of `documents`.
    static func files(_ document: String) throws -> (ubl: [UInt8], cii: [UInt8]) {
        let words = document.split(separator: " ").map(String.init)
        let report: any Report
        let stem: String
        if words[0] == "C002" {
            var request = try #require(CreditNoteRenderingTests.config.requests(of: CreditNoteRequest.self).first { $0.external != nil })
            if words.count > 1 { request.external?.period = nil }
            report = try request.resolve(config: CreditNoteRenderingTests.config, in: CreditNoteRenderingTests.environment)
            stem = "credit-note-2024-C002"
        } else if words[0] == "C001" {
            report = try CreditNoteRenderingTests.exampleCreditNote { request in
                guard words.count > 1 else { return }
                request.invoice = words[2]
                request.hours = []
                request.places.hours = []
                if words.count > 3, words[3] == "line" {
                    request.lines = [words[4]]
                    request.places.lines = ["--line \(words[4])"]
                }
                if words.count > 3, words[3] == "amount" { request.amount = words[4] }
            }
            stem = "credit-note-2024-C001"
        } else {
            report = try InvoiceRenderingTests.exampleInvoice(words[0]) { request in
                request.currency = words.count > 1 ? try? Currency(code: words[1]) : nil
            }
            stem = "invoice-\(words[0])"
        }
        let files = try InvoiceRenderingTests.files(report)
        return (try #require(files["\(stem).ubl.xml"]), try #require(files["\(stem).cii.xml"]))
    }

    /// The texts at `path` in `document`, in document order: steps of local names separated by
    /// `/`, each step one name or alternatives joined by `|`, or an attribute (`@unitCode`); found
    /// anywhere below the root, or, when `path` starts with `/`, among the root's children.
    static func texts(_ path: String, in document: XMLDocument) throws -> [String] {
        let steps = path.split(separator: "/").map { step in
            guard !step.hasPrefix("@") else { return String(step) }
            return "*[" + step.split(separator: "|").map { "local-name()='\($0)'" }.joined(separator: " or ") + "]"
        }
        let xpath = (path.hasPrefix("/") ? "/*/" : "//") + steps.joined(separator: "/")
        return try document.nodes(forXPath: xpath).map { ($0.stringValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    static func parsed(_ bytes: [UInt8]) throws -> XMLDocument { try XMLDocument(data: Data(bytes)) }

    /// A UBL path and the CII path holding the same business term, by its EN 16931 number.
    static let amounts: [(term: String, ubl: String, cii: String)] = [
        ("BT-106", "LegalMonetaryTotal/LineExtensionAmount", "SpecifiedTradeSettlementHeaderMonetarySummation/LineTotalAmount"),
        ("BT-109", "LegalMonetaryTotal/TaxExclusiveAmount", "SpecifiedTradeSettlementHeaderMonetarySummation/TaxBasisTotalAmount"),
        ("BT-110, BT-111", "TaxTotal/TaxAmount", "SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount"),
        ("BT-112", "LegalMonetaryTotal/TaxInclusiveAmount", "SpecifiedTradeSettlementHeaderMonetarySummation/GrandTotalAmount"),
        ("BT-115", "LegalMonetaryTotal/PayableAmount", "SpecifiedTradeSettlementHeaderMonetarySummation/DuePayableAmount"),
        ("BT-116", "TaxSubtotal/TaxableAmount", "ApplicableHeaderTradeSettlement/ApplicableTradeTax/BasisAmount"),
        ("BT-117", "TaxSubtotal/TaxAmount", "ApplicableHeaderTradeSettlement/ApplicableTradeTax/CalculatedAmount"),
        ("BT-119", "TaxSubtotal/TaxCategory/Percent", "ApplicableHeaderTradeSettlement/ApplicableTradeTax/RateApplicablePercent"),
        ("BT-129", "InvoicedQuantity|CreditedQuantity", "BilledQuantity"),
        ("BT-131", "InvoiceLine|CreditNoteLine/LineExtensionAmount", "SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount"),
        ("BT-146", "Price/PriceAmount", "NetPriceProductTradePrice/ChargeAmount"),
        ("BT-152", "ClassifiedTaxCategory/Percent", "SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent"),
    ]

    @Test("the CII's totals, VAT breakdown and lines are the UBL's, as the same Decimal values", arguments: documents)
    func sameAmounts(document: String) throws {
        let (ubl, cii) = try Self.files(document)
        let ublDocument = try Self.parsed(ubl), ciiDocument = try Self.parsed(cii)
        for (term, ublPath, ciiPath) in Self.amounts {
            let ublValues = try Self.texts(ublPath, in: ublDocument).map(Money.parseAmount)
            let ciiValues = try Self.texts(ciiPath, in: ciiDocument).map(Money.parseAmount)
            #expect(ciiValues == ublValues, "\(term) in \(document)")
            if ["BT-106", "BT-112", "BT-115", "BT-129", "BT-131", "BT-146"].contains(term) { #expect(!ciiValues.isEmpty, "\(term) in \(document)") }
        }
        let currencies = try Self.texts("TaxTotal/TaxAmount/@currencyID", in: ublDocument)
        #expect(try Self.texts("TaxTotalAmount/@currencyID", in: ciiDocument) == currencies && !currencies.isEmpty)
    }

    /// A UBL path and the CII path holding the same text.
    static let texts: [(term: String, ubl: String, cii: String)] = [
        ("BT-1", "/ID", "ExchangedDocument/ID"),
        ("BT-3", "InvoiceTypeCode|CreditNoteTypeCode", "ExchangedDocument/TypeCode"),
        ("BT-5", "DocumentCurrencyCode", "InvoiceCurrencyCode"),
        ("BT-6", "TaxCurrencyCode", "TaxCurrencyCode"),
        ("BT-10", "BuyerReference", "BuyerReference"),
        ("BT-13", "OrderReference/ID", "BuyerOrderReferencedDocument/IssuerAssignedID"),
        ("BT-20", "PaymentTerms/Note", "SpecifiedTradePaymentTerms/Description"),
        ("BT-25", "InvoiceDocumentReference/ID", "InvoiceReferencedDocument/IssuerAssignedID"),
        ("BT-27", "PartyLegalEntity/RegistrationName", "SellerTradeParty|BuyerTradeParty/Name"),
        ("BT-28", "PartyName/Name", "TradingBusinessName"),
        ("BT-29", "PartyIdentification/ID", "SellerTradeParty/ID"),
        ("BT-31, BT-48", "PartyTaxScheme/CompanyID", "SpecifiedTaxRegistration/ID"),
        ("BT-34, BT-49", "EndpointID", "URIUniversalCommunication/URIID"),
        ("BT-34, BT-49 scheme", "EndpointID/@schemeID", "URIUniversalCommunication/URIID/@schemeID"),
        ("BT-35, BT-50, BT-75", "StreetName", "LineOne"),
        ("BT-37, BT-52, BT-77", "CityName", "CityName"),
        ("BT-38, BT-53, BT-78", "PostalZone", "PostcodeCode"),
        ("BT-40, BT-55, BT-80", "IdentificationCode", "CountryID"),
        ("BT-41", "Contact/Name", "PersonName"),
        ("BT-42", "Contact/Telephone", "CompleteNumber"),
        ("BT-43", "Contact/ElectronicMail", "EmailURIUniversalCommunication/URIID"),
        ("BT-81", "PaymentMeansCode", "SpecifiedTradeSettlementPaymentMeans/TypeCode"),
        ("BT-83", "PaymentID", "PaymentReference"),
        ("BT-84", "PayeeFinancialAccount/ID", "IBANID"),
        ("BT-118", "TaxSubtotal/TaxCategory/ID", "ApplicableHeaderTradeSettlement/ApplicableTradeTax/CategoryCode"),
        ("BT-120", "TaxExemptionReason", "ExemptionReason"),
        ("BT-121", "TaxExemptionReasonCode", "ExemptionReasonCode"),
        ("BT-126", "InvoiceLine|CreditNoteLine/ID", "LineID"),
        ("BT-130", "InvoicedQuantity|CreditedQuantity/@unitCode", "BilledQuantity/@unitCode"),
        ("BT-151", "ClassifiedTaxCategory/ID", "SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode"),
        ("BT-153", "Item/Name", "SpecifiedTradeProduct/Name"),
        ("BT-154", "Item/Description", "SpecifiedTradeProduct/Description"),
    ]

    @Test("the CII states the UBL's number, currencies, references, parties, payment, VAT categories and items", arguments: documents)
    func sameTexts(document: String) throws {
        let (ubl, cii) = try Self.files(document)
        let ublDocument = try Self.parsed(ubl), ciiDocument = try Self.parsed(cii)
        for (term, ublPath, ciiPath) in Self.texts {
            #expect(try Self.texts(ciiPath, in: ciiDocument) == Self.texts(ublPath, in: ublDocument), "\(term) in \(document)")
        }
        // A Peppol or XRechnung UBL joins its notes into one (PEPPOL-EN16931-R002); a CII of plain EN 16931 keeps them apart.
        #expect(try Self.texts("IncludedNote/Content", in: ciiDocument).joined(separator: " ") == Self.texts("/Note", in: ublDocument).joined(separator: " "),
                "BT-22 in \(document)")
        for (term, ublPath, ciiPath) in [("BT-2", "/IssueDate", "IssueDateTime"), ("BT-9", "DueDate", "DueDateDateTime"),
                                         ("BT-26", "InvoiceDocumentReference/IssueDate", "InvoiceReferencedDocument/FormattedIssueDateTime"),
                                         ("BT-73", "InvoicePeriod/StartDate", "BillingSpecifiedPeriod/StartDateTime"),
                                         ("BT-74", "InvoicePeriod/EndDate", "BillingSpecifiedPeriod/EndDateTime")] {
            let ublDates = try Self.texts(ublPath, in: ublDocument).map { $0.replacingOccurrences(of: "-", with: "") }
            #expect(try Self.texts(ciiPath, in: ciiDocument) == ublDates, "\(term) in \(document)")
        }
    }

    @Test("the specification follows the client's profile: EN 16931 for EN 16931 and Peppol (which travels as UBL), XRechnung with Peppol's process for XRechnung",
          arguments: [("2024-0042", "urn:cen.eu:en16931:2017", [String]()), ("2024-0043", "urn:cen.eu:en16931:2017", []),
                      ("2024-0044", "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0", ["urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"]),
                      ("C001", "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0", ["urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"])])
    func profile(document: String, guideline: String, process: [String]) throws {
        let cii = try Self.parsed(Self.files(document).cii)
        #expect(try Self.texts("GuidelineSpecifiedDocumentContextParameter/ID", in: cii) == [guideline])
        #expect(try Self.texts("BusinessProcessSpecifiedDocumentContextParameter/ID", in: cii) == process)
    }

    @Test("a credit note is type code 381, refers to the invoice it credits, states positive amounts and no due date")
    func creditNote() throws {
        let cii = String(decoding: try Self.files("C001").cii, as: UTF8.self)
        #expect(cii.contains("<ram:TypeCode>381</ram:TypeCode>"))
        #expect(cii.contains("""
                  <ram:InvoiceReferencedDocument>
                    <ram:IssuerAssignedID>2024-0044</ram:IssuerAssignedID>
                    <ram:FormattedIssueDateTime>
                      <qdt:DateTimeString format="102">20240402</qdt:DateTimeString>
            """))
        #expect(cii.contains(#"<ram:BilledQuantity unitCode="HUR">1.5000</ram:BilledQuantity>"#))
        #expect(cii.contains("<ram:DuePayableAmount>151.73</ram:DuePayableAmount>"))
        #expect(!cii.contains(">-") && !cii.contains("DueDateDateTime"))
        let amount = String(decoding: try Self.files("C001 of 2024-0042 amount 100.00").cii, as: UTF8.self)
        #expect(amount.contains(#"<ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity>"#))
    }

    @Test("an intra-community supply states the buyer's address as the place of delivery; other categories an empty delivery")
    func placeOfDelivery() throws {
        let yaml = InvoiceRenderingTests.en16931Workspace.replacingOccurrences(
            of: "{category: AE, exemptionReason: \"Reverse charge: the recipient", with: "{category: K, exemptionReason: \"Exempt: the recipient")
        let report = try InvoiceRequest(client: "lab", period: .of("2024-03"), number: "1", issueDate: LocalDate(year: 2024, month: 4, day: 2),
                                        options: ReportOptions(asOf: .at("2024-04-01T00:00:00Z"), formats: [.cii]))
            .resolve(config: try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml"), in: InvoiceRenderingTests.environment)
        let cii = String(decoding: try #require(try InvoiceRenderingTests.files(report)["invoice-1.cii.xml"]), as: UTF8.self)
        #expect(cii.contains("""
                <ram:ApplicableHeaderTradeDelivery>
                  <ram:ShipToTradeParty>
                    <ram:PostalTradeAddress>
                      <ram:PostcodeCode>1015 CS</ram:PostcodeCode>
                      <ram:LineOne>Keizersgracht 100</ram:LineOne>
                      <ram:CityName>Amsterdam</ram:CityName>
                      <ram:CountryID>NL</ram:CountryID>
            """))
        #expect(cii.contains("<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>"))
        #expect(String(decoding: try Self.files("2024-0043").cii, as: UTF8.self).contains("<ram:ApplicableHeaderTradeDelivery/>"))
    }

    @Test("CrossIndustryInvoice gives the bytes of the .cii.xml file, for an invoice and a credit note")
    func bytes() throws {
        let invoiceReport = try InvoiceRenderingTests.exampleInvoice("2024-0044")
        let invoice = try invoiceReport.project(try invoiceReport.load(progress: nil))
        #expect(CrossIndustryInvoice.bytes(of: invoice) == (try Self.files("2024-0044").cii))
        let creditNoteReport = try CreditNoteRenderingTests.exampleCreditNote()
        let creditNote = try creditNoteReport.project(try creditNoteReport.load(progress: nil))
        #expect(CrossIndustryInvoice.bytes(of: creditNote) == (try Self.files("C001").cii))
    }

    @Test("M2, M12: a CII invoice in a currency with three decimals is a clear error naming the format")
    func needsTwoDecimals() throws {
        #expect {
            _ = try InvoiceRenderingTests.exampleInvoice {
                $0.currency = try? Currency(code: "KWD")
                $0.options.formats = [.html, .cii]
            }
        } throws: { error in
            (error as? QuipuError)?.status == .usage && (error as? QuipuError)?.message.contains("cannot write a CII invoice in KWD") == true
                && (error as? QuipuError)?.message.contains("expected --format without cii,") == true
        }
    }
}
