import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Work on several threads")
struct ParallelTests {
    @Test("map gives each index's result in order for any number of workers", arguments: [1, 2, 3, 4, 64])
    func map(workers: Int) {
        #expect(Parallel.map(1000, workers: workers) { $0 * $0 } == (0..<1000).map { $0 * $0 })
        #expect(Parallel.map(0, workers: workers) { $0 }.isEmpty)
        #expect(Parallel.map(1, workers: workers) { "\($0)" } == ["0"])
    }

    @Test("both gives each closure's result, the first worked out on another thread and the second on this one")
    func both() {
        let (first, second) = Parallel.both({ (pthread_self(), "first") }, { (pthread_self(), 2) })
        #expect(first.1 == "first" && second.1 == 2)
        #expect(first.0 != second.0 && second.0 == pthread_self())
    }

    static let rates = ExchangeRates([RatePublication(
        date: LocalDate(year: 2024, month: 3, day: 15)!, base: try! Currency(code: "EUR"),
        rates: [try! Currency(code: "USD"): Decimal(string: "1.0705")!, try! Currency(code: "JPY"): Decimal(string: "161.94")!,
                try! Currency(code: "GBP"): Decimal(string: "0.85553")!],
        source: "ECB")])

    static func order(_ id: String, _ code: String, day: Int = 15, shape: String = "casual", shipping: String = "ground") -> GuitarOrder {
        GuitarOrder(id: id, date: LocalDate(year: 2024, month: 3, day: day)!,
                    choices: [.shape: shape, .color: "sky", .body: "koa", .fretboard: "ebony"], shipping: shipping, currency: try! Currency(code: code))
    }

    @Test("K2: pricing on several threads gives the same orders, pricings, totals and first error as on one")
    func checkoutWorkers() throws {
        let catalog = try CheckoutLoader.loadCatalog(path: repositoryRoot.path + "/Examples/luthier.json")
        let codes = ["USD", "EUR", "GBP", "JPY"]
        var orders = (0..<5000).map { index in
            Self.order("W-\(index)", codes[index % codes.count], day: 15 + index % 3, shape: index % 2 == 0 ? "casual" : "chunky",
                       shipping: ["pickup", "ground", "express"][index % 3])
        }
        let one = try Checkout(orders: orders, catalog: catalog, rates: Self.rates)
        for workers in [1, 2, 4] {
            let many = try Checkout(orders: orders, catalog: catalog, rates: Self.rates, workers: workers)
            #expect(many.orders == one.orders && many.totals == one.totals)
            #expect(many.pricings.count == 12 && many.orders.allSatisfy { priced in many.pricings.contains { $0 === priced.pricing } })
        }
        orders[4500] = Self.order("late", "USD", shape: "round")
        orders[3000] = Self.order("rateless", "CHF")
        for workers in [1, 2, 4] {
            let error = #expect(throws: CheckoutError.self) { try Checkout(orders: orders, catalog: catalog, rates: Self.rates, workers: workers) }
            #expect(error?.description.hasPrefix("order rateless: no USD→CHF exchange rate for 2024-03-15") == true)
        }
        orders[10] = Self.order("early", "USD", shape: "pointy")
        for workers in [1, 2, 4] {
            let error = #expect(throws: CheckoutError.self) { try Checkout(orders: orders, catalog: catalog, rates: Self.rates, workers: workers) }
            #expect(error?.description.hasPrefix("order early: guitar.shape: \"pointy\" is not available") == true)
        }
    }
}
