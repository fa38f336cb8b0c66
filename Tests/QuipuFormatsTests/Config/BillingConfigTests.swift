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
        (seller + client("    nonBillable: Internal\n"),
         "quipu.yml: line 15: clients.acme.nonBillable: expected a list of projects and tasks that are not billable, such as [Internal, {Website: [Lunch reading]}]"),
        (seller + client("    nonBillable: [Internal, {Website: []}]\n"),
         "quipu.yml: line 15: clients.acme.nonBillable[1].Website: is empty; expected task titles or ids, or the project alone for all of its tasks"),
        ("nonBillable: [\"\"]\n" + seller + client(),
         "quipu.yml: line 1: nonBillable[0]: is empty; expected a project title or id, or {project: [tasks]}"),
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
        (seller.replacingOccurrences(of: "vatId: DE123456789", with: "vatId: XX123456789") + client(),
         #"quipu.yml: line 4: seller.vatId: "XX123456789" starts with "XX", which is no country's code (EN 16931 BR-CO-09)"#),
        (seller + client("    vatId: XX123456789\n"),
         #"quipu.yml: line 15: clients.acme.vatId: "XX123456789" starts with "XX", which is no country's code (EN 16931 BR-CO-09)"#),
        (seller.replacingOccurrences(of: "country: DE", with: "country: XX") + client(),
         #"quipu.yml: line 3: seller.address.country: "XX" is not a country code; expected an ISO 3166-1 alpha-2 code such as DE or US"#),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: S, percent: 19, exemptionReason: Exempt}"),
         "quipu.yml: line 13: clients.acme.vat.exemptionReason: category S states no exemption reason (EN 16931 BR-S-10)"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: Z, exemptionReason: Exempt}"),
         "quipu.yml: line 13: clients.acme.vat.exemptionReason: category Z states no exemption reason (EN 16931 BR-Z-10)"),
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
        (seller + client("    endpoint: {scheme: EM, id: billing@acme.example}\n"),
         #"quipu.yml: line 15: clients.acme.endpoint.scheme: "EM" is not a Peppol EAS code; expected four digits"#),
        (seller + client("    endpoint: {scheme: \"0208\", id: \"0123456748\"}\n"),
         #"quipu.yml: line 15: clients.acme.endpoint.id: Belgian enterprise number "0123456748" has wrong check digits"#),
        (seller + client("    endpoint: {scheme: \"0106\"}\n"),
         "quipu.yml: line 15: clients.acme.endpoint: missing key `id`"),
        (seller + client("    profile: peppol-bis\n"),
         #"quipu.yml: line 15: clients.acme.profile: "peppol-bis" is not valid; expected en16931 or peppol or xrechnung"#),
        (seller + "  contact: {name: Ada, telephone: call me}\n" + client(),
         #"quipu.yml: line 6: seller.contact.telephone: "call me" has fewer than three digits"#),
        (seller + client("    vatId: US123456789\n").replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: O, exemptionReason: Not taxable here}"),
         "quipu.yml: line 15: clients.acme.vatId: category O (outside the scope of VAT) must not state the client's VAT identifier (EN 16931 BR-O-02)"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: K, exemptionReason: Intra-community supply}"),
         "quipu.yml: line 13: clients.acme.vat: category K (intra-community supply) needs the client's vatId"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: G}"),
         "quipu.yml: line 13: clients.acme.vat: category G needs an exemptionReason"),
        (seller + client().replacingOccurrences(of: "{category: S, percent: 19}", with: "{category: O, percent: 19, exemptionReason: x}"),
         "quipu.yml: line 13: clients.acme.vat: category O charges 0 %, found percent 19"),
        (seller + client() + "invoices:\n  - {client: acme, period: 2024-03, number: 1, profile: XRechnung}\n",
         #"quipu.yml: line 16: invoices[0].profile: "XRechnung" is not valid; expected en16931 or peppol or xrechnung"#),
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

    @Test("the example workspace's config reads, and asks for five invoices and a checkout")
    func exampleWorkspace() throws {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        #expect(config.requests(of: InvoiceRequest.self).map(\.number) == ["2024-0042", "2024-0043", "2024-0044", "2024-0045", "2024-0046"])
        #expect(config.clients.map { $0.profile } == [nil, .peppol, .xrechnung, nil, nil])
        #expect(config.requests(of: CheckoutRequest.self).count == 1)
        #expect(config.ratesPaths.count == 2)
    }

    /// A seller and an XRechnung client `city`, with `sellerExtra` and `clientExtra` lines, and `invoice` as the only entry.
    static func xrechnungWorkspace(sellerExtra: String = "  endpoint: {scheme: \"9930\", id: DE123456789}\n"
                                       + "  contact: {name: Ada Lovelace, telephone: \"+49 30 1234567\", email: ada@example.org}\n",
                                   clientExtra: String = "    endpoint: {scheme: \"0204\", id: 04011000-12345-67}\n",
                                   invoice: String = "{client: city, period: 2024-03, number: 1}") -> String {
        seller + sellerExtra + """
        clients:
          city:
            name: Stadt Beispiel
            address: {street: Markt 1, city: Bremen, postalCode: "28195", country: DE}
            state: AppState.json
            currency: EUR
            hourlyRate: 85.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 30
            profile: xrechnung

        """ + clientExtra + "invoices:\n  - \(invoice)\n"
    }

    static func resolveOnlyInvoice(_ yaml: String, _ change: (inout InvoiceRequest) -> Void = { _ in }) throws -> InvoiceReport {
        let config = try parse(yaml)
        var request = try #require(config.requests(of: InvoiceRequest.self).first)
        change(&request)
        return try request.resolve(config: config, in: RunEnvironment(now: Date(timeIntervalSince1970: 1_712_000_000), systemTimeZone: .gmt))
    }

    static func usageMessage(_ body: () throws -> Void) -> String? {
        do { try body() } catch let error as QuipuError where error.status == .usage { return error.message } catch { return "\(error)" }
        return nil
    }

    static let profileMistakes: [(yaml: String, flagged: Bool, message: String)] = [
        (xrechnungWorkspace(), false,
         "quipu.yml: line 20: invoices[0]: profile xrechnung needs a buyer reference (BT-10, the Leitweg-ID); expected `buyerReference:` in this entry or under clients.city"),
        (xrechnungWorkspace(), true,
         "quipu.yml: line 9: clients.city: profile xrechnung needs a buyer reference (BT-10, the Leitweg-ID); expected `buyerReference:` under clients.city, or --buyer-reference"),
        (xrechnungWorkspace(clientExtra: "    buyerReference: 04011000-12345-67\n"), false,
         "quipu.yml: line 9: clients.city: profile xrechnung needs the buyer's electronic address (BT-49); expected `endpoint: {scheme: \"0106\", id: \"12345678\"}` under clients.city"),
        (xrechnungWorkspace(sellerExtra: "  endpoint: {scheme: \"9930\", id: DE123456789}\n", invoice: "{client: city, period: 2024-03, number: 1, buyerReference: 04011000-12345-67}"), false,
         "quipu.yml: line 1: seller: profile xrechnung needs the seller's contact name (BT-41); expected `contact: {name: Ada Lovelace"),
        (xrechnungWorkspace(sellerExtra: "", invoice: "{client: city, period: 2024-03, number: 1, buyerReference: 04011000-12345-67}"), false,
         "quipu.yml: line 1: seller: profile xrechnung needs the seller's electronic address (BT-34); expected `endpoint: {scheme: \"9930\", id: DE123456789}` under seller"),
        (xrechnungWorkspace(invoice: "{client: city, period: 2024-03, number: 1, profile: peppol}"), false,
         "quipu.yml: line 20: invoices[0]: profile peppol needs a buyer reference (BT-10) or an order reference (BT-13); expected `buyerReference:` or `orderReference:` in this entry"),
    ]

    @Test("a profile's missing data is a usage error naming the file, the line and the key (or the flag) before anything is made",
          arguments: profileMistakes)
    func profileMistake(yaml: String, flagged: Bool, message: String) {
        let found = Self.usageMessage {
            // `flagged`: as `quipu invoice city` asks for it, with no entry to name.
            _ = try Self.resolveOnlyInvoice(yaml) { if flagged { $0.origin = nil } }
        }
        #expect(found?.hasPrefix(message) == true, "\(found ?? "no error")")
    }

    @Test("references and profile: flag or entry over the client, which is over EN 16931")
    func precedence() throws {
        let complete = Self.xrechnungWorkspace(clientExtra: "    endpoint: {scheme: \"0204\", id: 04011000-12345-67}\n    buyerReference: 04011000-11111-11\n")
        #expect(try Self.resolveOnlyInvoice(complete).terms.buyerReference == "04011000-11111-11")
        #expect(try Self.resolveOnlyInvoice(complete) { $0.buyerReference = "04011000-22222-22" }.terms.buyerReference == "04011000-22222-22")
        #expect(try Self.resolveOnlyInvoice(complete).terms.profile == .xrechnung)
        #expect(try Self.resolveOnlyInvoice(complete) { $0.profile = .peppol; $0.orderReference = "PO-1" }.terms.profile == .peppol)
        let entry = complete.replacingOccurrences(of: "number: 1}", with: "number: 1, profile: en16931, orderReference: PO-9}")
        let fromEntry = try Self.resolveOnlyInvoice(entry)
        #expect(fromEntry.terms.profile == .en16931 && fromEntry.terms.orderReference == "PO-9")
    }
}
