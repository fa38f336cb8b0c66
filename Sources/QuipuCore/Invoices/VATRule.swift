import Foundation

/// The VAT categories of EN 16931 (UNCL5305 codes) an invoice of services uses.
public enum VATCategory: String, CaseIterable, Sendable {
    /// Standard rate: VAT at a positive percentage.
    case standard = "S"
    /// Zero rated: taxable at 0 %.
    case zeroRated = "Z"
    /// Exempt from VAT, for a stated reason.
    case exempt = "E"
    /// Reverse charge: the buyer accounts for the VAT; the invoice charges none and says why.
    case reverseCharge = "AE"
    /// An intra-community supply to a business in another EU member state, exempt in the seller's
    /// country (EN 16931 BR-IC-*): both parties' VAT identifiers and the country of delivery are stated.
    case intraCommunitySupply = "K"
    /// An export outside the EU, exempt in the seller's country (EN 16931 BR-G-*).
    case export = "G"
    /// Outside the scope of VAT, such as consulting for a business outside the EU, which is not
    /// taxable where the seller is (EN 16931 BR-O-*): the invoice states no VAT rate and no VAT
    /// identifier of either party.
    case outsideScope = "O"

    /// Whether an invoice in this category charges nothing for a legal reason it must state
    /// (EN 16931 BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10); standard and zero-rated VAT state none.
    public var needsExemptionReason: Bool {
        switch self {
        case .standard, .zeroRated: false
        case .exempt, .reverseCharge, .intraCommunitySupply, .export, .outsideScope: true
        }
    }

    /// The CEF VATEX code that names the reason in machine-readable form, where one code fits
    /// every invoice of the category; `nil` for exempt supplies, whose reason differs by article.
    public var exemptionReasonCode: String? {
        switch self {
        case .standard, .zeroRated, .exempt: nil
        case .reverseCharge: "VATEX-EU-AE"
        case .intraCommunitySupply: "VATEX-EU-IC"
        case .export: "VATEX-EU-G"
        case .outsideScope: "VATEX-EU-O"
        }
    }

    /// Whether an invoice line states its item's VAT rate (BT-152): not outside the scope of VAT
    /// (BR-O-05). The VAT breakdown states its rate (BT-119) in every category, 0 outside the
    /// scope, as XRechnung requires (BR-DE-14).
    public var statesLineRate: Bool { self != .outsideScope }

    /// What the category asks of the buyer's VAT identifier.
    public var buyerVATID: VATIDRequirement {
        switch self {
        case .reverseCharge, .intraCommunitySupply: .required
        case .outsideScope: .forbidden
        case .standard, .zeroRated, .exempt, .export: .optional
        }
    }

    /// Whether the seller's VAT identifier may be stated as such (BT-31): not outside the scope
    /// of VAT (BR-O-02), where it identifies the seller only as its identifier (BT-29).
    public var allowsSellerVATID: Bool { self != .outsideScope }
}

/// Whether a party's VAT identifier must, may or must not be on an invoice of a category.
public enum VATIDRequirement: Sendable {
    /// The identifier must be stated, may be stated, or must not be stated.
    case required, optional, forbidden
}

/// How an invoice is taxed: a category, its percentage and, when nothing is charged for a legal
/// reason, the reason printed on the invoice.
public struct VATRule: Hashable, Sendable {
    /// The VAT category of every line.
    public let category: VATCategory
    /// `19` for 19 %. Positive for `standard`, zero for every other category.
    public let percent: Decimal
    /// The text the invoice prints for charging no VAT: `Reverse charge: the recipient is liable for VAT`.
    /// Required for every category but standard and zero rated, and refused for those two, whose
    /// invoices state none (BR-S-10, BR-Z-10). A blank reason is stored as `nil`.
    public let exemptionReason: String?

    /// Checks the rule: standard needs a percentage above 0 and at most 100; the other
    /// categories charge 0 %; every category but standard and zero rated needs an exemption reason, and those two take none.
    /// - Throws: `InvoiceError.invalidVAT` saying which of these the rule breaks.
    public init(category: VATCategory, percent: Decimal = 0, exemptionReason: String? = nil) throws(InvoiceError) {
        func invalid(_ reason: String) -> InvoiceError { .invalidVAT(reason) }
        switch category {
        case .standard:
            guard percent > 0, percent <= 100 else { throw invalid("category S needs a percent above 0 and at most 100, found \(percent)") }
        case .zeroRated, .exempt, .reverseCharge, .intraCommunitySupply, .export, .outsideScope:
            guard percent == 0 else { throw invalid("category \(category.rawValue) charges 0 %, found percent \(percent)") }
        }
        let reason = exemptionReason.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        if category.needsExemptionReason, reason == nil {
            throw invalid("category \(category.rawValue) needs an exemptionReason, the text the invoice prints for charging no VAT")
        }
        if !category.needsExemptionReason, reason != nil {
            throw invalid("category \(category.rawValue) states no exemption reason (EN 16931 BR-\(category.rawValue)-10); expected no exemptionReason, "
                + "or a category that exempts")
        }
        self.category = category
        self.percent = percent
        self.exemptionReason = reason
    }

    /// Why `buyer` cannot be billed in this category, or `nil` when it can: reverse charge and
    /// intra-community supplies need the buyer's VAT identifier (BR-AE-02, BR-IC-02); outside the
    /// scope of VAT the invoice must not state one (BR-O-02).
    public func buyerProblem(_ buyer: Party) -> InvoiceError? {
        let hasVATID = !(buyer.vatID?.isEmpty ?? true)
        switch category.buyerVATID {
        case .required where !hasVATID: return .buyerVATIDRequired(category)
        case .forbidden where hasVATID: return .buyerVATIDForbidden(category)
        case .required, .optional, .forbidden: return nil
        }
    }
}
