import Foundation
import QuipuCore
import Yams

/// The money part of `quipu.yml`: exchange-rate files, the seller, the clients, and the invoices
/// and checkouts `quipu build` makes.
///
/// ```yaml
/// rates: ecb/eurofxref-hist.xml        # one path or a list, relative to the workspace
/// rateFallback: previous               # or next
/// seller: {name: …, address: {street: …, city: …, postalCode: "10115", country: DE},
///          vatId: DE123456789, iban: …, email: …, accountingCurrency: EUR}
/// clients:
///   acme: {name: …, address: {…}, state: AppState.json, currency: USD, hourlyRate: 95.00, vat: {category: S, percent: 19}, …}
/// invoices:
///   - {client: acme, period: 2024-03, number: 2024-0042, issueDate: 2024-04-02, asOf: "2024-04-01T00:00:00Z"}
/// checkouts:
///   - {orders: orders.json, catalog: luthier.json, formats: [html, xml, csv]}
/// ```
///
/// Amounts are read from their text, never through a floating-point number. Every mistake names
/// the file, the line and the key path.
public struct BillingConfig: Sendable {
    /// The exchange-rate files, relative to the workspace as written.
    public var rates: [String] = []
    public var rateFallback: RateFallback = .previous
    public var seller: SellerConfig?
    /// In the file's order.
    public var clients: [ClientConfig] = []
    public var invoices: [InvoiceEntry] = []
    public var checkouts: [CheckoutEntry] = []

    /// The top-level keys this part of the config reads.
    static let keys = ["rates", "rateFallback", "seller", "clients", "invoices", "checkouts"]

    /// Reads the money keys of the config's root mapping.
    static func read(_ root: ConfigMapping) throws(QuipuError) -> BillingConfig {
        var config = BillingConfig()
        if let rates = root["rates"] { config.rates = try rates.texts("a rates file path or a list of them") }
        if let fallback = root["rateFallback"] { config.rateFallback = try fallback.choice(RateFallback.self) }
        if let seller = root["seller"] { config.seller = try SellerConfig.read(seller) }
        if let clients = root["clients"] {
            for (key, value) in try clients.namedEntries(expected: "a mapping of client names to clients, such as acme: {name: ACME Corp., …}") {
                config.clients.append(try ClientConfig.read(value, key: key))
            }
        }
        if let invoices = root["invoices"] {
            for entry in try invoices.elements(expected: "invoices such as {client: acme, period: 2024-03, number: 2024-0042}") {
                config.invoices.append(try InvoiceEntry.read(entry))
            }
        }
        if let checkouts = root["checkouts"] {
            for entry in try checkouts.elements(expected: "checkouts such as {orders: orders.json, catalog: luthier.json}") {
                config.checkouts.append(try CheckoutEntry.read(entry))
            }
        }
        for entry in config.invoices where !config.clients.contains(where: { $0.key == entry.client }) {
            throw QuipuError(.usage, "\(entry.place).client: no client \"\(entry.client)\"; expected one of the names under `clients:`"
                + (config.clients.isEmpty ? " (there are none)" : ": " + config.clients.map(\.key).joined(separator: ", ")))
        }
        if !config.invoices.isEmpty, config.seller == nil {
            throw QuipuError(.usage, "\(config.invoices[0].place): an invoice needs a seller; expected `seller:` with name, address, vatId and accountingCurrency")
        }
        return config
    }

    /// The client named `key`.
    public func client(_ key: String) -> ClientConfig? { clients.first { $0.key == key } }
}

/// Reads a postal address: `{street, city, postalCode, country}`.
private func readAddress(_ value: ConfigValue) throws(QuipuError) -> PostalAddress {
    let expected = "an address such as {street: Hauptstraße 1, city: Berlin, postalCode: \"10115\", country: DE}"
    let fields = try value.mapping(allowed: ["street", "city", "postalCode", "country"], expected: expected)
    let country = try fields.required("country", expected)
    let code = try country.text("an ISO 3166-1 country code such as DE")
    guard code.count == 2, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
        throw country.mistake("\"\(code)\" is not a country code; expected two capital letters (ISO 3166-1) such as DE or US")
    }
    return PostalAddress(street: try fields.required("street", expected).nonEmptyText("a street"),
                         city: try fields.required("city", expected).nonEmptyText("a city"),
                         postalCode: try fields.required("postalCode", expected).nonEmptyText("a postal code (quote it: \"01234\")"),
                         country: code)
}

