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

/// Which option an order chose for each of its lines: the option's index among the catalog's
/// options of that line (`GuitarCatalog.lineOptions`). The base line has one option, index 0.
public struct CheckoutChoices: Hashable, Sendable {
    public let shape: Int
    public let color: Int
    public let body: Int
    public let fretboard: Int
    public let shipping: Int

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
    /// Its position in `Checkout.pricings`, which lists them in the order the orders first need them.
    public let index: Int
    /// The rate that converts the catalog's prices; an identity when the currency is the catalog's.
    public let rate: ExchangeRate
    /// Per line position (`base`, `shape`, `color`, `body`, `fretboard`, `shipping`), each option's line.
    public let lines: [[CheckoutLine]]
    /// Each line's price as a whole number of minor units (`Money.wholeMinorUnits`), as `lines` holds them.
    public let minorUnits: [[Int?]]

    init(index: Int, rate: ExchangeRate, lines: [[CheckoutLine]], minorUnits: [[Int?]]) {
        self.index = index
        self.rate = rate
        self.lines = lines
        self.minorUnits = minorUnits
    }

    /// The lines of an order with `choices`, in line order.
    public func lines(_ choices: CheckoutChoices) -> [CheckoutLine] {
        lines.indices.map { position in lines[position][choices[position]] }
    }
}

/// An order priced in its currency.
public struct OrderCheckout: Hashable, Sendable {
    public let order: GuitarOrder
    /// The catalog at the order's day and currency.
    public let pricing: CatalogPricing
    /// The option chosen for each line.
    public let choices: CheckoutChoices
    /// The sum of the displayed line prices.
    public let total: Money

    public init(order: GuitarOrder, pricing: CatalogPricing, choices: CheckoutChoices, total: Money) {
        self.order = order
        self.pricing = pricing
        self.choices = choices
        self.total = total
    }

    /// `base`, `shape`, `color`, `body`, `fretboard`, `shipping`, in this order.
    public var lines: [CheckoutLine] { pricing.lines(choices) }

    /// The rate that converted the catalog's prices; `nil` when the order is in the catalog's currency.
    public var rate: ExchangeRate? { pricing.rate.isIdentity ? nil : pricing.rate }

    /// Equal when they price the same order with the same lines, total and rate, whichever
    /// checkout they come from.
    public static func == (lhs: OrderCheckout, rhs: OrderCheckout) -> Bool {
        lhs.order == rhs.order && lhs.total == rhs.total && lhs.rate == rhs.rate && lhs.lines == rhs.lines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(total)
    }
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
    /// The catalog priced at each day and currency the orders are in, in the order first needed:
    /// `orders[i].pricing` is `pricings[orders[i].pricing.index]`.
    public let pricings: [CatalogPricing]

