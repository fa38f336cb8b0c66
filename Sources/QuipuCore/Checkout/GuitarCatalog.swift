import Foundation

/// The four parts of a Luthier guitar a customer chooses, in the order a checkout lists them.
public enum GuitarPart: String, CaseIterable, Sendable {
    /// The shape, the color, the body (its wood: `koa`) and the fretboard (`rosewood`).
    case shape, color, body, fretboard
}

/// One choice for a part, with what it adds to the base price.
public struct CatalogOption: Hashable, Sendable {
    /// The id an order chooses the option by: `koa`.
    public let id: String
    /// The name a checkout prints: `Koa`.
    public let name: String
    /// What the option adds to the base price, in the catalog's currency.
    public let price: Decimal
    /// `false` when the shop cannot build it at the moment.
    public let available: Bool

    /// Creates an option from its parts; by default it is available.
    public init(id: String, name: String, price: Decimal, available: Bool = true) {
        self.id = id
        self.name = name
        self.price = price
        self.available = available
    }
}

/// A way to get the guitar to the customer.
public struct ShippingOption: Hashable, Sendable {
    /// The id an order chooses the option by: `ground`.
    public let id: String
    /// The name a checkout prints: `Ground`.
    public let name: String
    /// How long it takes, as the shop words it: `2-6 weeks`.
    public let duration: String
    /// The shipping price in the catalog's currency; 0 for free shipping.
    public let price: Decimal
    /// `false` when the shop cannot ship this way at the moment.
    public let available: Bool

    /// Creates an option from its parts; by default it is available.
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
    /// The price of every guitar before its options, in `currency`.
    public let basePrice: Decimal
    /// Per part, its options in catalog order. A part with none leaves no order possible, since
    /// every order chooses an option for every part.
    public let additions: [GuitarPart: [CatalogOption]]
    /// The shipping options, in catalog order.
    public let shipping: [ShippingOption]

    /// Creates a catalog from its parts, unchecked.
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
        /// The option's name, as a checkout line prints it.
        public let name: String
        /// The option's price in the catalog's currency.
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
    /// The id of the shape option chosen; `nil` when none is.
    public var shape: String?
    /// The id of the color option chosen; `nil` when none is.
    public var color: String?
    /// The id of the body option chosen; `nil` when none is.
    public var body: String?
    /// The id of the fretboard option chosen; `nil` when none is.
    public var fretboard: String?

    /// Creates choices from the option id of each part.
    public init(shape: String?, color: String?, body: String?, fretboard: String?) {
        self.shape = shape
        self.color = color
        self.body = body
        self.fretboard = fretboard
    }

    /// Creates choices from `[part: id]` pairs; a part given twice takes the last id, a part left
    /// out has none.
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
    /// The order's id, as errors name it: `A-1001`.
    public let id: String
    /// The day whose exchange rate prices the order.
    public let date: LocalDate
    /// The option id chosen for each part.
    public let choices: GuitarChoices
    /// The shipping option's id.
    public let shipping: String
    /// The currency the customer pays in; the catalog's prices are converted to it.
    public let currency: Currency

    /// Creates an order from its parts; its choices are checked when it is priced.
    public init(id: String, date: LocalDate, choices: GuitarChoices, shipping: String, currency: Currency) {
        self.id = id
        self.date = date
        self.choices = choices
        self.shipping = shipping
        self.currency = currency
    }
}
