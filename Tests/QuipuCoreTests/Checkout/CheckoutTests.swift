import Foundation
import QuipuCore
import Testing

let luthier = GuitarCatalog(
    currency: currency("USD"), basePrice: 2000,
    additions: [
        .shape: [CatalogOption(id: "casual", name: "Casual", price: 0), CatalogOption(id: "chunky", name: "Chunky", price: 75),
                 CatalogOption(id: "pointy", name: "Pointy", price: 150, available: false)],
        .color: [CatalogOption(id: "natural", name: "Natural", price: 0), CatalogOption(id: "sky", name: "Sky", price: 50)],
        .body: [CatalogOption(id: "mahogany", name: "Mahogany", price: 0), CatalogOption(id: "koa", name: "Koa", price: 250)],
        .fretboard: [CatalogOption(id: "rosewood", name: "Rosewood", price: 0),
                     CatalogOption(id: "birdseye-maple", name: "Birdseye Maple", price: amount("150.5"))],
    ],
    shipping: [ShippingOption(id: "pickup", name: "Pickup", duration: "As soon as ready", price: 0),
               ShippingOption(id: "ground", name: "Ground", duration: "2-6 weeks", price: 100),
               ShippingOption(id: "express", name: "Express", duration: "1 week", price: 250)])

func order(_ id: String = "A-1001", _ currencyCode: String = "USD", date: String = "2024-03-15", shape: String = "chunky",
           fretboard: String = "birdseye-maple", shipping: String = "ground") -> GuitarOrder {
    GuitarOrder(id: id, date: day(date), choices: [.shape: shape, .color: "sky", .body: "koa", .fretboard: fretboard],
                shipping: shipping, currency: currency(currencyCode))
}

let checkoutRates = ExchangeRates([publication("2024-03-15", ["USD": "1.0705", "JPY": "171.94", "GBP": "0.85553", "ILS": "3.9133"])])

@Suite("Guitar checkout")
struct CheckoutTests {
    @Test("K1: guitar = base 2,000 + shape + color + body + fretboard; K2: + shipping")
    func usdOrder() throws {
        let checkout = try Checkout(orders: [order()], catalog: luthier, rates: checkoutRates)
        let priced = checkout.orders[0]
        #expect(priced.lines.map(\.item.name) == ["base", "shape", "color", "body", "fretboard", "shipping"])
        #expect(priced.lines.map(\.price.amountText) == ["2000.00", "75.00", "50.00", "250.00", "150.50", "100.00"])
        #expect(priced.lines.map(\.itemName) == ["Base price", "Chunky", "Sky", "Koa", "Birdseye Maple", "Ground"])
        #expect(priced.total == money("2625.50", "USD"))
        #expect(priced.rate == nil)
    }

    @Test("K2: each line is converted at the order date's rate and rounded; the total sums the lines", arguments: [
        ("EUR", ["1868.29", "70.06", "46.71", "233.54", "140.59", "93.41"], "2452.60"),
        ("JPY", ["321233", "12046", "8031", "40154", "24173", "16062"], "421699"),
        ("GBP", ["1598.37", "59.94", "39.96", "199.80", "120.28", "79.92"], "2098.27"),
        ("ILS", ["7311.16", "274.17", "182.78", "913.90", "550.17", "365.56"], "9597.74"),
    ])
    func converted(_ code: String, _ lines: [String], _ total: String) throws {
        let priced = try Checkout(orders: [order("B-1", code, date: "2024-03-16")], catalog: luthier, rates: checkoutRates).orders[0]
        #expect(priced.lines.map(\.price.amountText) == lines)
        #expect(priced.total == money(total, code))
        #expect(priced.rate?.publicationDate == day("2024-03-15"))
        #expect(priced.lines.map(\.catalogPrice.currency) == Array(repeating: currency("USD"), count: 6))
    }

    @Test("K3: free shipping is a free line")
    func freeShipping() throws {
        let priced = try Checkout(orders: [order(shipping: "pickup")], catalog: luthier, rates: checkoutRates).orders[0]
        #expect(priced.lines.last?.isFree == true)
        #expect(priced.lines.first?.isFree == false)
    }

