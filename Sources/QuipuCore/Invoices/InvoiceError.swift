import Foundation

/// Why an invoice cannot be made.
public enum InvoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidVAT(String)
    /// Reverse charge shifts the VAT to the buyer, who must therefore be identified.
    case reverseChargeWithoutBuyerVATID
    case unknownProject(String, available: [String])
    /// A title that more than one project has.
    case ambiguousProject(String, ids: [UUID])
    /// Rate keys that name no project or task.
    case unmatchedRateKeys([String])
    case noHourlyRate(project: String, task: String)
    case negativePaymentTerms(Int)
    case nothingToBill(Period)
    case rate(RateLookupError)
    case money(MoneyError)

    public var description: String {
        switch self {
        case let .invalidVAT(reason):
            "vat: \(reason)"
        case .reverseChargeWithoutBuyerVATID:
            "vat: category AE (reverse charge) needs the buyer's vatId"
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
