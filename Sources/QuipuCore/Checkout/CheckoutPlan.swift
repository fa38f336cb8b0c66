import Foundation

/// A checkout's work split into pieces that depend on nothing but the plan: the catalog priced
/// at each day and currency the orders need (`pricing`), then the orders priced in consecutive
/// parts (`price`). The pieces may be worked out in any order, on any thread; `Checkout.init(_:pricings:parts:)`
/// puts them together into the same checkout, with the same first error, however they were split.
public struct CheckoutPlan: Sendable {
    /// The orders to price, in order.
    public let orders: [GuitarOrder]
    /// The catalog whose prices the orders choose from.
    public let catalog: GuitarCatalog
    /// The exchange rates that convert catalog prices to the orders' currencies.
    public let rates: ExchangeRates
    /// Which publication prices an order date that has none.
    public let fallback: RateFallback
    /// How converted prices are rounded to the order currency's minor unit.
    public let roundingMode: RoundingMode
    /// Per line position, its options (`GuitarCatalog.lineOptions`) and their ids.
    private let options: [[GuitarCatalog.LineOption]]
    private let lineIDs: [[(id: String, available: Bool)]]
    /// Per line position and option, the catalog price as a whole number of the catalog currency's minor units.
    private let catalogMinorUnits: [[Int?]]
    /// Per pricing, the position of the first order that needs it.
    private let firstOrders: [Int]
    /// Per order, the pricing it needs.
    private let pricingOfOrder: [Int]

