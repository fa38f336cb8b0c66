import Foundation

/// The books: every invoice and credit note of the register, made, with what was paid. Reports
/// of the register (`Receivables`, `RegisterListing`) are pure functions of them.
public struct Books: Sendable {
    /// The invoices, in the register's order.
    public let invoices: [BookedInvoice]
    /// The credit notes, in the register's order.
    public let creditNotes: [BookedCreditNote]
    /// The seller's bookkeeping currency.
    public let accountingCurrency: Currency

    /// The books of `documents`, kept in `accountingCurrency`.
    public init(_ documents: [BookedDocument], accountingCurrency: Currency) {
        var invoices: [BookedInvoice] = [], creditNotes: [BookedCreditNote] = []
        for document in documents {
            switch document {
            case let .invoice(invoice): invoices.append(invoice)
            case let .creditNote(note): creditNotes.append(note)
            }
        }
        self.invoices = invoices
        self.creditNotes = creditNotes
        self.accountingCurrency = accountingCurrency
    }

    /// The credit notes of the invoice numbered `number`, in issue-date order.
    public func creditNotes(of number: String) -> [BookedCreditNote] {
        creditNotes.enumerated().filter { $0.element.invoiceNumber == number }
            .sorted { ($0.element.issueDate, $0.offset) < ($1.element.issueDate, $1.offset) }.map(\.element)
    }

    /// Per tracker file (`BookedInvoice.source`), the stretches of its slips that invoices bill,
    /// but for invoices credited in full (their time is unbilled again).
    public var billedStretches: [String: BilledStretches] {
        let credited = Dictionary(grouping: creditNotes, by: \.invoiceNumber).mapValues { $0.reduce(Decimal(0)) { $0 + $1.net.amount } }
        let billing = invoices.filter { credited[$0.number] != $0.net.amount }
        return Dictionary(grouping: billing, by: \.source).mapValues { BilledStretches($0.flatMap(\.billedSlips)) }
    }

    /// Where `invoice` stands at the end of `day`: its amount due less the credit notes issued
    /// and the payments received by then (a payment in full settles what is left).
    public func balance(of invoice: BookedInvoice, asOf day: LocalDate) -> InvoiceBalance {
        let currency = invoice.payable.currency
        let credited = creditNotes(of: invoice.number).filter { $0.issueDate <= day }.reduce(Decimal(0)) { $0 + $1.payable.amount }
        var paid: Decimal = 0, paidInFull: LocalDate?
        for payment in invoice.payments.sorted(by: { $0.date < $1.date }) where payment.date <= day {
            if let amount = payment.amount {
                paid += amount
            } else {
                paid = max(invoice.payable.amount - credited, paid)
            }
            if paid >= invoice.payable.amount - credited, paidInFull == nil { paidInFull = payment.date }
        }
        let open = max(invoice.payable.amount - credited - paid, 0)
        return InvoiceBalance(credited: Money(credited, currency), paid: Money(paid, currency), open: Money(open, currency),
                              settled: open == 0 ? paidInFull ?? creditNotes(of: invoice.number).last { $0.issueDate <= day }?.issueDate : nil)
    }
}

/// Where an invoice stands on a day: what its credit notes took back, what was paid, what is open.
public struct InvoiceBalance: Hashable, Sendable {
    /// The credit notes' amounts, VAT included.
    public let credited: Money
    public let paid: Money
    /// What the client still owes: the amount due less `credited` and `paid`, never below 0.
    public let open: Money
    /// The day nothing was left open (the last payment or credit note needed), if by then.
    public let settled: LocalDate?
}

extension BookedInvoice {
    /// The rate that converts the invoice's currency to the accounting currency, as the invoice
    /// converts its VAT (BT-111); 1 when they are the same.
    public var accountingRate: ExchangeRate {
        invoice.accountingVAT?.rate ?? .identity(invoice.currency, on: invoice.terms.issueDate)
    }

    /// `amount` in the accounting currency at the invoice's own rate, rounded as the invoice rounds.
    public func inAccountingCurrency(_ amount: Money) throws(MoneyError) -> Money {
        try accountingRate.convert(amount).rounded(invoice.terms.billing.roundingMode)
    }
}

extension BookedCreditNote {
    /// The rate of the credited invoice, whatever the rates on the credit note's date: the one its
    /// VAT was converted at (BT-111); 1 when its currency is the accounting currency.
    public var accountingRate: ExchangeRate {
        creditNote.credited.accountingRate ?? .identity(creditNote.currency, on: creditNote.credited.terms.issueDate)
    }

    /// `amount` in the accounting currency at the credited invoice's rate, rounded as that invoice rounds.
    public func inAccountingCurrency(_ amount: Money) throws(MoneyError) -> Money {
        try accountingRate.convert(amount).rounded(creditNote.credited.terms.billing.roundingMode)
    }
}
