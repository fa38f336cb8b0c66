import Foundation

/// How long an open invoice has been overdue.
public enum AgingBucket: String, CaseIterable, Sendable {
    /// Not due yet, or due today.
    case current
    case days1to30 = "1-30"
    case days31to60 = "31-60"
    case days61to90 = "61-90"
    case over90 = "over-90"

    /// The bucket of an invoice `days` days past its due date.
    public init(daysOverdue days: Int) {
        switch days {
        case ...0: self = .current
        case 1...30: self = .days1to30
        case 31...60: self = .days31to60
        case 61...90: self = .days61to90
        default: self = .over90
        }
    }
}

/// An invoice with something open on the as-of day.
public struct OpenInvoice: Sendable {
    public let booked: BookedInvoice
    public let balance: InvoiceBalance
    /// Days past the due date on the as-of day; 0 when not yet due.
    public let daysOverdue: Int
    public let bucket: AgingBucket
    /// The open amount in the accounting currency, at the invoice's own rate.
    public let openInAccountingCurrency: Money
}

/// A credit note of an invoice outside the register, issued by the as-of day: a credit the client
/// holds in these books, since the invoice it reduces is not in them. Aging reports show such a
/// credit as a negative amount; it is never overdue, so it is `current`.
public struct OpenCredit: Sendable {
    public let booked: BookedCreditNote
    /// The amount credited, VAT included, negative.
    public let open: Money
    /// `open` in the accounting currency, at the credited invoice's own rate.
    public let openInAccountingCurrency: Money
}

/// Open amounts per aging bucket, in one currency.
public struct AgingTotals: Sendable {
    public let currency: Currency
    /// One per `AgingBucket.allCases`, in that order.
    public let buckets: [Money]
    /// The sum of the buckets.
    public let open: Money
    /// How many invoices are open.
    public let invoiceCount: Int
    /// How many credits of invoices outside the register are in `current`.
    public let creditCount: Int
}

/// Who still owes what on a day: every invoice of the books with an open amount, how long it is
/// overdue, and totals per currency and in the accounting currency.
public struct Receivables: Sendable {
    public let asOf: LocalDate
    /// The open invoices, by client (its name as invoices print it, then its key), then due date, then number.
    public let invoices: [OpenInvoice]
    /// The credits of invoices outside the register, in the same order by issue date; their
    /// negative amounts count in the totals' `current` bucket.
    public let credits: [OpenCredit]
    /// Per invoice currency, by its code.
    public let totals: [AgingTotals]
    /// Everything open, each invoice converted at its own rate.
    public let accountingTotals: AgingTotals

    /// The receivables of `books` at the end of `asOf`: only invoices issued by then.
    public init(books: Books, asOf: LocalDate) throws(MoneyError) {
        var open: [OpenInvoice] = []
        for booked in books.invoices where booked.issueDate <= asOf {
            let balance = books.balance(of: booked, asOf: asOf)
            guard balance.open.amount > 0 else { continue }
            let overdue = max(asOf.daysSince1970 - booked.invoice.dueDate.daysSince1970, 0)
            open.append(OpenInvoice(booked: booked, balance: balance, daysOverdue: overdue, bucket: AgingBucket(daysOverdue: overdue),
                                    openInAccountingCurrency: try booked.inAccountingCurrency(balance.open)))
        }
        open.sort {
            ($0.booked.invoice.terms.buyer.name, $0.booked.client, $0.booked.invoice.dueDate, $0.booked.number)
                < ($1.booked.invoice.terms.buyer.name, $1.booked.client, $1.booked.invoice.dueDate, $1.booked.number)
        }
        var credits: [OpenCredit] = []
        for booked in books.creditNotes where booked.creditsExternalInvoice && booked.issueDate <= asOf {
            let credit = Money(-booked.payable.amount, booked.payable.currency)
            credits.append(OpenCredit(booked: booked, open: credit, openInAccountingCurrency: try booked.inAccountingCurrency(credit)))
        }
        credits.sort {
            ($0.booked.creditNote.credited.terms.buyer.name, $0.booked.client, $0.booked.issueDate, $0.booked.number)
                < ($1.booked.creditNote.credited.terms.buyer.name, $1.booked.client, $1.booked.issueDate, $1.booked.number)
        }
        self.asOf = asOf
        invoices = open
        self.credits = credits
        let currencies = Set(open.map(\.balance.open.currency) + credits.map(\.open.currency)).sorted { $0.code < $1.code }
        totals = currencies.map { currency in
            Self.totals(open.filter { $0.balance.open.currency == currency }.map { ($0.bucket, $0.balance.open.amount) },
                        credits: credits.filter { $0.open.currency == currency }.map(\.open.amount), currency: currency)
        }
        accountingTotals = Self.totals(open.map { ($0.bucket, $0.openInAccountingCurrency.amount) },
                                       credits: credits.map(\.openInAccountingCurrency.amount), currency: books.accountingCurrency)
    }

    private static func totals(_ amounts: [(AgingBucket, Decimal)], credits: [Decimal], currency: Currency) -> AgingTotals {
        let all = amounts + credits.map { (AgingBucket.current, $0) }
        let buckets = AgingBucket.allCases.map { bucket in Money(all.filter { $0.0 == bucket }.reduce(Decimal(0)) { $0 + $1.1 }, currency) }
        return AgingTotals(currency: currency, buckets: buckets, open: Money(buckets.reduce(Decimal(0)) { $0 + $1.amount }, currency),
                           invoiceCount: amounts.count, creditCount: credits.count)
    }
}
