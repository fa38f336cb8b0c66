import Foundation
import QuipuCore
import QuipuXML

/// What a UBL 2.1 `Invoice` and a UBL 2.1 `CreditNote` state alike, in the order both schemas
/// give: the profile's identifiers, number and dates, notes, currencies, the buyer's and order
/// references, the service period, the parties, the place of delivery, the payment means and
/// terms, the VAT breakdown, the monetary totals and the lines. `InvoiceUBL` and `CreditNoteUBL`
/// say what differs (the root, the type code, a due date, a reference to the credited invoice,
/// the lines' quantities) and write their documents with this one writer.
struct UBLDocument {
    /// EN 16931 allows amounts with at most this many decimals: a currency with more (KWD, CLF) has no UBL form here.
    static let maximumDecimals = 2

    /// A usage error made by `usage` when one of `currencies` has more decimals than EN 16931
    /// allows, for a UBL `document` (`invoice`, `credit note`) asked for.
    static func checkDecimals(of currencies: [Currency], document: String, _ usage: (String) -> QuipuError) throws(QuipuError) {
        for used in currencies where used.minorUnits > maximumDecimals {
            throw usage("cannot write a UBL \(document) in \(used.code): its amounts have \(used.minorUnits) decimals and EN 16931 allows at most "
                + "\(maximumDecimals); expected --format without ubl, or a currency with 0 to 2 decimals")
        }
    }

    /// Which UBL document: its root, namespace, type code and line elements.
    enum Kind {
        case invoice, creditNote

        var rootName: String { self == .invoice ? "Invoice" : "CreditNote" }
        var namespace: String { "urn:oasis:names:specification:ubl:schema:xsd:\(rootName)-2" }
        /// `380` commercial invoice, `381` credit note (UNTDID 1001).
        var typeCode: (element: String, code: String) { self == .invoice ? ("InvoiceTypeCode", "380") : ("CreditNoteTypeCode", "381") }
        var lineName: String { self == .invoice ? "InvoiceLine" : "CreditNoteLine" }
        var quantityName: String { self == .invoice ? "InvoicedQuantity" : "CreditedQuantity" }
    }

    /// One line: its quantity as printed, with its unit code, the item and its price.
    struct Line {
        let number: Int
        let quantity: String
        let unitCode: String
        let net: Money
        let description: String
        let name: String
        let price: Money
    }

    /// The totals a document states.
    struct Totals {
        let net: Money
        let vatBreakdown: [VATBreakdown]
        let vat: Money
        let payable: Money
        /// The VAT total in the seller's accounting currency, when the document's differs.
        let accountingVAT: Money?
    }

    let kind: Kind
    let number: String
    let issueDate: LocalDate
    /// An invoice's due date; a UBL credit note has none.
    let dueDate: LocalDate?
    /// The invoice the document belongs to (a credit note: the invoice it credits): parties,
    /// profile, references, VAT rule and accounting currency.
    let request: InvoiceTerms
    let currency: Currency
    /// The document-level notes, before the profile's rule on how many there may be.
    let notes: [String]
    /// The days billed (BG-14); a credit note of an invoice outside the register may not know them.
    let servicePeriod: ClosedRange<LocalDate>?
    /// The invoice a credit note credits (BT-25, BT-26).
    let billingReference: (number: String, issueDate: LocalDate)?
    let paymentTerms: String
    let totals: Totals
    let lines: [Line]

    static let aggregateNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    static let basicNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"

    /// The document as an element tree.
    var element: XMLElementValue {
        let profile = request.profile
        var children: [XMLContent] = [basic("CustomizationID", profile.customizationID)]
        if let profileID = profile.profileID { children.append(basic("ProfileID", profileID)) }
        children += [basic("ID", number), basic("IssueDate", "\(issueDate)")]
        if let dueDate { children.append(basic("DueDate", "\(dueDate)")) }
        children.append(basic(kind.typeCode.element, kind.typeCode.code))
        if profile.allowsSeveralNotes {
            children += notes.map { basic("Note", $0) }
        } else if !notes.isEmpty {
            children.append(basic("Note", notes.joined(separator: " ")))
        }
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
            children.append(aggregate(kind.lineName, [
                basic("ID", String(line.number)),
                basic(kind.quantityName, line.quantity, attributes: [("unitCode", line.unitCode)]),
                amount("LineExtensionAmount", line.net),
                aggregate("Item", [
                    basic("Description", line.description),
                    basic("Name", line.name),
                    taxCategory("ClassifiedTaxCategory", vat.category, vat.percent, exemption: nil),
                ]),
                aggregate("Price", [amount("PriceAmount", line.price)]),
            ]))
        }
        return XMLElementValue(kind.rootName, [("xmlns", kind.namespace), ("xmlns:cac", Self.aggregateNamespace), ("xmlns:cbc", Self.basicNamespace)],
                               children)
    }

    /// The notes every document of `request` carries, after its own: the conversion of the hourly
    /// rates, when they were converted, and the reason of a category charging nothing.
    static func notes(_ own: [String], conversion: ExchangeRate?, vatBreakdown: [VATBreakdown]) -> [String] {
        own + (conversion.map { ["Hourly rates in \($0.from.code) converted at \($0)."] } ?? []) + vatBreakdown.compactMap(printedExemptionReason)
    }

    /// The reason a category charging nothing for a legal reason prints (exempt, reverse charge,
    /// intra-community supply, export, outside the scope of VAT); `nil` for standard and zero-rated
    /// VAT, where EN 16931 forbids one.
    static func printedExemptionReason(_ breakdown: VATBreakdown) -> String? {
        breakdown.category.needsExemptionReason ? breakdown.exemptionReason : nil
    }

    /// A party; its electronic address is its endpoint when it has one, else its e-mail. Where the
    /// VAT identifier may not be stated as such (`statesVATID` false, outside the scope of VAT),
    /// it identifies the party as its identifier (BT-29) instead.
    private func party(_ party: Party, statesVATID: Bool) -> XMLContent {
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
