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
        try document(checkout).bytes
    }

    /// The CSV's bytes, and the orders' totals per currency added up in minor units as the XML
    /// writes them (`nil` when an amount is not whole minor units).
    static func document(_ checkout: Checkout) throws(QuipuError) -> (bytes: [UInt8], totals: [CheckoutXML.CurrencyTotal]?) {
        var out: [UInt8] = []
        out.reserveCapacity(256 + checkout.orders.count * 7 * 110)
        out.append(contentsOf: (header.joined(separator: ",") + "\r\n").utf8)
        let catalogTexts = CheckoutBytes.catalogTexts(checkout.catalog)
        var slots = [CheckoutSlot?](repeating: nil, count: checkout.pricings.count)
        func rateCells(_ rate: ExchangeRate?) -> String {
            rate.map { "," + CSVField.number("\($0.value)").encoded + "," + CSVField.number($0.publicationDate.map { "\($0)" } ?? "").encoded } ?? ",1,"
        }
        /// The catalog total's cells (`,total,Total,PRICE,CODE`) by the options chosen.
        var catalogTotals: [CheckoutChoices: [UInt8]] = [:]
        var start: [UInt8] = []
        var store = CheckoutLineStore(catalog: checkout.catalog, slots: checkout.pricings.count, orders: checkout.orders.count)
        for priced in checkout.orders {
            let order = priced.order, pricing = priced.pricing, s = CheckoutSlot.index(of: pricing, in: &slots, rate: rateCells)
            start.removeAll(keepingCapacity: true)
            if CheckoutBytes.isPlain(order.id) { start.append(contentsOf: order.id.utf8) } else { start.append(contentsOf: CSVField.text(order.id).encoded.utf8) }
            start.append(UInt8(ascii: ","))
            start.append(contentsOf: slots[s]!.date)
            var total: Int? = 0
            for position in pricing.lines.indices {
                let option = priced.choices[position]
                let entry = store.entry(slot: s, position, option) { position, option in
                    let line = pricing.lines[position][option], minorUnits = pricing.minorUnits[position][option]
                    let text = "," + [CSVField.number(line.item.name).encoded, CSVField.text(line.itemName).encoded, catalogTexts[position][option],
                                      line.catalogPrice.currency.code].joined(separator: ",")
                        + String(decoding: slots[s]!.rate, as: UTF8.self) + "," + CheckoutBytes.priceText(line.price, minorUnits: minorUnits)
                        + "," + line.price.currency.code + "\r\n"
                    return (Array(text.utf8), minorUnits)
                }
                out.append(contentsOf: start)
                store.append(entry, to: &out)
                total = total.flatMap { sum in store.minorUnits(entry).flatMap { CheckoutBytes.adding(sum, $0) } }
            }
            let catalogCells: [UInt8]
            if let known = catalogTotals[priced.choices] {
                catalogCells = known
            } else {
                let catalogTotal: Money
                do { catalogTotal = try Money.sum(priced.lines.map(\.catalogPrice), in: checkout.catalog.currency) } catch {
                    throw QuipuError(.dataError, "order \(order.id): \(error)")
                }
                catalogCells = Array(("," + [CSVField.number("total").encoded, CSVField.text("Total").encoded, catalogTotal.amountText,
                                             catalogTotal.currency.code].joined(separator: ",")).utf8)
                catalogTotals[priced.choices] = catalogCells
            }
            out.append(contentsOf: start)
            out.append(contentsOf: catalogCells)
            out.append(contentsOf: slots[s]!.rate)
            out.append(UInt8(ascii: ","))
            if let total { CheckoutBytes.appendAmount(total, minorUnits: order.currency.minorUnits, to: &out) } else { out.append(contentsOf: priced.total.amountText.utf8) }
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: order.currency.code.utf8)
            out.append(contentsOf: "\r\n".utf8)
            slots[s]!.add(total)
        }
        return (out, CheckoutXML.addedUp(checkout, slots))
    }
}
