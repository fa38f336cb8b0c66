import Foundation

/// The four parts of a Luthier guitar a customer chooses, in the order a checkout lists them.
public enum GuitarPart: String, CaseIterable, Sendable {
    case shape, color, body, fretboard
}

/// One choice for a part, with what it adds to the base price.
public struct CatalogOption: Hashable, Sendable {
    public let id: String
    public let name: String
    public let price: Decimal
    /// `false` when the shop cannot build it at the moment.
    public let available: Bool

    public init(id: String, name: String, price: Decimal, available: Bool = true) {
        self.id = id
        self.name = name
        self.price = price
        self.available = available
    }
}

/// A way to get the guitar to the customer.
public struct ShippingOption: Hashable, Sendable {
    public let id: String
    public let name: String
    /// How long it takes, as the shop words it: `2-6 weeks`.
    public let duration: String
    public let price: Decimal
    public let available: Bool

    public init(id: String, name: String, duration: String, price: Decimal, available: Bool = true) {
        self.id = id
        self.name = name
        self.duration = duration
        self.price = price
        self.available = available
    }
}

/// The Luthier shop's prices (seed 003) as data: a base price, additions per part, shipping.
public struct GuitarCatalog: Hashable, Sendable {
    /// The currency of every catalog price.
    public let currency: Currency
    public let basePrice: Decimal
    public let additions: [GuitarPart: [CatalogOption]]
    public let shipping: [ShippingOption]

    public init(currency: Currency, basePrice: Decimal, additions: [GuitarPart: [CatalogOption]], shipping: [ShippingOption]) {
        self.currency = currency
        self.basePrice = basePrice
        self.additions = additions
        self.shipping = shipping
    }
}

/// One customer's order: a guitar's four choices, a shipping option and the currency to pay in.
public struct GuitarOrder: Hashable, Sendable {
    public let id: String
    /// The day whose exchange rate prices the order.
    public let date: LocalDate
    /// The option id chosen for each part.
    public let choices: [GuitarPart: String]
    /// The shipping option's id.
    public let shipping: String
    public let currency: Currency

    public init(id: String, date: LocalDate, choices: [GuitarPart: String], shipping: String, currency: Currency) {
        self.id = id
        self.date = date
        self.choices = choices
        self.shipping = shipping
        self.currency = currency
    }
}
