import Foundation
import QuipuCore

/// The seller of every invoice: `seller:` in `quipu.yml`.
package struct SellerConfig: Sendable {
    /// Name, address, VAT id (required), email and IBAN.
    package let party: Party
    /// The seller's bookkeeping currency; the VAT total is also stated in it when an invoice's differs.
    package let accountingCurrency: Currency
    /// `quipu.yml: line 24: seller`, where errors about the seller start.
    package let place: String

    static let keys = ["name", "address", "vatId", "iban", "email", "accountingCurrency", "endpoint", "contact"]

    static func read(_ value: ConfigValue) throws(QuipuError) -> SellerConfig {
        let expected = "the seller: name, address, vatId, accountingCurrency, and optionally iban, email, endpoint and contact"
        let fields = try value.mapping(allowed: keys, expected: expected)
        return SellerConfig(
            party: Party(name: try fields.required("name", expected).nonEmptyText("the seller's name"),
                         address: try readAddress(try fields.required("address", expected)),
                         vatID: try readVATID(try fields.required("vatId", "the seller's VAT identifier, which every EN 16931 VAT category needs")),
                         email: try fields["email"]?.nonEmptyText("an email address"),
                         iban: try fields["iban"].map { value throws(QuipuError) in try readIBAN(value) },
                         endpoint: try fields["endpoint"].map { value throws(QuipuError) in try readEndpoint(value) },
                         contact: try fields["contact"].map { value throws(QuipuError) in try readContact(value) }),
            accountingCurrency: try fields.required("accountingCurrency", expected).currency(),
            place: value.place)
    }

    /// `{name, telephone, email}`, each optional; a telephone number has at least three digits (XRechnung BR-DE-27).
    private static func readContact(_ value: ConfigValue) throws(QuipuError) -> ContactPoint {
        let expected = "the seller's contact point, such as {name: Ada Lovelace, telephone: \"+49 30 1234567\", email: ada@example.org}"
        let fields = try value.mapping(allowed: ["name", "telephone", "email"], expected: expected)
        let telephone = try fields["telephone"]?.nonEmptyText("a telephone number such as \"+49 30 1234567\"")
        if let telephone, telephone.filter({ $0.isASCII && $0.isNumber }).count < 3 {
            throw fields["telephone"]!.mistake("\"\(telephone)\" has fewer than three digits; expected a telephone number such as \"+49 30 1234567\"")
        }
        return ContactPoint(name: try fields["name"]?.nonEmptyText("a person's or a department's name"), telephone: telephone,
                            email: try fields["email"]?.nonEmptyText("an email address"))
    }

    /// An IBAN: two letters, two check digits, up to 30 letters and digits; spaces are dropped.
    private static func readIBAN(_ value: ConfigValue) throws(QuipuError) -> String {
        let iban = try value.nonEmptyText("an IBAN").filter { $0 != " " }
        guard PartyRules.isIBAN(iban) else { throw value.mistake("\"\(iban)\" is not an IBAN; expected a country code, check digits and the account, such as DE89370400440532013000") }
        return iban
    }
}

/// Reads a postal address: `{street, city, postalCode, country}`.
func readAddress(_ value: ConfigValue) throws(QuipuError) -> PostalAddress {
    let expected = "an address such as {street: Hauptstraße 1, city: Berlin, postalCode: \"10115\", country: DE}"
    let fields = try value.mapping(allowed: ["street", "city", "postalCode", "country"], expected: expected)
    let country = try fields.required("country", expected)
    let code = try country.text("an ISO 3166-1 country code such as DE")
    guard PartyRules.isCountryCode(code) else {
        throw country.mistake("\"\(code)\" is not a country code; expected an ISO 3166-1 alpha-2 code such as DE or US")
    }
    return PostalAddress(street: try fields.required("street", expected).nonEmptyText("a street"),
                         city: try fields.required("city", expected).nonEmptyText("a city"),
                         postalCode: try fields.required("postalCode", expected).nonEmptyText("a postal code (quote it: \"01234\")"),
                         country: code)
}

/// Reads an electronic address, `{scheme: "0208", id: "0123456749"}`, checked by `ElectronicAddress`.
func readEndpoint(_ value: ConfigValue) throws(QuipuError) -> ElectronicAddress {
    let expected = "an electronic address such as {scheme: \"0106\", id: \"12345678\"}, its scheme a Peppol EAS code"
    let fields = try value.mapping(allowed: ["scheme", "id"], expected: expected)
    let scheme = try fields.required("scheme", expected)
    let id = try fields.required("id", expected)
    let schemeText = try scheme.text("a Peppol EAS code such as 0208"), idText = try id.text("an identifier in the scheme")
    guard ElectronicAddress.peppolSchemes.contains(schemeText) else {
        throw scheme.mistake("\"\(schemeText)\" is not a Peppol EAS code; expected four digits of the Electronic Address Scheme list "
            + "such as \"0208\" (Belgian enterprise number), \"0106\" (Dutch KvK), \"9930\" (German VAT id) or \"0088\" (GLN)")
    }
    do { return try ElectronicAddress(scheme: schemeText, id: idText) } catch { throw id.mistake(error.description.replacingOccurrences(of: "endpoint: ", with: "")) }
}

/// Reads a VAT identifier: its ISO country prefix, then letters, digits and the separators some countries use.
func readVATID(_ value: ConfigValue) throws(QuipuError) -> String {
    let id = try value.nonEmptyText("a VAT identifier with its country prefix, such as DE123456789")
    if id.utf8.count >= 2, id.utf8.prefix(2).allSatisfy({ (0x41...0x5A).contains($0) }), !PartyRules.hasVATPrefix(id) {
        throw value.mistake("\"\(id)\" starts with \"\(id.prefix(2))\", which is no country's code (EN 16931 BR-CO-09); expected an ISO 3166-1 "
            + "alpha-2 prefix, EL for Greece or XI for Northern Ireland, such as DE123456789")
    }
    guard PartyRules.isVATID(id) else {
        throw value.mistake("\"\(id)\" is not a VAT identifier; expected its ISO country prefix, then capital letters and digits, such as DE123456789")
    }
    return id
}
