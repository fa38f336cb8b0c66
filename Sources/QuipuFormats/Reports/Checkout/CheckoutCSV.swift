import QuipuCore
import QuipuXML

/// Renders a checkout as CSV, one row per order line (`base`, `shape`, `color`, `body`,
/// `fretboard`, `shipping`, `total`):
/// `order,date,line,item,catalog_price,catalog_currency,rate,rate_date,price,currency`.
/// `rate` is the exact rate used (1, with an empty `rate_date`, when the order is in the
/// catalog's currency); `rate_date` the publication it came from.
package enum CheckoutCSV {
    package static let header = ["order", "date", "line", "item", "catalog_price", "catalog_currency", "rate", "rate_date", "price", "currency"]

    /// The CSV's UTF-8 bytes. Orders of one day and currency share a rate, and a line with the
    /// same option at that rate has the same cells: each is encoded once per day and currency and
    /// reused, so the work grows with the distinct lines, not the orders.
    package static func bytes(_ checkout: Checkout) -> [UInt8] {
        var out = XMLByteWriter(reservingCapacity: 256 + checkout.orders.count * 7 * 110)
        out.append(contentsOf: header.joined(separator: ",") + "\r\n")
        let catalogTexts = CheckoutBytes.catalogTexts(checkout.catalog)
        var slots = CheckoutSlots(checkout) { rate in
            let cells = rate.map { "," + CSVField.number("\($0.value)").encoded + "," + CSVField.number($0.publicationDate.map { "\($0)" } ?? "").encoded }
            return Array((cells ?? ",1,").utf8)
        }
        let totalCells = Array(("," + CSVField.number("total").encoded + "," + CSVField.text("Total").encoded + ",").utf8)
        let catalogCurrencyCell = Array(("," + checkout.catalog.currency.code).utf8), catalogMinorUnits = checkout.catalog.currency.minorUnits
        var start: [UInt8] = []
        var store = CheckoutLineStore(catalog: checkout.catalog, slots: slots.count, orders: checkout.orders.count)
        for priced in checkout.orders {
            let order = priced.order, pricing = priced.pricing, s = slots.number(of: pricing)
            start.removeAll(keepingCapacity: true)
            if isPlain(order.id) { start.append(contentsOf: order.id.utf8) } else { start.append(contentsOf: CSVField.text(order.id).encoded.utf8) }
            start.append(UInt8(ascii: ","))
            start.append(contentsOf: slots[s].date)
            for position in pricing.lines.indices {
                let entry = store.entry(slot: s, position, priced.choices[position]) { position, option in
                    let line = pricing.lines[position][option]
                    let text = "," + [CSVField.number(line.item.name).encoded, CSVField.text(line.itemName).encoded, catalogTexts[position][option],
                                      line.catalogPrice.currency.code].joined(separator: ",")
                        + String(decoding: slots[s].rate, as: UTF8.self) + "," + CheckoutBytes.priceText(line.price, minorUnits: line.priceMinorUnits)
                        + "," + line.price.currency.code + "\r\n"
                    return Array(text.utf8)
                }
                out.append(contentsOf: start)
                store.append(entry, to: &out)
            }
            out.append(contentsOf: start)
            out.append(contentsOf: totalCells)
            CheckoutBytes.appendAmount(priced.catalogTotalMinorUnits, minorUnits: catalogMinorUnits, otherwise: priced.catalogTotal, to: &out)
            out.append(contentsOf: catalogCurrencyCell)
            out.append(contentsOf: slots[s].rate)
            out.append(UInt8(ascii: ","))
            CheckoutBytes.appendAmount(priced.totalMinorUnits, minorUnits: order.currency.minorUnits, otherwise: priced.total, to: &out)
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: order.currency.code)
            out.append("\r\n")
        }
        return out.bytes
    }

    /// Whether `value` is a text cell as it is: it has no byte `CSVField.text` changes (a quote, a
    /// comma, a control character or the lead byte of a character XML cannot hold) and does not
    /// start with a byte it defends against formula injection.
    private static func isPlain(_ value: String) -> Bool {
        if let first = value.utf8.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: "@") {
            return false
        }
        return !value.utf8.contains { $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ",") }
    }
}
