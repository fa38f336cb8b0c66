import Foundation
import QuipuCore
import Testing

/// A party with an electronic address and, optionally, a contact.
func reachable(_ party: Party, _ scheme: String, _ id: String, contact: ContactPoint? = nil, vatID: String?? = .none) -> Party {
    Party(name: party.name, address: party.address, vatID: vatID ?? party.vatID, email: party.email, iban: party.iban,
          endpoint: try! ElectronicAddress(scheme: scheme, id: id), contact: contact)
}

@Suite("E-invoice profiles, electronic addresses and VAT categories")
struct EInvoiceTests {
    static let contact = ContactPoint(name: "Ada Lovelace", telephone: "+49 30 1234567", email: "ada@example.org")
    static let peppolSeller = reachable(seller, "9930", "DE123456789", contact: contact)
    static let peppolBuyer = reachable(buyer, "0106", "12345678")

    @Test("each profile names its specification and business process")
    func identifiers() {
        #expect(InvoiceProfile.en16931.customizationID == "urn:cen.eu:en16931:2017")
        #expect(InvoiceProfile.en16931.profileID == nil)
        #expect(InvoiceProfile.peppol.customizationID == "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0")
        #expect(InvoiceProfile.xrechnung.customizationID == "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0")
        #expect(InvoiceProfile.peppol.profileID == "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0")
        #expect(InvoiceProfile.xrechnung.profileID == InvoiceProfile.peppol.profileID)
    }

    @Test("only EN 16931 allows several document-level notes")
    func notes() {
        #expect(InvoiceProfile.allCases.filter(\.allowsSeveralNotes) == [.en16931])
    }

    @Test("a CII invoice is plain EN 16931 for EN 16931 and Peppol (which travels as UBL), XRechnung for XRechnung")
    func crossIndustryInvoiceProfile() {
        #expect(InvoiceProfile.allCases.map(\.crossIndustryInvoiceProfile) == [.en16931, .en16931, .xrechnung])
    }

    @Test("EN 16931 needs nothing beyond the core")
    func en16931Requirements() {
        #expect(InvoiceProfile.en16931.missingRequirements(of: request()) == [])
    }

