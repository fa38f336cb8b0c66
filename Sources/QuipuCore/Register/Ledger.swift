import Foundation

/// The accounts the register's ledger books to, as hledger names them (`assets:receivable:{client}`):
/// components separated by `:`, the first one the account's type (`assets`, `liabilities`,
/// `equity`, `income` or `revenue`, `expenses`), `{client}` standing for the client's key.
/// Beancount's names are made from the same ones (`Assets:Receivable:Acme`).
public struct LedgerAccounts: Hashable, Sendable {
    /// Debited with each invoice's amount due, credited with its credit notes and payments.
    public var receivable: String
    /// Credited with each invoice's net.
    public var revenue: String
    /// Credited with each invoice's VAT.
    public var vat: String
    /// Debited with each payment.
    public var bank: String
    /// Takes what is left when a transaction's accounting-currency amounts do not add up to zero.
    public var rounding: String

    public init(receivable: String = "assets:receivable:{client}", revenue: String = "revenue:services", vat: String = "liabilities:vat:payable",
                bank: String = "assets:bank", rounding: String = "expenses:rounding") {
        self.receivable = receivable
        self.revenue = revenue
        self.vat = vat
        self.bank = bank
        self.rounding = rounding
    }

    /// The keys of `accounts:` in `quipu.yml`, in this order, with their defaults.
    public static let keys = ["receivable", "revenue", "vat", "bank", "rounding"]

    /// The account types a name may start with, and Beancount's root for each.
    public static let roots: [String: String] = ["assets": "Assets", "liabilities": "Liabilities", "equity": "Equity", "income": "Income",
                                                 "revenue": "Income", "revenues": "Income", "expenses": "Expenses", "expense": "Expenses"]

    /// What is wrong with the account name `name`, or `nil`: it needs a type as its first
    /// component and no empty component, and may hold `{client}` and no other placeholder.
    public static func problem(with name: String) -> String? {
        let components = name.split(separator: ":", omittingEmptySubsequences: false)
        guard components.count >= 2, components.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return "\"\(name)\" is not an account name; expected components separated by colons, such as revenue:services"
        }
        guard roots[components[0].lowercased()] != nil else {
            return "\"\(name)\" starts with \"\(components[0])\", which is no account type; expected assets, liabilities, equity, income, revenue or expenses"
        }
        let placeholders = name.replacingOccurrences(of: "{client}", with: "")
        guard !placeholders.contains("{"), !placeholders.contains("}") else {
            return "\"\(name)\" holds a placeholder other than {client}; expected {client} (the client's key) or none"
        }
        return nil
    }

    /// The components of `template` with `{client}` as `client`.
    func account(_ template: String, client: String) -> LedgerAccount {
        LedgerAccount(components: template.replacingOccurrences(of: "{client}", with: client.replacingOccurrences(of: ":", with: "-"))
            .split(separator: ":", omittingEmptySubsequences: false).map(String.init))
    }
}

/// An account of the ledger: its components as configured, the client's key put in. Each
/// format makes them valid names of its own (`hledgerName`, `beancountName`).
public struct LedgerAccount: Hashable, Comparable, Sendable {
    public let components: [String]

    public init(components: [String]) { self.components = components }

    /// hledger's name: components joined by `:`, each without a colon, a `;`, brackets or
    /// parentheses, or white space (two spaces would end the name), which become hyphens.
    public var hledgerName: String {
        components.map { component in
            Self.collapsed(component.map { character -> Character in
                character.isWhitespace || ":;()[]".contains(character) || character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true ? "-" : character
            })
        }.joined(separator: ":")
    }

    /// Beancount's name: the type's root (`Assets`, `Liabilities`, `Equity`, `Income`,
    /// `Expenses`), then each component in ASCII letters, digits and hyphens, starting with a
    /// capital letter or a digit (`ACME Corp.` → `ACME-Corp`, `müller` → `Muller`).
    public var beancountName: String {
        let root = LedgerAccounts.roots[components[0].lowercased()] ?? "Assets"
        return ([root] + components.dropFirst().map(Self.beancountComponent)).joined(separator: ":")
    }

    /// One component of a Beancount name.
    public static func beancountComponent(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var component = collapsed(folded.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber) ? character : "-"
        })
        guard let first = component.first else { return "X" }
        if first.isLowercase { component = first.uppercased() + component.dropFirst() }
        return component
    }

    /// `characters` with runs of hyphens made one and none at either end; `-` when nothing is left.
    private static func collapsed(_ characters: [Character]) -> String {
        var text = ""
        for character in characters where !(character == "-" && (text.isEmpty || text.last == "-")) { text.append(character) }
        while text.last == "-" { text.removeLast() }
        return text
    }

    public static func < (lhs: LedgerAccount, rhs: LedgerAccount) -> Bool { lhs.hledgerName < rhs.hledgerName }
}