    /// Prices `orders` from `catalog`: each catalog price is converted at the order date's rate
    /// and rounded to the order currency's minor unit; the total is the sum of those lines. The
    /// first order that cannot be priced is the error.
    ///
    /// Orders of one day and currency share their rate and converted prices (`CatalogPricing`),
    /// worked out once per run; a total is added up in whole minor units, exactly, when every
    /// line's price is one (as prices rounded to the minor unit are), else with `Decimal`.
    /// The pricings, then the orders, are shared out among `workers` threads; the result, and
    /// the error, are the same for any number of them.
    public init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                roundingMode: RoundingMode = .halfUp, workers: Int = 1) throws(CheckoutError) {
        // Which pricing each order needs, numbered as first needed, and the first order needing each.
        var pricingIndex: [PricingKey: Int] = [:], firstOrders: [Int] = []
        var pricingOfOrder: [Int] = []
        pricingOfOrder.reserveCapacity(orders.count)
        for (position, order) in orders.enumerated() {
            let key = PricingKey(date: order.date, currency: order.currency)
            if let known = pricingIndex[key] {
                pricingOfOrder.append(known)
            } else {
                pricingIndex[key] = firstOrders.count
                pricingOfOrder.append(firstOrders.count)
                firstOrders.append(position)
            }
        }
        let options = catalog.lineOptions, lineIDs = catalog.lineIDs
        let pricings = concurrentMap(firstOrders.count, workers: workers) { index in
            Result { () throws(CheckoutError) in
                try Checkout.pricing(orders[firstOrders[index]], index: index, options: options, catalog: catalog, rates: rates,
                                     fallback: fallback, roundingMode: roundingMode)
            }
        }
        // The orders in one run of consecutive orders per worker; each run stops at its first failure.
        let runs = Swift.max(1, Swift.min(workers, orders.count / 1024))
        var runsPriced = concurrentMap(runs, workers: runs) { run in
            var part: [OrderCheckout] = []
            let range = orders.count * run / runs..<orders.count * (run + 1) / runs
            part.reserveCapacity(run == 0 ? orders.count : range.count)
            for position in range {
                let order = orders[position]
                do throws(CheckoutError) {
                    let pricing = try pricings[pricingOfOrder[position]].get()
                    let choices = try Checkout.choices(order, ids: lineIDs)
                    part.append(OrderCheckout(order: order, pricing: pricing, choices: choices, total: try Checkout.total(pricing, choices, order: order)))
                } catch {
                    return (part, Optional(error))
                }
            }
            return (part, nil)
        }
        // The first run's orders (with room for all) are taken over, not copied, and the rest appended.
        if let failure = runsPriced.lazy.compactMap(\.1).first { throw failure }
        var all = runsPriced[0].0
        runsPriced[0].0 = []
        for (part, _) in runsPriced.dropFirst() { all.append(contentsOf: part) }
        self.catalog = catalog
        self.orders = all
        self.pricings = try pricings.map { result throws(CheckoutError) in try result.get() }
    }

    /// A day and currency: what decides an order's pricing.
    private struct PricingKey: Hashable {
        let date: LocalDate
        let currency: Currency
    }

    /// The catalog priced for `order`'s day and currency.
    private static func pricing(_ order: GuitarOrder, index: Int, options: [[GuitarCatalog.LineOption]], catalog: GuitarCatalog,
                                rates: ExchangeRates, fallback: RateFallback, roundingMode: RoundingMode) throws(CheckoutError) -> CatalogPricing {
        let rate: ExchangeRate
        do { rate = try rates.rate(from: catalog.currency, to: order.currency, on: order.date, fallback: fallback) } catch {
            throw .rate(order: order.id, error)
        }
        do {
            // A price the catalog repeats (0 for every part's plain option) is converted once.
            var converted: [Decimal: (price: Money, minorUnits: Int?)] = [:]
            var lines: [[CheckoutLine]] = [], minorUnits: [[Int?]] = []
            for (position, item) in GuitarCatalog.lineItems.enumerated() {
                var positionLines: [CheckoutLine] = [], positionUnits: [Int?] = []
                for option in options[position] {
                    let catalogPrice = Money(option.price, catalog.currency)
                    if converted[option.price] == nil {
                        let price = try rate.convert(catalogPrice).rounded(roundingMode)
                        converted[option.price] = (price, price.wholeMinorUnits)
                    }
                    positionLines.append(CheckoutLine(item: item, itemName: option.name, catalogPrice: catalogPrice, price: converted[option.price]!.price))
                    positionUnits.append(converted[option.price]!.minorUnits)
                }
                lines.append(positionLines)
                minorUnits.append(positionUnits)
            }
            return CatalogPricing(index: index, rate: rate, lines: lines, minorUnits: minorUnits)
        } catch {
            throw .money(order: order.id, error)
        }
    }

    /// The options `order` chose; unknown, unavailable or missing choices are errors naming the
    /// order, the field and the available choices.
    private static func choices(_ order: GuitarOrder, ids: [[(id: String, available: Bool)]]) throws(CheckoutError) -> CheckoutChoices {
        func choose(_ position: Int, _ choice: String?) throws(CheckoutError) -> Int {
            if let choice, let index = ids[position].firstIndex(where: { $0.id == choice }), ids[position][index].available { return index }
            let field = position <= GuitarPart.allCases.count ? "guitar.\(GuitarCatalog.lineItems[position].name)" : "shipping"
            let valid = ids[position].filter(\.available).map(\.id)
            guard let choice else { throw .missingChoice(order: order.id, field: field, validChoices: valid) }
            guard ids[position].contains(where: { $0.id == choice }) else {
                throw .unknownChoice(order: order.id, field: field, choice: choice, validChoices: valid)
            }
            throw .unavailableChoice(order: order.id, field: field, choice: choice, validChoices: valid)
        }
        return CheckoutChoices(shape: try choose(1, order.choices.shape), color: try choose(2, order.choices.color),
                               body: try choose(3, order.choices.body), fretboard: try choose(4, order.choices.fretboard),
                               shipping: try choose(5, order.shipping))
    }

    /// The sum of the order's line prices, added up from zero in line order: in whole minor units
    /// when every price is a whole number of them and the sum fits, else with `Decimal`.
    private static func total(_ pricing: CatalogPricing, _ choices: CheckoutChoices, order: GuitarOrder) throws(CheckoutError) -> Money {
        var sum: Int? = 0
        for position in pricing.minorUnits.indices {
            guard let known = sum, let units = pricing.minorUnits[position][choices[position]] else { sum = nil; break }
            let (added, overflow) = known.addingReportingOverflow(units)
            sum = overflow ? nil : added
        }
        if let sum { return Money(minorUnits: sum, order.currency) }
        do { return try Money.sum(pricing.lines(choices).map(\.price), in: order.currency) } catch { throw .money(order: order.id, error) }
    }
}

/// `body` of each of `0..<count`, worked out on up to `workers` threads at once, in order.
func concurrentMap<Value>(_ count: Int, workers: Int, _ body: (Int) -> Value) -> [Value] {
    guard workers > 1, count > 1 else { return (0..<count).map(body) }
    return withoutActuallyEscaping(body) { body in
        Array(unsafeUninitializedCapacity: count) { results, initialized in
            let shared = SharedWork(body: body, results: results)
            let threads = Swift.min(workers, count)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in stride(from: thread, to: count, by: threads) { (shared.results.baseAddress! + index).initialize(to: shared.body(index)) }
            }
            initialized = count
        }
    }
}

/// What the threads of `concurrentMap` share: the work, read by all, and the results, each
/// written by one thread alone and read only after all are done.
private struct SharedWork<Value>: @unchecked Sendable {
    let body: (Int) -> Value
    let results: UnsafeMutableBufferPointer<Value>
}
