/// The rule set an e-invoice is made for. Each names its specification (BT-24) and business
/// process (BT-23) and asks for data that EN 16931 leaves optional.
public enum InvoiceProfile: String, CaseIterable, Sendable {
    /// EN 16931 itself, the core every other profile builds on.
    case en16931
    /// Peppol BIS Billing 3.0: a buyer or order reference and both parties' Peppol electronic addresses.
    case peppol
    /// XRechnung 3.0, the German CIUS of public buyers: besides Peppol's electronic addresses, the
    /// buyer reference (the Leitweg-ID) and the seller's contact name, telephone and e-mail.
    case xrechnung

    /// The specification identifier (BT-24, `cbc:CustomizationID`).
    public var customizationID: String {
        switch self {
        case .en16931: "urn:cen.eu:en16931:2017"
        case .peppol: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0"
        case .xrechnung: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"
        }
    }

    /// The business process (BT-23, `cbc:ProfileID`): Peppol's billing process for both CIUS; none for EN 16931.
    public var profileID: String? {
        self == .en16931 ? nil : "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"
    }

    /// Whether the invoice may carry more than one document-level note (BT-22): Peppol allows one
    /// (PEPPOL-EN16931-R002), so its notes are joined into it.
    public var allowsSeveralNotes: Bool { self == .en16931 }

    /// The profile the invoice's UN/CEFACT CII (Factur-X) follows: Peppol BIS Billing travels as
    /// UBL only, so a Peppol invoice's CII is plain EN 16931; XRechnung defines a CII form of its own.
    public var crossIndustryInvoiceProfile: InvoiceProfile { self == .peppol ? .en16931 : self }

    /// What an invoice of this profile needs and `terms` do not give, in a fixed order; empty
    /// when the invoice can be made.
    public func missingRequirements(of terms: InvoiceTerms) -> [ProfileRequirement] {
        func isBlank(_ text: String?) -> Bool { text?.allSatisfy(\.isWhitespace) ?? true }
        var missing: [ProfileRequirement] = []
        switch self {
        case .en16931:
            return []
        case .peppol:
            // PEPPOL-EN16931-R003.
            if isBlank(terms.buyerReference), isBlank(terms.orderReference) { missing.append(.buyerOrOrderReference) }
        case .xrechnung:
            // BR-DE-15.
            if isBlank(terms.buyerReference) { missing.append(.buyerReference) }
        }
        // PEPPOL-EN16931-R020, R010.
        if terms.seller.endpoint == nil { missing.append(.sellerEndpoint) }
        if terms.buyer.endpoint == nil { missing.append(.buyerEndpoint) }
        if self == .xrechnung {
            // BR-DE-2, BR-DE-5, BR-DE-6, BR-DE-7.
            let contact = terms.seller.contact
            if isBlank(contact?.name) { missing.append(.sellerContactName) }
            if isBlank(contact?.telephone) { missing.append(.sellerContactTelephone) }
            if isBlank(contact?.email), isBlank(terms.seller.email) { missing.append(.sellerContactEmail) }
        }
        return missing
    }
}

/// A piece of data a profile needs that the invoice's terms lack.
public enum ProfileRequirement: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A buyer reference (BT-10) or an order reference (BT-13).
    case buyerOrOrderReference
    /// A buyer reference (BT-10), for XRechnung the Leitweg-ID.
    case buyerReference
    /// The seller's electronic address (BT-34).
    case sellerEndpoint
    /// The buyer's electronic address (BT-49).
    case buyerEndpoint
    /// The seller's contact point name (BT-41).
    case sellerContactName
    /// The seller's contact telephone number (BT-42).
    case sellerContactTelephone
    /// The seller's contact e-mail address (BT-43).
    case sellerContactEmail

    /// What is missing, in words: `the seller's contact telephone (BT-42)`.
    public var description: String {
        switch self {
        case .buyerOrOrderReference: "a buyer reference (BT-10) or an order reference (BT-13)"
        case .buyerReference: "a buyer reference (BT-10, the Leitweg-ID)"
        case .sellerEndpoint: "the seller's electronic address (BT-34)"
        case .buyerEndpoint: "the buyer's electronic address (BT-49)"
        case .sellerContactName: "the seller's contact name (BT-41)"
        case .sellerContactTelephone: "the seller's contact telephone (BT-42)"
        case .sellerContactEmail: "the seller's contact e-mail (BT-43)"
        }
    }
}