/// Reads a VAT identifier: its ISO country prefix, then letters, digits and the separators some countries use.
private func readVATID(_ value: ConfigValue) throws(QuipuError) -> String {
    let id = try value.nonEmptyText("a VAT identifier with its country prefix, such as DE123456789")
    let utf8 = Array(id.utf8)
    let isLetter: (UInt8) -> Bool = { (0x41...0x5A).contains($0) }
    guard utf8.count >= 4, isLetter(utf8[0]), isLetter(utf8[1]),
          utf8.dropFirst(2).allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "*") })
    else {
        throw value.mistake("\"\(id)\" is not a VAT identifier; expected its ISO country prefix, then capital letters and digits, such as DE123456789")
    }
    return id
}

/// The seller of every invoice: `seller:` in `quipu.yml`.
public struct SellerConfig: Sendable {
    /// Name, address, VAT id (required), email and IBAN.
    public let party: Party
    /// The seller's bookkeeping currency; the VAT total is also stated in it when an invoice's differs.
    public let accountingCurrency: Currency

    static let keys = ["name", "address", "vatId", "iban", "email", "accountingCurrency"]

    static func read(_ value: ConfigValue) throws(QuipuError) -> SellerConfig {
        let expected = "the seller: name, address, vatId, accountingCurrency, and optionally iban and email"
        let fields = try value.mapping(allowed: keys, expected: expected)
        return SellerConfig(
            party: Party(name: try fields.required("name", expected).nonEmptyText("the seller's name"),
                         address: try readAddress(try fields.required("address", expected)),
                         vatID: try readVATID(try fields.required("vatId", "the seller's VAT identifier, which every EN 16931 VAT category needs")),
                         email: try fields["email"]?.nonEmptyText("an email address"),
                         iban: try fields["iban"].map { value throws(QuipuError) in try readIBAN(value) }),
            accountingCurrency: try fields.required("accountingCurrency", expected).currency())
    }

    /// An IBAN: two letters, two check digits, up to 30 letters and digits; spaces are dropped.
    private static func readIBAN(_ value: ConfigValue) throws(QuipuError) -> String {
        let iban = try value.nonEmptyText("an IBAN").filter { $0 != " " }
        let utf8 = Array(iban.utf8)
        guard (15...34).contains(utf8.count), utf8.prefix(2).allSatisfy({ (0x41...0x5A).contains($0) }),
              utf8.dropFirst(2).prefix(2).allSatisfy({ (0x30...0x39).contains($0) }),
              utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) })
        else { throw value.mistake("\"\(iban)\" is not an IBAN; expected a country code, check digits and the account, such as DE89370400440532013000") }
        return iban
    }
}

/// One client under `clients:`: who it is, which tracker file and projects it is billed from,
/// at which rates and how it is taxed.
public struct ClientConfig: Sendable {
    /// The name the client goes by in `quipu.yml` and on the command line (`acme`).
    public let key: String
    public let party: Party
    /// The tracker file, relative to the workspace as written.
    public let state: String
    /// Project titles or ids; `nil` bills every project.
    public let projects: [String]?
    public let currency: Currency
    /// The currency of the hourly rates; `nil` when they are in `currency`.
    public let rateCurrency: Currency?
    public let hourlyRates: HourlyRates
    public let vat: VATRule
    public let paymentTermsDays: Int
    public let rateDate: RateDateRule
    /// The timesheet's rounding of billed time, checked.
    public let round: DurationRounding?
    public let roundingMode: RoundingMode
    /// An IANA zone id, checked; `nil` for the workspace's.
    public let timeZone: String?
    public let midnight: MidnightPolicy
    /// `quipu.yml: line 12: clients.acme`, where errors about the client start.
    public let place: String

