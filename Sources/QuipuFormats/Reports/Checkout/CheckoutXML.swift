import Foundation
import QuipuCore
import QuipuXML

/// Renders a checkout as Quipu's checkout XML (`urn:quipu:checkout:1`, `Templates/schemas/checkout.xsd`).
/// A checkout grows with its orders (100,000 orders are 800,000 elements), so the text is
/// written directly, each rate and line once per day and currency and then reused, rather than built as a
/// tree. The HTML is made by `checkout.xsl` from the same text for at most `htmlOrderLimit` orders.
public enum CheckoutXML {
    public static let namespace = "urn:quipu:checkout:1"

    /// The most orders the HTML lists; the rest are counted in its `unlisted` attribute (every
    /// order is in the XML and the CSV). A page of more rows is one nobody reads.
    public static let htmlOrderLimit = 1000

    /// The document's text: every order, or the first `limit` with the rest counted as `unlisted`.
    /// The totals per currency always cover every order.
    public static func text(_ checkout: Checkout, limit: Int? = nil) throws(QuipuError) -> String {
        String(decoding: try bytes(checkout, limit: limit), as: UTF8.self)
    }

    /// The document's UTF-8 bytes (see `text`).
    public static func bytes(_ checkout: Checkout, limit: Int? = nil) throws(QuipuError) -> [UInt8] {
        try document(checkout, limit: limit, totals: nil).bytes
    }

    /// One currency's line of `<totals>`: its code, how many orders and their sum as text.
    struct CurrencyTotal {
        let currency: String
        let orders: Int
        let amount: String
    }

