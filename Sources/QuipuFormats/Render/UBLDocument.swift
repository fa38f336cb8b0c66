import Foundation
import QuipuCore
import QuipuXML

/// An e-invoice as UBL 2.1: an `Invoice` or a `CreditNote`, with what both schemas state alike in
/// the order they give it: the profile's identifiers, number and dates, notes, currencies, the
/// buyer's and order references, the service period, the parties, the place of delivery, the
/// payment means and terms, the VAT breakdown, the monetary totals and the lines; the root, the
/// type code's element, a due date, the reference to the credited invoice and the lines'
/// quantities differ by kind.
extension EInvoiceDocument {
    static let ublAggregateNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    static let ublBasicNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"

    /// The document as a UBL 2.1 element tree.
    var ubl: XMLElementValue {
        let profile = request.profile
        var children: [XMLContent] = [basic("CustomizationID", profile.customizationID)]
        if let profileID = profile.profileID { children.append(basic("ProfileID", profileID)) }
        children += [basic("ID", number), basic("IssueDate", "\(issueDate)")]
        if let dueDate { children.append(basic("DueDate", "\(dueDate)")) }
        children.append(basic(kind == .invoice ? "InvoiceTypeCode" : "CreditNoteTypeCode", kind.typeCode))
        children += statedNotes(in: profile).map { basic("Note", $0) }
        children.append(basic("DocumentCurrencyCode", currency.code))
        if totals.accountingVAT != nil { children.append(basic("TaxCurrencyCode", request.accountingCurrency.code)) }
        if let reference = request.buyerReference { children.append(basic("BuyerReference", reference)) }
        if let servicePeriod {
            children.append(aggregate("InvoicePeriod", [
                basic("StartDate", "\(servicePeriod.lowerBound)"), basic("EndDate", "\(servicePeriod.upperBound)"),
            ]))
        }
        if let reference = request.orderReference { children.append(aggregate("OrderReference", [basic("ID", reference)])) }
        if let invoice = billingReference {
            children.append(aggregate("BillingReference", [
                aggregate("InvoiceDocumentReference", [basic("ID", invoice.number), basic("IssueDate", "\(invoice.issueDate)")]),
            ]))
        }
        let category = request.billing.vat.category
        children.append(aggregate("AccountingSupplierParty", [party(request.seller, statesVATID: category.allowsSellerVATID)]))
        children.append(aggregate("AccountingCustomerParty", [party(request.buyer, statesVATID: true)]))
        if category == .intraCommunitySupply {
            // BR-IC-12 asks for the country of delivery, XRechnung (BR-DE-10, BR-DE-11) for its city
            // and postal code too: a service is supplied where the buyer is.
            children.append(aggregate("Delivery", [aggregate("DeliveryLocation", [postalAddress("Address", request.buyer.address)])]))
        }
        if let iban = request.seller.iban {
            children.append(aggregate("PaymentMeans", [
                basic("PaymentMeansCode", "30", attributes: [("name", "Credit transfer")]),
                basic("PaymentID", number),
                aggregate("PayeeFinancialAccount", [basic("ID", iban)]),
            ]))
        }
        children.append(aggregate("PaymentTerms", [basic("Note", paymentTerms)]))
        children.append(aggregate("TaxTotal", [amount("TaxAmount", totals.vat)] + totals.vatBreakdown.map { breakdown in
            aggregate("TaxSubtotal", [
                amount("TaxableAmount", breakdown.taxableAmount), amount("TaxAmount", breakdown.taxAmount),
                taxCategory("TaxCategory", breakdown.category, breakdown.percent, exemption: breakdown),
            ])
        }))
        if let accounting = totals.accountingVAT {
            children.append(aggregate("TaxTotal", [amount("TaxAmount", accounting)]))
        }
        children.append(aggregate("LegalMonetaryTotal", [
            amount("LineExtensionAmount", totals.net), amount("TaxExclusiveAmount", totals.net),
            amount("TaxInclusiveAmount", totals.payable), amount("PayableAmount", totals.payable),
        ]))
        let vat = request.billing.vat
        for line in lines {
            children.append(aggregate(kind == .invoice ? "InvoiceLine" : "CreditNoteLine", [
                basic("ID", String(line.number)),
                basic(kind == .invoice ? "InvoicedQuantity" : "CreditedQuantity", line.quantity, attributes: [("unitCode", line.unitCode)]),
                amount("LineExtensionAmount", line.net),
                aggregate("Item", [
                    basic("Description", line.description),
                    basic("Name", line.name),
                    taxCategory("ClassifiedTaxCategory", vat.category, vat.percent, exemption: nil),
                ]),
                aggregate("Price", [amount("PriceAmount", line.price)]),
            ]))
        }
        let root = kind == .invoice ? "Invoice" : "CreditNote"
        return XMLElementValue(root, [("xmlns", "urn:oasis:names:specification:ubl:schema:xsd:\(root)-2"), ("xmlns:cac", Self.ublAggregateNamespace),
                                      ("xmlns:cbc", Self.ublBasicNamespace)], children)
    }

