import QuipuCore

/// Renders a checkout as CSV, one row per order line (`base`, `shape`, `color`, `body`,
/// `fretboard`, `shipping`, `total`):
/// `order,date,line,item,catalog_price,catalog_currency,rate,rate_date,price,currency`.
/// `rate` is the exact rate used (1, with an empty `rate_date`, when the order is in the
/// catalog's currency); `rate_date` the publication it came from.
public enum CheckoutCSV {
    public static let header = ["order", "date", "line", "item", "catalog_price", "catalog_currency", "rate", "rate_date", "price", "currency"]

    /// The CSV text. Orders of one day and currency share a rate, and a line with the same option
    /// at that rate has the same cells: each is encoded once per day and currency and reused, and
    /// totals are added up in minor units, so the work grows with the distinct lines, not the orders.
    public static func render(_ checkout: Checkout) throws(QuipuError) -> String {
        String(decoding: try bytes(checkout), as: UTF8.self)
    }

    /// The CSV's UTF-8 bytes (see `render`).
    public static func bytes(_ checkout: Checkout) throws(QuipuError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + checkout.orders.count * 7 * 110)
        out.append(contentsOf: (header.joined(separator: ",") + "\r\n").utf8)
        var table = CheckoutLineTable()
        var slots: [LineCache.Key: CheckoutSlot] = [:]
        /// The catalog total's cells (`,total,Total,PRICE,CODE`) by the lines' ordinals packed 8 bits each.
        var catalogTotals: [Int: [UInt8]] = [:]
        var start: [UInt8] = []
        for priced in checkout.orders {
            let order = priced.order
            let key = LineCache.Key(date: order.date, currency: order.currency)
            var slot = slots.removeValue(forKey: key) ?? CheckoutSlot(date: CheckoutBytes.date(order.date), rate: Array((priced.rate.map { used in
                "," + CSVField.number("\(used.value)").encoded + "," + CSVField.number(used.publicationDate.map { "\($0)" } ?? "").encoded
            } ?? ",1,").utf8))
            let minorUnits = order.currency.minorUnits
            start.removeAll(keepingCapacity: true)
            if CheckoutBytes.isPlain(order.id) { start.append(contentsOf: order.id.utf8) } else { start.append(contentsOf: CSVField.text(order.id).encoded.utf8) }
            start.append(UInt8(ascii: ","))
            start.append(contentsOf: slot.date)
            var choices: Int? = 0
            var total: Int? = 0
            let rate = slot.rate
            for (index, line) in priced.lines.enumerated() {
                let ordinal = table.ordinal(index, line)
                let cached = slot.line(index, ordinal) {
                    let text = tail(line.item.name, line.itemName, line.catalogPrice, line.price, rate: String(decoding: rate, as: UTF8.self))
                    return (Array(text.utf8), CheckoutBytes.minorUnits(of: line.price.amountText, minorUnits))
                }
                out.append(contentsOf: start)
                out.append(contentsOf: cached.bytes)
                choices = choices.flatMap { ordinal < 256 ? $0 << 8 | ordinal : nil }
                total = total.flatMap { sum in cached.minorUnits.flatMap { sum.addingReportingOverflow($0) }.flatMap { $0.overflow ? nil : $0.partialValue } }
            }
            let catalogCells: [UInt8]
            if let choices, let known = catalogTotals[choices] {
                catalogCells = known
            } else {
                let catalogTotal: Money
                do { catalogTotal = try Money.sum(priced.lines.map(\.catalogPrice), in: checkout.catalog.currency) } catch {
                    throw QuipuError(.dataError, "order \(order.id): \(error)")
                }
                catalogCells = Array(("," + [CSVField.number("total").encoded, CSVField.text("Total").encoded, catalogTotal.amountText,
                                             catalogTotal.currency.code].joined(separator: ",")).utf8)
                if let choices { catalogTotals[choices] = catalogCells }
            }
            out.append(contentsOf: start)
            out.append(contentsOf: catalogCells)
            out.append(contentsOf: slot.rate)
            out.append(UInt8(ascii: ","))
            if let total { CheckoutBytes.appendAmount(total, minorUnits: minorUnits, to: &out) } else { out.append(contentsOf: priced.total.amountText.utf8) }
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: order.currency.code.utf8)
            out.append(contentsOf: "\r\n".utf8)
            slots[key] = slot
        }
        return out
    }

    /// A record's text after the order and date, from its leading comma to its CRLF.
    private static func tail(_ line: String, _ item: String, _ catalogPrice: Money, _ price: Money, rate: String) -> String {
        "," + [CSVField.number(line).encoded, CSVField.text(item).encoded, catalogPrice.amountText, catalogPrice.currency.code].joined(separator: ",")
            + rate + "," + price.amountText + "," + price.currency.code + "\r\n"
    }
}

/// Text already written for the orders of one day and currency: each line by its position and
/// option name (used only for the same catalog price, as two options may share a name), and the
/// text that depends on all of an order's choices, by the choices' ordinals.
struct LineCache {
    struct Key: Hashable {
        let date: LocalDate
        let currency: Currency
    }
    /// The rate's text, as the format writes it.
    let rate: String
    /// Text for a whole order's choices, by the ordinals of its lines packed 8 bits each.
    var totals: [Int: String] = [:]
    private var lines: [[String: (catalogPrice: Money, text: String, ordinal: Int)]] = []

    init(rate: String) { self.rate = rate }

    /// The text of `line` at position `index`, made by `make` the first time, and the line's
    /// ordinal among the distinct lines at that position.
    mutating func line(_ index: Int, _ line: CheckoutLine, _ make: () -> String) -> (text: String, ordinal: Int) {
        while lines.count <= index { lines.append([:]) }
        if let known = lines[index][line.itemName], known.catalogPrice == line.catalogPrice { return (known.text, known.ordinal) }
        let entry = (catalogPrice: line.catalogPrice, text: make(), ordinal: lines[index].count)
        lines[index][line.itemName] = entry
        return (entry.text, entry.ordinal)
    }
}
