import Foundation
import QuipuCore

/// The texts a checkout's formats share: amounts written from minor units, catalog prices,
/// and whether a value needs escaping.
enum CheckoutBytes {
    /// Per line position and option, the catalog price's text (`Money.amountText`), made once per run.
    static func catalogTexts(_ catalog: GuitarCatalog) -> [[String]] {
        catalog.lineOptions.map { $0.map { Money($0.price, catalog.currency).amountText } }
    }

    /// A line price's text: from its whole minor units when known, else `Money.amountText`.
    static func priceText(_ price: Money, minorUnits: Int?) -> String {
        guard let minorUnits else { return price.amountText }
        var bytes: [UInt8] = []
        appendAmount(minorUnits, minorUnits: price.currency.minorUnits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an amount's text (`Money.amountText`) in a currency of `minorUnits` decimals:
    /// written from `wholeMinorUnits`, its whole number of minor units, when known, else from
    /// `amount`, which is only then asked for.
    static func appendAmount(_ wholeMinorUnits: Int?, minorUnits: Int, otherwise amount: @autoclosure () -> Money, to out: inout [UInt8]) {
        if let wholeMinorUnits { appendAmount(wholeMinorUnits, minorUnits: minorUnits, to: &out) } else {
            out.append(contentsOf: amount().amountText.utf8)
        }
    }

    /// Appends `value` minor units as `Money.amountText` writes a rounded amount: `-2.35`, `0.05`, `16062`.
    /// The digits are gathered on the stack: this runs once per order and format.
    static func appendAmount(_ value: Int, minorUnits: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21 + minorUnits) { digits in
            var magnitude = value.magnitude, count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            while count <= minorUnits {
                digits[count] = UInt8(ascii: "0")
                count += 1
            }
            if value < 0 { out.append(UInt8(ascii: "-")) }
            for index in stride(from: count - 1, through: 0, by: -1) {
                if index == minorUnits - 1 { out.append(UInt8(ascii: ".")) }
                out.append(digits[index])
            }
        }
    }

    /// Whether `value` has no byte an XML attribute or a CSV text cell must change, and does not
    /// start with a byte CSV defends against formula injection.
    static func isPlain(_ value: String) -> Bool {
        if let first = value.utf8.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: "@") {
            return false
        }
        for byte in value.utf8 {
            switch byte {
            case 0..<0x20, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: ","): return false
            default: continue
            }
        }
        return true
    }
}
