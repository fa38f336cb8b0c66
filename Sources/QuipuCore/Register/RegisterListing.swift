import Foundation

/// A VAT category and rate, one column group of the register.
public struct VATKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let category: VATCategory
    public let percent: Decimal

    public init(category: VATCategory, percent: Decimal) {
        self.category = category
        self.percent = percent
    }

    /// `S 19`, `O 0`.
    public var description: String { "\(category.rawValue) \(percent)" }

    public static func < (lhs: VATKey, rhs: VATKey) -> Bool {
        (lhs.category.rawValue, lhs.percent) < (rhs.category.rawValue, rhs.percent)
    }
}

/// One invoice or credit note of the register, with its own figures: every amount positive, as
/// the document states it; `kind` says whether it adds to the books or takes from them.
public struct RegisterEntry: Sendable {
    /// An invoice or a credit note, as the register's rules name them.
    public typealias Kind = RegisterDocument.Kind

    public let kind: Kind
    public let number: String
    /// For a credit note, the number of the invoice it credits.
    public let credits: String?
    /// The client's key under `clients:` (`acme`) and its name (`ACME Corp.`).
    public let client: String
    public let clientName: String
    public let issueDate: LocalDate
    /// The invoice's due date; `nil` for a credit note, which has none.
    public let dueDate: LocalDate?
    /// The net per VAT category and rate, in the document's order.
    public let netByVAT: [(key: VATKey, net: Money)]
    public let net: Money
    public let vat: Money
    /// Net plus VAT: the amount due, or the amount credited.
    public let gross: Money
    /// The net in the accounting currency, converted at the invoice's own rate and rounded as the
    /// invoice rounds; the VAT as the document states it there (BT-111); their sum.
    public let accountingNet: Money
    public let accountingVAT: Money
    public let accountingGross: Money
    /// The day an invoice was settled (paid, or credited, in full), if by the as-of day.
    public let paid: LocalDate?
    /// What is open of an invoice on the as-of day; for a credit note of an invoice outside the
    /// register, the credit it leaves the client in these books, negative (the invoice it
    /// reduces is not in them); `nil` for a credit note of an invoice of the register.
    public let open: Money?

    /// `amount` signed as the books see it: positive for an invoice, negative for a credit note.
    func signed(_ amount: Money) -> Decimal { kind == .invoice ? amount.amount : -amount.amount }
}

/// The register's totals in one currency: invoices less credit notes.
public struct RegisterTotals: Sendable {
    public let currency: Currency
    public let invoices: Int
    public let creditNotes: Int
    public let net: Money
    public let vat: Money
    public let gross: Money
    /// The accounting-currency amounts of the same documents, invoices less credit notes.
    public let accountingNet: Money
    public let accountingVAT: Money
    public let accountingGross: Money
    /// What is open of the invoices in this currency on the as-of day, less the credits of
    /// credit notes of invoices outside the register: what the receivable accounts hold.
    public let open: Money
}

/// The register on a day: every invoice and credit note of the books issued by then, in
/// issue-date order then number, with totals per currency and in the accounting currency.
public struct RegisterListing: Sendable {
    public let asOf: LocalDate
    public let accountingCurrency: Currency
    public let entries: [RegisterEntry]
    /// The VAT categories and rates the entries have, ordered: the CSV's net columns.
    public let vatKeys: [VATKey]
    /// Per document currency, by its code.
    public let totals: [RegisterTotals]
    /// Every document in the accounting currency, invoices less credit notes.
    public let accountingNet: Money
    public let accountingVAT: Money
    public let accountingGross: Money

    /// The register of `books` at the end of `asOf`.
    public init(books: Books, asOf: LocalDate) throws(MoneyError) {
        var entries: [RegisterEntry] = []
        for booked in books.invoices where booked.issueDate <= asOf {
            let invoice = booked.invoice, balance = books.balance(of: booked, asOf: asOf)
            let accountingNet = try booked.inAccountingCurrency(invoice.netTotal)
            let accountingVAT = invoice.accountingVAT?.amount ?? invoice.vatTotal
            entries.append(RegisterEntry(
                kind: .invoice, number: booked.number, credits: nil, client: booked.client, clientName: invoice.terms.buyer.name,
                issueDate: booked.issueDate, dueDate: invoice.dueDate, netByVAT: Self.nets(invoice.vatBreakdown), net: invoice.netTotal,
                vat: invoice.vatTotal, gross: invoice.payable, accountingNet: accountingNet, accountingVAT: accountingVAT,
                accountingGross: try accountingNet.adding(accountingVAT), paid: balance.settled, open: balance.open))
        }
        for booked in books.creditNotes where booked.issueDate <= asOf {
            let note = booked.creditNote, invoiceTerms = note.credited.terms
            let accountingNet = try booked.inAccountingCurrency(note.netTotal)
            let accountingVAT = note.accountingVAT?.amount ?? note.vatTotal
            entries.append(RegisterEntry(
                kind: .creditNote, number: booked.number, credits: booked.invoiceNumber, client: booked.client,
                clientName: invoiceTerms.buyer.name, issueDate: booked.issueDate, dueDate: nil, netByVAT: Self.nets(note.vatBreakdown),
                net: note.netTotal, vat: note.vatTotal, gross: note.payable, accountingNet: accountingNet, accountingVAT: accountingVAT,
                accountingGross: try accountingNet.adding(accountingVAT), paid: nil,
                open: booked.creditsExternalInvoice ? Money(-note.payable.amount, note.currency) : nil))
        }
        entries.sort { ($0.issueDate, $0.number) < ($1.issueDate, $1.number) }
        self.asOf = asOf
        accountingCurrency = books.accountingCurrency
        self.entries = entries
        vatKeys = Set(entries.flatMap { $0.netByVAT.map(\.key) }).sorted()
        var totals: [RegisterTotals] = []
        for currency in Set(entries.map(\.net.currency)).sorted(by: { $0.code < $1.code }) {
            let these = entries.filter { $0.net.currency == currency }
            func sum(_ amount: (RegisterEntry) -> Money, in currency: Currency) throws(MoneyError) -> Money {
                var total = Money.zero(currency)
                for entry in these { total = try total.adding(Money(entry.signed(amount(entry)), currency)) }
                return total
            }
            let accounting = books.accountingCurrency
            totals.append(RegisterTotals(
                currency: currency, invoices: these.filter { $0.kind == .invoice }.count, creditNotes: these.filter { $0.kind == .creditNote }.count,
                net: try sum(\.net, in: currency), vat: try sum(\.vat, in: currency), gross: try sum(\.gross, in: currency),
                accountingNet: try sum(\.accountingNet, in: accounting), accountingVAT: try sum(\.accountingVAT, in: accounting),
                accountingGross: try sum(\.accountingGross, in: accounting),
                open: try Money.sum(these.compactMap(\.open), in: currency)))
        }
        self.totals = totals
        accountingNet = try Money.sum(totals.map(\.accountingNet), in: books.accountingCurrency)
        accountingVAT = try Money.sum(totals.map(\.accountingVAT), in: books.accountingCurrency)
        accountingGross = try Money.sum(totals.map(\.accountingGross), in: books.accountingCurrency)
    }

    /// The taxable amount of each VAT breakdown, by its category and rate.
    private static func nets(_ breakdown: [VATBreakdown]) -> [(key: VATKey, net: Money)] {
        breakdown.map { (VATKey(category: $0.category, percent: $0.percent), $0.taxableAmount) }
    }
}
