import QuipuCore

/// What the checkout writers share to write 100,000 orders as bytes: each distinct line (a
/// position and an option, by its name and catalog price) numbered once, the text of a line at a
/// day's rate made once per day and currency, and totals added up in integer minor units.
struct CheckoutLineTable {
    /// Per line position, the distinct options met so far: their name and catalog price.
    private var options: [[(name: String, catalogPrice: Money)]] = []

    /// The ordinal of `line` among the distinct options at position `index`.
    mutating func ordinal(_ index: Int, _ line: CheckoutLine) -> Int {
        while options.count <= index { options.append([]) }
        for (ordinal, option) in options[index].enumerated() where option.name == line.itemName && option.catalogPrice == line.catalogPrice {
            return ordinal
        }
        options[index].append((line.itemName, line.catalogPrice))
        return options[index].count - 1
    }
}

/// The bytes already written for the orders of one day and currency, by line position and ordinal.
struct CheckoutSlot {
    /// The order's date as text.
    let date: [UInt8]
    /// The rate's bytes, as the format writes it.
    let rate: [UInt8]
    /// Per position, per ordinal: the line's bytes and its price in minor units (`nil` when the
    /// price's text is not a whole number of minor units, so totals go the `Decimal` way).
    var lines: [[(bytes: [UInt8], minorUnits: Int?)?]] = []
    /// The orders' totals added up in minor units (`nil` once one is unknown or it overflows), and how many orders.
    var sum: Int? = 0
    var orders = 0

    init(date: [UInt8], rate: [UInt8]) {
        self.date = date
        self.rate = rate
    }

    /// The cached line at `index`, `ordinal`, made by `make` the first time.
    mutating func line(_ index: Int, _ ordinal: Int, _ make: () -> (bytes: [UInt8], minorUnits: Int?)) -> (bytes: [UInt8], minorUnits: Int?) {
        while lines.count <= index { lines.append([]) }
        while lines[index].count <= ordinal { lines[index].append(nil) }
        if let known = lines[index][ordinal] { return known }
        let made = make()
        lines[index][ordinal] = made
        return made
    }
}

enum CheckoutBytes {
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
