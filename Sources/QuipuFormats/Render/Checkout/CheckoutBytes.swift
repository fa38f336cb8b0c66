import Foundation
import QuipuCore

/// What the orders of one pricing (a day and currency, `CatalogPricing`) share as a format
/// writes them: the date's text, the rate's bytes, and their totals added up. Their lines are in a
/// `CheckoutLineStore`; slots are numbered as `Checkout.pricings`.
struct CheckoutSlot {
    /// The orders' date as text.
    let date: [UInt8]
    /// The rate's bytes, as the format writes it.
    let rate: [UInt8]
    /// The orders' totals added up in minor units (`nil` once one is unknown or it overflows), and how many orders.
    var sum: Int? = 0
    var orders = 0

    /// The slot of `pricing` in `slots` (one per pricing of the checkout, `nil` until first
    /// needed), made with the rate's bytes from `rate` when it is first needed: a format that
    /// lists some orders writes only their rates.
    static func index(of pricing: CatalogPricing, in slots: inout [CheckoutSlot?], rate: (ExchangeRate?) -> String) -> Int {
        if slots[pricing.index] == nil {
            slots[pricing.index] = CheckoutSlot(date: Array("\(pricing.rate.date)".utf8),
                                                rate: Array(rate(pricing.rate.isIdentity ? nil : pricing.rate).utf8))
        }
        return pricing.index
    }

    /// Counts an order whose total is `total` minor units (`nil` when unknown).
    mutating func add(_ total: Int?) {
        sum = sum.flatMap { sum in total.flatMap { CheckoutBytes.adding(sum, $0) } }
        orders += 1
    }
}

/// Every line's bytes of every slot, in one arena, found by (slot, position, option) in a flat
/// table: two memory reads per line instead of a walk through nested arrays.
struct CheckoutLineStore {
    /// Positions and options per slot the table has room for; lines beyond are made each time.
    static let positions = 8, options = 16
    private var arena: [UInt8] = []
    /// Per (slot, position, option): the arena offset shifted left 16 bits with the length, or -1.
    private var references: [Int] = []
    /// The line's price in minor units, `Int.min` when unknown (the total then goes the `Decimal` way).
    private var minorUnits: [Int] = []

    /// A line found in, or added to, the store; or made afresh when the table has no room for it.
    enum Entry {
        case stored(Int)
        case made([UInt8], Int?)
    }

    /// The entry of option `option` of the line at `position` of `slot`, made by `make` the first time.
    mutating func entry(slot: Int, _ position: Int, _ option: Int, _ make: () -> (bytes: [UInt8], minorUnits: Int?)) -> Entry {
        guard position < Self.positions, option < Self.options else { let made = make(); return .made(made.bytes, made.minorUnits) }
        let flat = (slot * Self.positions + position) * Self.options + option
        if flat >= references.count {
            let size = (slot + 1) * Self.positions * Self.options
            references.append(contentsOf: repeatElement(-1, count: size - references.count))
            minorUnits.append(contentsOf: repeatElement(Int.min, count: size - minorUnits.count))
        }
        if references[flat] >= 0 { return .stored(flat) }
        let made = make()
        guard made.bytes.count < 1 << 16 else { return .made(made.bytes, made.minorUnits) }
        references[flat] = arena.count << 16 | made.bytes.count
        minorUnits[flat] = made.minorUnits ?? Int.min
        arena.append(contentsOf: made.bytes)
        return .stored(flat)
    }

    /// The entry's price in minor units, if known.
    func minorUnits(_ entry: Entry) -> Int? {
        switch entry {
        case let .stored(flat): minorUnits[flat] == Int.min ? nil : minorUnits[flat]
        case let .made(_, units): units
        }
    }

    /// Appends the entry's bytes to `out`.
    func append(_ entry: Entry, to out: inout [UInt8]) {
        switch entry {
        case let .stored(flat):
            let start = references[flat] >> 16, length = references[flat] & 0xFFFF
            arena.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<start + length])) }
        case let .made(bytes, _):
            out.append(contentsOf: bytes)
        }
    }
}

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

    /// `sum + units`, or `nil` on overflow.
    static func adding(_ sum: Int, _ units: Int) -> Int? {
        let (added, overflow) = sum.addingReportingOverflow(units)
        return overflow ? nil : added
    }

    /// Appends `value` minor units as `Money.amountText` writes a rounded amount: `-2.35`, `0.05`, `16062`.
    static func appendAmount(_ value: Int, minorUnits: Int, to out: inout [UInt8]) {
        var magnitude = value.magnitude
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        while digits.count <= minorUnits { digits.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        for index in stride(from: digits.count - 1, through: 0, by: -1) {
            if index == minorUnits - 1 { out.append(UInt8(ascii: ".")) }
            out.append(digits[index])
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
            case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: ","): return false
            default: continue
            }
        }
        return true
    }
}
