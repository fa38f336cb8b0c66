import Foundation
import QuipuCore
import Testing

@Suite("Unbilled time: billable time no invoice bills yet")
struct UnbilledTests {
    /// Website/Design: 09:00–12:00 UTC on 2024-03-04 and 2024-04-02, and a non-billable hour on 2024-04-03.
    static let history = AppState(projects: [
        Project(id: uuid(1), title: "Website", tasks: [
            ProjectTask(id: uuid(11), title: "Design", timeSlips: [
                TimeSlip(id: uuid(111), start: date("2024-03-04T09:00:00Z"), stop: date("2024-03-04T12:00:00Z")),
                TimeSlip(id: uuid(112), start: date("2024-04-02T09:00:00Z"), stop: date("2024-04-02T12:00:00Z")),
                TimeSlip(id: uuid(113), start: date("2024-04-03T09:00:00Z"), stop: date("2024-04-03T10:00:00Z"), isBillable: false),
            ]),
        ]),
    ])

    static func terms(period: String) -> InvoiceTerms {
        let base = request(billing(projects: ["Website"]))
        return InvoiceTerms(number: "M", issueDate: day("2024-04-05"), period: try! Period.parse(period), asOf: at("2024-04-05T12:00:00Z"),
                            seller: base.seller, accountingCurrency: base.accountingCurrency, buyer: base.buyer, billing: base.billing)
    }

    @Test("what a March invoice bills is left out: April's billable hours remain, from their first day to the as-of day")
    func afterAnInvoice() throws {
        let march = try Invoice(state: Self.history, terms: Self.terms(period: "2024-03"), rates: .none)
        let unbilled = try UnbilledTime(client: "acme", state: Self.history, terms: Self.terms(period: "2024-04-05"), billed: BilledStretches(march.billedSlips(of: Self.history)),
                                        asOf: day("2024-04-05"), rates: .none)
        #expect(unbilled.days == day("2024-04-02")...day("2024-04-05"))
        #expect(unbilled.lines.map { "\($0.taskTitle) \($0.billedSeconds) \($0.net.amountText)" } == ["Design 10800 300.00"])
        #expect(unbilled.net.amountText == "300.00")
        let nothing = try UnbilledTime(client: "acme", state: Self.history, terms: Self.terms(period: "2024-04-05"), billed: BilledStretches(march.billedSlips(of: Self.history)),
                                       asOf: day("2024-04-01"), rates: .none)
        #expect(nothing.days == nil && nothing.lines.isEmpty && nothing.net.amount == 0)
    }

    @Test("a stretch billed in the middle of a slip leaves the parts before and after it")
    func piecesOfASlip() throws {
        let billed = [SlipReference(slipID: uuid(112), projectTitle: "Website", taskTitle: "Design", start: at("2024-04-02T10:00:00Z"), end: at("2024-04-02T11:00:00Z"))]
        let unbilled = try UnbilledTime(client: "acme", state: Self.history, terms: Self.terms(period: "2024-04-05"),
                                        billed: BilledStretches(billed + (try Invoice(state: Self.history, terms: Self.terms(period: "2024-03"), rates: .none)
                                            .billedSlips(of: Self.history))),
                                        asOf: day("2024-04-05"), rates: .none)
        #expect(unbilled.lines.map(\.billedSeconds) == [7200])
    }

    @Test("the books leave out invoices credited in full: their time is unbilled again")
    func fullyCredited() throws {
        let march = try Invoice(state: Self.history, terms: Self.terms(period: "2024-03"), rates: .none)
        let booked = BookedInvoice(march, client: "acme", place: "quipu.yml: line 1", state: Self.history, source: "f")
        let whole = try CreditNote(crediting: march, terms: CreditNoteTerms(number: "C1", issueDate: day("2024-04-06"), selection: .wholeInvoice, reason: nil))
        let part = try CreditNote(crediting: march, terms: CreditNoteTerms(number: "C2", issueDate: day("2024-04-06"), selection: .amount(10), reason: "x"))
        func stretches(_ documents: [BookedDocument]) -> [String: Int] {
            Books(documents, accountingCurrency: currency("EUR")).billedStretches.mapValues { $0.bySlip.values.reduce(0) { $0 + $1.count } }
        }
        #expect(stretches([.invoice(booked)]) == ["f": 1])
        #expect(stretches([.invoice(booked), .creditNote(BookedCreditNote(part, client: "c", place: "p"))]) == ["f": 1])
        #expect(stretches([.invoice(booked), .creditNote(BookedCreditNote(whole, client: "c", place: "p"))]) == [:])
    }
}
