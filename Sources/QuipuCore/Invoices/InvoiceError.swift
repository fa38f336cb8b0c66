import Foundation

/// Why an invoice cannot be made.
public enum InvoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A VAT rule that `VATRule.init` refuses, and why.
    case invalidVAT(String)
    /// Reverse charge and intra-community supplies name the buyer by its VAT identifier.
    case buyerVATIDRequired(VATCategory)
    /// Outside the scope of VAT, the invoice states no VAT identifier of the buyer (BR-O-02).
    case buyerVATIDForbidden(VATCategory)
    /// An electronic address whose scheme or identifier the Peppol rules refuse.
    case invalidEndpoint(String)
    /// What the profile needs and the terms lack.
    case profileRequirementsMissing(InvoiceProfile, [ProfileRequirement])
    /// A billed project's name that is no project's title or id; `available` lists every project's title.
    case unknownProject(String, available: [String])
    /// A title that more than one project has.
    case ambiguousProject(String, ids: [UUID])
    /// Rate keys that name no project or task.
    case unmatchedRateKeys([String])
    /// No task, project or client rate applies to the task (named by project and task title).
    case noHourlyRate(project: String, task: String)
    /// Payment terms of fewer than 0 days.
    case negativePaymentTerms(Int)
    /// No billed project has billed time in the period, so the invoice would have no line.
    case nothingToBill(Period)
    /// An exchange rate the invoice needs is missing.
    case rate(RateLookupError)
    /// An amount could not be computed exactly.
    case money(MoneyError)

    /// One line for the user: what is wrong and, where it helps, what was expected.
    public var description: String {
        switch self {
        case let .invalidVAT(reason):
            "vat: \(reason)"
        case let .buyerVATIDRequired(category):
            "vat: category \(category.rawValue) needs the buyer's vatId"
        case let .buyerVATIDForbidden(category):
            "vat: category \(category.rawValue) (outside the scope of VAT) must not state the buyer's vatId (EN 16931 BR-O-02); expected no vatId"
        case let .invalidEndpoint(reason):
            "endpoint: \(reason); expected a Peppol EAS scheme and an identifier, such as {scheme: \"0208\", id: \"0123456749\"}"
        case let .profileRequirementsMissing(profile, missing):
            "profile \(profile.rawValue) needs \(missing.map(\.description).joined(separator: ", "))"
        case let .unknownProject(name, available):
            "projects: no project has the title or id \"\(name)\"; expected one of \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case let .ambiguousProject(title, ids):
            "projects: \(ids.count) projects have the title \"\(title)\"; expected one of their ids instead: "
                + ids.map(\.uuidString).joined(separator: ", ")
        case let .unmatchedRateKeys(keys):
            "hourly rates name no project or task: \(keys.map { "\"\($0)\"" }.joined(separator: ", ")); expected project and task titles or ids"
        case let .noHourlyRate(project, task):
            "no hourly rate for task \"\(task)\" of project \"\(project)\"; expected a hourlyRate, a projectRates entry or a taskRates entry"
        case let .negativePaymentTerms(days):
            "paymentTermsDays is \(days); expected 0 or more days"
        case let .nothingToBill(period):
            "no billed time in \(period) for the client's projects; an invoice needs at least one line"
        case let .rate(error):
            "\(error)"
        case let .money(error):
            "\(error)"
        }
    }
}
