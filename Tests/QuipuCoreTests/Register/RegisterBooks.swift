import Foundation
import QuipuCore

/// Small books for the register's tests, from `InvoiceTests`' workspace (100 an hour, 19 % VAT):
/// - `2024-0001` to `acme` in EUR, issued 2024-04-02: net 333.33, VAT 63.33, due 396.66; paid in full on 2024-04-20;
/// - `2024-0002` to `Müller & Co.` in USD at EUR rates (1 EUR = 1.0705 USD), issued 2024-04-05: net 356.83, VAT 67.80,
///   due 424.63, in EUR 333.33 and 63.33; 200.00 paid on 2024-05-01;
/// - `2024-C001`, issued 2024-04-10, credits 50.00 of `2024-0001` (VAT 9.50, 59.50 in all).
enum RegisterBooks {
    static func terms(_ number: String, issued: String, _ settings: BillingSettings) -> InvoiceTerms {
        InvoiceTerms(number: number, issueDate: day(issued), period: try! Period.parse("2024-03"), asOf: at("2024-04-01T00:00:00Z"),
                     seller: seller, accountingCurrency: currency("EUR"), buyer: buyer, billing: settings)
    }

    static let rates = ExchangeRates([publication("2024-03-29", ["USD": "1.0705"])])

    static var books: Books {
        let euros = try! Invoice(state: workspace, terms: terms("2024-0001", issued: "2024-04-02", billing()), rates: .none)
        let dollars = try! Invoice(state: workspace, terms: terms("2024-0002", issued: "2024-04-05", billing(currency: "USD", rateCurrency: "EUR")),
                                   rates: rates)
        let note = try! CreditNote(crediting: euros, terms: CreditNoteTerms(number: "2024-C001", issueDate: day("2024-04-10"), selection: .amount(50),
                                                                            reason: "Discount \"loyal\" \\ agreed"))
        return Books([
            .invoice(BookedInvoice(euros, client: "acme", place: "line 1", state: workspace, source: "a", payments: [Payment(date: day("2024-04-20"))])),
            .invoice(BookedInvoice(dollars, client: "Müller & Co.", place: "line 2", state: workspace, source: "a",
                                   payments: [Payment(date: day("2024-05-01"), amount: amount("200.00"))])),
            .creditNote(BookedCreditNote(note, client: "acme", place: "line 3")),
        ], accountingCurrency: currency("EUR"))
    }
}
