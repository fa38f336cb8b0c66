import Foundation
import QuipuCore
import QuipuXML

/// Renders a checkout as Quipu's checkout XML (`urn:quipu:checkout:1`, `Templates/schemas/checkout.xsd`).
/// The HTML is made from this document by `checkout.xsl`.
public enum CheckoutXML {
    public static let namespace = "urn:quipu:checkout:1"

    /// The document as an element tree.
    public static func element(_ checkout: Checkout) throws(QuipuError) -> XMLElement {
        let catalog = checkout.catalog
        var children: [XMLContent] = checkout.orders.map { priced in
            let order = priced.order
            var content: [XMLContent] = []
            if let rate = priced.rate { content.append(.element(rateElement(rate))) }
            content += priced.lines.map { line in
                var attributes = [("item", line.item.name), ("name", line.itemName), ("catalogPrice", line.catalogPrice.amountText),
                                  ("price", line.price.amountText), ("free", line.isFree ? "true" : "false")]
                if line.item == .shipping, let option = catalog.shipping.first(where: { $0.id == order.shipping }) {
                    attributes.append(("duration", option.duration))
                }
                return .element(XMLElement("line", attributes))
            }
            return .element(XMLElement("order", [
                ("id", order.id), ("date", "\(order.date)"), ("currency", order.currency.code), ("minorUnits", String(order.currency.minorUnits)),
                ("total", priced.total.amountText),
            ], content))
        }
        children.append(.element(XMLElement("totals", [], try totalsByCurrency(checkout).map { total in
            .element(XMLElement("total", [("currency", total.amount.currency.code), ("orders", String(total.orders)),
                                          ("amount", total.amount.amountText)]))
        })))
        return XMLElement("checkout", [
            ("xmlns", namespace), ("catalogCurrency", catalog.currency.code), ("basePrice", Money(catalog.basePrice, catalog.currency).amountText),
            ("orders", String(checkout.orders.count)),
        ], children)
    }

    /// The document as a libxml2 tree.
    public static func document(_ checkout: Checkout) throws(QuipuError) -> XMLDocument {
        XMLDocument(root: try element(checkout))
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

    private static func rateElement(_ rate: ExchangeRate) -> XMLElement {
        var attributes = [("from", rate.from.code), ("to", rate.to.code), ("rate", "\(rate.value)"), ("rateShown", rate.valueText()),
                          ("date", "\(rate.date)")]
        if let published = rate.publicationDate { attributes.append(("publicationDate", "\(published)")) }
        attributes.append(("source", rate.source))
        if let via = rate.via { attributes.append(("via", via.code)) }
        return XMLElement("rate", attributes)
    }
}
