import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("quipu.yml: seller, clients, invoices, checkouts")
struct BillingConfigTests {
    static let seller = """
    seller:
      name: Ada Lovelace Consulting
      address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
      vatId: DE123456789
      accountingCurrency: EUR

    """

    /// A client `acme` with `extra` lines added to it (indented by four spaces).
    static func client(_ extra: String = "") -> String {
        """
        clients:
          acme:
            name: ACME Corp.
            address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
            state: AppState.json
            currency: USD
            hourlyRate: 95.10
            vat: {category: S, percent: 19}
            paymentTermsDays: 14
        \(extra)
        """
    }

    static func parse(_ text: String) throws(QuipuError) -> QuipuConfig {
        try QuipuConfig.parse(Array(text.utf8), path: "quipu.yml")
    }

    @Test("M1: amounts are read from their text, never through a Double: 95.10 stays 95.10, 0.1 + 0.2 kinds stay exact")
    func exactAmounts() throws {
        let config = try Self.parse(Self.seller + Self.client("    projectRates: {Website: 110.123456789012345678901}\n"))
        let client = try #require(config.client("acme"))
        #expect(client.hourlyRates.client == Decimal(string: "95.10"))
        #expect("\(client.hourlyRates.client!)" == "95.1")
        #expect(client.hourlyRates.projects["Website"] == Decimal(string: "110.123456789012345678901"))
        #expect(client.vat == (try VATRule(category: .standard, percent: 19)))
        #expect(client.party.address.postalCode == "12345")
        #expect(config.seller?.accountingCurrency.code == "EUR")
    }

    static let mistakes: [(yaml: String, message: String)] = [
        (seller + client("    hourlyrate: 90\n"),
         "quipu.yml: line 15: clients.acme.hourlyrate: unknown key; expected one of name, address, vatId"),
        (seller + client("    vat: {category: S, percent: 19, rate: 7}\n").replacingOccurrences(of: "    vat: {category: S, percent: 19}\n", with: ""),
         "quipu.yml: line 14: clients.acme.vat.rate: unknown key; expected one of category, percent, exemptionReason"),
        (seller.replacingOccurrences(of: "country: DE}", with: "country: DE, zip: 1}") + client(),
         "quipu.yml: line 3: seller.address.zip: unknown key"),
        (seller + client().replacingOccurrences(of: "    currency: USD\n", with: ""),
         "quipu.yml: line 7: clients.acme: missing key `currency`; expected the invoice currency, such as USD"),
        (seller + client().replacingOccurrences(of: "currency: USD", with: "currency: XYZ"),
         #"quipu.yml: line 11: clients.acme.currency: unknown currency "XYZ""#),
        (seller + client().replacingOccurrences(of: "hourlyRate: 95.10", with: "hourlyRate: 95,10"),
         #"quipu.yml: line 12: clients.acme.hourlyRate: invalid amount "95,10""#),
        (seller + client().replacingOccurrences(of: "hourlyRate: 95.10", with: "hourlyRate: [95]"),
         "quipu.yml: line 12: clients.acme.hourlyRate: expected an amount such as 95.10"),
        (seller + client().replacingOccurrences(of: "paymentTermsDays: 14", with: "paymentTermsDays: two weeks"),
         #"quipu.yml: line 14: clients.acme.paymentTermsDays: "two weeks" is not a number of days"#),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: AE, exemptionReason: Reverse charge}"),
         "quipu.yml: line 13: clients.acme.vat: category AE (reverse charge) needs the client's vatId"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: E}"),
         "quipu.yml: line 13: clients.acme.vat: category E needs an exemptionReason"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: X}"),
         #"quipu.yml: line 13: clients.acme.vat.category: "X" is not valid; expected S or Z or E or AE"#),
        (seller + client("    round: 15:sideways\n"),
         #"quipu.yml: line 15: clients.acme.round: invalid rounding "15:sideways""#),
        (seller + client("    timeZone: Mars/Olympus\n"),
         #"quipu.yml: line 15: clients.acme.timeZone: unknown time zone "Mars/Olympus""#),
        (seller.replacingOccurrences(of: "  vatId: DE123456789\n", with: "") + client(),
         "quipu.yml: line 1: seller: missing key `vatId`"),
        (seller.replacingOccurrences(of: "vatId: DE123456789", with: "vatId: 123456789") + client(),
         #"quipu.yml: line 4: seller.vatId: "123456789" is not a VAT identifier; expected its ISO country prefix"#),
        (seller + client() + "invoices:\n  - {client: acme, period: 2024-03, numbr: 1}\n",
         "quipu.yml: line 16: invoices[0].numbr: unknown key"),
        (seller + client() + "invoices:\n  - {client: acne, period: 2024-03, number: 1}\n",
         #"quipu.yml: line 16: invoices[0].client: no client "acne"; expected one of the names under `clients:`: acme"#),
        (client() + "invoices:\n  - {client: acme, period: 2024-03, number: 1}\n",
         "quipu.yml: line 11: invoices[0]: an invoice needs a seller"),
        (seller + client() + "checkouts:\n  - {orders: orders.json, catalogue: luthier.json}\n",
         "quipu.yml: line 16: checkouts[0].catalogue: unknown key; expected one of orders, catalog, rates, formats, output, name, templates"),
        ("rateFallback: nearest\n", #"quipu.yml: line 1: rateFallback: "nearest" is not valid; expected previous or next"#),
        ("rates: {file: a.xml}\n", "quipu.yml: line 1: rates: expected a rates file path or a list of them"),
    ]

    @Test("R1: every mistake is a usage error naming the file, the line and the key path", arguments: mistakes)
    func mistake(yaml: String, message: String) {
        #expect {
            _ = try Self.parse(yaml)
        } throws: { error in
            guard let error = error as? QuipuError else { return false }
            #expect(error.status == .usage)
            #expect(error.message.hasPrefix(message), "\(error.message)")
            return error.message.hasPrefix(message)
        }
    }

    @Test("the example workspace's config reads, and asks for two invoices and a checkout")
    func exampleWorkspace() throws {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        #expect(config.requests(of: InvoiceReportRequest.self).map(\.number) == ["2024-0042", "2024-0043"])
        #expect(config.requests(of: CheckoutReportRequest.self).count == 1)
        #expect(config.ratesPaths.count == 2)
    }
}
