import Foundation
import QuipuCore
import Testing

@Suite("The register's ledger: hledger and Beancount")
struct LedgerTests {
    static let ledger = try! Ledger(books: RegisterBooks.books, asOf: day("2024-06-30"))

    @Test("a transaction per invoice, credit note and payment, by date; a payment in full pays what is open that day")
    func transactions() {
        let transactions = Self.ledger.transactions
        #expect(transactions.map(\.kind) == [.invoice, .invoice, .creditNote, .payment, .payment])
        #expect(transactions.map { "\($0.date)" } == ["2024-04-02", "2024-04-05", "2024-04-10", "2024-04-20", "2024-05-01"])
        #expect(transactions.map(\.invoice) == ["2024-0001", "2024-0002", "2024-0001", "2024-0001", "2024-0002"])
        // 396.66 due, 59.50 credited on 2024-04-10: the payment in full on 2024-04-20 is 337.16.
        #expect(transactions[3].postings.map(\.amount) == [money("337.16", "EUR"), money("-337.16", "EUR")])
        #expect(transactions[4].postings.map(\.amount) == [money("200.00", "USD"), money("-200.00", "USD")])
        let early = try! Ledger(books: RegisterBooks.books, asOf: day("2024-04-19"))
        #expect(early.transactions.map(\.kind) == [.invoice, .invoice, .creditNote])
    }

    @Test("every transaction balances to zero, each posting in another currency weighed at its cost in the accounting currency")
    func balances() {
        for transaction in Self.ledger.transactions {
            #expect(transaction.balance.values.allSatisfy { $0 == 0 }, "\(transaction.code) \(transaction.balance)")
            #expect(!transaction.postings.contains { $0.account.hledgerName == "expenses:rounding" })
        }
        let dollars = Self.ledger.transactions[1]
        #expect(dollars.postings.map(\.cost) == [money("396.66", "EUR"), money("333.33", "EUR"), money("63.33", "EUR")])
        #expect(dollars.balance == [currency("EUR"): 0])
    }

    @Test("a cent the costs leave over goes to the rounding account, so the transaction still balances")
    func roundingCent() throws {
        let receivable = LedgerAccount(components: ["assets", "receivable", "acme"]), revenue = LedgerAccount(components: ["revenue", "services"])
        let transaction = try LedgerTransaction(
            kind: .invoice, date: day("2024-04-02"), code: "1", payee: "ACME", narration: "invoice 1", invoice: "1",
            postings: [LedgerPosting(receivable, money("100.00", "USD"), cost: money("92.01", "EUR")),
                       LedgerPosting(revenue, money("-100.00", "USD"), cost: money("92.00", "EUR"))],
            accountingCurrency: currency("EUR"), rounding: LedgerAccount(components: ["expenses", "rounding"]))
        #expect(transaction.postings.count == 3)
        #expect(transaction.postings[2].account.hledgerName == "expenses:rounding" && transaction.postings[2].amount == money("-0.01", "EUR"))
        #expect(transaction.balance == [currency("EUR"): 0])
    }

