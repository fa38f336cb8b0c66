import Foundation
import QuipuCore

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

    // Tracker file: `stateFormat`, `sourceTimeZone` and `mapping`, as on a timesheet entry.
    /// How the client's tracker file is read.
    public var tracker = TrackerOptions()

    static let keys = ["name", "address", "vatId", "email", "state", "projects", "currency", "rateCurrency", "hourlyRate", "projectRates",
                       "taskRates", "vat", "paymentTermsDays", "rateDate", "round", "roundingMode", "timeZone", "midnight"]

    static func read(_ value: ConfigValue, key: String) throws(QuipuError) -> ClientConfig {
        let expected = "a client with name, address, state, currency, vat, and rates (hourlyRate, projectRates or taskRates)"
        let fields = try value.mapping(allowed: keys + TrackerOptions.configKeys, expected: expected)
        let round = try fields["round"]?.rounding().rounding
        let timeZone = try fields["timeZone"]?.timeZone()
        let vat = try readVAT(try fields.required("vat", "the client's VAT, such as {category: S, percent: 19}"))
        let buyerVATID = try fields["vatId"].map { value throws(QuipuError) in try readVATID(value) }
        if vat.category == .reverseCharge, buyerVATID == nil {
            throw try fields.required("vat", "").mistake("category AE (reverse charge) needs the client's vatId; expected `vatId:` beside `vat:`")
        }
        let projects = try fields["projects"].map { value throws(QuipuError) in try value.textList("project titles or ids") }
        if projects?.isEmpty == true { throw fields["projects"]!.mistake("is empty; expected project titles or ids, or no `projects:` for all of them") }
        let terms = try fields.required("paymentTermsDays", "the days from issue to due date, such as 14").count("a number of days from 0 to 100000")
        var client = ClientConfig(
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
            timeZone: timeZone,
            midnight: try fields["midnight"]?.choice(MidnightPolicy.self) ?? .split,
            place: value.place)
        client.tracker = try TrackerOptions.read(fields)
        return client
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
