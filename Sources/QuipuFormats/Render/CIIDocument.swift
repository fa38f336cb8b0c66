import Foundation
import QuipuCore
import QuipuXML

/// The UN/CEFACT Cross Industry Invoice (CII) of an invoice or a credit note: the XML that
/// Factur-X and ZUGFeRD embed in a PDF as `factur-x.xml`, in the version of the Factur-X EN 16931
/// schema. What `--format cii` writes to `.cii.xml`.
package enum CrossIndustryInvoice {
    /// The CII of `invoice`, type code 380. Its currencies must have at most two decimals, as
    /// `EInvoiceDocument.checkDecimals` checks before an invoice is made.
    package static func bytes(of invoice: Invoice) -> [UInt8] { EInvoiceDocument(invoice).ciiBytes }

    /// The CII of `creditNote`, type code 381, referring to the invoice it credits.
    package static func bytes(of creditNote: CreditNote) -> [UInt8] { EInvoiceDocument(creditNote).ciiBytes }
}

/// An e-invoice as a CII `rsm:CrossIndustryInvoice`, with the business terms the UBL states, in the
/// order the Factur-X EN 16931 schema gives: the specification (BT-24: EN 16931, or XRechnung for
/// an XRechnung client; a Peppol client's CII is plain EN 16931, as Peppol travels as UBL) and
/// business process (BT-23), the document (number, type code, issue date, notes), the lines, the
/// agreement (buyer reference, parties, order reference), the delivery (the place of an
/// intra-community supply) and the settlement (payment reference, currencies, payment means,
/// VAT breakdown, service period, payment terms and due date, totals, the credited invoice). A
/// credit note is type code 381 with positive amounts, as EN 16931 has it for CII.
extension EInvoiceDocument {
    /// The prefixes a CII document binds on its root: the message, its qualified and unqualified data types, its aggregates.
    static let ciiNamespaces = [
        ("xmlns:rsm", "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"),
        ("xmlns:qdt", "urn:un:unece:uncefact:data:standard:QualifiedDataType:100"),
        ("xmlns:ram", "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"),
        ("xmlns:udt", "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"),
    ]

    /// The document's CII file.
    var ciiBytes: [UInt8] { LibXMLDocument(root: cii).serialized() }

    /// The document as a CII element tree.
    var cii: XMLElementValue {
        let profile = request.profile.crossIndustryInvoiceProfile
        var context: [XMLContent] = []
        if let process = profile.profileID { context.append(ram("BusinessProcessSpecifiedDocumentContextParameter", [ram("ID", process)])) }
        context.append(ram("GuidelineSpecifiedDocumentContextParameter", [ram("ID", profile.customizationID)]))
        let document = [ram("ID", number), ram("TypeCode", kind.typeCode), ram("IssueDateTime", [dateTime(issueDate)])]
            + statedNotes(in: profile).map { ram("IncludedNote", [ram("Content", $0)]) }
        let transaction = lines.map(ciiLine) + [headerAgreement, headerDelivery, headerSettlement]
        return XMLElementValue("rsm:CrossIndustryInvoice", Self.ciiNamespaces, [
            .element(XMLElementValue("rsm:ExchangedDocumentContext", [], context)),
            .element(XMLElementValue("rsm:ExchangedDocument", [], document)),
            .element(XMLElementValue("rsm:SupplyChainTradeTransaction", [], transaction)),
        ])
    }

    /// A line (BG-25): its number, item, net price, quantity, VAT category and net amount.
    private func ciiLine(_ line: Line) -> XMLContent {
        let vat = request.billing.vat
        var tax = [ram("TypeCode", "VAT"), ram("CategoryCode", vat.category.rawValue)]
        if vat.category.statesLineRate { tax.append(ram("RateApplicablePercent", "\(vat.percent)")) }
        return ram("IncludedSupplyChainTradeLineItem", [
            ram("AssociatedDocumentLineDocument", [ram("LineID", String(line.number))]),
            ram("SpecifiedTradeProduct", [ram("Name", line.name), ram("Description", line.description)]),
            ram("SpecifiedLineTradeAgreement", [ram("NetPriceProductTradePrice", [ram("ChargeAmount", line.price.amountText)])]),
            ram("SpecifiedLineTradeDelivery", [ram("BilledQuantity", line.quantity, attributes: [("unitCode", line.unitCode)])]),
            ram("SpecifiedLineTradeSettlement", [
                ram("ApplicableTradeTax", tax),
                ram("SpecifiedTradeSettlementLineMonetarySummation", [ram("LineTotalAmount", line.net.amountText)]),
            ]),
        ])
    }

    /// The buyer's reference, the seller, the buyer and the order reference.
    private var headerAgreement: XMLContent {
        var children: [XMLContent] = []
        if let reference = request.buyerReference { children.append(ram("BuyerReference", reference)) }
        children.append(tradeParty("SellerTradeParty", request.seller, statesVATID: request.billing.vat.category.allowsSellerVATID))
        children.append(tradeParty("BuyerTradeParty", request.buyer, statesVATID: true))
        if let reference = request.orderReference { children.append(ram("BuyerOrderReferencedDocument", [ram("IssuerAssignedID", reference)])) }
        return ram("ApplicableHeaderTradeAgreement", children)
    }

    /// The place of delivery of an intra-community supply, the buyer's address (BR-IC-12, and
    /// XRechnung's BR-DE-10, BR-DE-11); otherwise empty, as CII requires the element.
    private var headerDelivery: XMLContent {
        guard request.billing.vat.category == .intraCommunitySupply else { return ram("ApplicableHeaderTradeDelivery", []) }
        return ram("ApplicableHeaderTradeDelivery", [ram("ShipToTradeParty", [postalTradeAddress(request.buyer.address)])])
    }