    @Test("the hledger journal: commodities, accounts, and each transaction with its code, payee, @@ costs and the client's key in the receivable")
    func hledger() {
        #expect(Self.ledger.hledgerJournal == """
        ; The register of invoices, credit notes and payments as of 2024-06-30, made by Quipu.
        ; Amounts in each document's currency; @@ is a posting's total in the accounting currency, EUR.

        commodity 0.00 EUR
        commodity 0.00 USD

        account assets:bank
        account assets:receivable:Müller-&-Co.
        account assets:receivable:acme
        account liabilities:vat:payable
        account revenue:services

        2024-04-02 * (2024-0001) ACME Corp. | invoice 2024-0001
            assets:receivable:acme          396.66 EUR
            revenue:services                -333.33 EUR
            liabilities:vat:payable         -63.33 EUR

        2024-04-05 * (2024-0002) ACME Corp. | invoice 2024-0002
            assets:receivable:Müller-&-Co.  424.63 USD @@ 396.66 EUR
            revenue:services                -356.83 USD @@ 333.33 EUR
            liabilities:vat:payable         -67.80 USD @@ 63.33 EUR

        2024-04-10 * (2024-C001) ACME Corp. | credit note 2024-C001 of invoice 2024-0001
            assets:receivable:acme          -59.50 EUR
            revenue:services                50.00 EUR
            liabilities:vat:payable         9.50 EUR

        2024-04-20 * (2024-0001) ACME Corp. | payment of invoice 2024-0001
            assets:bank                     337.16 EUR
            assets:receivable:acme          -337.16 EUR

        2024-05-01 * (2024-0002) ACME Corp. | payment of invoice 2024-0002
            assets:bank                     200.00 USD
            assets:receivable:Müller-&-Co.  -200.00 USD

        """)
    }

    @Test("the Beancount file: options, an open directive per account before its first use, valid names, escaped strings, links")
    func beancount() {
        let text = Self.ledger.beancountFile
        #expect(text.contains("""
        option "title" "Quipu register"
        option "operating_currency" "EUR"

        2024-04-02 open Assets:Bank
        2024-04-02 open Assets:Receivable:Acme
        2024-04-02 open Assets:Receivable:Muller-Co
        2024-04-02 open Income:Services
        2024-04-02 open Liabilities:Vat:Payable

        2024-04-02 * "ACME Corp." "invoice 2024-0001" ^2024-0001
          Assets:Receivable:Acme       396.66 EUR
          Income:Services              -333.33 EUR
          Liabilities:Vat:Payable      -63.33 EUR

        2024-04-05 * "ACME Corp." "invoice 2024-0002" ^2024-0002
          Assets:Receivable:Muller-Co  424.63 USD @@ 396.66 EUR
          Income:Services              -356.83 USD @@ 333.33 EUR
          Liabilities:Vat:Payable      -67.80 USD @@ 63.33 EUR

        """))
        #expect(text.hasSuffix("""
        2024-05-01 * "ACME Corp." "payment of invoice 2024-0002" ^2024-0002
          Assets:Bank                  200.00 USD
          Assets:Receivable:Muller-Co  -200.00 USD

        """))
        #expect(Ledger.beancountString("Discount \"loyal\" \\ agreed\nnow") == #""Discount \"loyal\" \\ agreed now""#)
    }

    @Test("account names: Beancount's capitalised roots and components of letters, digits and hyphens; hledger's without colons or double spaces")
    func sanitising() {
        let cases: [(String, String)] = [("ACME Corp.", "ACME-Corp"), ("acme", "Acme"), ("Müller & Co.", "Muller-Co"), ("été", "Ete"),
                                         ("42 north", "42-north"), ("_x_", "X"), ("--", "X"), ("a..b", "A-b"), ("日本", "X")]
        for (text, expected) in cases { #expect(LedgerAccount.beancountComponent(text) == expected, "\(text)") }
        let roots = ["assets:x": "Assets:X", "liabilities:vat": "Liabilities:Vat", "equity:open": "Equity:Open", "income:fees": "Income:Fees",
                     "revenue:services": "Income:Services", "expenses:rounding": "Expenses:Rounding", "Revenue:by client:ACME Corp.": "Income:By-client:ACME-Corp"]
        for (name, expected) in roots {
            let account = LedgerAccount(components: name.split(separator: ":").map(String.init))
            #expect(account.beancountName == expected)
            #expect(account.beancountName.split(separator: ":").allSatisfy { $0.wholeMatch(of: /[A-Z0-9][A-Za-z0-9-]*/) != nil })
        }
        #expect(LedgerAccount(components: ["assets", "receivable", "x  y;(z)"]).hledgerName == "assets:receivable:x-y-z")
        var accounts = LedgerAccounts()
        accounts.revenue = "revenue:{client}"
        let ledger = try! Ledger(books: RegisterBooks.books, asOf: day("2024-06-30"), accounts: accounts)
        #expect(ledger.accounts.map(\.hledgerName).contains("revenue:Müller-&-Co.") && ledger.accounts.map(\.beancountName).contains("Income:Muller-Co"))
    }

    @Test("configured account names need a type first, no empty component and no placeholder but {client}")
    func accountProblems() {
        #expect(LedgerAccounts.problem(with: "revenue:{client}") == nil && LedgerAccounts.problem(with: "Income:Consulting") == nil)
        #expect(LedgerAccounts.problem(with: "revenue")?.contains("expected components separated by colons") == true)
        #expect(LedgerAccounts.problem(with: "revenue::x")?.contains("expected components separated by colons") == true)
        #expect(LedgerAccounts.problem(with: "sales:x")?.contains("which is no account type") == true)
        #expect(LedgerAccounts.problem(with: "revenue:{project}")?.contains("placeholder other than {client}") == true)
    }

    @Test("a currency without decimals is declared to hledger with a decimal mark (commodity 0. JPY), which it needs there")
    func currencyWithoutDecimals() throws {
        let rates = ExchangeRates([publication("2024-03-29", ["JPY": "160"])])
        let yen = try Invoice(state: workspace, terms: RegisterBooks.terms("2024-0001", issued: "2024-04-02", billing(currency: "JPY", rateCurrency: "EUR")),
                              rates: rates)
        let books = Books([.invoice(BookedInvoice(yen, client: "acme", place: "line 1", state: workspace, source: "a"))], accountingCurrency: currency("EUR"))
        let journal = try Ledger(books: books, asOf: day("2024-06-30")).hledgerJournal
        #expect(journal.contains("commodity 0. JPY\n") && journal.contains("commodity 0.00 EUR\n"), "\(journal)")
    }

    @Test("clients whose names differ only in case or accents share a Beancount account, which the ledger finds; hledger keeps them apart")
    func sharedNames() {
        let books = RegisterBooks.books
        let renamed = Books(books.invoices.enumerated().map { index, booked in
            .invoice(BookedInvoice(booked.invoice, client: index == 0 ? "müller" : "Muller", place: booked.place, state: workspace, source: booked.source,
                                   payments: booked.payments))
        }, accountingCurrency: currency("EUR"))
        let ledger = try! Ledger(books: renamed, asOf: day("2024-06-30"))
        let shared = ledger.accountsSharingAName(\.beancountName)
        #expect(shared.map(\.name) == ["Assets:Receivable:Muller"])
        #expect(shared.first?.accounts.map(\.hledgerName) == ["assets:receivable:Muller", "assets:receivable:müller"])
        #expect(ledger.accountsSharingAName(\.hledgerName).isEmpty && Self.ledger.accountsSharingAName(\.beancountName).isEmpty)
    }
}
