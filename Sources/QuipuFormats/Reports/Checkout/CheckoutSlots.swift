import QuipuCore

/// What the orders of one pricing (a day and currency, `CatalogPricing`) share as a format
/// writes them: the date's text and the rate's bytes. Their lines are in a `CheckoutLineStore`.
struct CheckoutSlot {
    /// The orders' date as text.
    let date: [UInt8]
    /// The rate's bytes, as the format writes it.
    let rate: [UInt8]
}

/// A writer's slots, one per pricing of a checkout, numbered as `Checkout.pricings`: the index
/// a format's line store is kept by. A slot is made when an order first needs it, with the
/// rate's bytes from `rate`: a format that lists some orders writes only their rates.
struct CheckoutSlots {
    private let numbers: [ObjectIdentifier: Int]
    private var slots: [CheckoutSlot?]
    private let rate: (ExchangeRate?) -> [UInt8]

    /// The slots of `checkout`'s pricings, each rate written by `rate` (`nil` for the catalog's own currency).
    init(_ checkout: Checkout, rate: @escaping (ExchangeRate?) -> [UInt8]) {
        numbers = Dictionary(uniqueKeysWithValues: checkout.pricings.enumerated().map { (ObjectIdentifier($1), $0) })
        slots = Array(repeating: nil, count: checkout.pricings.count)
        self.rate = rate
    }

    /// How many slots there are.
    var count: Int { slots.count }

    /// The number of `pricing`'s slot, made if it was not yet.
    mutating func number(of pricing: CatalogPricing) -> Int {
        let number = numbers[ObjectIdentifier(pricing)]!
        if slots[number] == nil {
            slots[number] = CheckoutSlot(date: Array("\(pricing.rate.date)".utf8), rate: rate(pricing.rate.isIdentity ? nil : pricing.rate))
        }
        return number
    }

    /// The slot numbered `number`, once made.
    subscript(number: Int) -> CheckoutSlot { slots[number]! }
}
