import Foundation
import QuipuCore
import QuipuXML

/// The texts a checkout's formats share: amounts written from minor units and catalog prices.
enum CheckoutBytes {
    /// Per line position and option, the catalog price's text (`Money.amountText`), made once per run.
    static func catalogTexts(_ catalog: GuitarCatalog) -> [[String]] {
        catalog.lineOptions.map { $0.map { Money($0.price, catalog.currency).amountText } }
    }

    /// A line price's text: from its whole minor units when known, else `Money.amountText`.
    static func priceText(_ price: Money, minorUnits: Int?) -> String {
        guard let minorUnits else { return price.amountText }
        var text = XMLByteWriter()
        text.appendDecimal(Int64(minorUnits), fractionDigits: price.currency.minorUnits)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Appends an amount's text (`Money.amountText`) in a currency of `minorUnits` decimals:
    /// written from `wholeMinorUnits`, its whole number of minor units, when known, else from
    /// `amount`, which is only then asked for.
    static func appendAmount(_ wholeMinorUnits: Int?, minorUnits: Int, otherwise amount: @autoclosure () -> Money, to out: inout XMLByteWriter) {
        if let wholeMinorUnits { out.appendDecimal(Int64(wholeMinorUnits), fractionDigits: minorUnits) } else {
            out.append(contentsOf: amount().amountText)
        }
    }
}
