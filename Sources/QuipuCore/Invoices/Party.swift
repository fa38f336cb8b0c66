/// A postal address as invoices print it.
public struct PostalAddress: Hashable, Sendable {
    /// The street and house number: `Hauptstraße 1`.
    public let street: String
    /// The city: `Berlin`.
    public let city: String
    /// The postal code as written: `10115`.
    public let postalCode: String
    /// ISO 3166-1 alpha-2: `DE`.
    public let country: String

    /// Creates an address from its parts, unchecked.
    public init(street: String, city: String, postalCode: String, country: String) {
        self.street = street
        self.city = city
        self.postalCode = postalCode
        self.country = country
    }
}

/// Whom to ask about an invoice: the seller's contact point (EN 16931 BG-6), each part optional
/// here; the profile decides which it needs.
public struct ContactPoint: Hashable, Sendable {
    /// A person or a department: `Ada Lovelace`.
    public let name: String?
    /// A telephone number as written: `+49 30 1234567`.
    public let telephone: String?
    /// An e-mail address.
    public let email: String?

    /// Creates a contact point from whichever parts are known.
    public init(name: String? = nil, telephone: String? = nil, email: String? = nil) {
        self.name = name
        self.telephone = telephone
        self.email = email
    }
}

/// The seller or the buyer of an invoice.
public struct Party: Hashable, Sendable {
    /// The legal or trading name printed on the invoice.
    public let name: String
    /// The postal address.
    public let address: PostalAddress
    /// The VAT identifier with its ISO country prefix: `DE123456789`.
    public let vatID: String?
    /// An e-mail address; the seller's counts as its contact e-mail when `contact` has none.
    public let email: String?
    /// Where the buyer pays (the seller's account).
    public let iban: String?
    /// Where e-invoices reach the party (EN 16931 BT-34, BT-49), checked against the EAS code list.
    public let endpoint: ElectronicAddress?
    /// Whom to ask about the invoice (the seller's, EN 16931 BG-6).
    public let contact: ContactPoint?

    /// Creates a party from its parts. Nothing is checked here: `PartyRules` holds the checks of
    /// country codes, VAT identifiers and IBANs, and `ElectronicAddress` checks itself.
    public init(name: String, address: PostalAddress, vatID: String? = nil, email: String? = nil, iban: String? = nil,
                endpoint: ElectronicAddress? = nil, contact: ContactPoint? = nil) {
        self.name = name
        self.address = address
        self.vatID = vatID
        self.email = email
        self.iban = iban
        self.endpoint = endpoint
        self.contact = contact
    }
}
