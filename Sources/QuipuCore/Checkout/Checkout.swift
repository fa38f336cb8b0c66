import Foundation

/// What a checkout line prices.
public enum CheckoutItem: Hashable, Sendable {
    /// The guitar's base price.
    case base
    /// The option chosen for a part.
    case part(GuitarPart)
    /// The shipping option chosen.
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
    /// What the line prices.
    public let item: CheckoutItem
    /// The chosen option's name (`Birdseye Maple`); `Base price` for the base line.
    public let itemName: String
    /// The price in the catalog's currency.
    public let catalogPrice: Money
    /// The price in the order's currency, rounded to its minor unit.
    public let price: Money
    /// `price` as a whole number of the currency's minor units (`Money.wholeMinorUnits`).
    public let priceMinorUnits: Int?

    /// Whether the line costs nothing (free shipping shows as "Free").
    public var isFree: Bool { catalogPrice.amount.isZero }
}

/// Which option an order chose for each of its lines: the option's index among the catalog's
/// options of that line (`GuitarCatalog.lineOptions`). The base line has one option, index 0.
public struct CheckoutChoices: Hashable, Sendable {
    /// The index of the shape option, in `GuitarCatalog.lineOptions[1]`.
    public let shape: Int
    /// The index of the color option, in `GuitarCatalog.lineOptions[2]`.
    public let color: Int
    /// The index of the body option, in `GuitarCatalog.lineOptions[3]`.
    public let body: Int
    /// The index of the fretboard option, in `GuitarCatalog.lineOptions[4]`.
    public let fretboard: Int
    /// The index of the shipping option, in `GuitarCatalog.lineOptions[5]`.
    public let shipping: Int

    /// Creates choices from option indices, unchecked: an index outside its line's options traps
    /// when the order's lines are read.
    public init(shape: Int, color: Int, body: Int, fretboard: Int, shipping: Int) {
        self.shape = shape
        self.color = color
        self.body = body
        self.fretboard = fretboard
        self.shipping = shipping
    }

    /// The option index of the line at `position` (0 `base` … 5 `shipping`).
    public subscript(position: Int) -> Int {
        switch position {
        case 0: 0
        case 1: shape
        case 2: color
        case 3: body
        case 4: fretboard
        default: shipping
        }
    }
}

/// The catalog priced in one currency at one day's rate: every option's line, its price
/// converted and rounded to the currency's minor unit. The orders of one day and currency share
/// one, so a price is converted once per run, not once per order.
public final class CatalogPricing: Sendable {
    /// The rate that converts the catalog's prices; an identity when the currency is the catalog's.
    public let rate: ExchangeRate
    /// Per line position (`base`, `shape`, `color`, `body`, `fretboard`, `shipping`), each option's line.
    public let lines: [[CheckoutLine]]
    /// Each line's `priceMinorUnits`, as `lines` holds them: what an order's total is added up from.
    let minorUnits: [[Int?]]

    init(rate: ExchangeRate, lines: [[CheckoutLine]]) {
        self.rate = rate
        self.lines = lines
        minorUnits = lines.map { $0.map(\.priceMinorUnits) }
    }

    /// The lines of an order with `choices`, in line order.
    public func lines(_ choices: CheckoutChoices) -> [CheckoutLine] {
        lines.indices.map { position in lines[position][choices[position]] }
    }
}

/// An order priced in its currency.
public struct OrderCheckout: Hashable, Sendable {
    /// The order as given.
    public let order: GuitarOrder
    /// The catalog at the order's day and currency.
    public let pricing: CatalogPricing
    /// The option chosen for each line.
    public let choices: CheckoutChoices
    /// `total` as a whole number of the order currency's minor units, when it is one.
    public let totalMinorUnits: Int?
    /// `total`'s amount when it is not a whole number of minor units; `nil` when it is one.
    let totalOtherwise: Decimal?
    /// `catalogTotal` as a whole number of the catalog currency's minor units, when it is one.
    public let catalogTotalMinorUnits: Int?
    /// `catalogTotal`'s amount when it is not a whole number of minor units; `nil` when it is one.
    let catalogTotalOtherwise: Decimal?

    /// The sum of the displayed line prices, in the order's currency.
    public var total: Money { Self.amount(totalMinorUnits, otherwise: totalOtherwise, order.currency) }

    /// The sum of the chosen options' catalog prices, in the catalog's currency (the rate's `from`).
    public var catalogTotal: Money { Self.amount(catalogTotalMinorUnits, otherwise: catalogTotalOtherwise, pricing.rate.from) }

    /// A total kept as its whole minor units, or else its amount: an order is kept small, and
    /// made into `Money` only when asked.
    private static func amount(_ minorUnits: Int?, otherwise: Decimal?, _ currency: Currency) -> Money {
        minorUnits.map { Money(minorUnits: $0, currency) } ?? Money(otherwise!, currency)
    }

    /// `base`, `shape`, `color`, `body`, `fretboard`, `shipping`, in this order.
    public var lines: [CheckoutLine] { pricing.lines(choices) }

    /// The rate that converted the catalog's prices; `nil` when the order is in the catalog's currency.
    public var rate: ExchangeRate? { pricing.rate.isIdentity ? nil : pricing.rate }

    /// Equal when they price the same order with the same lines, totals and rate, whichever
    /// checkout they come from.
    public static func == (lhs: OrderCheckout, rhs: OrderCheckout) -> Bool {
        lhs.order == rhs.order && lhs.total == rhs.total && lhs.catalogTotal == rhs.catalogTotal && lhs.rate == rhs.rate
            && lhs.lines == rhs.lines
    }

