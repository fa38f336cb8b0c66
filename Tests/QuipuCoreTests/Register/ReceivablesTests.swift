import Foundation
import QuipuCore
import Testing

@Suite("Receivables: what is open, and for how long")
struct ReceivablesTests {
    /// The example workspace's March invoice (`InvoiceTests`' helpers: Website and Mobile App at
    /// 100 EUR an hour with 19 % VAT, 14 days to pay) numbered `number` and issued on `issued`.
    static func booked(_ number: String, issued: String, payments: [Payment] = [], currency code: String = "EUR") throws -> BookedInvoice {
        let base = request(billing(currency: code))
        let terms = InvoiceTerms(number: number, issueDate: day(issued), period: base.period, asOf: base.asOf, seller: base.seller,
                                 accountingCurrency: base.accountingCurrency, buyer: base.buyer, billing: base.billing)
        let rates = ExchangeRates([RatePublication(date: day("2024-03-28"), base: currency("EUR"), rates: [currency("USD"): 1.25], source: "ECB")])
        return BookedInvoice(try Invoice(state: workspace, terms: terms, rates: rates), client: "acme", place: "quipu.yml: line 1", state: workspace,
                             source: "AppState.json", payments: payments)
    }

    static func credit(_ invoice: BookedInvoice, _ number: String, issued: String, amount: String) throws -> BookedCreditNote {
        let terms = CreditNoteTerms(number: number, issueDate: day(issued), selection: .amount(Decimal(string: amount)!), reason: "Discount")
        return BookedCreditNote(try CreditNote(crediting: invoice.invoice, terms: terms), client: invoice.client, place: "quipu.yml: line 9")
    }

    @Test("an invoice is current until its due date, then in 1-30, 31-60, 61-90 and over 90 days, counted across month ends")
    func buckets() throws {
        let invoice = try Self.booked("1", issued: "2024-04-02")
        #expect(invoice.invoice.dueDate == day("2024-04-16"))
        let books = Books([.invoice(invoice)], accountingCurrency: currency("EUR"))
        let expected: [(String, Int, AgingBucket)] = [
            ("2024-04-16", 0, .current), ("2024-04-17", 1, .days1to30), ("2024-05-16", 30, .days1to30), ("2024-05-17", 31, .days31to60),
            ("2024-06-15", 60, .days31to60), ("2024-06-16", 61, .days61to90), ("2024-07-15", 90, .days61to90), ("2024-07-16", 91, .over90),
        ]
        for (asOf, days, bucket) in expected {
            let open = try #require(try Receivables(books: books, asOf: day(asOf)).invoices.first)
            #expect(open.daysOverdue == days && open.bucket == bucket, "\(asOf)")
        }
        #expect(try Receivables(books: books, asOf: day("2024-04-01")).invoices.isEmpty)
    }

    @Test("a leap day: due on 2024-02-29, one day overdue on 2024-03-01")
    func leapDay() throws {
        let invoice = try Self.booked("1", issued: "2024-02-15")
        #expect(invoice.invoice.dueDate == day("2024-02-29"))
        let open = try #require(try Receivables(books: Books([.invoice(invoice)], accountingCurrency: currency("EUR")), asOf: day("2024-03-01")).invoices.first)
        #expect(open.daysOverdue == 1 && open.bucket == .days1to30)
    }

    @Test("credit notes and payments count from their day; a payment in full settles what is left; totals per bucket add up")
    func balances() throws {
        // 3.3333 h at 100 EUR: 333.33 net, 63.33 VAT, 396.66 due; 50.00 credited, 59.50 with VAT.
        let invoice = try Self.booked("1", issued: "2024-04-02", payments: [Payment(date: day("2024-04-20"), amount: 100), Payment(date: day("2024-05-10"))])
        #expect(invoice.payable.amountText == "396.66")
        let note = try Self.credit(invoice, "C1", issued: "2024-04-10", amount: "50")
        let books = Books([.invoice(invoice), .creditNote(note)], accountingCurrency: currency("EUR"))
        #expect(books.balance(of: invoice, asOf: day("2024-04-09")).open.amountText == "396.66")
        let april = books.balance(of: invoice, asOf: day("2024-04-30"))
        #expect(april.credited.amountText == "59.50" && april.paid.amountText == "100.00" && april.open.amountText == "237.16" && april.settled == nil)
        let may = books.balance(of: invoice, asOf: day("2024-05-10"))
        #expect(may.open.amount == 0 && may.paid.amountText == "337.16" && may.settled == day("2024-05-10"))
        let receivables = try Receivables(books: books, asOf: day("2024-04-30"))
        #expect(receivables.totals.count == 1 && receivables.totals[0].buckets.map(\.amountText) == ["0.00", "237.16", "0.00", "0.00", "0.00"])
        #expect(receivables.accountingTotals.open.amountText == "237.16")
        #expect(try Receivables(books: books, asOf: day("2024-05-10")).invoices.isEmpty)
    }

    @Test("an invoice in another currency is totalled apart, and in the accounting currency at its own rate")
    func currencies() throws {
        let dollars = try Self.booked("2", issued: "2024-04-02", currency: "USD")
        let euros = try Self.booked("1", issued: "2024-04-02")
        let receivables = try Receivables(books: Books([.invoice(euros), .invoice(dollars)], accountingCurrency: currency("EUR")), asOf: day("2024-04-30"))
        #expect(receivables.totals.map(\.currency.code) == ["EUR", "USD"])
        let open = try #require(receivables.invoices.first { $0.booked.number == "2" })
        #expect(open.openInAccountingCurrency == (try dollars.inAccountingCurrency(open.balance.open)))
        #expect(open.openInAccountingCurrency.currency.code == "EUR" && open.openInAccountingCurrency.amount < open.balance.open.amount)
        #expect(receivables.accountingTotals.open.amount == receivables.invoices.reduce(Decimal(0)) { $0 + $1.openInAccountingCurrency.amount })
    }
}
