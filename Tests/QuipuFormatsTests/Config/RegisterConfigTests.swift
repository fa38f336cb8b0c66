import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

/// The register: quipu.yml's invoices and credit notes, checked on every build.
@Suite("quipu.yml: the register of invoices and credit notes")
struct RegisterConfigTests {
    /// A workspace of the example tracker file with client `acme` (the website project, EUR, 19 %
    /// VAT), `top` lines at its top level, and `entries` (the `invoices:` and `creditNotes:` sections).
    static func workspace(top: String = "", entries: String) -> String {
        """
        workspace: \(repositoryRoot.path)/Examples
        timeZone: Europe/Berlin
        \(top)

        """ + BillingConfigTests.seller + """
        clients:
          acme:
            name: ACME Corp.
            address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
            state: AppState.json
            projects: [Acme Corp — Website]
            currency: EUR
            hourlyRate: 100.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 14

        """ + entries
    }

    static let numbering = #"numbering: {invoices: "{yyyy}-{seq:4}", creditNotes: "{yyyy}-C{seq:3}"}"#

    static func parse(_ text: String) throws(QuipuError) -> QuipuConfig { try QuipuConfig.parse(Array(text.utf8), path: "quipu.yml") }

    /// The usage error's message of parsing `text` and making its reports, or `nil` when all goes well.
    static func problem(_ text: String) -> String? {
        do {
            let config = try parse(text)
            _ = try Pipeline.make(try config.reports(in: RunEnvironment(now: Date(timeIntervalSince1970: 1_713_600_000), systemTimeZone: .gmt)))
            return nil
        } catch {
            #expect(error.status == .usage, "\(error.message)")
            return error.message
        }
    }

    /// The first invoice of `text`, made.
    static func makeInvoice(_ text: String) throws -> Invoice? {
        let config = try parse(text)
        let report = try #require(config.requests(of: InvoiceRequest.self).first).resolve(config: config, in: RunEnvironment(now: Date(timeIntervalSince1970: 1_713_600_000), systemTimeZone: .gmt))
        return try report.project(try report.load(progress: nil))
    }

