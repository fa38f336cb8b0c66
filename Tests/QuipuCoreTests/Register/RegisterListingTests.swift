import Foundation
import QuipuCore
import Testing

@Suite("The register's listing")
struct RegisterListingTests {
    @Test("one entry per invoice and credit note, in issue-date order, each with its own positive figures and the accounting currency's")
    func entries() throws {
        let listing = try RegisterListing(books: RegisterBooks.books, asOf: day("2024-06-30"))
        #expect(listing.entries.map(\.number) == ["2024-0001", "2024-0002", "2024-C001"])
        #expect(listing.entries.map(\.kind) == [.invoice, .invoice, .creditNote])
        let (euros, dollars, note) = (listing.entries[0], listing.entries[1], listing.entries[2])
        #expect(euros.client == "acme" && euros.clientName == "ACME Corp." && euros.dueDate == day("2024-04-16"))
        #expect([euros.net, euros.vat, euros.gross] == [money("333.33", "EUR"), money("63.33", "EUR"), money("396.66", "EUR")])
        #expect([euros.accountingNet, euros.accountingVAT, euros.accountingGross] == [euros.net, euros.vat, euros.gross])
        #expect(euros.netByVAT.map(\.key) == [VATKey(category: .standard, percent: 19)] && euros.netByVAT.map(\.net) == [euros.net])
        // Paid in full on 2024-04-20: what was left after the credit note.
        #expect(euros.paid == day("2024-04-20") && euros.open == money("0.00", "EUR"))
        // USD: the net converted at the invoice's own rate (356.83 / 1.0705 = 333.330… → 333.33), the VAT as the invoice states it in EUR.
        #expect([dollars.net, dollars.vat, dollars.gross] == [money("356.83", "USD"), money("67.80", "USD"), money("424.63", "USD")])
        #expect([dollars.accountingNet, dollars.accountingVAT, dollars.accountingGross] == [money("333.33", "EUR"), money("63.33", "EUR"), money("396.66", "EUR")])
        #expect(dollars.client == "Müller & Co." && dollars.paid == nil && dollars.open == money("224.63", "USD"))
        // The credit note: positive, of its invoice, with no due date, payment or open amount.
        #expect(note.credits == "2024-0001" && note.client == "acme" && note.dueDate == nil && note.paid == nil && note.open == nil)
        #expect([note.net, note.vat, note.gross] == [money("50.00", "EUR"), money("9.50", "EUR"), money("59.50", "EUR")])
    }

    @Test("totals per currency are invoices less credit notes and equal the documents' own figures; the accounting total adds every currency")
    func totals() throws {
        let books = RegisterBooks.books
        let listing = try RegisterListing(books: books, asOf: day("2024-06-30"))
        #expect(listing.totals.map(\.currency.code) == ["EUR", "USD"])
        let (euros, dollars) = (listing.totals[0], listing.totals[1])
        #expect(euros.invoices == 1 && euros.creditNotes == 1 && dollars.invoices == 1 && dollars.creditNotes == 0)
        let invoice = books.invoices[0].invoice, note = books.creditNotes[0].creditNote
        #expect(euros.net.amount == invoice.netTotal.amount - note.netTotal.amount && euros.net == money("283.33", "EUR"))
        #expect(euros.vat.amount == invoice.vatTotal.amount - note.vatTotal.amount && euros.vat == money("53.83", "EUR"))
        #expect(euros.gross.amount == invoice.payable.amount - note.payable.amount && euros.gross == money("337.16", "EUR"))
        #expect(euros.open == money("0.00", "EUR") && dollars.open == money("224.63", "USD"))
        #expect(dollars.gross == books.invoices[1].invoice.payable)
        #expect(dollars.accountingVAT == books.invoices[1].invoice.accountingVAT!.amount)
        #expect([listing.accountingNet, listing.accountingVAT, listing.accountingGross]
            == [money("616.66", "EUR"), money("117.16", "EUR"), money("733.82", "EUR")])
        #expect(listing.vatKeys == [VATKey(category: .standard, percent: 19)])
    }

    @Test("as of an earlier day: only what was issued by its end, and what was open then")
    func earlier() throws {
        let before = try RegisterListing(books: RegisterBooks.books, asOf: day("2024-04-04"))
        #expect(before.entries.map(\.number) == ["2024-0001"] && before.entries[0].open == money("396.66", "EUR") && before.entries[0].paid == nil)
        let credited = try RegisterListing(books: RegisterBooks.books, asOf: day("2024-04-10"))
        #expect(credited.entries.map(\.number) == ["2024-0001", "2024-0002", "2024-C001"])
        #expect(credited.entries[0].open == money("337.16", "EUR") && credited.totals.map(\.open) == [money("337.16", "EUR"), money("424.63", "USD")])
        let nothing = try RegisterListing(books: RegisterBooks.books, asOf: day("2024-04-01"))
        #expect(nothing.entries.isEmpty && nothing.totals.isEmpty && nothing.accountingGross == money("0", "EUR"))
    }
}
