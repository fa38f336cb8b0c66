import Foundation
import QuipuCore

/// What the checkout writers share to write 100,000 orders as bytes: each distinct line (a
/// position and an option, by its name and catalog price) numbered once, the text of a line at a
/// day's rate made once per day and currency, and totals added up in integer minor units.
struct CheckoutLineTable {
    /// Per line position, the distinct options met so far: their name and catalog price.
    private var options: [[(name: String, catalogPrice: Money, catalogText: String)]] = []

    /// The catalog price's text of the option at `index`, `ordinal` (written once per option, not per line).
    func catalogText(_ index: Int, _ ordinal: Int) -> String { options[index][ordinal].catalogText }

    /// The ordinal of `line` among the distinct options at position `index`.
    mutating func ordinal(_ index: Int, _ line: CheckoutLine) -> Int {
        while options.count <= index { options.append([]) }
        for (ordinal, option) in options[index].enumerated() where option.name == line.itemName && same(option.catalogPrice, line.catalogPrice) {
            return ordinal
        }
        options[index].append((line.itemName, line.catalogPrice, line.catalogPrice.amountText))
        return options[index].count - 1
    }

    /// Whether two amounts are equal: the same bits (as a catalog's price is to itself) answer at
    /// once, without `Decimal`'s slower comparison.
    private func same(_ first: Money, _ second: Money) -> Bool {
        let sameBits = withUnsafeBytes(of: first.amount) { a in withUnsafeBytes(of: second.amount) { b in a.elementsEqual(b) } }
        return (sameBits && first.currency == second.currency) || first == second
    }
}

/// What the orders of one day and currency share as a format writes them: the date's text, the
/// rate's bytes, and their totals added up. Their lines are in a `CheckoutLineStore`.
struct CheckoutSlot {
    /// A day and currency.
    struct Key: Hashable {
        let date: LocalDate
        let currency: Currency
    }
    /// The order's date as text.
    let date: [UInt8]
    /// The rate's bytes, as the format writes it.
    let rate: [UInt8]
    /// The orders' totals added up in minor units (`nil` once one is unknown or it overflows), and how many orders.
    var sum: Int? = 0
    var orders = 0

    init(date: [UInt8], rate: [UInt8]) {
        self.date = date
        self.rate = rate
    }
}

/// Every line's bytes of every slot, in one arena, found by (slot, position, ordinal) in a flat
/// table: two memory reads per line instead of a walk through nested arrays.
struct CheckoutLineStore {
    /// Positions and ordinals per slot the table has room for; lines beyond are made each time.
    static let positions = 8, ordinals = 16
    private var arena: [UInt8] = []
    /// Per (slot, position, ordinal): the arena offset shifted left 16 bits with the length, or -1.
    private var references: [Int] = []
    /// The line's price in minor units, `Int.min` when unknown (the total then goes the `Decimal` way).
    private var minorUnits: [Int] = []

    /// A line found in, or added to, the store; or made afresh when the table has no room for it.
    enum Entry {
        case stored(Int)
        case made([UInt8], Int?)
    }

    /// The entry of the line at `index`, `ordinal` of `slot`, made by `make` the first time.
    mutating func entry(slot: Int, _ index: Int, _ ordinal: Int, _ make: () -> (bytes: [UInt8], minorUnits: Int?)) -> Entry {
        guard index < Self.positions, ordinal < Self.ordinals else { let made = make(); return .made(made.bytes, made.minorUnits) }
        let flat = (slot * Self.positions + index) * Self.ordinals + ordinal
        if flat >= references.count {
            let size = (slot + 1) * Self.positions * Self.ordinals
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
    /// A rounded price's text and its amount in minor units. When the amount's `Decimal` has at
    /// most `minorUnits` decimals (as a price rounded to the minor unit has), its text is its minor
    /// units written with exactly that many decimals, made here from the `Decimal`'s own digits
    /// without `Decimal`'s slow formatting; any other amount is written by `Money.amountText`.
    static func priceText(_ price: Money) -> (text: String, minorUnits: Int?) {
        let minorUnits = price.currency.minorUnits
        if let (mantissa, exponent) = DecimalDigits.unsigned(price.amount) {
            let shift = exponent + minorUnits
            if shift >= 0, shift <= 18, mantissa <= UInt64(Int.max) {
                var value: Int? = Int(mantissa)
                for _ in 0..<shift { value = value.flatMap { $0.multipliedReportingOverflow(by: 10) }.flatMap { $0.overflow ? nil : $0.partialValue } }
                if let value {
                    var bytes: [UInt8] = []
                    appendAmount(value, minorUnits: minorUnits, to: &bytes)
                    return (String(decoding: bytes, as: UTF8.self), value)
                }
            }
        }
        let text = price.amountText
        return (text, CheckoutBytes.minorUnits(of: text, minorUnits))
    }

    /// `text`'s amount in minor units when it is written with exactly `minorUnits` decimals
    /// (`83.30` → 8330 for 2), else `nil`.
    static func minorUnits(of text: String, _ minorUnits: Int) -> Int? {
        var value = 0, negative = false, decimals: Int? = nil, digits = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: negative = true
            case UInt8(ascii: "."):
                guard decimals == nil else { return nil }
                decimals = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 17 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if let known = decimals { decimals = known + 1 }
            default: return nil
            }
        }
        guard digits > 0, (decimals ?? 0) == minorUnits else { return nil }
        return negative ? -value : value
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

    /// Appends `year-month-day`.
    static func date(_ date: LocalDate) -> [UInt8] { Array("\(date)".utf8) }

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

/// A non-negative `Decimal`'s digits as an integer and its exponent, read from its storage, which
/// swift-foundation lays out as an exponent byte; a byte with the length in its high 4 bits, the
/// sign bit (0x08) and the compact bit (0x04); two reserved bytes; eight 16-bit mantissa words. The layout is checked against known
/// values once; if it ever differs, `unsigned` answers `nil` and callers take `Decimal`'s own path.
enum DecimalDigits {
    static let layoutHolds: Bool = {
        func check(_ text: String, _ mantissa: UInt64, _ exponent: Int) -> Bool {
            guard let value = Decimal(string: text), let read = read(value) else { return false }
            return read.mantissa == mantissa && read.exponent == exponent
        }
        return MemoryLayout<Decimal>.size == 20 && check("123.45", 12345, -2) && check("16062", 16062, 0)
            && check("0.5", 5, -1) && check("281474976710657", 281_474_976_710_657, 0) && read(Decimal(string: "-1.5")!) == nil
    }()

    static func unsigned(_ value: Decimal) -> (mantissa: UInt64, exponent: Int)? {
        guard layoutHolds else { return nil }
        return read(value)
    }

    private static func read(_ value: Decimal) -> (mantissa: UInt64, exponent: Int)? {
        withUnsafeBytes(of: value) { bytes -> (mantissa: UInt64, exponent: Int)? in
            let exponent = Int(Int8(bitPattern: bytes[0]))
            let length = Int(bytes[1] >> 4), negative = bytes[1] & 0x08 != 0
            guard !negative, length <= 4, !(length == 0 && negative) else { return nil }
            var mantissa: UInt64 = 0
            for word in 0..<8 {
                let part = UInt64(bytes[4 + 2 * word]) | UInt64(bytes[5 + 2 * word]) << 8
                if word >= length { guard part == 0 else { return nil }; continue }
                mantissa |= part << (16 * word)
            }
            return (mantissa, exponent)
        }
    }
}