    static let mistakes: [(top: String, entries: String, message: String)] = [
        (#"numbering: {invoices: "{yyyy}-{seq:4}", creditnotes: "C{seq}"}"#, "", "quipu.yml: line 3: numbering.creditnotes: unknown key; expected one of invoices, creditNotes, start, gaps"),
        (#"numbering: {invoices: "{yyyy}-{sequence}"}"#, "", #"quipu.yml: line 3: numbering.invoices: invalid numbering pattern "{yyyy}-{sequence}": unknown placeholder {sequence}"#),
        (#"numbering: {invoices: "{yyyy}"}"#, "", #"quipu.yml: line 3: numbering.invoices: invalid numbering pattern "{yyyy}": no sequence number"#),
        (#"numbering: {invoices: "{seq}", gaps: sometimes}"#, "", #"quipu.yml: line 3: numbering.gaps: "sometimes"; expected allowed"#),
        (#"numbering: {invoices: "{seq}", start: 0}"#, "", "quipu.yml: line 3: numbering.start: is 0; expected a first sequence number from 1 to 100000"),
        ("numbering: {start: 4}", "", "quipu.yml: line 3: numbering: names no series"),
        ("", """
         invoices:
           - {client: acme, period: 2024-03, number: 2024-0001, issueDate: 2024-04-02}
         creditNotes:
           - {invoice: 2024-0001, number: 2024-0001, issueDate: 2024-04-10}
         """, #"quipu.yml: line 22: creditNotes[0]: number "2024-0001" is also the number of the invoice at quipu.yml: line 20: invoices[0]; expected each invoice"#),
        (numbering, """
         invoices:
           - {client: acme, period: 2024-02, number: 2024-0001, issueDate: 2024-03-01}
           - {client: acme, period: 2024-03, number: 2024-0003, issueDate: 2024-04-02}
         """, #"quipu.yml: line 21: invoices[1]: number "2024-0003" follows "2024-0001" at quipu.yml: line 20: invoices[0], leaving a gap; expected 2024-0002 next"#),
        (numbering, """
         invoices:
           - {client: acme, period: 2024-03, number: 2024-0001}
         """, "quipu.yml: line 20: invoices[0]: no issueDate; expected the invoice's issue date, which its numbered series ({yyyy}-{seq:4}) is checked by"),
        (numbering, """
         invoices:
           - {client: acme, period: 2024-03, number: 2024-0001, issueDate: 2024-04-02}
         creditNotes:
           - {invoice: 2024-0001, number: 2024-C002, issueDate: 2024-04-10}
         """, #"quipu.yml: line 22: creditNotes[0]: number "2024-C002" is the first of the series {yyyy}-C{seq:3} in 2024; expected 2024-C001"#),
        ("", """
         invoices:
           - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02, paid: 2024-04-20, payments: [{date: 2024-04-20, amount: 1}]}
         """, "quipu.yml: line 20: invoices[0].payments: beside `paid:`; expected either `paid: DATE` (paid in full) or `payments:`"),
        ("", """
         invoices:
           - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02, payments: [{date: 2024-04-20, amount: -5}]}
         """, "quipu.yml: line 20: invoices[0].payments[0].amount: is -5; expected an amount above 0"),
        ("", """
         invoices:
           - {client: acme, period: 2024-03, number: A1, projects: []}
         """, "quipu.yml: line 20: invoices[0].projects: is empty; expected project titles or ids"),
    ]

    @Test("R1: numbering mistakes, a number used twice, a gap and a numbered entry without an issue date are usage errors naming the lines", arguments: mistakes)
    func mistake(top: String, entries: String, message: String) {
        let problem = Self.problem(Self.workspace(top: top, entries: entries))
        #expect(problem?.hasPrefix(message) == true, "\(problem ?? "no error")")
    }

    @Test("the same hours on two invoices are refused naming both, unless the first is credited in full or `projects:` parts them")
    func billedTwice() throws {
        let twice = """
        invoices:
          - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02}
          - {client: acme, period: 2024-03-25..2024-03-31, number: A2, issueDate: 2024-04-03}
        """
        #expect(Self.problem(Self.workspace(entries: twice))?.hasPrefix(
            "quipu.yml: line 21: invoices[1]: invoice A2 bills time that invoice A1 at quipu.yml: line 20: invoices[0] bills too: Acme Corp — Website / ") == true)
        #expect(Self.problem(Self.workspace(entries: twice + "\ncreditNotes:\n  - {invoice: A1, number: C1, issueDate: 2024-04-03}\n")) == nil)
        #expect(Self.problem(Self.workspace(entries: twice + "\ncreditNotes:\n  - {invoice: A1, number: C1, issueDate: 2024-04-03, lines: [1]}\n"))?
            .contains("invoice A2 bills time that invoice A1") == true)
        let parted = """
        invoices:
          - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02, projects: [Acme Corp — Website]}
          - {client: acme, period: 2024-03, number: A2, issueDate: 2024-04-03, projects: [Admin]}
        """
        #expect(Self.problem(Self.workspace(entries: parted)) == nil)
        // A second client reaching the same file through a link is refused too.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-register-\(UUID().uuidString).json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: repositoryRoot.path + "/Examples/AppState.json")
        defer { try? FileManager.default.removeItem(at: link) }
        let linked = Self.workspace(entries: """
        invoices:
          - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02}
          - {client: other, period: 2024-03, number: A2, issueDate: 2024-04-03}
        """).replacingOccurrences(of: "\ninvoices:", with: """

          other:
            name: Other Ltd
            address: {street: 2 Main St, city: Springfield, postalCode: "12345", country: US}
            state: \(link.path)
            projects: [Acme Corp — Website]
            currency: EUR
            hourlyRate: 100.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 14

        invoices:
        """)
        #expect(Self.problem(linked)?.contains("invoice A2 bills time that invoice A1") == true, "\(Self.problem(linked) ?? "")")
        let months = """
        invoices:
          - {client: acme, period: 2024-03-01..2024-03-15, number: A1, issueDate: 2024-03-16}
          - {client: acme, period: 2024-03-16..2024-03-31, number: A2, issueDate: 2024-04-02}
        """
        #expect(Self.problem(Self.workspace(entries: months)) == nil)
    }

    @Test("two clients reading one tracker file in different source time zones are refused, naming both")
    func sourceZones() {
        func two(_ second: String) -> String {
            Self.workspace(entries: "").replacingOccurrences(of: "    paymentTermsDays: 14\n", with: """
                paymentTermsDays: 14
                state: studio-toggl.csv
                sourceTimeZone: Europe/Berlin
              other:
                name: Other Ltd
                address: {street: 2 Main St, city: Springfield, postalCode: "12345", country: US}
                state: studio-toggl.csv
                \(second)
                currency: EUR
                hourlyRate: 100.00
                vat: {category: S, percent: 19}
                paymentTermsDays: 14

            """).replacingOccurrences(of: "    state: AppState.json\n    projects: [Acme Corp — Website]\n", with: "")
        }
        #expect(Self.problem(two("sourceTimeZone: America/New_York")) == "quipu.yml: line 19: clients.other.sourceTimeZone: America/New_York, but "
            + "quipu.yml: line 10: clients.acme reads studio-toggl.csv in Europe/Berlin; expected one source time zone per tracker file")
        #expect(Self.problem(two("sourceTimeZone: Europe/Berlin")) == nil)
    }

    @Test("credit notes of one invoice together credit at most what it bills, and payments add up to at most what is due")
    func creditsAndPayments() throws {
        let invoice = "invoices:\n  - {client: acme, period: 2024-03, number: A1, issueDate: 2024-04-02"
        let twoNotes = invoice + "}\ncreditNotes:\n  - {invoice: A1, number: C2, issueDate: 2024-04-11, amount: 10, reason: Discount}\n"
            + "  - {invoice: A1, number: C1, issueDate: 2024-04-10}\n"
        let problem = Self.problem(Self.workspace(entries: twoNotes))
        #expect(problem?.hasPrefix("quipu.yml: line 22: creditNotes[0]: credit note C2 credits 10.00 EUR, more than is left of invoice A1's net ") == true,
                "\(problem ?? "")")
        #expect(problem?.contains("after the earlier credit notes C1 (quipu.yml: line 23: creditNotes[1]); expected at most 0.00 EUR") == true)
        let hours = invoice + "}\ncreditNotes:\n  - {invoice: A1, number: C1, issueDate: 2024-04-10, hours: {\"1\": 10}}\n"
            + "  - {invoice: A1, number: C2, issueDate: 2024-04-11, lines: [1]}\n"
        #expect(Self.problem(Self.workspace(entries: hours))?.contains("credit note C2 credits") == true)
        #expect(Self.problem(Self.workspace(entries: invoice + ", paid: 2024-04-20}\n")) == nil)
        #expect(Self.problem(Self.workspace(entries: invoice + ", payments: [{date: 2024-04-20, amount: 100.00}, {date: 2024-05-02, amount: 50.5}]}\n")) == nil)
        #expect(Self.problem(Self.workspace(entries: invoice + ", payments: [{date: 2024-04-20, amount: 100000}]}\n"))?
            .contains("the payment of 100000.00 EUR on 2024-04-20 is more than the ") == true)
        // Paid in full on 2024-04-25, then 100.00 credited: the credit note is owed back, in either form of the payment.
        let creditAfter = "}\ncreditNotes:\n  - {invoice: A1, number: C1, issueDate: 2024-05-01, amount: 100, reason: Discount}\n"
        #expect(Self.problem(Self.workspace(entries: invoice + ", paid: 2024-04-25" + creditAfter)) == nil)
        let due = try #require(try Self.makeInvoice(Self.workspace(entries: invoice + "}\n"))).payable.amountText
        #expect(Self.problem(Self.workspace(entries: invoice + ", payments: [{date: 2024-04-25, amount: \(due)}]" + creditAfter)) == nil)
        // Credit notes crediting the whole net in five parts, whose VATs, each rounded, add up to a
        // cent more than the invoice's: no payment is blamed, and nothing is refused.
        let net = try #require(try Self.makeInvoice(Self.workspace(entries: invoice + "}\n"))).netTotal.amount
        let cents = invoice + "}\ncreditNotes:\n" + (1...4).map { "  - {invoice: A1, number: C\($0), issueDate: 2024-04-10, amount: 0.03, reason: x}\n" }.joined()
            + "  - {invoice: A1, number: C5, issueDate: 2024-04-10, amount: \(net - Decimal(string: "0.12")!), reason: x}\n"
        #expect(Self.problem(Self.workspace(entries: cents)) == nil)
        #expect(Self.problem(Self.workspace(entries: invoice + ", payments: [{date: 2024-04-20, amount: 10.001}]}\n"))?
            .contains("has more decimals than EUR has") == true)
        // A payment before the invoice was issued, and a payment in full of an invoice credited in full before it.
        #expect(Self.problem(Self.workspace(entries: invoice + ", payments: [{date: 2024-04-01, amount: 10}]}\n"))?
            .contains("a payment on 2024-04-01 is before invoice A1's issue date 2024-04-02; expected a payment on or after it") == true)
        let creditedInFull = "}\ncreditNotes:\n  - {invoice: A1, number: C1, issueDate: 2024-04-10}\n"
        #expect(Self.problem(Self.workspace(entries: invoice + ", paid: 2024-04-20" + creditedInFull))?
            .contains("`paid: 2024-04-20` pays invoice A1 in full, but nothing was due that day") == true)
        #expect(Self.problem(Self.workspace(entries: invoice + ", paid: 2024-04-09" + creditedInFull)) == nil)
    }
}