    /// A party; its electronic address is its endpoint when it has one, else its e-mail. Where the
    /// VAT identifier may not be stated as such (`statesVATID` false, outside the scope of VAT),
    /// it identifies the party as its identifier (BT-29) instead.
    private func party(_ party: Party, statesVATID: Bool) -> XMLContent {
        var details: [XMLContent] = []
        if let address = Self.electronicAddress(of: party) {
            details.append(basic("EndpointID", address.id, attributes: [("schemeID", address.scheme)]))
        }
        if !statesVATID, let vatID = party.vatID { details.append(aggregate("PartyIdentification", [basic("ID", vatID)])) }
        details.append(aggregate("PartyName", [basic("Name", party.name)]))
        details.append(postalAddress("PostalAddress", party.address))
        if statesVATID, let vatID = party.vatID {
            details.append(aggregate("PartyTaxScheme", [basic("CompanyID", vatID), aggregate("TaxScheme", [basic("ID", "VAT")])]))
        }
        details.append(aggregate("PartyLegalEntity", [basic("RegistrationName", party.name)]))
        if let contact = Self.contact(of: party) {
            details.append(aggregate("Contact", [("Name", contact.name), ("Telephone", contact.telephone), ("ElectronicMail", contact.email)]
                .compactMap { name, value in value.map { basic(name, $0) } }))
        }
        return aggregate("Party", details)
    }

    /// A party's postal address, or the place of delivery.
    private func postalAddress(_ name: String, _ address: PostalAddress) -> XMLContent {
        aggregate(name, [
            basic("StreetName", address.street), basic("CityName", address.city), basic("PostalZone", address.postalCode),
            aggregate("Country", [basic("IdentificationCode", address.country)]),
        ])
    }

    /// A VAT category: the breakdown's (`exemption` its breakdown, with the rate and the reason) or
    /// a line's (`exemption` nil, with the rate only where lines state one).
    private func taxCategory(_ name: String, _ category: VATCategory, _ percent: Decimal, exemption: VATBreakdown?) -> XMLContent {
        var children = [basic("ID", category.rawValue)]
        if exemption != nil || category.statesLineRate { children.append(basic("Percent", "\(percent)")) }
        if let exemption, let reason = Self.printedExemptionReason(exemption) {
            if let code = category.exemptionReasonCode { children.append(basic("TaxExemptionReasonCode", code)) }
            children.append(basic("TaxExemptionReason", reason))
        }
        children.append(aggregate("TaxScheme", [basic("ID", "VAT")]))
        return aggregate(name, children)
    }

    private func amount(_ name: String, _ money: Money) -> XMLContent {
        .element(XMLElementValue("cbc:" + name, [("currencyID", money.currency.code)], text: money.amountText))
    }

    private func basic(_ name: String, _ text: String, attributes: [(String, String)] = []) -> XMLContent {
        .element(XMLElementValue("cbc:" + name, attributes, text: text))
    }

    private func aggregate(_ name: String, _ children: [XMLContent]) -> XMLContent {
        .element(XMLElementValue("cac:" + name, [], children))
    }
}
