import QuipuCore

extension Checkout {
    /// Prices `orders` as `Checkout.init(orders:catalog:rates:fallback:roundingMode:)` does, on up
    /// to `workers` threads: the pricings, then the orders in one run of consecutive orders per
    /// thread (`CheckoutPlan`). The checkout, and the error, are the same for any number of them.
    package init(orders: [GuitarOrder], catalog: GuitarCatalog, rates: ExchangeRates, fallback: RateFallback = .previous,
                 roundingMode: RoundingMode = .halfUp, workers: Int) throws(CheckoutError) {
        let plan = CheckoutPlan(orders: orders, catalog: catalog, rates: rates, fallback: fallback, roundingMode: roundingMode)
        let pricings = Parallel.map(plan.pricingCount, workers: workers, plan.pricing)
        let runs = Swift.max(1, Swift.min(workers, orders.count / 1024))
        let parts = Parallel.map(runs, workers: runs) { run in
            plan.price(orders.count * run / runs..<orders.count * (run + 1) / runs, with: pricings)
        }
        try self.init(plan, pricings: pricings, parts: consume parts)
    }
}