    @Test("Peppol needs a buyer or an order reference and both electronic addresses")
    func peppolRequirements() {
        #expect(InvoiceProfile.peppol.missingRequirements(of: request()) == [.buyerOrOrderReference, .sellerEndpoint, .buyerEndpoint])
        let reachableParties = request(seller: Self.peppolSeller, buyer: Self.peppolBuyer)
        #expect(InvoiceProfile.peppol.missingRequirements(of: reachableParties) == [.buyerOrOrderReference])
        #expect(InvoiceProfile.peppol.missingRequirements(of: request(seller: Self.peppolSeller, buyer: Self.peppolBuyer, orderReference: "PO-1")) == [])
        #expect(InvoiceProfile.peppol.missingRequirements(of: request(seller: Self.peppolSeller, buyer: Self.peppolBuyer, buyerReference: "R-1")) == [])
        #expect(InvoiceProfile.peppol.missingRequirements(of: request(seller: Self.peppolSeller, buyer: Self.peppolBuyer, buyerReference: "  "))
            == [.buyerOrOrderReference])
    }

    @Test("XRechnung needs the buyer reference, not an order reference, and the seller's contact name, telephone and e-mail")
    func xrechnungRequirements() {
        let leitwegID = "04011000-12345-67"
        let complete = request(seller: Self.peppolSeller, buyer: Self.peppolBuyer, buyerReference: leitwegID)
        #expect(InvoiceProfile.xrechnung.missingRequirements(of: complete) == [])
        #expect(InvoiceProfile.xrechnung.missingRequirements(of: request(seller: Self.peppolSeller, buyer: Self.peppolBuyer, orderReference: "PO-1"))
            == [.buyerReference])
        let nameless = reachable(seller, "9930", "DE123456789", contact: ContactPoint(email: "ada@example.org"))
        #expect(InvoiceProfile.xrechnung.missingRequirements(of: request(seller: nameless, buyer: Self.peppolBuyer, buyerReference: leitwegID))
            == [.sellerContactName, .sellerContactTelephone])
        // The seller's own e-mail serves as the contact's.
        let noContactEmail = reachable(seller, "9930", "DE123456789", contact: ContactPoint(name: "Ada", telephone: "030 1234567"))
        #expect(InvoiceProfile.xrechnung.missingRequirements(of: request(seller: noContactEmail, buyer: Self.peppolBuyer, buyerReference: leitwegID)) == [])
        #expect(InvoiceProfile.xrechnung.missingRequirements(of: request()) == [
            .buyerReference, .sellerEndpoint, .buyerEndpoint, .sellerContactName, .sellerContactTelephone,
        ])
    }

    @Test("an invoice whose profile lacks something is not made")
    func invoiceChecksProfile() throws {
        #expect(throws: InvoiceError.profileRequirementsMissing(.peppol, [.buyerOrOrderReference, .sellerEndpoint, .buyerEndpoint])) {
            try invoice(billing(), profile: .peppol)
        }
        let bill = try invoice(billing(), seller: Self.peppolSeller, buyer: Self.peppolBuyer, profile: .peppol, orderReference: "PO-1")
        #expect(bill.terms.orderReference == "PO-1")
    }

    @Test("electronic address schemes come from the Peppol EAS list, which has no e-mail", arguments: [
        ("0208", "0123456749", true), ("0106", "12345678", true), ("9930", "DE123456789", true), ("9944", "NL123456789B01", true),
        ("0204", "04011000-12345-67", true), ("0088", "4000001000005", true),
        ("EM", "billing@ada.example", false), ("0000", "1", false), ("208", "0123456749", false), ("0106", "", false), ("0106", "12 34", false),
    ])
    func easSchemes(scheme: String, id: String, accepted: Bool) {
        #expect(((try? ElectronicAddress(scheme: scheme, id: id)) != nil) == accepted)
    }

    @Test("the identifiers the Peppol rules check are checked as they check them", arguments: [
        ("0088", "4000001000005", nil as String?), ("0088", "4000001000006", "GLN \"4000001000006\" has a wrong check digit"),
        ("0088", "400000100000", "a GLN (0088) is 13 digits, found \"400000100000\""),
        ("0208", "0123456749", nil), ("0208", "0123456748", "Belgian enterprise number \"0123456748\" has wrong check digits"),
        ("0208", "BE0123456749", "a Belgian enterprise number (0208) is 10 digits, found \"BE0123456749\""),
        ("0192", "974760673", nil), ("0192", "974760672", "Norwegian organisation number \"974760672\" has a wrong check digit"),
        ("0192", "000000000", "a Norwegian organisation number (0192) is 9 digits, found \"000000000\""),
        ("0184", "DK12345678", nil), ("0184", "12345678", "a Danish CVR number (0184) is DK and 8 digits, found \"12345678\""),
        ("0007", "5560360793", nil), ("0007", "556036-0793", "a Swedish organisation number (0007) is 10 digits, found \"556036-0793\""),
        ("0151", "51824753556", nil), ("0151", "51824753557", "Australian business number \"51824753557\" has wrong check digits"),
        ("0201", "UFY9MH", nil), ("0201", "UFY-9M", "an Italian IPA code (0201) is 6 letters or digits, found \"UFY-9M\""),
        ("0106", "anything", nil),
    ])
    func identifierChecks(scheme: String, id: String, problem: String?) {
        #expect(ElectronicAddress.identifierProblem(scheme: scheme, id: id) == problem)
    }

    @Test("every category but S and Z states why it charges nothing, with its VATEX code where one fits all")
    func exemptionReasons() throws {
        #expect(VATCategory.allCases.filter(\.needsExemptionReason) == [.exempt, .reverseCharge, .intraCommunitySupply, .export, .outsideScope])
        #expect(VATCategory.allCases.map(\.exemptionReasonCode) == [nil, nil, nil, "VATEX-EU-AE", "VATEX-EU-IC", "VATEX-EU-G", "VATEX-EU-O"])
        for category in [VATCategory.intraCommunitySupply, .export, .outsideScope] {
            #expect(throws: InvoiceError.self) { try VATRule(category: category) }
            #expect(throws: InvoiceError.self) { try VATRule(category: category, percent: 19, exemptionReason: "Exempt") }
            #expect(try VATRule(category: category, exemptionReason: "Exempt").percent == 0)
        }
    }

    @Test("only outside the scope of VAT do lines state no rate, and no VAT identifier is stated as such")
    func outsideScopeHasNoRate() {
        #expect(VATCategory.allCases.filter { !$0.statesLineRate } == [.outsideScope])
        #expect(VATCategory.allCases.filter { !$0.allowsSellerVATID } == [.outsideScope])
    }

    @Test("K needs the buyer's VAT id like AE; O must not state it; G and the rest leave it open", arguments: VATCategory.allCases)
    func buyerVATIDs(category: VATCategory) throws {
        let rule = try VATRule(category: category, percent: category == .standard ? 19 : 0, exemptionReason: category.needsExemptionReason ? "Reason" : nil)
        let anonymous = Party(name: "Someone", address: buyer.address)
        switch category {
        case .reverseCharge, .intraCommunitySupply:
            #expect(rule.buyerProblem(anonymous) == .buyerVATIDRequired(category))
            #expect(rule.buyerProblem(buyer) == nil)
        case .outsideScope:
            #expect(rule.buyerProblem(buyer) == .buyerVATIDForbidden(category))
            #expect(rule.buyerProblem(anonymous) == nil)
        case .standard, .zeroRated, .exempt, .export:
            #expect(rule.buyerProblem(anonymous) == nil)
            #expect(rule.buyerProblem(buyer) == nil)
        }
    }

    @Test("an invoice outside the scope of VAT charges nothing, and refuses a buyer with a VAT id")
    func outsideScopeInvoice() throws {
        let vat = try VATRule(category: .outsideScope, exemptionReason: "Nicht im Inland steuerbare Leistung")
        let anonymous = Party(name: "ACME Corp.", address: buyer.address)
        let bill = try invoice(billing(vat: vat), buyer: anonymous)
        #expect(bill.vatTotal == money("0", "EUR"))
        #expect(bill.payable == bill.netTotal)
        #expect(bill.vatBreakdown.map(\.category) == [.outsideScope])
        #expect(throws: InvoiceError.buyerVATIDForbidden(.outsideScope)) { try invoice(billing(vat: vat)) }
    }
}