/// One posting: an amount to an account, with its total cost in the accounting currency (`@@`)
/// when it is in another currency.
public struct LedgerPosting: Hashable, Sendable {
    public let account: LedgerAccount
    public let amount: Money
    /// The posting's value in the accounting currency, positive (hledger's and Beancount's `@@`).
    public let cost: Money?

    public init(_ account: LedgerAccount, _ amount: Money, cost: Money? = nil) {
        self.account = account
        self.amount = amount
        self.cost = cost
    }

    /// What the posting weighs in balancing: its cost, signed as its amount, else its amount.
    var weight: Money { cost.map { Money(amount.amount < 0 ? -$0.amount : $0.amount, $0.currency) } ?? amount }
}

/// One transaction of the ledger: an invoice, a credit note or a payment.
public struct LedgerTransaction: Sendable {
    public enum Kind: Int, Sendable { case invoice, creditNote, payment }

    public let kind: Kind
    public let date: LocalDate
    /// The document's number: the invoice's, the credit note's, or the paid invoice's.
    public let code: String
    /// The client's name.
    public let payee: String
    public let narration: String
    /// The invoice the transaction belongs to, linking its credit notes and payments.
    public let invoice: String
    /// In order, every one of them with an amount other than zero; they add up to zero per
    /// currency, weighing each posting with a cost at its cost.
    public let postings: [LedgerPosting]

    /// A transaction of `postings` (those of a zero amount left out); when their weights in
    /// `accountingCurrency` do not add up to zero, a posting to `rounding` takes the difference.
    public init(kind: Kind, date: LocalDate, code: String, payee: String, narration: String, invoice: String, postings: [LedgerPosting],
                accountingCurrency: Currency, rounding: LedgerAccount) throws(MoneyError) {
        var kept = postings.filter { $0.amount.amount != 0 }
        let residual = try Money.sum(kept.map(\.weight).filter { $0.currency == accountingCurrency }, in: accountingCurrency)
        if residual.amount != 0 { kept.append(LedgerPosting(rounding, Money(-residual.amount, accountingCurrency))) }
        self.kind = kind
        self.date = date
        self.code = code
        self.payee = payee
        self.narration = narration
        self.invoice = invoice
        self.postings = kept
    }

    /// The sum of the postings' weights per currency; every one is zero.
    public var balance: [Currency: Decimal] {
        var sums: [Currency: Decimal] = [:]
        for posting in postings { sums[posting.weight.currency, default: 0] += posting.weight.amount }
        return sums
    }
}

/// The register as double-entry transactions, for hledger and Beancount: per invoice (on its
/// issue date) the receivable debited with the amount due against revenue and VAT payable; per
/// credit note the reverse; per payment the bank against the receivable. Amounts are in the
/// document's currency; in another currency than the accounting one each carries its cost there:
/// the net converted as the invoice converts it, the VAT as the invoice states it there (BT-111),
/// the receivable their sum.
public struct Ledger: Sendable {
    public let asOf: LocalDate
    public let accountingCurrency: Currency
    /// By date, then invoices, credit notes and payments, then number.
    public let transactions: [LedgerTransaction]