    @Test("K3: an unknown or unavailable choice is an error naming the order, the field and the valid choices")
    func invalidChoices() {
        let unknown = #expect(throws: CheckoutError.self) { try Checkout(orders: [order(shape: "round")], catalog: luthier, rates: checkoutRates) }
        #expect(unknown?.description == #"order A-1001: guitar.shape: "round" is not in the catalog; expected one of casual, chunky"#)
        let unavailable = #expect(throws: CheckoutError.self) { try Checkout(orders: [order(shape: "pointy")], catalog: luthier, rates: checkoutRates) }
        #expect(unavailable?.description == #"order A-1001: guitar.shape: "pointy" is not available; expected one of casual, chunky"#)
        #expect(throws: CheckoutError.unknownChoice(order: "A-1001", field: "shipping", choice: "drone", validChoices: ["pickup", "ground", "express"])) {
            try Checkout(orders: [order(shipping: "drone")], catalog: luthier, rates: checkoutRates)
        }
    }

    @Test("M8: an order in a currency with no rate on its date is an error naming the order")
    func missingRate() {
        let error = #expect(throws: CheckoutError.self) { try Checkout(orders: [order("C-9", "CHF")], catalog: luthier, rates: checkoutRates) }
        #expect(error?.description.hasPrefix("order C-9: no USD→CHF exchange rate for 2024-03-15") == true)
    }

    @Test("K2: pricing many orders together (rates and prices worked out once) equals pricing each alone")
    func sharedWorkChangesNothing() throws {
        let codes = ["USD", "EUR", "GBP", "ILS", "JPY"], days = ["2024-03-15", "2024-03-16", "2024-03-17"]
        let orders = (0..<60).map { index in
            order("O-\(index)", codes[index % codes.count], date: days[index % days.count], shape: index % 2 == 0 ? "casual" : "chunky",
                  fretboard: index % 3 == 0 ? "rosewood" : "birdseye-maple", shipping: ["pickup", "ground", "express"][index % 3])
        }
        let together = try Checkout(orders: orders, catalog: luthier, rates: checkoutRates).orders
        let alone = try orders.map { try Checkout(orders: [$0], catalog: luthier, rates: checkoutRates).orders[0] }
        #expect(together == alone)
    }

    @Test("K2: a plan's pieces, worked out in any order and split anywhere, make the checkout and the first error of pricing at once")
    func planPieces() throws {
        let codes = ["USD", "EUR", "GBP", "ILS", "JPY"], days = ["2024-03-15", "2024-03-16", "2024-03-17"]
        var orders = (0..<300).map { index in
            order("P-\(index)", codes[index % codes.count], date: days[index % days.count], shape: index % 2 == 0 ? "casual" : "chunky",
                  shipping: ["pickup", "ground", "express"][index % 3])
        }
        func pieces(_ orders: [GuitarOrder], splitAt splits: [Int]) throws(CheckoutError) -> Checkout {
            let plan = CheckoutPlan(orders: orders, catalog: luthier, rates: checkoutRates)
            let pricings = (0..<plan.pricingCount).reversed().map(plan.pricing).reversed()
            let bounds = [0] + splits + [orders.count]
            let parts = zip(bounds, bounds.dropFirst()).reversed().map { plan.price($0..<$1, with: Array(pricings)) }.reversed()
            return try Checkout(plan, pricings: Array(pricings), parts: Array(parts))
        }
        let whole = try Checkout(orders: orders, catalog: luthier, rates: checkoutRates)
        let split = try pieces(orders, splitAt: [1, 99, 250])
        #expect(split.orders == whole.orders && split.totals == whole.totals)
        #expect(split.pricings.count == 15 && whole.pricings.count == 15)
        orders[250] = order("late", shape: "round")
        orders[120] = order("rateless", "CHF")
        orders[10] = order("early", shape: "pointy")
        for splits in [[], [5], [11, 200], [100, 260]] {
            let error = #expect(throws: CheckoutError.self) { try pieces(orders, splitAt: splits) }
            #expect(error?.description.hasPrefix("order early: guitar.shape: \"pointy\" is not available") == true)
        }
        orders[10] = order("P-10")
        for splits in [[], [5], [121], [130, 260]] {
            let error = #expect(throws: CheckoutError.self) { try pieces(orders, splitAt: splits) }
            #expect(error?.description.hasPrefix("order rateless: no USD→CHF exchange rate for 2024-03-15") == true)
        }
    }

    @Test("K3: the totals per currency count each currency's orders and add up their totals; the catalog total adds up the catalog prices")
    func totals() throws {
        let orders = [order("A", "USD"), order("B", "JPY"), order("C", "USD", shape: "casual"), order("D", "JPY", shipping: "pickup")]
        let checkout = try Checkout(orders: orders, catalog: luthier, rates: checkoutRates)
        #expect(checkout.totals.map(\.currency.code) == ["JPY", "USD"])
        #expect(checkout.totals.map(\.orders) == [2, 2])
        for total in checkout.totals {
            let own = checkout.orders.filter { $0.order.currency == total.currency }
            #expect(total.amount == (try Money.sum(own.map(\.total), in: total.currency)))
        }
        #expect(checkout.totals[1].amount == money("5176.00", "USD"))
        #expect(checkout.orders.map(\.catalogTotal) == [money("2625.50", "USD"), money("2625.50", "USD"), money("2550.50", "USD"), money("2525.50", "USD")])
        #expect(checkout.orders.map(\.catalogTotalMinorUnits) == [262_550, 262_550, 255_050, 252_550])
        #expect(checkout.orders.map(\.totalMinorUnits) == checkout.orders.map(\.total.wholeMinorUnits))
    }

    @Test("an order's choices are written as a dictionary literal and read back by part")
    func choicesLiteral() {
        let choices: GuitarChoices = [.shape: "casual", .fretboard: "ebony"]
        #expect(choices[.shape] == "casual" && choices[.fretboard] == "ebony" && choices[.color] == nil && choices.body == nil)
    }
}