    /// Hashes the order and its total, two of the things `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(total)
    }
}

/// The orders of one currency: how many, and their totals added up.
public struct CurrencyTotal: Hashable, Sendable {
    /// The sum of the orders' totals.
    public let amount: Money
    /// How many orders are in the currency.
    public let orders: Int

    /// The currency of the orders, `amount`'s.
    public var currency: Currency { amount.currency }
}

/// Why an order cannot be priced.
public enum CheckoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The order names an option the catalog does not have (`field` is `guitar.shape` or `shipping`).
    case unknownChoice(order: String, field: String, choice: String, validChoices: [String])
    /// The order names an option the shop does not offer now.
    case unavailableChoice(order: String, field: String, choice: String, validChoices: [String])
    /// The order names no option for a part, or no shipping option.
    case missingChoice(order: String, field: String, validChoices: [String])
    /// No exchange rate converts the catalog's currency to the order's on the order's date.
    case rate(order: String, RateLookupError)
    /// An amount of the order could not be computed exactly.
    case money(order: String, MoneyError)
    /// The totals of the orders in `currency` cannot be added up.
    case currencyTotal(currency: Currency, MoneyError)

    /// One line for the user, naming the order:
    /// `order A-9: guitar.shape: "pointy" is not available; expected one of casual, chunky`.
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
        case let .currencyTotal(currency, error):
            "the \(currency.code) orders' total: \(error)"
        }
    }
}

/// Every order of a file priced in its own currency: the pure checkout projection (K1–K3).
public struct Checkout: Sendable {
    /// The catalog the orders were priced from.
    public let catalog: GuitarCatalog
    /// The orders, in the file's order.
    public let orders: [OrderCheckout]
    /// The catalog priced at each day and currency the orders are in, in the order first needed.
    public let pricings: [CatalogPricing]
    /// Per currency the orders are in, by code: how many orders, and their totals added up.
    public let totals: [CurrencyTotal]

    /// Prices `orders` from `catalog`: each catalog price is converted at the order date's rate
    /// and rounded to the order currency's minor unit; the total is the sum of those lines. The
    /// first order that cannot be priced is the error.
    ///
    /// Orders of one day and currency share their rate and converted prices (`CatalogPricing`),
    /// worked out once per run; a total is added up in whole minor units, exactly, when every
    /// line's price is one (as prices rounded to the minor unit are), else with `Decimal`. The
    /// orders are priced one after another; `CheckoutPlan` splits the same work into pieces
    /// that can be worked out in any order.
    public init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                roundingMode: RoundingMode = .halfUp) throws(CheckoutError) {
        let plan = CheckoutPlan(orders: orders, catalog: catalog, rates: rates, fallback: fallback, roundingMode: roundingMode)
        let pricings = (0..<plan.pricingCount).map(plan.pricing)
        try self.init(plan, pricings: pricings, parts: [plan.price(0..<orders.count, with: pricings)])
    }

    /// The checkout of `plan` from all its pricings (`CheckoutPlan.pricing`, in its numbering) and
    /// all its orders priced in consecutive parts (`CheckoutPlan.price`), in order. The error is
    /// the first part's failure, which is the first order that cannot be priced, however the
    /// orders were split into parts.
    public init(_ plan: CheckoutPlan, pricings: [Result<CatalogPricing, CheckoutError>], parts: consuming [PricedOrders]) throws(CheckoutError) {
        if let failure = parts.lazy.compactMap(\.failure).first { throw failure }
        let sums = parts.map(\.sums)
        // The first part's orders (with room for all) are taken over, not copied, and the rest appended.
        var all = parts.first?.orders ?? []
        if !parts.isEmpty { parts[0].orders = [] }
        for index in parts.indices.dropFirst() { all.append(contentsOf: parts[index].orders) }
        catalog = plan.catalog
        orders = all
        self.pricings = try pricings.map { result throws(CheckoutError) in try result.get() }
        totals = try Checkout.totals(of: all, plan: plan, sums: sums)
    }

    /// The orders' totals per currency, by code: added up in whole minor units from the parts'
    /// `sums` per pricing when every total is a whole number of them and the sums fit, else with `Decimal`.
    private static func totals(of orders: [OrderCheckout], plan: CheckoutPlan, sums: [[PricedOrders.Sum]]) throws(CheckoutError) -> [CurrencyTotal] {
        var byCurrency: [Currency: PricedOrders.Sum] = [:]
        for partSums in sums {
            for (pricing, sum) in partSums.enumerated() where sum.orders > 0 {
                byCurrency[plan.currency(ofPricing: pricing), default: PricedOrders.Sum()].add(sum)
            }
        }
        var totals: [CurrencyTotal] = []
        for currency in byCurrency.keys.sorted() {
            let sum = byCurrency[currency]!
            if let minorUnits = sum.minorUnits {
                totals.append(CurrencyTotal(amount: Money(minorUnits: minorUnits, currency), orders: sum.orders))
            } else {
                do {
                    let amount = try Money.sum(orders.lazy.filter { $0.order.currency == currency }.map(\.total), in: currency)
                    totals.append(CurrencyTotal(amount: amount, orders: sum.orders))
                } catch {
                    throw .currencyTotal(currency: currency, error)
                }
            }
        }
        return totals
    }
}