    /// The plan of pricing `orders` from `catalog` at `rates`. Pricings are numbered in the order
    /// the orders first need them: one per day and currency.
    public init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                roundingMode: RoundingMode = .halfUp) {
        var pricingIndex: [PricingKey: Int] = [:], firstOrders: [Int] = [], pricingOfOrder: [Int] = []
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
        self.orders = orders
        self.catalog = catalog
        self.rates = rates
        self.fallback = fallback
        self.roundingMode = roundingMode
        options = catalog.lineOptions
        lineIDs = catalog.lineIDs
        catalogMinorUnits = options.map { $0.map { Money($0.price, catalog.currency).wholeMinorUnits } }
        self.firstOrders = firstOrders
        self.pricingOfOrder = pricingOfOrder
    }

    /// How many pricings the orders need.
    public var pricingCount: Int { firstOrders.count }

    /// The currency of pricing `index`.
    func currency(ofPricing index: Int) -> Currency { orders[firstOrders[index]].currency }

    /// A day and currency: what decides an order's pricing.
    private struct PricingKey: Hashable {
        let date: LocalDate
        let currency: Currency
    }

    /// The catalog priced at the day and currency of pricing `index` (`0..<pricingCount`); its
    /// failure names the first order that needs it.
    public func pricing(_ index: Int) -> Result<CatalogPricing, CheckoutError> {
        let order = orders[firstOrders[index]]
        let rate: ExchangeRate
        do { rate = try rates.rate(from: catalog.currency, to: order.currency, on: order.date, fallback: fallback) } catch {
            return .failure(.rate(order: order.id, error))
        }
        do {
            // A price the catalog repeats (0 for every part's plain option) is converted once.
            var converted: [Decimal: (price: Money, minorUnits: Int?)] = [:]
            var lines: [[CheckoutLine]] = []
            for (position, item) in GuitarCatalog.lineItems.enumerated() {
                var positionLines: [CheckoutLine] = []
                for option in options[position] {
                    if converted[option.price] == nil {
                        let price = try rate.convert(Money(option.price, catalog.currency)).rounded(roundingMode)
                        converted[option.price] = (price, price.wholeMinorUnits)
                    }
                    let price = converted[option.price]!
                    positionLines.append(CheckoutLine(item: item, itemName: option.name, catalogPrice: Money(option.price, catalog.currency),
                                                      price: price.price, priceMinorUnits: price.minorUnits))
                }
                lines.append(positionLines)
            }
            return .success(CatalogPricing(rate: rate, lines: lines))
        } catch {
            return .failure(.money(order: order.id, error))
        }
    }

    /// The orders at `positions` priced with `pricings` (every pricing of the plan, in its
    /// numbering), in order, up to the first that cannot be priced. A part starting at the first
    /// order keeps room for all of them, so the parts are joined without copying it.
    public func price(_ positions: Range<Int>, with pricings: [Result<CatalogPricing, CheckoutError>]) -> PricedOrders {
        var priced: [OrderCheckout] = []
        priced.reserveCapacity(positions.lowerBound == 0 ? orders.count : positions.count)
        var sums = [PricedOrders.Sum](repeating: PricedOrders.Sum(), count: pricingCount)
        for position in positions {
            let order = orders[position], index = pricingOfOrder[position]
            do throws(CheckoutError) {
                let pricing = try pricings[index].get()
                let chosen = try choices(order)
                let sum = try total(pricing, chosen, order: order), catalogSum = try catalogTotal(pricing, chosen, order: order)
                priced.append(OrderCheckout(order: order, pricing: pricing, choices: chosen, totalMinorUnits: sum.minorUnits, totalOtherwise: sum.otherwise,
                                            catalogTotalMinorUnits: catalogSum.minorUnits, catalogTotalOtherwise: catalogSum.otherwise))
                sums[index].add(sum.minorUnits)
            } catch {
                return PricedOrders(orders: priced, failure: error, sums: sums)
            }
        }
        return PricedOrders(orders: priced, failure: nil, sums: sums)
    }

    /// The options `order` chose; unknown, unavailable or missing choices are errors naming the
    /// order, the field and the available choices.
    private func choices(_ order: GuitarOrder) throws(CheckoutError) -> CheckoutChoices {
        let ids = lineIDs
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
    /// when every price is a whole number of them and the sum fits, else with `Decimal` (the amount).
    private func total(_ pricing: CatalogPricing, _ choices: CheckoutChoices, order: GuitarOrder) throws(CheckoutError) -> (minorUnits: Int?, otherwise: Decimal?) {
        var sum: Int? = 0
        for position in pricing.minorUnits.indices {
            sum = sum.flatMap { known in pricing.minorUnits[position][choices[position]].flatMap { known.addingWithoutOverflow($0) } }
        }
        if let sum { return (sum, nil) }
        do { return (nil, try Money.sum(pricing.lines(choices).map(\.price), in: order.currency).amount) } catch { throw .money(order: order.id, error) }
    }

    /// The sum of the chosen options' catalog prices, added up as `total` adds the line prices.
    private func catalogTotal(_ pricing: CatalogPricing, _ choices: CheckoutChoices, order: GuitarOrder) throws(CheckoutError) -> (minorUnits: Int?, otherwise: Decimal?) {
        var sum: Int? = 0
        for position in catalogMinorUnits.indices {
            sum = sum.flatMap { known in catalogMinorUnits[position][choices[position]].flatMap { known.addingWithoutOverflow($0) } }
        }
        if let sum { return (sum, nil) }
        do { return (nil, try Money.sum(pricing.lines(choices).map(\.catalogPrice), in: catalog.currency).amount) } catch {
            throw .money(order: order.id, error)
        }
    }
}

/// Some consecutive orders of a `CheckoutPlan` priced (`CheckoutPlan.price`).
public struct PricedOrders: Sendable {
    /// The orders priced, in order, up to the first that could not be.
    public internal(set) var orders: [OrderCheckout]
    /// Why the order after the last priced one could not be priced; `nil` when all were.
    public let failure: CheckoutError?
    /// Per pricing of the plan, the totals of the orders priced with it.
    let sums: [Sum]

    /// Some orders' totals added up in whole minor units (`nil` once one is not a whole number of them or the sum overflows), and how many orders.
    struct Sum: Sendable {
        private(set) var minorUnits: Int? = 0
        private(set) var orders = 0

        /// Counts an order whose total is `total` minor units (`nil` when it is not a whole number of them).
        mutating func add(_ total: Int?) {
            minorUnits = minorUnits.flatMap { sum in total.flatMap { sum.addingWithoutOverflow($0) } }
            orders += 1
        }

        /// Counts the orders of `other`.
        mutating func add(_ other: Sum) {
            minorUnits = minorUnits.flatMap { sum in other.minorUnits.flatMap { sum.addingWithoutOverflow($0) } }
            orders += other.orders
        }
    }
}

extension Int {
    /// `self + other`, or `nil` when it overflows.
    func addingWithoutOverflow(_ other: Int) -> Int? {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? nil : sum
    }
}
