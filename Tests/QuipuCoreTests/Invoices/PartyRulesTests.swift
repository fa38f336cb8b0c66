import QuipuCore
import Testing

@Suite("Party identifiers")
struct PartyRulesTests {
    @Test("a country is an ISO 3166-1 alpha-2 code: DE, GR and GB are, XX, EL, EU and de are not")
    func countryCodes() {
        #expect(CountryCodes.iso3166Alpha2.count == 249)
        #expect(["DE", "GR", "GB", "US", "AX"].allSatisfy(PartyRules.isCountryCode))
        #expect(!["XX", "EL", "EU", "UK", "de", "D", "DEU", ""].contains(where: PartyRules.isCountryCode))
    }

    @Test("BR-CO-09: a VAT identifier's prefix is a country's code, or EL (Greece) or XI (Northern Ireland)")
    func vatPrefixes() {
        #expect(["DE123456789", "EL123456789", "XI123456789", "GR123456789", "NL123456789B01", "ATU12345678"].allSatisfy(PartyRules.isVATID))
        #expect(!["XX123456789", "EU123456789", "UK123456789", "123456789", "DE", "de123456789"].contains(where: PartyRules.isVATID))
    }
}
