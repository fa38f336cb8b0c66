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
    ///
    /// Orders of one day and currency share their rate, the same option converted at the same
    /// rate has the same price, and the same first choices the same part of the total (added in
    /// the same order): each is worked out once per run (`PriceMemo`), which makes pricing many
    /// orders cheap without changing a single result.
    public init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                roundingMode: RoundingMode = .halfUp) throws(CheckoutError) {
        self.catalog = catalog
        self.orders = try Checkout.price(orders[...], catalog: catalog, rates: rates, fallback: fallback, roundingMode: roundingMode)
    }

    /// A checkout of orders priced already, in the order of `priced`: the parts of a file's orders
    /// priced separately (each with `price(_:catalog:rates:fallback:roundingMode:)`) and joined in
    /// order are the same as the file's orders priced at once.
    public init(catalog: GuitarCatalog, priced: [OrderCheckout]) {
        self.catalog = catalog
        self.orders = priced
    }

    /// Prices `orders` as `init(orders:catalog:rates:fallback:roundingMode:)` does; the first order
    /// that cannot be priced is the error.
    public static func price(_ orders: ArraySlice<GuitarOrder>, catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                             roundingMode: RoundingMode = .halfUp) throws(CheckoutError) -> [OrderCheckout] {
        var memo = PriceMemo(catalog: catalog)
        var priced: [OrderCheckout] = []
        priced.reserveCapacity(orders.count)
        for order in orders {
            priced.append(try Checkout.price(order, catalog: catalog, rates: rates, fallback: fallback, roundingMode: roundingMode, memo: &memo))
        }
        return priced
    }

    /// For each day and currency priced so far: the rate, and every catalog price converted with it.
    struct PriceMemo {
        struct RateKey: Hashable {
            let date: LocalDate
            let currency: Currency
        }
        /// The catalog in one currency at one rate, option by option in the catalog's order.
        struct ConvertedCatalog {
            let rate: ExchangeRate
            let base: Money
            /// Per part in `parts` order, its options' prices.
            let additions: [[Money]]
            let shipping: [Money]
        }
        /// The sum of an order's first lines at a rate (the base price and the first parts), by
        /// the chosen options' indices packed 8 bits each.
        struct TotalKey: Hashable {
            let rate: RateKey
            let choices: Int
        }
        /// Each part's options with their ids and availability, in `GuitarPart.allCases` order.
        let parts: [(part: GuitarPart, options: [CatalogOption], ids: [String], available: [Bool], field: String)]
        let shippingIDs: [String]
        let shippingAvailable: [Bool]
        var catalogs: [RateKey: ConvertedCatalog] = [:]
        /// Sums of the base price and the first `prefixParts` parts' prices.
        var prefixes: [TotalKey: Money] = [:]
        /// How many parts a memoized sum covers: the rest of the lines are added to it per order.
        static let prefixParts = 3

        init(catalog: GuitarCatalog) {
            parts = GuitarPart.allCases.map { part in
                let options = catalog.additions[part] ?? []
                return (part, options, options.map(\.id), options.map(\.available), "guitar.\(part.rawValue)")
            }
            shippingIDs = catalog.shipping.map(\.id)
            shippingAvailable = catalog.shipping.map(\.available)
        }
    }

    static func price(_ order: GuitarOrder, catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback,
                      roundingMode: RoundingMode, memo: inout PriceMemo) throws(CheckoutError) -> OrderCheckout {
        let rateKey = PriceMemo.RateKey(date: order.date, currency: order.currency)
        let converted: PriceMemo.ConvertedCatalog
        if let known = memo.catalogs[rateKey] {
            converted = known
        } else {
            let rate: ExchangeRate
            do { rate = try rates.rate(from: catalog.currency, to: order.currency, on: order.date, fallback: fallback) } catch {
                throw .rate(order: order.id, error)
            }
            do {
                func convert(_ price: Decimal) throws(MoneyError) -> Money { try rate.convert(Money(price, catalog.currency)).rounded(roundingMode) }
                var additions: [[Money]] = []
                for part in memo.parts { additions.append(try part.options.map { option throws(MoneyError) in try convert(option.price) }) }
                converted = PriceMemo.ConvertedCatalog(rate: rate, base: try convert(catalog.basePrice), additions: additions,
                                                       shipping: try catalog.shipping.map { option throws(MoneyError) in try convert(option.price) })
            } catch {
                throw .money(order: order.id, error)
            }
            memo.catalogs[rateKey] = converted
        }
        var choices: Int? = 0
        var lines = [CheckoutLine(item: .base, itemName: "Base price", catalogPrice: Money(catalog.basePrice, catalog.currency), price: converted.base)]
        lines.reserveCapacity(2 + GuitarPart.allCases.count)
        var prefixKey: PriceMemo.TotalKey?
        for (position, (part, options, ids, available, field)) in memo.parts.enumerated() {
            let chosen = try choose(order.choices[part], order: order, field: field, ids: ids, available: available)
            choices = choices.flatMap { chosen < 256 ? $0 << 8 | chosen : nil }
            lines.append(CheckoutLine(item: .part(part), itemName: options[chosen].name, catalogPrice: Money(options[chosen].price, catalog.currency),
                                      price: converted.additions[position][chosen]))
            if position + 1 == PriceMemo.prefixParts { prefixKey = choices.map { PriceMemo.TotalKey(rate: rateKey, choices: $0) } }
        }
        let shipping = try choose(order.shipping, order: order, field: "shipping", ids: memo.shippingIDs, available: memo.shippingAvailable)
        lines.append(CheckoutLine(item: .shipping, itemName: catalog.shipping[shipping].name,
                                  catalogPrice: Money(catalog.shipping[shipping].price, catalog.currency), price: converted.shipping[shipping]))
        // The lines added up in order from zero, as `Money.sum` does; the sum of the first lines is
        // shared by the orders of a day and currency that chose the same first parts.
        let total: Money
        do {
            if let prefixKey {
                let covered = 1 + PriceMemo.prefixParts
                var sum: Money
                if let known = memo.prefixes[prefixKey] { sum = known } else {
                    sum = try Money.sum(lines[..<covered].map(\.price), in: order.currency)
                    memo.prefixes[prefixKey] = sum
                }
                for line in lines[covered...] { sum = try sum.adding(line.price) }
                total = sum
            } else {
                total = try Money.sum(lines.map(\.price), in: order.currency)
            }
        } catch { throw .money(order: order.id, error) }
        return OrderCheckout(order: order, lines: lines, total: total, rate: converted.rate.isIdentity ? nil : converted.rate)
    }

    /// The index of the option `choice` names; unknown, unavailable or missing choices are
    /// errors naming the order, the field and the available choices.
    private static func choose(_ choice: String?, order: GuitarOrder, field: String, ids: [String], available: [Bool]) throws(CheckoutError) -> Int {
        if let choice, let index = ids.firstIndex(of: choice), available[index] { return index }
        let valid = zip(ids, available).filter(\.1).map(\.0)
        guard let choice else { throw .missingChoice(order: order.id, field: field, validChoices: valid) }
        guard ids.contains(choice) else { throw .unknownChoice(order: order.id, field: field, choice: choice, validChoices: valid) }
        throw .unavailableChoice(order: order.id, field: field, choice: choice, validChoices: valid)
    }
}