    static let keys = ["name", "address", "vatId", "email", "state", "projects", "currency", "rateCurrency", "hourlyRate", "projectRates",
                       "taskRates", "vat", "paymentTermsDays", "rateDate", "round", "roundingMode", "timeZone", "midnight"]

    static func read(_ value: ConfigValue, key: String) throws(QuipuError) -> ClientConfig {
        let expected = "a client with name, address, state, currency, vat, and rates (hourlyRate, projectRates or taskRates)"
        let fields = try value.mapping(allowed: keys, expected: expected)
        var round: DurationRounding?
        if let text = fields["round"] {
            let written = try text.text("a rounding such as 15:up:task")
            do { round = try DurationRounding.parse(written) } catch { throw text.mistake(error.description) }
        }
        if let zone = fields["timeZone"] {
            let identifier = try zone.text("an IANA time zone id such as America/New_York")
            guard TimeZone(identifier: identifier) != nil else {
                throw zone.mistake("unknown time zone \"\(identifier)\"; expected an IANA id such as Europe/Berlin, America/New_York or UTC")
            }
        }
        let vat = try readVAT(try fields.required("vat", "the client's VAT, such as {category: S, percent: 19}"))
        let buyerVATID = try fields["vatId"].map { value throws(QuipuError) in try readVATID(value) }
        if vat.category == .reverseCharge, buyerVATID == nil {
            throw try fields.required("vat", "").mistake("category AE (reverse charge) needs the client's vatId; expected `vatId:` beside `vat:`")
        }
        let projects = try fields["projects"].map { value throws(QuipuError) in try value.textList("project titles or ids") }
        if projects?.isEmpty == true { throw fields["projects"]!.mistake("is empty; expected project titles or ids, or no `projects:` for all of them") }
        let terms = try fields.required("paymentTermsDays", "the days from issue to due date, such as 14").count("a number of days from 0 to 100000")
        return ClientConfig(
            key: key,
            party: Party(name: try fields.required("name", expected).nonEmptyText("the client's name"),
                         address: try readAddress(try fields.required("address", expected)), vatID: buyerVATID,
                         email: try fields["email"]?.nonEmptyText("an email address")),
            state: try fields.required("state", "the tracker file to bill from, such as AppState.json").nonEmptyText("a file path"),
            projects: projects,
            currency: try fields.required("currency", "the invoice currency, such as USD").currency(),
            rateCurrency: try fields["rateCurrency"]?.currency(),
            hourlyRates: try readRates(fields),
            vat: vat,
            paymentTermsDays: terms,
            rateDate: try fields["rateDate"]?.choice(RateDateRule.self) ?? .periodEnd,
            round: round,
            roundingMode: try fields["roundingMode"]?.choice(RoundingMode.self) ?? .halfUp,
            timeZone: try fields["timeZone"]?.text("an IANA time zone id"),
            midnight: try fields["midnight"]?.choice(MidnightPolicy.self) ?? .split,
            place: value.place)
    }

    /// `hourlyRate`, `projectRates` and `taskRates`, each an exact amount of 0 or more.
    private static func readRates(_ fields: ConfigMapping) throws(QuipuError) -> HourlyRates {
        func rate(_ value: ConfigValue) throws(QuipuError) -> Decimal {
            let amount = try value.amount()
            guard amount >= 0 else { throw value.mistake("is \(amount); expected an hourly rate of 0 or more") }
            return amount
        }
        var projects: [String: Decimal] = [:], tasks: [String: [String: Decimal]] = [:]
        for (project, value) in try fields["projectRates"]?.namedEntries(expected: "project titles or ids to rates, such as {Website: 110.00}") ?? [] {
            projects[project] = try rate(value)
        }
        for (project, value) in try fields["taskRates"]?.namedEntries(expected: "projects to tasks to rates, such as {Website: {Design: 120.00}}") ?? [] {
            for (task, taskValue) in try value.namedEntries(expected: "task titles or ids to rates, such as {Design: 120.00}") {
                tasks[project, default: [:]][task] = try rate(taskValue)
            }
        }
        let client = try fields["hourlyRate"].map { value throws(QuipuError) in try rate(value) }
        if client == nil, projects.isEmpty, tasks.isEmpty {
            throw fields.owner.mistake("no hourly rate; expected hourlyRate, projectRates or taskRates")
        }
        return HourlyRates(client: client, projects: projects, tasks: tasks)
    }

