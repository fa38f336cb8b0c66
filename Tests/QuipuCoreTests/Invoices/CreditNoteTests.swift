import Foundation
import QuipuCore
import Testing

/// The invoice of `InvoiceTests`' workspace at 100 an hour and 19 % VAT: line 1 Prototype 0.8333 h
/// 83.33, line 2 Build 1.5 h 150.00, line 3 Design 1 h 100.00; net 333.33, VAT 63.33, payable 396.66.
func creditNote(_ selection: CreditSelection, reason: String? = nil, issued: String = "2024-04-20",
                of credited: Invoice? = nil) throws(CreditNoteError) -> CreditNote {
    try CreditNote(crediting: credited ?? (try! invoice(billing())),
                   terms: CreditNoteTerms(number: "2024-C001", issueDate: day(issued), selection: selection, reason: reason))
}

@Suite("Credit note projection")
struct CreditNoteTests {
    @Test("the whole invoice: every line and every total is the invoice's")
    func wholeInvoice() throws {
        let bill = try invoice(billing())
        let credit = try creditNote(.wholeInvoice, of: bill)
        #expect(credit.lines.map(\.net) == bill.lines.map(\.net))
        #expect(credit.lines.map(\.quantity) == bill.lines.map(\.quantity))
        #expect(credit.lines.map(\.invoiceLine) == bill.lines.map { Optional($0) })
        #expect(credit.lines.allSatisfy { $0.unit == .hours })
        #expect(credit.netTotal == bill.netTotal && credit.vatTotal == bill.vatTotal && credit.payable == bill.payable)
        #expect(credit.vatBreakdown == bill.vatBreakdown)
        #expect(credit.currency == bill.currency && credit.accountingVAT == nil)
    }

    @Test("chosen lines, by task title and by number, in the invoice's order; the totals add up like an invoice's")
    func chosenLines() throws {
        let credit = try creditNote(.lines([LineCredit(line: "Design"), LineCredit(line: "1")]))
        #expect(credit.lines.map(\.number) == [1, 2])
        #expect(credit.lines.map { $0.invoiceLine?.number } == [1, 3])
        #expect(credit.lines.map(\.itemName) == ["Prototype", "Design"])
        #expect(credit.lines.map(\.net.amountText) == ["83.33", "100.00"])
        // 183.33 × 19 % = 34.8327 → 34.83, as an invoice of these two lines would say.
        #expect(credit.netTotal == money("183.33", "EUR"))
        #expect(credit.vatTotal == money("34.83", "EUR"))
        #expect(credit.payable == money("218.16", "EUR"))
        let byID = try creditNote(.lines([LineCredit(line: uuid(11).uuidString.lowercased())]))
        #expect(byID.lines.map(\.itemName) == ["Design"])
    }

    @Test("hours of a line at its unit price: the net is the credited hours × the price, rounded once")
    func partialHours() throws {
        let credit = try creditNote(.lines([LineCredit(line: "Build", hours: amount("0.25")), LineCredit(line: "1", hours: amount("0.3333"))]))
        #expect(credit.lines.map(\.quantity) == [amount("0.3333"), amount("0.25")])
        #expect(credit.lines.map(\.unitPrice) == [money("100", "EUR"), money("100", "EUR")])
        #expect(credit.lines.map(\.net.amountText) == ["33.33", "25.00"])
        #expect(credit.netTotal == money("58.33", "EUR"))
        #expect(credit.vatTotal == money("11.08", "EUR"))
        #expect(credit.payable == money("69.41", "EUR"))
        let allHours = try creditNote(.lines([LineCredit(line: "Prototype", hours: amount("0.8333"))]))
        #expect(allHours.lines[0].net == money("83.33", "EUR"))
    }

    @Test("an amount with a reason: one line of quantity 1, taxed in the invoice's category")
    func amountWithReason() throws {
        let credit = try creditNote(.amount(50), reason: "Discount agreed on 2024-04-15")
        #expect(credit.lines.count == 1)
        #expect(credit.lines[0].invoiceLine == nil && credit.lines[0].unit == .one && credit.lines[0].quantity == 1)
        #expect(credit.lines[0].itemName == "Discount agreed on 2024-04-15")
        #expect(credit.netTotal == money("50.00", "EUR"))
        #expect(credit.vatTotal == money("9.50", "EUR"))
        #expect(credit.payable == money("59.50", "EUR"))
        #expect(credit.terms.reason == "Discount agreed on 2024-04-15")
        #expect(throws: CreditNoteError.reasonRequired) { try creditNote(.amount(50)) }
        #expect(throws: CreditNoteError.reasonRequired) { try creditNote(.amount(50), reason: "  ") }
        let reverseCharge = try invoice(billing(vat: VATRule(category: .reverseCharge, exemptionReason: "Reverse charge")))
        let exempt = try creditNote(.amount(50), reason: "Discount", of: reverseCharge)
        #expect(exempt.vatTotal == money("0", "EUR") && exempt.vatBreakdown.map(\.exemptionReason) == ["Reverse charge"])
    }

