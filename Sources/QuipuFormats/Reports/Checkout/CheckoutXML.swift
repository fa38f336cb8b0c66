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
    public static func text(_ checkout: Checkout, limit: Int? = nil) -> String {
        String(decoding: bytes(checkout, limit: limit), as: UTF8.self)
    }

    /// The document's UTF-8 bytes (see `text`).
    public static func bytes(_ checkout: Checkout, limit: Int? = nil) -> [UInt8] {
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
        var slots = CheckoutSlots(checkout) { rate in rate.map { "    <rate" + attributes(rateAttributes($0)) + "/>\n" } ?? "" }
        var store = CheckoutLineStore(catalog: catalog, slots: slots.count, orders: listed), entries: [CheckoutLineStore.Entry] = []
        for priced in checkout.orders.prefix(listed) {
            let order = priced.order, pricing = priced.pricing, s = slots.number(of: pricing)
            entries.removeAll(keepingCapacity: true)
            for position in pricing.lines.indices {
                entries.append(store.entry(slot: s, position, priced.choices[position]) { position, option in
                    let line = pricing.lines[position][option]
                    var fields = [("item", line.item.name), ("name", line.itemName), ("catalogPrice", catalogTexts[position][option]),
                                  ("price", CheckoutBytes.priceText(line.price, minorUnits: line.priceMinorUnits)), ("free", line.isFree ? "true" : "false")]
                    if line.item == .shipping, let duration = durations[line.itemName] { fields.append(("duration", duration)) }
                    return Array(("    <line" + attributes(fields) + "/>\n").utf8)
                })
            }
            out.append(contentsOf: #"  <order id=""#.utf8)
            if CheckoutBytes.isPlain(order.id) { out.append(contentsOf: order.id.utf8) } else { out.append(contentsOf: escapedAttribute(order.id).utf8) }
            out.append(contentsOf: #"" date=""#.utf8)
            out.append(contentsOf: slots[s].date)
            out.append(contentsOf: #"" currency=""#.utf8)
            out.append(contentsOf: order.currency.code.utf8)
            out.append(contentsOf: #"" minorUnits=""#.utf8)
            out.append(contentsOf: String(order.currency.minorUnits).utf8)
            out.append(contentsOf: #"" total=""#.utf8)
            CheckoutBytes.appendAmount(priced.totalMinorUnits, minorUnits: order.currency.minorUnits, otherwise: priced.total, to: &out)
            out.append(contentsOf: "\">\n".utf8)
            out.append(contentsOf: slots[s].rate)
            for entry in entries { store.append(entry, to: &out) }
            out.append(contentsOf: "  </order>\n".utf8)
        }
        var tail = "  <totals>\n"
        for total in checkout.totals {
            tail += "    <total" + attributes([("currency", total.currency.code), ("orders", String(total.orders)), ("amount", total.amount.amountText)]) + "/>\n"
        }
        tail += "  </totals>\n</checkout>\n"
        out.append(contentsOf: tail.utf8)
        return out
    }

    /// The document for the HTML template: at most `htmlOrderLimit` orders.
    public static func htmlSource(_ checkout: Checkout) throws(QuipuError) -> LibXMLDocument {
        do { return try LibXMLDocument(parsing: bytes(checkout, limit: htmlOrderLimit), name: "checkout.xml") } catch {
            throw QuipuError(.dataError, "checkout.xml: \(error.message)")
        }
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