    /// The ledger of `books` at the end of `asOf`: documents issued and payments received by then.
    public init(books: Books, asOf: LocalDate, accounts: LedgerAccounts = LedgerAccounts()) throws(MoneyError) {
        let accounting = books.accountingCurrency
        let rounding = accounts.account(accounts.rounding, client: "")
        var transactions: [LedgerTransaction] = []
        for booked in books.invoices where booked.issueDate <= asOf {
            let invoice = booked.invoice
            let receivable = accounts.account(accounts.receivable, client: booked.client)
            let costs = try Self.costs(net: invoice.netTotal, vat: invoice.vatTotal, accountingVAT: invoice.accountingVAT?.amount,
                                       rate: booked.accountingRate, mode: invoice.terms.billing.roundingMode, accounting: accounting)
            transactions.append(try LedgerTransaction(
                kind: .invoice, date: booked.issueDate, code: booked.number, payee: invoice.terms.buyer.name, narration: "invoice \(booked.number)",
                invoice: booked.number, postings: [
                    LedgerPosting(receivable, invoice.payable, cost: costs?.gross),
                    LedgerPosting(accounts.account(accounts.revenue, client: booked.client), Money(-invoice.netTotal.amount, invoice.currency), cost: costs?.net),
                    LedgerPosting(accounts.account(accounts.vat, client: booked.client), Money(-invoice.vatTotal.amount, invoice.currency), cost: costs?.vat),
                ], accountingCurrency: accounting, rounding: rounding))
            // Payments: each in the order received; one in full pays what is open that day.
            let notes = books.creditNotes(of: booked.number)
            var paid: Decimal = 0
            for payment in booked.payments.sorted(by: { $0.date < $1.date }) where payment.date <= asOf {
                let credited = notes.filter { $0.issueDate <= payment.date }.reduce(Decimal(0)) { $0 + $1.payable.amount }
                let amount = payment.amount ?? max(invoice.payable.amount - credited - paid, 0)
                paid += amount
                guard amount != 0 else { continue }
                let money = Money(amount, invoice.currency)
                transactions.append(try LedgerTransaction(
                    kind: .payment, date: payment.date, code: booked.number, payee: invoice.terms.buyer.name,
                    narration: "payment of invoice \(booked.number)", invoice: booked.number, postings: [
                        LedgerPosting(accounts.account(accounts.bank, client: booked.client), money),
                        LedgerPosting(receivable, Money(-amount, invoice.currency)),
                    ], accountingCurrency: accounting, rounding: rounding))
            }
        }
        for booked in books.creditNotes where booked.issueDate <= asOf {
            let note = booked.creditNote, client = booked.client, invoiceTerms = note.credited.terms
            let costs = try Self.costs(net: note.netTotal, vat: note.vatTotal, accountingVAT: note.accountingVAT?.amount, rate: booked.accountingRate,
                                       mode: invoiceTerms.billing.roundingMode, accounting: accounting)
            transactions.append(try LedgerTransaction(
                kind: .creditNote, date: booked.issueDate, code: booked.number, payee: invoiceTerms.buyer.name,
                narration: "credit note \(booked.number) of \(booked.creditsExternalInvoice ? "external " : "")invoice \(booked.invoiceNumber)", invoice: booked.invoiceNumber, postings: [
                    LedgerPosting(accounts.account(accounts.receivable, client: client), Money(-note.payable.amount, note.currency), cost: costs?.gross),
                    LedgerPosting(accounts.account(accounts.revenue, client: client), note.netTotal, cost: costs?.net),
                    LedgerPosting(accounts.account(accounts.vat, client: client), note.vatTotal, cost: costs?.vat),
                ], accountingCurrency: accounting, rounding: rounding))
        }
        transactions.sort { ($0.date, $0.kind.rawValue, $0.code) < ($1.date, $1.kind.rawValue, $1.code) }
        self.asOf = asOf
        accountingCurrency = accounting
        self.transactions = transactions
    }

    /// The accounts the transactions use, by name.
    public var accounts: [LedgerAccount] { Set(transactions.flatMap { $0.postings.map(\.account) }).sorted() }

    /// Accounts that `name` (`\.hledgerName` or `\.beancountName`) gives one name, such as the
    /// receivables of clients `acme` and `Acme`, which Beancount capitalises alike: a file would
    /// merge their balances. Each group holds two or more accounts, in order.
    public func accountsSharingAName(_ name: (LedgerAccount) -> String) -> [(name: String, accounts: [LedgerAccount])] {
        Dictionary(grouping: accounts, by: name).filter { $0.value.count > 1 }.map { ($0.key, $0.value.sorted()) }.sorted { $0.name < $1.name }
    }

    /// The currencies the transactions use, by code.
    public var currencies: [Currency] {
        Set(transactions.flatMap { $0.postings.flatMap { [$0.amount.currency] + ($0.cost.map { [$0.currency] } ?? []) } } + [accountingCurrency])
            .sorted { $0.code < $1.code }
    }

    /// The costs of a document in another currency than `accounting`: its net converted at `rate`
    /// and rounded by `mode`, its VAT as stated there, and their sum; `nil` in the accounting currency.
    private static func costs(net: Money, vat: Money, accountingVAT: Money?, rate: ExchangeRate, mode: RoundingMode,
                              accounting: Currency) throws(MoneyError) -> (net: Money, vat: Money, gross: Money)? {
        guard net.currency != accounting else { return nil }
        let convertedNet = try rate.convert(net).rounded(mode)
        let convertedVAT: Money
        if let accountingVAT { convertedVAT = accountingVAT } else { convertedVAT = try rate.convert(vat).rounded(mode) }
        return (convertedNet, convertedVAT, try convertedNet.adding(convertedVAT))
    }
}
