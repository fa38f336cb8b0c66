import QuipuCore

/// Renders a checkout as CSV, one row per order line (`base`, `shape`, `color`, `body`,
/// `fretboard`, `shipping`, `total`):
/// `order,date,line,item,catalog_price,catalog_currency,rate,rate_date,price,currency`.
/// `rate` is the exact rate used (1, with an empty `rate_date`, when the order is in the
/// catalog's currency); `rate_date` the publication it came from.
public enum CheckoutCSV {
    public static let header = ["order", "date", "line", "item", "catalog_price", "catalog_currency", "rate", "rate_date", "price", "currency"]

    /// The CSV text. Orders of one day and currency share a rate, and a line with the same option
    /// at that rate has the same cells, as has the total row of the same choices: each is encoded
    /// once per day and currency and reused, so the work grows with the distinct lines, not the orders.
    public static func render(_ checkout: Checkout) throws(QuipuError) -> String {
        var text = header.joined(separator: ",") + "\r\n"
        var slots: [LineCache.Key: LineCache] = [:]
        for priced in checkout.orders {
            let order = priced.order
            let key = LineCache.Key(date: order.date, currency: order.currency)
            if slots[key] == nil {
                slots[key] = LineCache(rate: priced.rate.map { used in
                    "," + CSVField.number("\(used.value)").encoded + "," + CSVField.number(used.publicationDate.map { "\($0)" } ?? "").encoded
                } ?? ",1,")
            }
            let rate = slots[key]!.rate
            let start = CSVField.text(order.id).encoded + ",\(order.date)"
            var choices: Int? = 0
            for (index, line) in priced.lines.enumerated() {
                let (record, ordinal) = slots[key]!.line(index, line) { tail(line.item.name, line.itemName, line.catalogPrice, line.price, rate: rate) }
                text += start
                text += record
                choices = choices.flatMap { ordinal < 256 ? $0 << 8 | ordinal : nil }
            }
            if let choices, let known = slots[key]!.totals[choices] {
                text += start
                text += known
            } else {
                let catalogTotal: Money
                do { catalogTotal = try Money.sum(priced.lines.map(\.catalogPrice), in: checkout.catalog.currency) } catch {
                    throw QuipuError(.dataError, "order \(order.id): \(error)")
                }
                let total = tail("total", "Total", catalogTotal, priced.total, rate: rate)
                if let choices { slots[key]!.totals[choices] = total }
                text += start
                text += total
            }
        }
        return text
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
