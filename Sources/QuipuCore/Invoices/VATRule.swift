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
}

/// How an invoice is taxed: a category, its percentage and, when nothing is charged for a legal
/// reason, the reason printed on the invoice.
public struct VATRule: Hashable, Sendable {
    public let category: VATCategory
    /// `19` for 19 %. Positive for `standard`, zero for every other category.
    public let percent: Decimal
    /// Required for `exempt` and `reverseCharge`: `Reverse charge: the recipient is liable for VAT`.
    public let exemptionReason: String?

    /// Checks the rule: standard needs a percentage above 0 and at most 100; the other
    /// categories charge 0 %; exempt and reverse charge need an exemption reason.
    public init(category: VATCategory, percent: Decimal = 0, exemptionReason: String? = nil) throws(InvoiceError) {
        func invalid(_ reason: String) -> InvoiceError { .invalidVAT(reason) }
        switch category {
        case .standard:
            guard percent > 0, percent <= 100 else { throw invalid("category S needs a percent above 0 and at most 100, found \(percent)") }
        case .zeroRated, .exempt, .reverseCharge:
            guard percent == 0 else { throw invalid("category \(category.rawValue) charges 0 %, found percent \(percent)") }
        }
        let reason = exemptionReason.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        if category == .exempt || category == .reverseCharge, reason == nil {
            throw invalid("category \(category.rawValue) needs an exemptionReason, the text the invoice prints for charging no VAT")
        }
        self.category = category
        self.percent = percent
        self.exemptionReason = reason
    }
}
