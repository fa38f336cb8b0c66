/// A postal address as invoices print it.
public struct PostalAddress: Hashable, Sendable {
    public let street: String
    public let city: String
    public let postalCode: String
    /// ISO 3166-1 alpha-2: `DE`.
    public let country: String

    public init(street: String, city: String, postalCode: String, country: String) {
        self.street = street
        self.city = city
        self.postalCode = postalCode
        self.country = country
    }
}

/// The seller or the buyer of an invoice.
public struct Party: Hashable, Sendable {
    public let name: String
    public let address: PostalAddress
    /// The VAT identifier with its ISO country prefix: `DE123456789`.
    public let vatID: String?
    public let email: String?
    /// Where the buyer pays (the seller's account).
    public let iban: String?

    public init(name: String, address: PostalAddress, vatID: String? = nil, email: String? = nil, iban: String? = nil) {
        self.name = name
        self.address = address
        self.vatID = vatID
        self.email = email
        self.iban = iban
    }
}