    /// `{category, percent, exemptionReason}`, checked by `VATRule`.
    private static func readVAT(_ value: ConfigValue) throws(QuipuError) -> VATRule {
        let expected = "{category: S, percent: 19}; categories S, Z, E and AE, where E and AE need exemptionReason"
        let fields = try value.mapping(allowed: ["category", "percent", "exemptionReason"], expected: expected)
        let category = try fields.required("category", expected).choice(VATCategory.self)
        let percent = try fields["percent"]?.amount() ?? 0
        let reason = try fields["exemptionReason"]?.text("the exemption reason the invoice prints")
        do {
            return try VATRule(category: category, percent: percent, exemptionReason: reason)
        } catch {
            throw value.mistake(error.description.replacingOccurrences(of: "vat: ", with: ""))
        }
    }
}

/// One invoice `quipu build` makes: an entry of `invoices:`.
public struct InvoiceEntry: Sendable {
    public let client: String
    public let period: String
    public let number: String
    public let issueDate: String?
    public let currency: String?
    public let asOf: String?
    public let timeZone: String?
    public let weekStart: String?
    public let formats: [String]?
    /// `quipu.yml: line 40: invoices[0]`.
    public let place: String

    static func read(_ value: ConfigValue) throws(QuipuError) -> InvoiceEntry {
        let expected = "an invoice: client, period and number, and optionally issueDate, currency, asOf, timeZone, weekStart and formats"
        let fields = try value.mapping(allowed: ["client", "period", "number", "issueDate", "currency", "asOf", "timeZone", "weekStart", "formats"],
                                       expected: expected)
        return InvoiceEntry(
            client: try fields.required("client", expected).nonEmptyText("a client's name under `clients:`"),
            period: try fields.required("period", expected).nonEmptyText("a period such as 2024-03"),
            number: try fields.required("number", expected).nonEmptyText("an invoice number such as 2024-0042"),
            issueDate: try fields["issueDate"]?.localDate().description,
            currency: try fields["currency"]?.currency().code,
            asOf: try fields["asOf"]?.text("an ISO 8601 instant such as 2024-04-01T00:00:00Z"),
            timeZone: try fields["timeZone"]?.text("an IANA time zone id"),
            weekStart: try fields["weekStart"]?.text("monday or sunday"),
            formats: try fields["formats"]?.textList("formats such as html, xml, csv, ubl"),
            place: value.place)
    }
}

/// One checkout `quipu build` makes: an entry of `checkouts:`.
public struct CheckoutEntry: Sendable {
    /// Relative to the workspace, as written.
    public let orders: String
    public let catalog: String?
    /// Rates files for this checkout, instead of the workspace's `rates:`.
    public let rates: [String]?
    public let formats: [String]?
    /// `quipu.yml: line 50: checkouts[0]`.
    public let place: String

    static func read(_ value: ConfigValue) throws(QuipuError) -> CheckoutEntry {
        let expected = "a checkout: orders, and optionally catalog, rates and formats"
        let fields = try value.mapping(allowed: ["orders", "catalog", "rates", "formats"], expected: expected)
        return CheckoutEntry(
            orders: try fields.required("orders", expected).nonEmptyText("an orders file such as orders.json"),
            catalog: try fields["catalog"]?.nonEmptyText("a catalog file such as luthier.json"),
            rates: try fields["rates"]?.texts("a rates file path or a list of them"),
            formats: try fields["formats"]?.textList("formats such as html, xml, csv"),
            place: value.place)
    }
}
