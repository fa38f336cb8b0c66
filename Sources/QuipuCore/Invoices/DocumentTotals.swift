/// The totals of an invoice or a credit note, made from its line nets the same way (EN 16931
/// BR-CO-10 to BR-CO-16): the net total is the sum of the line nets, the VAT the rounded percentage
/// of that in the document's one category, the payable amount their sum.
public struct DocumentTotals: Hashable, Sendable {
    /// The sum of the line nets (BT-106, and BT-109 with no document allowances or charges).
    public let net: Money
    /// One breakdown: every line of a document is taxed in its client's one category.
    public let vatBreakdown: [VATBreakdown]
    /// The VAT total (BT-110): the category's percentage of `net`, rounded to the minor unit.
    public let vat: Money
    /// `net` plus `vat` (BT-112 and BT-115: nothing is prepaid).
    public let payable: Money

    /// The totals of lines whose nets are `lineNets`, all in `currency`, taxed by `vat` and rounded with `mode`.
    public init(lineNets: [Money], currency: Currency, vat: VATRule, mode: RoundingMode) throws(MoneyError) {
        net = try Money.sum(lineNets, in: currency)
        let tax = try net.multiplied(by: DecimalArithmetic.divide(vat.percent, 100)).rounded(mode)
        vatBreakdown = [VATBreakdown(category: vat.category, percent: vat.percent, taxableAmount: net, taxAmount: tax,
                                     exemptionReason: vat.exemptionReason)]
        self.vat = tax
        payable = try net.adding(tax)
    }
}
