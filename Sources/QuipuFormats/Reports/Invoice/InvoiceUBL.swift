import Foundation
import QuipuCore
import QuipuXML

/// Renders an invoice as a UBL 2.1 `Invoice` conforming to EN 16931 (the European e-invoicing
/// standard's core): it validates against the OASIS UBL 2.1 schema and raises no fatal assert of
/// the CEN EN 16931 rules. Hours are `InvoicedQuantity unitCode="HUR"`; the billed period is the
/// `InvoicePeriod`; VAT is broken down per category; when the invoice's currency is not the
/// seller's accounting currency, the VAT total is also stated in that one (BT-6, BT-111).
/// The request's profile names the specification and business process (BT-24, BT-23); the
/// parties' electronic addresses, the seller's contact and the buyer's and order references are
/// stated when given, which Peppol BIS Billing 3.0 and XRechnung 3.0 require.
public enum InvoiceUBL {
    static let invoiceNamespace = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
    static let aggregateNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    static let basicNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
    /// EN 16931 allows amounts with at most this many decimals: a currency with more (KWD, CLF) has no UBL form here.
    public static let maximumDecimals = 2

    /// The document as an element tree.
    public static func element(_ invoice: Invoice) -> XMLElementValue {
        let request = invoice.request, currency = invoice.currency
        func amount(_ name: String, _ money: Money) -> XMLContent {
            .element(XMLElementValue(name, [("currencyID", money.currency.code)], text: money.amountText))
        }
        var children: [XMLContent] = [basic("CustomizationID", request.profile.customizationID)]
        if let profileID = request.profile.profileID { children.append(basic("ProfileID", profileID)) }
        children += [
            basic("ID", request.number),
            basic("IssueDate", "\(request.issueDate)"),
            basic("DueDate", "\(invoice.dueDate)"),
            basic("InvoiceTypeCode", "380"),
        ]
        var notes: [String] = []
        if let conversion = invoice.priceConversion { notes.append("Hourly rates in \(conversion.from.code) converted at \(conversion).") }
        notes += invoice.vatBreakdown.compactMap(printedExemptionReason)
        if request.profile.allowsSeveralNotes {
            children += notes.map { basic("Note", $0) }
        } else if !notes.isEmpty {
            children.append(basic("Note", notes.joined(separator: " ")))
        }
        children.append(basic("DocumentCurrencyCode", currency.code))
        if invoice.accountingVAT != nil { children.append(basic("TaxCurrencyCode", request.accountingCurrency.code)) }
        if let reference = request.buyerReference { children.append(basic("BuyerReference", reference)) }
        children.append(aggregate("InvoicePeriod", [
            basic("StartDate", "\(invoice.servicePeriod.lowerBound)"), basic("EndDate", "\(invoice.servicePeriod.upperBound)"),
        ]))
        if let reference = request.orderReference { children.append(aggregate("OrderReference", [basic("ID", reference)])) }
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
                basic("PaymentID", request.number),
                aggregate("PayeeFinancialAccount", [basic("ID", iban)]),
            ]))
        }
        children.append(aggregate("PaymentTerms", [basic("Note", paymentTerms(invoice))]))
        children.append(aggregate("TaxTotal", [amount("cbc:TaxAmount", invoice.vatTotal)] + invoice.vatBreakdown.map { breakdown in
            aggregate("TaxSubtotal", [
                amount("cbc:TaxableAmount", breakdown.taxableAmount), amount("cbc:TaxAmount", breakdown.taxAmount),
                taxCategory("TaxCategory", breakdown.category, breakdown.percent, exemption: breakdown),
            ])
        }))
        if let accounting = invoice.accountingVAT {
            children.append(aggregate("TaxTotal", [amount("cbc:TaxAmount", accounting.amount)]))
        }
        children.append(aggregate("LegalMonetaryTotal", [
            amount("cbc:LineExtensionAmount", invoice.netTotal), amount("cbc:TaxExclusiveAmount", invoice.netTotal),
            amount("cbc:TaxInclusiveAmount", invoice.payable), amount("cbc:PayableAmount", invoice.payable),
        ]))
        let vat = request.billing.vat
        for line in invoice.lines {
            children.append(aggregate("InvoiceLine", [
                basic("ID", String(line.number)),
                basic("InvoicedQuantity", InvoiceXML.quantityText(line.quantity), attributes: [("unitCode", "HUR")]),
                amount("cbc:LineExtensionAmount", line.net),
                aggregate("Item", [
                    basic("Description", "\(line.projectTitle): \(line.taskTitle), \(DisplayedDuration(milliseconds: line.billedSeconds * 1000).hoursMinutesText) h:mm billed"),
                    basic("Name", line.taskTitle),
                    taxCategory("ClassifiedTaxCategory", vat.category, vat.percent, exemption: nil),
                ]),
                aggregate("Price", [amount("cbc:PriceAmount", line.unitPrice)]),
            ]))
        }
        return XMLElementValue("Invoice", [("xmlns", invoiceNamespace), ("xmlns:cac", aggregateNamespace), ("xmlns:cbc", basicNamespace)], children)
    }

    /// The document as a libxml2 tree.
    public static func document(_ invoice: Invoice) -> LibXMLDocument {
        LibXMLDocument(root: element(invoice))
    }

    /// The reason a category charging nothing for a legal reason prints (exempt, reverse charge,
    /// intra-community supply, export, outside the scope of VAT); `nil` for standard and zero-rated
    /// VAT, where EN 16931 forbids one.
    static func printedExemptionReason(_ breakdown: VATBreakdown) -> String? {
        breakdown.category.needsExemptionReason ? breakdown.exemptionReason : nil
    }

    /// `Payable within 14 days of the issue date, by 2024-04-16.`
    static func paymentTerms(_ invoice: Invoice) -> String {
        let days = invoice.request.billing.paymentTermsDays
        return days == 0 ? "Payable on receipt, by \(invoice.dueDate)." : "Payable within \(days) day\(days == 1 ? "" : "s") of the issue date, by \(invoice.dueDate)."
    }

    /// A party; its electronic address is its endpoint when it has one, else its e-mail. Where the
    /// VAT identifier may not be stated as such (`statesVATID` false, outside the scope of VAT),
    /// it identifies the party as its identifier (BT-29) instead.
    private static func party(_ party: Party, statesVATID: Bool) -> XMLContent {
        var details: [XMLContent] = []
        if let endpoint = party.endpoint {
            details.append(basic("EndpointID", endpoint.id, attributes: [("schemeID", endpoint.scheme)]))
        } else if let email = party.email {
            details.append(basic("EndpointID", email, attributes: [("schemeID", "EM")]))
        }
        if !statesVATID, let vatID = party.vatID { details.append(aggregate("PartyIdentification", [basic("ID", vatID)])) }
        details.append(aggregate("PartyName", [basic("Name", party.name)]))
        details.append(postalAddress("PostalAddress", party.address))
        if statesVATID, let vatID = party.vatID {
            details.append(aggregate("PartyTaxScheme", [basic("CompanyID", vatID), aggregate("TaxScheme", [basic("ID", "VAT")])]))
        }
        details.append(aggregate("PartyLegalEntity", [basic("RegistrationName", party.name)]))
        var contact: [XMLContent] = []
        if let name = party.contact?.name { contact.append(basic("Name", name)) }
        if let telephone = party.contact?.telephone { contact.append(basic("Telephone", telephone)) }
        if let email = party.contact?.email ?? party.email { contact.append(basic("ElectronicMail", email)) }
        if !contact.isEmpty { details.append(aggregate("Contact", contact)) }
        return aggregate("Party", details)
    }

    /// A party's postal address, or the place of delivery.
    private static func postalAddress(_ name: String, _ address: PostalAddress) -> XMLContent {
        aggregate(name, [
            basic("StreetName", address.street), basic("CityName", address.city), basic("PostalZone", address.postalCode),
            aggregate("Country", [basic("IdentificationCode", address.country)]),
        ])
    }

    /// A VAT category: the breakdown's (`exemption` its breakdown, with the rate and the reason) or
    /// a line's (`exemption` nil, with the rate only where lines state one).
    private static func taxCategory(_ name: String, _ category: VATCategory, _ percent: Decimal, exemption: VATBreakdown?) -> XMLContent {
        var children = [basic("ID", category.rawValue)]
        if exemption != nil || category.statesLineRate { children.append(basic("Percent", "\(percent)")) }
        if let exemption, let reason = printedExemptionReason(exemption) {
            if let code = category.exemptionReasonCode { children.append(basic("TaxExemptionReasonCode", code)) }
            children.append(basic("TaxExemptionReason", reason))
        }
        children.append(aggregate("TaxScheme", [basic("ID", "VAT")]))
        return aggregate(name, children)
    }

    private static func basic(_ name: String, _ text: String, attributes: [(String, String)] = []) -> XMLContent {
        .element(XMLElementValue("cbc:" + name, attributes, text: text))
    }

    private static func aggregate(_ name: String, _ children: [XMLContent]) -> XMLContent {
        .element(XMLElementValue("cac:" + name, [], children))
    }
}
