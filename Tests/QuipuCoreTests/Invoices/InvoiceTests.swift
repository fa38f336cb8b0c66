import Foundation
import QuipuCore
import Testing

/// A task with slips of `minutes` each, starting at 09:00 UTC on consecutive days from 2024-03-04.
func task(_ number: Int, _ title: String, minutes: [Int]) -> ProjectTask {
    ProjectTask(id: uuid(number), title: title, timeSlips: minutes.enumerated().map { index, length in
        let start = date("2024-03-\(String(format: "%02d", 4 + index))T09:00:00Z")
        return TimeSlip(id: uuid(number * 100 + index), start: start, stop: start.addingTimeInterval(TimeInterval(length * 60)))
    })
}

let website = Project(id: uuid(1), title: "Website", tasks: [task(11, "Design", minutes: [60]), task(12, "Build", minutes: [90])])
let mobile = Project(id: uuid(2), title: "Mobile App", tasks: [task(21, "Prototype", minutes: [50])])
let inHouse = Project(id: uuid(3), title: "Internal", tasks: [task(31, "Admin", minutes: [600])])
let workspace = AppState(projects: [website, mobile, inHouse])

let seller = Party(name: "Ada Lovelace Consulting", address: PostalAddress(street: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE"),
                   vatID: "DE123456789", email: "billing@ada.example", iban: "DE89370400440532013000")
let buyer = Party(name: "ACME Corp.", address: PostalAddress(street: "1 Main St", city: "Springfield", postalCode: "12345", country: "US"),
                  vatID: "US12-3456789")

func billing(projects: [String]? = ["Website", "Mobile App"], currency code: String = "EUR", rateCurrency: String? = nil,
             rates: HourlyRates = HourlyRates(client: 100), vat: VATRule = try! VATRule(category: .standard, percent: 19),
             rounding: String? = nil, mode: RoundingMode = .halfUp, nonBillable: NonBillableWork = .none) -> BillingSettings {
    BillingSettings(projects: projects, currency: currency(code), rateCurrency: rateCurrency.map(currency), hourlyRates: rates, vat: vat,
                    paymentTermsDays: 14, roundingMode: mode, timeZone: TimeZone(identifier: "UTC")!,
                    timeRounding: rounding.map { try! DurationRounding.parse($0) }, nonBillable: nonBillable)
}

func invoice(_ settings: BillingSettings, state: AppState = workspace, seller: Party = seller, buyer: Party = buyer, accounting: String = "EUR",
             rates: ExchangeRates = .none, profile: InvoiceProfile = .en16931, buyerReference: String? = nil,
             orderReference: String? = nil) throws(InvoiceError) -> Invoice {
    try Invoice(state: state, terms: request(settings, seller: seller, buyer: buyer, accounting: accounting, profile: profile,
                                               buyerReference: buyerReference, orderReference: orderReference), rates: rates)
}

func request(_ settings: BillingSettings = billing(), seller: Party = seller, buyer: Party = buyer, accounting: String = "EUR",
             profile: InvoiceProfile = .en16931, buyerReference: String? = nil, orderReference: String? = nil) -> InvoiceTerms {
    InvoiceTerms(number: "2024-0042", issueDate: day("2024-04-02"), period: try! Period.parse("2024-03"), asOf: at("2024-04-01T00:00:00Z"),
                   seller: seller, accountingCurrency: currency(accounting), buyer: buyer, billing: settings, profile: profile,
                   buyerReference: buyerReference, orderReference: orderReference)
}

@Suite("Invoice projection")
struct InvoiceTests {
    @Test("M4: 50 minutes at 100 an hour is 0.8333 h and 83.33")
    func fiftyMinutes() throws {
        let bill = try invoice(billing(projects: ["Mobile App"]))
        #expect(bill.lines.count == 1)
        #expect(bill.lines[0].billedSeconds == 3000)
        #expect(bill.lines[0].quantity == amount("0.8333"))
        #expect(bill.lines[0].net == money("83.33", "EUR"))
    }

    @Test("M4: the net total is the sum of the rounded lines: 3 × 0.335 is 1.02, not 1.01")
    func sumOfDisplayedLines() throws {
        let tasks = (1...3).map { task(40 + $0, "T\($0)", minutes: [60]) }
        let state = AppState(projects: [Project(id: uuid(4), title: "Small", tasks: tasks)])
        let bill = try invoice(billing(projects: nil, rates: HourlyRates(client: amount("0.335"))), state: state)
        #expect(bill.lines.map(\.net) == Array(repeating: money("0.34", "EUR"), count: 3))
        #expect(bill.netTotal == money("1.02", "EUR"))
        // M5: VAT is the rounded percentage of the net total (1.02 × 19 % = 0.1938), not the
        // sum of per-line VAT (3 × 0.06).
        #expect(bill.vatTotal == money("0.19", "EUR"))
        #expect(bill.payable == money("1.21", "EUR"))
    }

    @Test("M11: the rate is the task's, else the project's, else the client's")
    func ratePrecedence() throws {
        let rates = HourlyRates(client: 95, projects: ["Website": 110], tasks: ["Website": ["Design": 120]])
        let bill = try invoice(billing(rates: rates))
        #expect(bill.lines.map(\.taskTitle) == ["Prototype", "Build", "Design"])
        #expect(bill.lines.map(\.unitPrice.amount) == [95, 110, 120])
        #expect(bill.lines.map(\.rateSource) == [.client, .project, .task])
        #expect(bill.lines.map(\.net.amountText) == ["79.16", "165.00", "120.00"])
        #expect(bill.lines.map(\.number) == [1, 2, 3])
        let byID = HourlyRates(projects: [uuid(1).uuidString.lowercased(): 50, "Website": 70, "Mobile App": 10])
        #expect(try invoice(billing(rates: byID)).lines.map(\.unitPrice.amount) == [10, 50, 50])
    }

    @Test("M11: due date, parties, number and service period come from the request")
    func documentData() throws {
        let bill = try invoice(billing())
        #expect(bill.dueDate == day("2024-04-16"))
        #expect(bill.servicePeriod == day("2024-03-01")...day("2024-03-31"))
        #expect(bill.terms.number == "2024-0042")
        #expect(bill.terms.buyer.name == "ACME Corp.")
        #expect(bill.netTotal == money("333.33", "EUR"))
        #expect(bill.vatBreakdown.map(\.taxAmount) == [money("63.33", "EUR")])
        #expect(bill.payable == money("396.66", "EUR"))
        #expect(bill.priceConversion == nil && bill.accountingVAT == nil)
    }

    @Test("billed time follows the timesheet's rounding")
    func billedTimeRounding() throws {
        let bill = try invoice(billing(projects: ["Mobile App"], rounding: "15:up:task"))
        #expect(bill.lines[0].quantity == 1)
        #expect(bill.lines[0].net == money("100.00", "EUR"))
    }

    @Test("M5: reverse charge charges no VAT and says why; it needs the buyer's VAT id")
    func reverseCharge() throws {
        let vat = try VATRule(category: .reverseCharge, exemptionReason: "Reverse charge")
        let bill = try invoice(billing(vat: vat))
        #expect(bill.vatTotal == money("0", "EUR"))
        #expect(bill.payable == bill.netTotal)
        #expect(bill.vatBreakdown.map(\.exemptionReason) == ["Reverse charge"])
        #expect(bill.vatBreakdown.map(\.category) == [.reverseCharge])
        let anonymous = Party(name: "Someone", address: buyer.address)
        #expect(throws: InvoiceError.buyerVATIDRequired(.reverseCharge)) { try invoice(billing(vat: vat), buyer: anonymous) }
    }

    @Test("M5: VAT rules are checked", arguments: [(VATCategory.exempt, "0", nil as String?), (.reverseCharge, "0", "  "),
                                                 (.standard, "0", nil), (.standard, "101", nil), (.zeroRated, "7", nil), (.exempt, "19", "x")])
    func invalidVAT(_ category: VATCategory, _ percent: String, _ reason: String?) {
        #expect(throws: InvoiceError.self) { try VATRule(category: category, percent: amount(percent), exemptionReason: reason) }
    }

    @Test("hourly rates in another currency are converted once at the period end's rate and rounded to 4 decimals")
    func convertedRates() throws {
        let rates = ExchangeRates([publication("2024-03-29", ["USD": "1.0705"]), publication("2024-04-02", ["USD": "2"])])
        let bill = try invoice(billing(projects: ["Website"], currency: "USD", rateCurrency: "EUR", rates: HourlyRates(client: 95)), rates: rates)
        #expect(bill.lines.map(\.unitPrice) == [money("101.6975", "USD"), money("101.6975", "USD")])
        #expect(bill.lines.map(\.listPrice) == [money("95", "EUR"), money("95", "EUR")])
        #expect(bill.lines.map(\.net.amountText) == ["152.55", "101.70"])
        #expect(bill.priceConversion?.publicationDate == day("2024-03-29"))
        // VAT 19 % of 254.25 = 48.3075 → 48.31 USD, stated in EUR too: 48.31 / 1.0705 = 45.128… → 45.13.
        #expect(bill.vatTotal == money("48.31", "USD"))
        #expect(bill.accountingVAT?.amount == money("45.13", "EUR"))
        #expect(throws: InvoiceError.self) { try invoice(billing(currency: "USD", rateCurrency: "GBP"), rates: rates) }
    }

    @Test("projects are chosen by title or id; an unknown one is an error listing the projects")
    func projectFilter() throws {
        #expect(try invoice(billing(projects: [uuid(3).uuidString])).lines.map(\.taskTitle) == ["Admin"])
        let error = #expect(throws: InvoiceError.self) { try invoice(billing(projects: ["Webside"])) }
        #expect(error?.description == #"projects: no project has the title or id "Webside"; expected one of "Website", "Mobile App", "Internal""#)
        #expect(throws: InvoiceError.unmatchedRateKeys(["Website → Desing"])) {
            try invoice(billing(rates: HourlyRates(client: 1, tasks: ["Website": ["Desing": 2]])))
        }
    }

    @Test("a title two projects share is refused, naming their ids, rather than billing both")
    func ambiguousTitle() throws {
        let twins = AppState(projects: workspace.projects + [Project(id: uuid(77), title: "Website", tasks: [])])
        let error = #expect(throws: InvoiceError.self) { try invoice(billing(projects: ["Website"]), state: twins) }
        #expect(error == .ambiguousProject("Website", ids: [workspace.projects[0].id, uuid(77)]))
        #expect(error?.description.contains(uuid(77).uuidString) == true)
        #expect(try invoice(billing(projects: [workspace.projects[0].id.uuidString, "Mobile App"]), state: twins).lines.isEmpty == false)
    }

    @Test("a task with no applicable rate, and a period with no billed time, are errors")
    func missingRateAndEmptyPeriod() {
        #expect(throws: InvoiceError.noHourlyRate(project: "Mobile App", task: "Prototype")) {
            try invoice(billing(rates: HourlyRates(projects: ["Website": 1])))
        }
        #expect(throws: InvoiceError.self) {
            try Invoice(state: workspace, terms: InvoiceTerms(number: "1", issueDate: day("2024-05-02"), period: .month(year: 2024, month: 4),
                                                                  asOf: at("2024-05-01T00:00:00Z"), seller: seller, accountingCurrency: currency("EUR"),
                                                                  buyer: buyer, billing: billing()), rates: .none)
        }
    }

    @Test("overlapping billed slips are reported, and both are billed")
    func overlaps() throws {
        let overlapping = Project(id: uuid(5), title: "Twice", tasks: [task(51, "A", minutes: [60]), task(52, "B", minutes: [30])])
        let bill = try invoice(billing(projects: nil), state: AppState(projects: [overlapping]))
        #expect(bill.overlaps.pairCount == 1)
        #expect(bill.netTotal == money("150.00", "EUR"))
    }
}