    /// The payment reference, currencies, payment means, VAT breakdown, service period, payment
    /// terms, totals and the credited invoice.
    private var headerSettlement: XMLContent {
        var children: [XMLContent] = []
        let iban = request.seller.iban
        if iban != nil { children.append(ram("PaymentReference", number)) }
        if totals.accountingVAT != nil { children.append(ram("TaxCurrencyCode", request.accountingCurrency.code)) }
        children.append(ram("InvoiceCurrencyCode", currency.code))
        if let iban {
            children.append(ram("SpecifiedTradeSettlementPaymentMeans", [
                ram("TypeCode", "30"), ram("Information", "Credit transfer"), ram("PayeePartyCreditorFinancialAccount", [ram("IBANID", iban)]),
            ]))
        }
        children += totals.vatBreakdown.map { breakdown in
            var tax = [ram("CalculatedAmount", breakdown.taxAmount.amountText), ram("TypeCode", "VAT")]
            let reason = Self.printedExemptionReason(breakdown)
            if let reason { tax.append(ram("ExemptionReason", reason)) }
            tax += [ram("BasisAmount", breakdown.taxableAmount.amountText), ram("CategoryCode", breakdown.category.rawValue)]
            if reason != nil, let code = breakdown.category.exemptionReasonCode { tax.append(ram("ExemptionReasonCode", code)) }
            tax.append(ram("RateApplicablePercent", "\(breakdown.percent)"))
            return ram("ApplicableTradeTax", tax)
        }
        if let servicePeriod {
            children.append(ram("BillingSpecifiedPeriod", [
                ram("StartDateTime", [dateTime(servicePeriod.lowerBound)]), ram("EndDateTime", [dateTime(servicePeriod.upperBound)]),
            ]))
        }
        var terms = [ram("Description", paymentTerms)]
        if let dueDate { terms.append(ram("DueDateDateTime", [dateTime(dueDate)])) }
        children.append(ram("SpecifiedTradePaymentTerms", terms))
        var summation = [ram("LineTotalAmount", totals.net.amountText), ram("TaxBasisTotalAmount", totals.net.amountText), taxTotal(totals.vat)]
        if let accounting = totals.accountingVAT { summation.append(taxTotal(accounting)) }
        summation += [ram("GrandTotalAmount", totals.payable.amountText), ram("DuePayableAmount", totals.payable.amountText)]
        children.append(ram("SpecifiedTradeSettlementHeaderMonetarySummation", summation))
        if let invoice = billingReference {
            children.append(ram("InvoiceReferencedDocument", [
                ram("IssuerAssignedID", invoice.number),
                ram("FormattedIssueDateTime", [.element(XMLElementValue("qdt:DateTimeString", [("format", "102")], text: Self.ciiDate(invoice.issueDate)))]),
            ]))
        }
        return ram("ApplicableHeaderTradeSettlement", children)
    }

    /// A party: where the VAT identifier may not be stated as such (`statesVATID` false, outside
    /// the scope of VAT), it identifies the party (BT-29) instead; its name as legal and trading
    /// name, contact, address, electronic address and VAT identifier (scheme `VA`).
    private func tradeParty(_ name: String, _ party: Party, statesVATID: Bool) -> XMLContent {
        var details: [XMLContent] = []
        if !statesVATID, let vatID = party.vatID { details.append(ram("ID", vatID)) }
        details.append(ram("Name", party.name))
        details.append(ram("SpecifiedLegalOrganization", [ram("TradingBusinessName", party.name)]))
        if let contact = Self.contact(of: party) {
            var person: [XMLContent] = []
            if let name = contact.name { person.append(ram("PersonName", name)) }
            if let telephone = contact.telephone { person.append(ram("TelephoneUniversalCommunication", [ram("CompleteNumber", telephone)])) }
            if let email = contact.email { person.append(ram("EmailURIUniversalCommunication", [ram("URIID", email)])) }
            details.append(ram("DefinedTradeContact", person))
        }
        details.append(postalTradeAddress(party.address))
        if let address = Self.electronicAddress(of: party) {
            details.append(ram("URIUniversalCommunication", [ram("URIID", address.id, attributes: [("schemeID", address.scheme)])]))
        }
        if statesVATID, let vatID = party.vatID {
            details.append(ram("SpecifiedTaxRegistration", [ram("ID", vatID, attributes: [("schemeID", "VA")])]))
        }
        return ram(name, details)
    }

    private func postalTradeAddress(_ address: PostalAddress) -> XMLContent {
        ram("PostalTradeAddress", [
            ram("PostcodeCode", address.postalCode), ram("LineOne", address.street), ram("CityName", address.city), ram("CountryID", address.country),
        ])
    }

    /// A VAT total, the only CII amount that names its currency (the document's, or the accounting currency's for BT-111).
    private func taxTotal(_ money: Money) -> XMLContent {
        ram("TaxTotalAmount", money.amountText, attributes: [("currencyID", money.currency.code)])
    }

    /// A date as CII writes it: `udt:DateTimeString` in format 102, `20240402`.
    private func dateTime(_ date: LocalDate) -> XMLContent {
        .element(XMLElementValue("udt:DateTimeString", [("format", "102")], text: Self.ciiDate(date)))
    }

    /// `20240402` for 2024-04-02 (format 102, CCYYMMDD).
    static func ciiDate(_ date: LocalDate) -> String { "\(date)".filter { $0 != "-" } }

    private func ram(_ name: String, _ text: String, attributes: [(String, String)] = []) -> XMLContent {
        .element(XMLElementValue("ram:" + name, attributes, text: text))
    }

    private func ram(_ name: String, _ children: [XMLContent]) -> XMLContent {
        .element(XMLElementValue("ram:" + name, [], children))
    }
}
