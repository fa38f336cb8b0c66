import Foundation
import QuipuCore

/// One client under `clients:`: who it is, which tracker file and projects it is billed from,
/// at which rates and how it is taxed.
package struct ClientConfig: Sendable {
    /// The name the client goes by in `quipu.yml` and on the command line (`acme`).
    package let key: String
    package let party: Party
    /// The tracker file, relative to the workspace as written.
    package let state: String
    /// Project titles or ids; `nil` bills every project but that of time recorded without one.
    package let projects: [String]?
    /// The client's own projects and tasks that are not billable (`nonBillable:`); each must name
    /// something in its tracker file.
    package let nonBillable: NonBillableWork
    /// The client's own series of invoice and credit note numbers (`numbering:`), over the workspace's.
    package let numbering: NumberingConfig
    package let currency: Currency
    /// The currency of the hourly rates; `nil` when they are in `currency`.
    package let rateCurrency: Currency?
    package let hourlyRates: HourlyRates
    package let vat: VATRule
    package let paymentTermsDays: Int
    package let rateDate: RateDateRule
    /// The timesheet's rounding of billed time, checked.
    package let round: DurationRounding?
    package let roundingMode: RoundingMode
    /// An IANA zone id, checked; `nil` for the workspace's.
    package let timeZone: TimeZone?
    /// The paper of the client's PDF invoices and credit notes; `nil` for the workspace's.
    package let paper: Paper?
    /// The language and formats of the client's invoices, credit notes and timesheets; `nil` for the workspace's.
    package let locale: DocumentLocale?
    /// Whether the client's invoices carry a payment QR code (`qrCode:`); `nil` for the workspace's.
    package let qrCode: Bool?
    package let midnight: MidnightPolicy
    /// `quipu.yml: line 12: clients.acme`, where errors about the client start.
    package let place: String
    /// The rule set of the client's e-invoices unless an entry or `--profile` says otherwise; `nil` for EN 16931.
    package let profile: InvoiceProfile?
    /// The buyer reference every invoice of the client carries unless one of its own is given
    /// (a German public buyer's Leitweg-ID).
    package let buyerReference: String?
    /// How the client's tracker file is read: `stateFormat`, `sourceTimeZone` and `mapping`, as on a timesheet entry.
    package let tracker: TrackerOptions

    static let keys = ["name", "address", "vatId", "email", "endpoint", "state", "projects", "currency", "rateCurrency", "hourlyRate",
                       "projectRates", "taskRates", "vat", "paymentTermsDays", "rateDate", "round", "roundingMode", "timeZone", "paper", "locale", "midnight",
                       "profile", "buyerReference", "nonBillable", "numbering", "qrCode"]

    static func read(_ value: ConfigValue, key: String) throws(QuipuError) -> ClientConfig {
        let expected = "a client with name, address, state, currency, vat, and rates (hourlyRate, projectRates or taskRates)"
        let fields = try value.mapping(allowed: keys + TrackerOptions.configKeys, expected: expected)
        let round = try fields["round"]?.rounding()
        let timeZone = try fields["timeZone"]?.timeZone()
        let vat = try readVAT(try fields.required("vat", "the client's VAT, such as {category: S, percent: 19}"))
        let buyerVATID = try fields["vatId"].map { value throws(QuipuError) in try readVATID(value) }
        switch vat.category.buyerVATID {
        case .required where buyerVATID == nil:
            throw try fields.required("vat", "").mistake("category \(vat.category.rawValue) (\(vat.category == .reverseCharge ? "reverse charge" : "intra-community supply")) "
                + "needs the client's vatId; expected `vatId:` beside `vat:`")
        case .forbidden where buyerVATID != nil:
            throw fields["vatId"]!.mistake("category \(vat.category.rawValue) (outside the scope of VAT) must not state the client's VAT identifier "
                + "(EN 16931 BR-O-02); expected no `vatId:`, or another VAT category")
        case .required, .optional, .forbidden: break
        }
        let projects = try fields["projects"].map { value throws(QuipuError) in try value.textList("project titles or ids") }
        if projects?.isEmpty == true { throw fields["projects"]!.mistake("is empty; expected project titles or ids, or no `projects:` for all of them") }
        let terms = try fields.required("paymentTermsDays", "the days from issue to due date, such as 14").count("a number of days from 0 to 100000")
        return ClientConfig(
            key: key,
            party: Party(name: try fields.required("name", expected).nonEmptyText("the client's name"),
                         address: try readAddress(try fields.required("address", expected)), vatID: buyerVATID,
                         email: try fields["email"]?.nonEmptyText("an email address"),
                         endpoint: try fields["endpoint"].map { value throws(QuipuError) in try readEndpoint(value) }),
            state: try fields.required("state", "the tracker file to bill from, such as AppState.json").nonEmptyText("a file path"),
            projects: projects,
            nonBillable: try fields["nonBillable"]?.nonBillableWork() ?? .none,
            numbering: try fields["numbering"].map { value throws(QuipuError) in try NumberingConfig.read(value, owner: "clients.\(key)") } ?? .none,
            currency: try fields.required("currency", "the invoice currency, such as USD").currency(),
            rateCurrency: try fields["rateCurrency"]?.currency(),
            hourlyRates: try readRates(fields),
            vat: vat,
            paymentTermsDays: terms,
            rateDate: try fields["rateDate"]?.choice(RateDateRule.self) ?? .periodEnd,
            round: round,
            roundingMode: try fields["roundingMode"]?.choice(RoundingMode.self) ?? .halfUp,
            timeZone: timeZone,
            paper: try fields["paper"]?.choice(Paper.self),
            locale: try fields["locale"]?.documentLocale(),
            qrCode: try fields["qrCode"]?.boolean(),
            midnight: try fields["midnight"]?.choice(MidnightPolicy.self) ?? .split,
            place: value.place,
            profile: try fields["profile"]?.choice(InvoiceProfile.self),
            buyerReference: try fields["buyerReference"]?.nonEmptyText("the buyer's reference, such as a Leitweg-ID 04011000-12345-67"),
            tracker: try TrackerOptions.read(fields))
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
        let expected = "{category: S, percent: 19}; categories S, Z, E, AE, K, G and O, where all but S and Z need exemptionReason"
        let fields = try value.mapping(allowed: ["category", "percent", "exemptionReason"], expected: expected)
        let category = try fields.required("category", expected).choice(VATCategory.self)
        let percent = try fields["percent"]?.amount() ?? 0
        let reason = try fields["exemptionReason"]?.text("the exemption reason the invoice prints")
        if let field = fields["exemptionReason"], !category.needsExemptionReason {
            throw field.mistake("category \(category.rawValue) states no exemption reason (EN 16931 BR-\(category.rawValue)-10); expected no "
                + "exemptionReason, or a category that exempts (E, AE, K, G or O)")
        }
        do {
            return try VATRule(category: category, percent: percent, exemptionReason: reason)
        } catch {
            throw value.mistake(error.description.replacingOccurrences(of: "vat: ", with: ""))
        }
    }
}
