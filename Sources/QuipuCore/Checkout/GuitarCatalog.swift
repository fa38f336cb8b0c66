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

extension GuitarCatalog {
    /// What an order's lines price, in line order: `base`, `shape`, `color`, `body`, `fretboard`, `shipping`.
    public static let lineItems: [CheckoutItem] = [.base] + GuitarPart.allCases.map(CheckoutItem.part) + [.shipping]

    /// An option of a line: its name and catalog price.
    public struct LineOption: Hashable, Sendable {
        public let name: String
        public let price: Decimal
    }

    /// Per line (`lineItems`), its options in catalog order; the base line's one option is `Base price`.
    public var lineOptions: [[LineOption]] {
        [[LineOption(name: "Base price", price: basePrice)]]
            + GuitarPart.allCases.map { part in (additions[part] ?? []).map { LineOption(name: $0.name, price: $0.price) } }
            + [shipping.map { LineOption(name: $0.name, price: $0.price) }]
    }

    /// Per line (`lineItems`), its options' ids and whether they are available, in catalog order.
    public var lineIDs: [[(id: String, available: Bool)]] {
        [[("base", true)]] + GuitarPart.allCases.map { part in (additions[part] ?? []).map { ($0.id, $0.available) } }
            + [shipping.map { ($0.id, $0.available) }]
    }
}

/// The option id a customer chose for each part of the guitar: four strings held inline, so an
/// order costs no dictionary. Written as a dictionary literal: `[.shape: "casual", .color: "sky", …]`.
public struct GuitarChoices: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public var shape: String?
    public var color: String?
    public var body: String?
    public var fretboard: String?

    public init(shape: String?, color: String?, body: String?, fretboard: String?) {
        self.shape = shape
        self.color = color
        self.body = body
        self.fretboard = fretboard
    }

    public init(dictionaryLiteral elements: (GuitarPart, String)...) {
        for (part, id) in elements { self[part] = id }
    }

    /// The option id chosen for `part`; `nil` when none is.
    public subscript(part: GuitarPart) -> String? {
        get {
            switch part {
            case .shape: shape
            case .color: color
            case .body: body
            case .fretboard: fretboard
            }
        }
        set {
            switch part {
            case .shape: shape = newValue
            case .color: color = newValue
            case .body: body = newValue
            case .fretboard: fretboard = newValue
            }
        }
    }
}

/// One customer's order: a guitar's four choices, a shipping option and the currency to pay in.
public struct GuitarOrder: Hashable, Sendable {
    public let id: String
    /// The day whose exchange rate prices the order.
    public let date: LocalDate
    /// The option id chosen for each part.
    public let choices: GuitarChoices
    /// The shipping option's id.
    public let shipping: String
    public let currency: Currency

    public init(id: String, date: LocalDate, choices: GuitarChoices, shipping: String, currency: Currency) {
        self.id = id
        self.date = date
        self.choices = choices
        self.shipping = shipping
        self.currency = currency
    }
}
