import Foundation
import QuipuCore
import QuipuXML

/// What an invoice and a credit note of it state alike in Quipu XML (`urn:quipu:invoice:1`,
/// `Templates/schemas/invoice.xsd`, which describes both): the parties and the e-invoicing
/// profile, exchange rates, the VAT breakdown and totals, and quantities of hours. `InvoiceXML`
/// and `CreditNoteXML` write their documents with these elements.
enum BillingDocumentXML {
    /// The namespace of an invoice's and a credit note's Quipu XML.
    static let namespace = "urn:quipu:invoice:1"

    /// A quantity of hours as printed: exactly 4 decimals (`1.5000`).
    static func quantityText(_ quantity: Decimal) -> String {
        quantity.plainText(minimumDecimals: 4)
    }

    /// The seller, the buyer and, for an e-invoice profile or with references, the `eInvoice`
    /// element: what an invoice and a credit note of it both state about the parties.
    static func parties(_ request: InvoiceTerms) -> [XMLContent] {
        var children: [XMLContent] = [
            .element(party("seller", request.seller, extra: [("accountingCurrency", request.accountingCurrency.code)])),
            .element(party("buyer", request.buyer, extra: [])),
        ]
        if request.profile != .en16931 || request.buyerReference != nil || request.orderReference != nil {
            var attributes = [("profile", request.profile.rawValue), ("customizationId", request.profile.customizationID)]
            if let profileID = request.profile.profileID { attributes.append(("profileId", profileID)) }
            if let reference = request.buyerReference { attributes.append(("buyerReference", reference)) }
            if let reference = request.orderReference { attributes.append(("orderReference", reference)) }
            children.append(.element(XMLElementValue("eInvoice", attributes)))
        }
        return children
    }

    /// The VAT breakdown, the totals and the VAT in the accounting currency, as an invoice and a credit note state them.
    static func totals(vatBreakdown: [VATBreakdown], net: Money, vat: Money, payable: Money,
                       accountingVAT: (amount: Money, rate: ExchangeRate)?) -> [XMLContent] {
        var children: [XMLContent] = vatBreakdown.map { breakdown in
            var attributes = [("category", breakdown.category.rawValue), ("percent", "\(breakdown.percent)"),
                              ("taxable", breakdown.taxableAmount.amountText), ("tax", breakdown.taxAmount.amountText)]
            if let reason = EInvoiceDocument.printedExemptionReason(breakdown) { attributes.append(("exemptionReason", reason)) }
            return .element(XMLElementValue("vat", attributes))
        }
        children.append(.element(XMLElementValue("totals", [("net", net.amountText), ("vat", vat.amountText), ("payable", payable.amountText)])))
        if let accountingVAT {
            children.append(.element(rate("accountingVat", accountingVAT.rate, extra: [("amount", accountingVAT.amount.amountText)])))
        }
        return children
    }

    /// A party's element named `name`: its name, identifiers and address, and its electronic
    /// address and contact when it has them.
    private static func party(_ name: String, _ party: Party, extra: [(String, String)]) -> XMLElementValue {
        var attributes = [("name", party.name)]
        if let vatID = party.vatID { attributes.append(("vatId", vatID)) }
        if let email = party.email { attributes.append(("email", email)) }
        if let iban = party.iban { attributes.append(("iban", iban)) }
        let address = party.address
        var children: [XMLContent] = [.element(XMLElementValue("address", [
            ("street", address.street), ("city", address.city), ("postalCode", address.postalCode), ("country", address.country),
        ]))]
        if let endpoint = party.endpoint {
            children.append(.element(XMLElementValue("endpoint", [("scheme", endpoint.scheme), ("id", endpoint.id)])))
        }
        if let contact = party.contact {
            let parts = [("name", contact.name), ("telephone", contact.telephone), ("email", contact.email)]
            children.append(.element(XMLElementValue("contact", parts.compactMap { key, value in value.map { (key, $0) } })))
        }
        return XMLElementValue(name, attributes + extra, children)
    }

    /// A rate with everything M9 asks to print: its value (exact, and as shown), the date asked
    /// for, the publication used, its source and the currency it went through.
    static func rate(_ name: String, _ rate: ExchangeRate, extra: [(String, String)] = []) -> XMLElementValue {
        var attributes = [("from", rate.from.code), ("to", rate.to.code), ("rate", "\(rate.value)"), ("rateShown", rate.valueText()),
                          ("date", "\(rate.date)")]
        if let published = rate.publicationDate { attributes.append(("publicationDate", "\(published)")) }
        attributes.append(("source", rate.source))
        if let via = rate.via { attributes.append(("via", via.code)) }
        return XMLElementValue(name, attributes + extra)
    }
}
