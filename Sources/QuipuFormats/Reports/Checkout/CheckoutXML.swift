import Foundation
import QuipuCore
import QuipuXML

/// Renders a checkout as Quipu's checkout XML (`urn:quipu:checkout:1`, `Templates/schemas/checkout.xsd`).
/// A checkout grows with its orders (100,000 orders are 800,000 elements), so the text is
/// written directly (`XMLByteWriter`), each rate and line once per day and currency and then reused, rather than built as a
/// tree. The HTML is made by `checkout.xsl` from the same text for at most `htmlOrderLimit` orders.
package enum CheckoutXML {
    package static let namespace = "urn:quipu:checkout:1"

    /// The most orders the HTML lists; the rest are counted in its `unlisted` attribute (every
    /// order is in the XML and the CSV). A page of more rows is one nobody reads.
    package static let htmlOrderLimit = 1000

    /// The document's UTF-8 bytes: every order, or the first `limit` with the rest counted as
    /// `unlisted`. The totals per currency always cover every order.
    package static func bytes(_ checkout: Checkout, limit: Int? = nil) -> [UInt8] {
        let catalog = checkout.catalog
        let listed = min(limit ?? checkout.orders.count, checkout.orders.count)
        var out = XMLByteWriter(reservingCapacity: 1024 + listed * 900)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkout")
        out.appendAttribute("xmlns", namespace)
        out.appendAttribute("catalogCurrency", catalog.currency.code)
        out.appendAttribute("basePrice", Money(catalog.basePrice, catalog.currency).amountText)
        out.appendAttribute("orders", Int64(checkout.orders.count))
        if listed < checkout.orders.count { out.appendAttribute("unlisted", Int64(checkout.orders.count - listed)) }
        out.append(">\n")
        let durations = Dictionary(catalog.shipping.map { ($0.name, $0.duration) }, uniquingKeysWith: { first, _ in first })
        let catalogTexts = CheckoutBytes.catalogTexts(catalog)
        var slots = CheckoutSlots(checkout) { rate in
            guard let rate else { return [] }
            var element = XMLByteWriter()
            element.append("    <rate")
            appendAttributes(of: rate, to: &element)
            element.append("/>\n")
            return element.bytes
        }
        var store = CheckoutLineStore(catalog: catalog, slots: slots.count, orders: listed), entries: [CheckoutLineStore.Entry] = []
        for priced in checkout.orders.prefix(listed) {
            let order = priced.order, pricing = priced.pricing, s = slots.number(of: pricing)
            entries.removeAll(keepingCapacity: true)
            for position in pricing.lines.indices {
                entries.append(store.entry(slot: s, position, priced.choices[position]) { position, option in
                    let line = pricing.lines[position][option]
                    var element = XMLByteWriter()
                    element.append("    <line")
                    element.appendAttribute("item", line.item.name)
                    element.appendAttribute("name", line.itemName)
                    element.appendAttribute("catalogPrice", catalogTexts[position][option])
                    element.appendAttribute("price", CheckoutBytes.priceText(line.price, minorUnits: line.priceMinorUnits))
                    element.appendAttribute("free", line.isFree ? "true" : "false")
                    if line.item == .shipping, let duration = durations[line.itemName] { element.appendAttribute("duration", duration) }
                    element.append("/>\n")
                    return element.bytes
                })
            }
            out.append("  <order")
            out.appendAttribute("id", order.id)
            out.appendAttribute("date", plain: slots[s].date)
            out.appendAttribute("currency", plain: order.currency.code)
            out.appendAttribute("minorUnits", Int64(order.currency.minorUnits))
            out.appendAttributeStart("total")
            CheckoutBytes.appendAmount(priced.totalMinorUnits, minorUnits: order.currency.minorUnits, otherwise: priced.total, to: &out)
            out.append("\">\n")
            out.append(contentsOf: slots[s].rate)
            for entry in entries { store.append(entry, to: &out) }
            out.append("  </order>\n")
        }
        out.append("  <totals>\n")
        for total in checkout.totals {
            out.append("    <total")
            out.appendAttribute("currency", total.currency.code)
            out.appendAttribute("orders", Int64(total.orders))
            out.appendAttribute("amount", total.amount.amountText)
            out.append("/>\n")
        }
        out.append("  </totals>\n</checkout>\n")
        return out.bytes
    }

    /// The document for the HTML template: at most `htmlOrderLimit` orders.
    package static func htmlSource(_ checkout: Checkout) throws(QuipuError) -> LibXMLDocument {
        do { return try LibXMLDocument(parsing: bytes(checkout, limit: htmlOrderLimit), name: "checkout.xml") } catch {
            throw QuipuError(.dataError, "checkout.xml: \(error.message)")
        }
    }

    /// A rate's attributes: the currencies, its value (exact, and as shown), the date asked for,
    /// the publication used, its source and the currency it went through.
    private static func appendAttributes(of rate: ExchangeRate, to element: inout XMLByteWriter) {
        element.appendAttribute("from", rate.from.code)
        element.appendAttribute("to", rate.to.code)
        element.appendAttribute("rate", "\(rate.value)")
        element.appendAttribute("rateShown", rate.valueText())
        element.appendAttribute("date", "\(rate.date)")
        if let published = rate.publicationDate { element.appendAttribute("publicationDate", "\(published)") }
        element.appendAttribute("source", rate.source)
        if let via = rate.via { element.appendAttribute("via", via.code) }
    }
}