    @Test("never more than the invoice: a line's hours, the whole invoice's net, a line twice")
    func overCreditRefused() throws {
        #expect(throws: CreditNoteError.hoursExceedLine(credit: 1, hours: amount("1.5001"), line: 2, task: "Build", billed: amount("1.5"))) {
            try creditNote(.lines([LineCredit(line: "1"), LineCredit(line: "Build", hours: amount("1.5001"))]))
        }
        #expect(try creditNote(.lines([LineCredit(line: "Build", hours: amount("1.5"))])).netTotal == money("150.00", "EUR"))
        #expect(throws: CreditNoteError.amountExceedsInvoice(money("333.34", "EUR"), invoiceNet: money("333.33", "EUR"))) {
            try creditNote(.amount(amount("333.34")), reason: "Too much")
        }
        #expect(try creditNote(.amount(amount("333.33")), reason: "All of it").payable == money("396.66", "EUR"))
        #expect(throws: CreditNoteError.lineCreditedTwice(credit: 1, line: 3, task: "Design")) {
            try creditNote(.lines([LineCredit(line: "3", hours: 1), LineCredit(line: "Design")]))
        }
        let error = #expect(throws: CreditNoteError.self) { try creditNote(.lines([LineCredit(line: "Build", hours: 2)])) }
        #expect(error?.description == "credits 2.0000 h of line 2 (Build), which bills 1.5000 h; expected at most 1.5000 hours")
        #expect(error?.credit == 0)
    }

    @Test("hours and amounts must be positive and as precise as the invoice's quantities and currency",
          arguments: [(CreditSelection.lines([LineCredit(line: "1", hours: 0)]), CreditNoteError.invalidHours(credit: 0, hours: 0)),
                      (.lines([LineCredit(line: "1", hours: amount("0.12345"))]), .invalidHours(credit: 0, hours: amount("0.12345"))),
                      (.lines([LineCredit(line: "1", hours: -1)]), .invalidHours(credit: 0, hours: -1)),
                      (.amount(amount("1.005")), .invalidAmount(amount("1.005"), currency("EUR"))),
                      (.amount(0), .invalidAmount(0, currency("EUR"))),
                      (.lines([]), .nothingCredited)])
    func invalidQuantities(_ selection: CreditSelection, _ expected: CreditNoteError) {
        #expect(throws: expected) { try creditNote(selection, reason: "Reason") }
    }

    @Test("a line is named by number, task title or id; an unknown one lists the lines, a shared title asks for the number")
    func lineReferences() throws {
        let error = #expect(throws: CreditNoteError.self) { try creditNote(.lines([LineCredit(line: "Desing")])) }
        #expect(error?.description == #"invoice 2024-0042 has no line "Desing"; expected a line number or a task's title or id: 1 (Prototype), 2 (Build), 3 (Design)"#)
        #expect(throws: CreditNoteError.unknownLine(credit: 0, reference: "4", invoice: "2024-0042", lines: ["1 (Prototype)", "2 (Build)", "3 (Design)"])) {
            try creditNote(.lines([LineCredit(line: "4")]))
        }
        let twins = AppState(projects: [Project(id: uuid(1), title: "Website", tasks: [task(11, "Design", minutes: [60])]),
                                        Project(id: uuid(2), title: "Mobile App", tasks: [task(21, "Design", minutes: [30])])])
        let bill = try invoice(billing(), state: twins)
        #expect(throws: CreditNoteError.ambiguousLine(credit: 0, reference: "Design", lines: [1, 2])) {
            try creditNote(.lines([LineCredit(line: "Design")]), of: bill)
        }
        #expect(try creditNote(.lines([LineCredit(line: "2")]), of: bill).lines.map { $0.invoiceLine?.projectTitle } == ["Website"])
    }

    @Test("a credit note is issued on or after its invoice")
    func issueDate() throws {
        #expect(throws: CreditNoteError.issuedBeforeInvoice(day("2024-04-01"), invoiceDate: day("2024-04-02"))) {
            try creditNote(.wholeInvoice, issued: "2024-04-01")
        }
        #expect(try creditNote(.wholeInvoice, issued: "2024-04-02").terms.issueDate == day("2024-04-02"))
    }

    @Test("in the invoice's currency at the invoice's exchange rates, whatever the rates on the credit note's date")
    func invoiceRates() throws {
        let rates = ExchangeRates([publication("2024-03-29", ["USD": "1.0705"]), publication("2024-04-19", ["USD": "2"])])
        let bill = try invoice(billing(projects: ["Website"], currency: "USD", rateCurrency: "EUR", rates: HourlyRates(client: 95)), rates: rates)
        let credit = try creditNote(.lines([LineCredit(line: "Build", hours: 1)]), of: bill)
        #expect(credit.currency.code == "USD")
        #expect(credit.lines[0].unitPrice == money("101.6975", "USD"))
        #expect(credit.lines[0].net == money("101.70", "USD"))
        #expect(credit.priceConversion == bill.priceConversion && credit.priceConversion?.publicationDate == day("2024-03-29"))
        // VAT 19 % of 101.70 = 19.323 → 19.32 USD, in EUR at the invoice's 1.0705: 18.047… → 18.05.
        #expect(credit.vatTotal == money("19.32", "USD"))
        #expect(credit.accountingVAT?.amount == money("18.05", "EUR"))
        #expect(credit.accountingVAT?.rate == bill.accountingVAT?.rate)
        let discount = try creditNote(.amount(10), reason: "Discount", of: bill)
        #expect(discount.priceConversion == nil && discount.accountingVAT?.rate == bill.accountingVAT?.rate)
    }
}
