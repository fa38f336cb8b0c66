import Foundation

/// What a checkout line prices.
public enum CheckoutItem: Hashable, Sendable {
    case base
    case part(GuitarPart)
    case shipping

    /// The line's name as outputs print it: `base`, `shape`, `color`, `body`, `fretboard`, `shipping`.
    public var name: String {
        switch self {
        case .base: "base"
        case let .part(part): part.rawValue
        case .shipping: "shipping"
        }
    }
}

/// One priced line of an order.
public struct CheckoutLine: Hashable, Sendable {
    public let item: CheckoutItem
    /// The chosen option's name (`Birdseye Maple`); `Base price` for the base line.
    public let itemName: String
    /// The price in the catalog's currency.
    public let catalogPrice: Money
    /// The price in the order's currency, rounded to its minor unit.
    public let price: Money

    /// Whether the line costs nothing (free shipping shows as "Free").
    public var isFree: Bool { catalogPrice.amount.isZero }
}

/// An order priced in its currency.
public struct OrderCheckout: Hashable, Sendable {
    public let order: GuitarOrder
    /// `base`, `shape`, `color`, `body`, `fretboard`, `shipping`, in this order.
    public let lines: [CheckoutLine]
    /// The sum of the displayed line prices.
    public let total: Money
    /// The rate that converted the catalog's prices; `nil` when the order is in the catalog's currency.
    public let rate: ExchangeRate?
}

/// Why an order cannot be priced.
public enum CheckoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The order names an option the catalog does not have (`field` is `guitar.shape` or `shipping`).
    case unknownChoice(order: String, field: String, choice: String, validChoices: [String])
    /// The order names an option the shop does not offer now.
    case unavailableChoice(order: String, field: String, choice: String, validChoices: [String])
    case missingChoice(order: String, field: String, validChoices: [String])
    case rate(order: String, RateLookupError)
    case money(order: String, MoneyError)

    public var description: String {
        func choices(_ valid: [String]) -> String { valid.isEmpty ? "none is available" : "expected one of \(valid.joined(separator: ", "))" }
        return switch self {
        case let .unknownChoice(order, field, choice, valid):
            "order \(order): \(field): \"\(choice)\" is not in the catalog; \(choices(valid))"
        case let .unavailableChoice(order, field, choice, valid):
            "order \(order): \(field): \"\(choice)\" is not available; \(choices(valid))"
        case let .missingChoice(order, field, valid):
            "order \(order): \(field) is missing; \(choices(valid))"
        case let .rate(order, error):
            "order \(order): \(error)"
        case let .money(order, error):
            "order \(order): \(error)"
        }
    }
}

/// Every order of a file priced in its own currency: the pure checkout projection (K1–K3).
public struct Checkout: Sendable {
    public let catalog: GuitarCatalog
    public let orders: [OrderCheckout]

    /// Prices `orders` from `catalog`: each catalog price is converted at the order date's rate
    /// and rounded to the order currency's minor unit; the total is the sum of those lines.
    public init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                roundingMode: RoundingMode = .halfUp) throws(CheckoutError) {
        self.catalog = catalog
        self.orders = try orders.map { order throws(CheckoutError) in
            try Checkout.price(order, catalog: catalog, rates: rates, fallback: fallback, roundingMode: roundingMode)
        }
    }

    static func price(_ order: GuitarOrder, catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback,
                      roundingMode: RoundingMode) throws(CheckoutError) -> OrderCheckout {
        var items: [(CheckoutItem, String, Decimal)] = [(.base, "Base price", catalog.basePrice)]
        for part in GuitarPart.allCases {
            let options = catalog.additions[part] ?? []
            let chosen = try choose(order.choices[part], order: order, field: "guitar.\(part.rawValue)",
                                    options: options.map { ($0.id, $0.available) })
            let option = options[chosen]
            items.append((.part(part), option.name, option.price))
        }
        let shipping = catalog.shipping[try choose(order.shipping, order: order, field: "shipping",
                                                   options: catalog.shipping.map { ($0.id, $0.available) })]
        items.append((.shipping, shipping.name, shipping.price))

        let rate: ExchangeRate
        do { rate = try rates.rate(from: catalog.currency, to: order.currency, on: order.date, fallback: fallback) } catch {
            throw .rate(order: order.id, error)
        }
        do {
            let lines = try items.map { item, name, price throws(MoneyError) in
                let catalogPrice = Money(price, catalog.currency)
                return CheckoutLine(item: item, itemName: name, catalogPrice: catalogPrice, price: try rate.convert(catalogPrice).rounded(roundingMode))
            }
            return OrderCheckout(order: order, lines: lines, total: try Money.sum(lines.map(\.price), in: order.currency),
                                 rate: rate.isIdentity ? nil : rate)
        } catch {
            throw .money(order: order.id, error)
        }
    }

    /// The index of the option `choice` names; unknown, unavailable or missing choices are
    /// errors naming the order, the field and the available choices.
    private static func choose(_ choice: String?, order: GuitarOrder, field: String,
                               options: [(id: String, available: Bool)]) throws(CheckoutError) -> Int {
        let valid = options.filter(\.available).map(\.id)
        guard let choice else { throw .missingChoice(order: order.id, field: field, validChoices: valid) }
        guard let index = options.firstIndex(where: { $0.id == choice }) else {
            throw .unknownChoice(order: order.id, field: field, choice: choice, validChoices: valid)
        }
        guard options[index].available else { throw .unavailableChoice(order: order.id, field: field, choice: choice, validChoices: valid) }
        return index
    }
}
