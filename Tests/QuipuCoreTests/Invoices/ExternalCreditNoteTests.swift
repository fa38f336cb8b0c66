import Foundation
import QuipuCore
import Testing

/// Credit notes of invoices outside the register: `request`'s terms (invoice 2024-0042 of
/// 2024-04-02, March 2024) stand for an invoice issued before the books moved to Quipu.
@Suite("Credit notes of invoices outside the register")
struct ExternalCreditNoteTests {
    static func external(_ settings: BillingSettings = billing(), period: String? = "2024-03", rates: ExchangeRates = .none) throws -> ExternalInvoice {
        try ExternalInvoice(terms: request(settings), servicePeriod: period.map { try! Period.parse($0) }, rates: rates)
    }

    static func credit(_ selection: CreditSelection, of invoice: ExternalInvoice, reason: String? = "Goodwill") throws(CreditNoteError) -> CreditNote {
        try CreditNote(creditingExternal: invoice, terms: CreditNoteTerms(number: "2024-C009", issueDate: day("2024-04-20"), selection: selection,
                                                                          reason: reason))
    }

    @Test("an amount is credited and taxed in the client's category; nothing bounds it but the terms, since the invoice's total is unknown")
    func creditedAmount() throws {
        let note = try Self.credit(.amount(1000), of: try Self.external())
        #expect(note.credited.invoice == nil && note.credited.terms.number == "2024-0042")
        #expect(note.lines.count == 1 && note.lines[0].invoiceLine == nil && note.lines[0].itemName == "Goodwill" && note.lines[0].unit == .one)
        #expect(note.netTotal == money("1000.00", "EUR") && note.vatTotal == money("190.00", "EUR") && note.payable == money("1190.00", "EUR"))
        #expect(note.accountingVAT == nil && note.priceConversion == nil)
        #expect(note.credited.servicePeriod == day("2024-03-01")...day("2024-03-31"))
        #expect(try Self.credit(.amount(5), of: try Self.external(period: nil)).credited.servicePeriod == nil)
    }

    @Test("lines or the whole invoice cannot be credited, and an amount still needs a reason and the currency's precision")
    func onlyAmounts() throws {
        let invoice = try Self.external()
        #expect(throws: CreditNoteError.externalInvoiceHasNoLines("2024-0042")) { try Self.credit(.wholeInvoice, of: invoice) }
        #expect(throws: CreditNoteError.externalInvoiceHasNoLines("2024-0042")) { try Self.credit(.lines([LineCredit(line: "1")]), of: invoice) }
        #expect(throws: CreditNoteError.reasonRequired) { try Self.credit(.amount(5), of: invoice, reason: " ") }
        #expect(throws: CreditNoteError.invalidAmount(amount("0.001"), currency("EUR"))) { try Self.credit(.amount(amount("0.001")), of: invoice) }
        #expect(throws: CreditNoteError.issuedBeforeInvoice(day("2024-04-01"), invoiceDate: day("2024-04-02"))) {
            try CreditNote(creditingExternal: invoice, terms: CreditNoteTerms(number: "C", issueDate: day("2024-04-01"), selection: .amount(5), reason: "r"))
        }
    }

    @Test("in another currency the VAT is converted at the invoice's rate: of the period's last day, or of its issue date without a period")
    func accountingRate() throws {
        let rates = ExchangeRates([publication("2024-03-29", ["USD": "1.0705"]), publication("2024-04-02", ["USD": "1.25"]),
                                   publication("2024-04-19", ["USD": "2"])])
        let dollars = billing(currency: "USD", rateCurrency: "EUR")
        let note = try Self.credit(.amount(100), of: try Self.external(dollars, rates: rates))
        // VAT 19.00 USD; at 2024-03-29's 1.0705 (the period ends on a Sunday, the fallback takes the Friday): 17.748… → 17.75 EUR.
        #expect(note.vatTotal == money("19.00", "USD") && note.accountingVAT?.amount == money("17.75", "EUR"))
        #expect(note.accountingVAT?.rate.publicationDate == day("2024-03-29"))
        let undated = try Self.credit(.amount(100), of: try Self.external(dollars, period: nil, rates: rates))
        #expect(undated.accountingVAT?.amount == money("15.20", "EUR") && undated.accountingVAT?.rate.publicationDate == day("2024-04-02"))
        #expect(throws: InvoiceError.self) { try Self.external(dollars, rates: .none) }
    }

    @Test("the register books it to its client: no credit limit, a negative open amount in the listing, a credit in the receivables, the receivable credited in the ledger")
    func booked() throws {
        let note = try Self.credit(.amount(50), of: try Self.external())
        let booked = BookedCreditNote(note, client: "acme", place: "line 9")
        #expect(booked.creditsExternalInvoice && booked.invoiceNumber == "2024-0042")
        try RegisterRules.check([.creditNote(booked)])
        let books = Books([.creditNote(booked)], accountingCurrency: currency("EUR"))
        let listing = try RegisterListing(books: books, asOf: day("2024-06-01"))
        #expect(listing.entries.map(\.open) == [money("-59.50", "EUR")] && listing.totals.map(\.open) == [money("-59.50", "EUR")])
        #expect(listing.entries[0].client == "acme" && listing.entries[0].credits == "2024-0042")
        let receivables = try Receivables(books: books, asOf: day("2024-06-01"))
        #expect(receivables.invoices.isEmpty && receivables.credits.map(\.open) == [money("-59.50", "EUR")])
        #expect(receivables.totals.map(\.open) == [money("-59.50", "EUR")] && receivables.totals[0].buckets[0] == money("-59.50", "EUR"))
        #expect(receivables.totals[0].creditCount == 1 && receivables.totals[0].invoiceCount == 0)
        #expect(try Receivables(books: books, asOf: day("2024-04-19")).credits.isEmpty)
        let ledger = try Ledger(books: books, asOf: day("2024-06-01"))
        let receivable = try #require(ledger.transactions.first?.postings.first)
        #expect(receivable.account.hledgerName == "assets:receivable:acme" && receivable.amount == money("-59.50", "EUR"))
        #expect(ledger.transactions[0].narration == "credit note 2024-C009 of external invoice 2024-0042")
    }
}