    /// The document's bytes and its totals per currency. `totals` are used when given (the full
    /// document's, for the HTML's); else they are added up in minor units while every order is
    /// written, or with `Decimal` when some orders are not written or an amount is not whole minor units.
    static func document(_ checkout: Checkout, limit: Int?, totals known: [CurrencyTotal]?) throws(QuipuError) -> (bytes: [UInt8], totals: [CurrencyTotal]) {
        let catalog = checkout.catalog
        let listed = min(limit ?? checkout.orders.count, checkout.orders.count)
        var out: [UInt8] = []
        out.reserveCapacity(1024 + listed * 900)
        var head = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        head += "<checkout" + attributes([
            ("xmlns", namespace), ("catalogCurrency", catalog.currency.code), ("basePrice", Money(catalog.basePrice, catalog.currency).amountText),
            ("orders", String(checkout.orders.count)),
        ] + (listed < checkout.orders.count ? [("unlisted", String(checkout.orders.count - listed))] : [])) + ">\n"
        out.append(contentsOf: head.utf8)
        let durations = Dictionary(catalog.shipping.map { ($0.name, $0.duration) }, uniquingKeysWith: { first, _ in first })
        let catalogTexts = CheckoutBytes.catalogTexts(catalog)
        var slots = [CheckoutSlot?](repeating: nil, count: checkout.pricings.count)
        func rateElement(_ rate: ExchangeRate?) -> String { rate.map { "    <rate" + attributes(rateAttributes($0)) + "/>\n" } ?? "" }
        var store = CheckoutLineStore(catalog: catalog, slots: checkout.pricings.count, orders: listed), entries: [CheckoutLineStore.Entry] = []
        for priced in checkout.orders.prefix(listed) {
            let order = priced.order, pricing = priced.pricing, s = CheckoutSlot.index(of: pricing, in: &slots, rate: rateElement)
            entries.removeAll(keepingCapacity: true)
            var total: Int? = 0
            for position in pricing.lines.indices {
                let option = priced.choices[position]
                let entry = store.entry(slot: s, position, option) { position, option in
                    let line = pricing.lines[position][option], minorUnits = pricing.minorUnits[position][option]
                    var fields = [("item", line.item.name), ("name", line.itemName), ("catalogPrice", catalogTexts[position][option]),
                                  ("price", CheckoutBytes.priceText(line.price, minorUnits: minorUnits)), ("free", line.isFree ? "true" : "false")]
                    if line.item == .shipping, let duration = durations[line.itemName] { fields.append(("duration", duration)) }
                    return (Array(("    <line" + attributes(fields) + "/>\n").utf8), minorUnits)
                }
                entries.append(entry)
                total = total.flatMap { sum in store.minorUnits(entry).flatMap { CheckoutBytes.adding(sum, $0) } }
            }
            out.append(contentsOf: #"  <order id=""#.utf8)
            if CheckoutBytes.isPlain(order.id) { out.append(contentsOf: order.id.utf8) } else { out.append(contentsOf: escapedAttribute(order.id).utf8) }
            out.append(contentsOf: #"" date=""#.utf8)
            out.append(contentsOf: slots[s]!.date)
            out.append(contentsOf: #"" currency=""#.utf8)
            out.append(contentsOf: order.currency.code.utf8)
            out.append(contentsOf: #"" minorUnits=""#.utf8)
            out.append(contentsOf: String(order.currency.minorUnits).utf8)
            out.append(contentsOf: #"" total=""#.utf8)
            if let total { CheckoutBytes.appendAmount(total, minorUnits: order.currency.minorUnits, to: &out) } else {
                out.append(contentsOf: escapedAttribute(priced.total.amountText).utf8)
            }
            out.append(contentsOf: "\">\n".utf8)
            out.append(contentsOf: slots[s]!.rate)
            for entry in entries { store.append(entry, to: &out) }
            out.append(contentsOf: "  </order>\n".utf8)
            slots[s]!.add(total)
        }
        let totals: [CurrencyTotal]
        if let known {
            totals = known
        } else if listed == checkout.orders.count, let added = addedUp(checkout, slots) {
            totals = added
        } else {
            totals = try totalsByCurrency(checkout).map { CurrencyTotal(currency: $0.amount.currency.code, orders: $0.orders, amount: $0.amount.amountText) }
        }
        var tail = "  <totals>\n"
        for total in totals {
            tail += "    <total" + attributes([("currency", total.currency), ("orders", String(total.orders)), ("amount", total.amount)]) + "/>\n"
        }
        tail += "  </totals>\n</checkout>\n"
        out.append(contentsOf: tail.utf8)
        return (out, totals)
    }

    /// The totals per currency from the slots' sums in minor units (slot i is `checkout.pricings[i]`'s),
    /// by currency code; `nil` if a sum is unknown.
    static func addedUp(_ checkout: Checkout, _ slots: [CheckoutSlot?]) -> [CurrencyTotal]? {
        var sums: [Currency: (minorUnits: Int, orders: Int)] = [:]
        for (pricing, slot) in zip(checkout.pricings, slots) {
            guard let slot else { continue }
            guard let sum = slot.sum else { return nil }
            let known = sums[pricing.rate.to] ?? (0, 0)
            guard let added = CheckoutBytes.adding(known.minorUnits, sum) else { return nil }
            sums[pricing.rate.to] = (added, known.orders + slot.orders)
        }
        return sums.keys.sorted().map { currency in
            var amount: [UInt8] = []
            CheckoutBytes.appendAmount(sums[currency]!.minorUnits, minorUnits: currency.minorUnits, to: &amount)
            return CurrencyTotal(currency: currency.code, orders: sums[currency]!.orders, amount: String(decoding: amount, as: UTF8.self))
        }
    }

    /// The document for the HTML template: at most `htmlOrderLimit` orders.
    public static func htmlSource(_ checkout: Checkout) throws(QuipuError) -> LibXMLDocument {
        try htmlSource(checkout, totals: nil)
    }

    /// The document for the HTML template, with the full document's `totals` when known.
    static func htmlSource(_ checkout: Checkout, totals: [CurrencyTotal]?) throws(QuipuError) -> LibXMLDocument {
        let bytes = try document(checkout, limit: htmlOrderLimit, totals: totals).bytes
        do { return try LibXMLDocument(parsing: bytes, name: "checkout.xml") } catch {
            throw QuipuError(.dataError, "checkout.xml: \(error.message)")
        }
    }

    /// The orders' totals added up per currency, by currency code.
    static func totalsByCurrency(_ checkout: Checkout) throws(QuipuError) -> [(amount: Money, orders: Int)] {
        let byCurrency = Dictionary(grouping: checkout.orders, by: \.total.currency)
        var totals: [(amount: Money, orders: Int)] = []
        for currency in byCurrency.keys.sorted() {
            let orders = byCurrency[currency]!
            do { totals.append((try Money.sum(orders.map(\.total), in: currency), orders.count)) } catch {
                throw QuipuError(.dataError, "the \(currency.code) orders' total: \(error)")
            }
        }
        return totals
    }

    private static func rateAttributes(_ rate: ExchangeRate) -> [(String, String)] {
        var attributes = [("from", rate.from.code), ("to", rate.to.code), ("rate", "\(rate.value)"), ("rateShown", rate.valueText()),
                          ("date", "\(rate.date)")]
        if let published = rate.publicationDate { attributes.append(("publicationDate", "\(published)")) }
        attributes.append(("source", rate.source))
        if let via = rate.via { attributes.append(("via", via.code)) }
        return attributes
    }

    /// ` name="value"` for each attribute, values escaped for a double-quoted attribute.
    private static func attributes(_ pairs: [(String, String)]) -> String {
        var text = ""
        for (name, value) in pairs { text += " \(name)=\"\(escapedAttribute(value))\"" }
        return text
    }

    /// `value` safe inside a double-quoted XML attribute: markup characters as entities, TAB,
    /// LF and CR as character references (so they survive attribute normalisation), and the
    /// characters XML 1.0 cannot hold replaced by U+FFFD (`XMLText`'s rule).
    static func escapedAttribute(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
        else { return value }
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case _ where !XMLText.isAllowed(scalar): escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
