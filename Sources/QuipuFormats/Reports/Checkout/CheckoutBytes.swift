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

/// Every line's bytes of every slot in one arena. A writer of many orders makes a slot's lines
/// together, side by side: an order then reads its six lines from one small stretch of memory,
/// whichever day and currency it has. A writer of a few orders makes only the lines it needs.
struct CheckoutLineStore {
    /// The most lines a slot keeps; a catalog with more options has its lines made each time.
    static let maximumLinesPerSlot = 64
    /// Per line position, the index of its first option among a slot's lines.
    private let firstLine: [Int]
    private let linesPerSlot: Int
    private let makesWholeSlots: Bool
    private var arena: [UInt8] = []
    /// Per slot, `linesPerSlot` lines once the slot is first needed (`made[slot]`); a line not
    /// made yet has a negative length.
    private var lines: [StoredLine]
    private var made: [Bool]

    /// Where a line's bytes are in the arena, and its price in minor units (`Int.min` when unknown).
    private struct StoredLine {
        let start: Int
        let length: Int
        let minorUnits: Int

        static let notMade = StoredLine(start: 0, length: -1, minorUnits: Int.min)
    }

    /// A line of the store, or one made afresh when the catalog has too many options to keep.
    enum Entry {
        case stored(Int)
        case made([UInt8], Int?)
    }

    /// A store for `slots` slots of `catalog`'s lines, for a writer of `orders` orders. With four
    /// orders or more per slot on average, most of a slot's lines are used, and they are made
    /// together; with fewer, one by one as needed.
    init(catalog: GuitarCatalog, slots: Int, orders: Int) {
        let counts = catalog.lineOptions.map(\.count)
        firstLine = counts.indices.map { counts[..<$0].reduce(0, +) }
        linesPerSlot = counts.reduce(0, +)
        makesWholeSlots = orders >= 4 * slots
        let kept = linesPerSlot <= Self.maximumLinesPerSlot
        lines = []
        lines.reserveCapacity(kept ? slots * linesPerSlot : 0)
        made = Array(repeating: false, count: kept ? slots : 0)
    }

    /// The entry of option `option` at line `position` of `slot`, its bytes (and minor units)
    /// made by `make` the first time it, or its slot when the store makes whole slots, is needed.
    mutating func entry(slot: Int, _ position: Int, _ option: Int, _ make: (Int, Int) -> (bytes: [UInt8], minorUnits: Int?)) -> Entry {
        guard linesPerSlot <= Self.maximumLinesPerSlot else { let line = make(position, option); return .made(line.bytes, line.minorUnits) }
        let first = slot * linesPerSlot
        if !made[slot] {
            made[slot] = true
            if lines.count < first + linesPerSlot {
                lines.append(contentsOf: repeatElement(StoredLine.notMade, count: first + linesPerSlot - lines.count))
            }
            if makesWholeSlots {
                for linePosition in firstLine.indices {
                    let count = (linePosition + 1 < firstLine.count ? firstLine[linePosition + 1] : linesPerSlot) - firstLine[linePosition]
                    for lineOption in 0..<count { keep(make(linePosition, lineOption), at: first + firstLine[linePosition] + lineOption) }
                }
            }
        }
        let index = first + firstLine[position] + option
        if lines[index].length < 0 { keep(make(position, option), at: index) }
        return .stored(index)
    }

    private mutating func keep(_ line: (bytes: [UInt8], minorUnits: Int?), at index: Int) {
        lines[index] = StoredLine(start: arena.count, length: line.bytes.count, minorUnits: line.minorUnits ?? Int.min)
        arena.append(contentsOf: line.bytes)
    }

    /// The entry's price in minor units, if known.
    func minorUnits(_ entry: Entry) -> Int? {
        switch entry {
        case let .stored(index): lines[index].minorUnits == Int.min ? nil : lines[index].minorUnits
        case let .made(_, units): units
        }
    }

    /// Appends the entry's bytes to `out`.
    func append(_ entry: Entry, to out: inout [UInt8]) {
        switch entry {
        case let .stored(index):
            let line = lines[index]
            arena.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[line.start..<line.start + line.length])) }
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
