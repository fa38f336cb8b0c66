import QuipuCore

/// Renders a checkout as CSV, one row per order line (`base`, `shape`, `color`, `body`,
/// `fretboard`, `shipping`, `total`):
/// `order,date,line,item,catalog_price,catalog_currency,rate,rate_date,price,currency`.
/// `rate` is the exact rate used (1, with an empty `rate_date`, when the order is in the
/// catalog's currency); `rate_date` the publication it came from.
public enum CheckoutCSV {
    public static let header = ["order", "date", "line", "item", "catalog_price", "catalog_currency", "rate", "rate_date", "price", "currency"]

    /// The CSV text.
    public static func render(_ checkout: Checkout) throws(QuipuError) -> String {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.number))
        for priced in checkout.orders {
            let order = priced.order
            let rate = priced.rate.map { "\($0.value)" } ?? "1"
            let rateDate = priced.rate?.publicationDate.map { "\($0)" } ?? ""
            func row(_ line: String, _ item: String, _ catalogPrice: Money, _ price: Money) {
                writer.appendRow([
                    .text(order.id), .number("\(order.date)"), .number(line), .text(item), .number(catalogPrice.amountText),
                    .number(catalogPrice.currency.code), .number(rate), .number(rateDate), .number(price.amountText), .number(price.currency.code),
                ])
            }
            for line in priced.lines { row(line.item.name, line.itemName, line.catalogPrice, line.price) }
            let catalogTotal: Money
            do { catalogTotal = try Money.sum(priced.lines.map(\.catalogPrice), in: checkout.catalog.currency) } catch {
                throw QuipuError(.dataError, "order \(order.id): \(error)")
            }
            row("total", "Total", catalogTotal, priced.total)
        }
        return writer.text
    }
}
