import Foundation

/// A payment received for an invoice, in the invoice's currency.
public struct Payment: Hashable, Sendable {
    /// The day the money arrived.
    public let date: LocalDate
    /// The amount received; `nil` for what was still open that day (`paid: 2024-04-20`).
    public let amount: Decimal?

    public init(date: LocalDate, amount: Decimal? = nil) {
        self.date = date
        self.amount = amount
    }
}
