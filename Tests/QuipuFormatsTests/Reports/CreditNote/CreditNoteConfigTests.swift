import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("quipu.yml: credit notes")
struct CreditNoteConfigTests {
    /// The example workspace with its credit note entry replaced by `entry` (indented as a list
    /// element), and its numbering left out (an empty line in its place) for numbers such as `C1`.
    static func workspace(_ entry: String) -> String {
        let example = try! String(contentsOfFile: repositoryRoot.path + "/quipu.yml", encoding: .utf8)
            .replacingOccurrences(of: "workspace: Examples", with: "workspace: \(repositoryRoot.path)/Examples")
            .replacing(/\nnumbering: [^\n]*/, with: "\n")
        let start = example.range(of: "creditNotes:\n")!.upperBound
        let end = example.range(of: "\ncheckouts:")!.lowerBound
        return example.replacingCharacters(in: start..<end, with: entry + "\n")
    }

    /// The line of `creditNotes:`'s first entry in `workspace(_:)`.
    static let entryLine = try! String(contentsOfFile: repositoryRoot.path + "/quipu.yml", encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "creditNotes:" }! + 2

    static func parse(_ entry: String) throws(QuipuError) -> QuipuConfig {
        try QuipuConfig.parse(Array(workspace(entry).utf8), path: "quipu.yml")
    }

    /// The first credit note's report of `entry`, made.
    static func make(_ entry: String) throws -> MadeReport {
        let config = try parse(entry)
        let request = try #require(config.requests(of: CreditNoteRequest.self).first)
        return try request.resolve(config: config, in: RunEnvironment(now: Date(timeIntervalSince1970: 1_713_600_000), systemTimeZone: .gmt)).make()
    }

    static var mistakes: [(entry: String, message: String)] {
        let line = entryLine
        return [
            ("  - {invoice: 2024-0099, number: C1}",
             #"quipu.yml: line \#(line): creditNotes[0].invoice: no invoice "2024-0099" under `invoices:` in quipu.yml; expected the number of one of its entries: 2024-0042, 2024-0043, 2024-0044, 2024-0045, 2024-0046"#),
            ("  - {invoice: 2024-0044}", "quipu.yml: line \(line): creditNotes[0]: missing key `number`; expected a credit note: invoice and number"),
            ("  - {invoice: 2024-0044, number: C1, hour: {Email: 1}}",
             "quipu.yml: line \(line): creditNotes[0].hour: unknown key; expected one of invoice, number, issueDate, lines, hours, amount, reason, external, "
                + "client, invoiceDate, invoicePeriod, currency, formats"),
            ("  - {invoice: 2023-0117, number: C1, client: acme, amount: 5, reason: x}",
             "quipu.yml: line \(line): creditNotes[0].client: describes an invoice outside the register; expected `external: true` with it"),
            ("  - {invoice: 2023-0117, number: C1, external: yes, client: acme, invoiceDate: 2023-12-04, amount: 5, reason: x}",
             #"quipu.yml: line \#(line): creditNotes[0].external: "yes" is not true or false"#),
            ("  - {invoice: 2023-0117, number: C1, external: true, invoiceDate: 2023-12-04, amount: 5, reason: x}",
             "quipu.yml: line \(line): creditNotes[0]: missing key `client`; expected the client the external invoice billed"),
            ("  - {invoice: 2023-0117, number: C1, external: true, client: acm, invoiceDate: 2023-12-04, amount: 5, reason: x}",
             #"quipu.yml: line \#(line): creditNotes[0].client: no client "acm" under `clients:`; expected one of acme, lab, bremen, studio, lyon; did you mean "acme"?"#),
            ("  - {invoice: 2024-0044, number: C1, external: true, client: bremen, invoiceDate: 2024-04-02, amount: 5, reason: x}",
             "quipu.yml: line \(line): creditNotes[0].invoice: invoice 2024-0044 is in the register at quipu.yml: line "),
            ("  - {invoice: 2023-0117, number: C1, external: true, client: acme, invoiceDate: 2023-12-04, lines: [1]}",
             "quipu.yml: line \(line): creditNotes[0].lines: invoice 2023-0117 is outside the register, so its lines are unknown; expected `amount:` and `reason:`"),
            ("  - {invoice: 2024-0044, number: C1, lines: []}", "quipu.yml: line \(line): creditNotes[0].lines: is empty; expected invoice line numbers"),
            ("  - {invoice: 2024-0044, number: C1, hours: {Email: 1.5h}}", #"quipu.yml: line \#(line): creditNotes[0].hours.Email: invalid amount "1.5h""#),
            ("  - {invoice: 2024-0044, number: C1, lines: [1], amount: 10, reason: x}",
             "quipu.yml: line \(line): creditNotes[0].amount: an amount is credited on its own; expected either `amount:` or `lines:` and `hours:`"),
            ("  - {invoice: 2024-0044, number: C1, asOf: \"2024-04-01T00:00:00Z\"}", "quipu.yml: line \(line): creditNotes[0].asOf: unknown key"),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-31}", #"quipu.yml: line \#(line): creditNotes[0].issueDate: invalid date "2024-04-31""#),
        ]
    }

    /// Expects `body` to fail with a usage error whose message starts with `message`.
    static func expectUsageError(_ message: String, _ body: () throws -> Void) {
        #expect {
            try body()
        } throws: { error in
            let error = error as? QuipuError
            #expect(error?.status == .usage && error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
            return error?.status == .usage
        }
    }

    @Test("R1: every mistake in an entry is a usage error naming the file, the line and the key path", arguments: mistakes)
    func mistake(entry: String, message: String) {
        Self.expectUsageError(message) { _ = try Self.parse(entry) }
    }

    static var creditMistakes: [(entry: String, message: String)] {
        let line = entryLine, next = entryLine + 1
        return [
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-15,\n     hours: {Email: 9}}",
             "quipu.yml: line \(next): creditNotes[0].hours.Email: credits 9.0000 h of line 1 (Email), which bills 4.4167 h; expected at most 4.4167 hours"),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-15, lines: [1, Pizza]}",
             #"quipu.yml: line \#(line): creditNotes[0].lines[1]: invoice 2024-0044 has no line "Pizza"; expected a line number or a task's title or id: 1 (Email), 2 (Invoices)"#),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-15, lines: [Email], hours: {\"1\": 1}}",
             "quipu.yml: line \(line): creditNotes[0].hours.1: credits line 1 (Email) a second time; expected each invoice line once"),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-15, amount: 477.43, reason: Too much}",
             "quipu.yml: line \(line): creditNotes[0].amount: credits 477.43 EUR, more than the invoice's net total of 477.42 EUR; expected at most 477.42 EUR"),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-15, amount: 10}",
             "quipu.yml: line \(line): creditNotes[0].reason: a credited amount needs a reason; expected the reason the credit note states, such as \"Discount agreed on 2024-04-15\""),
            ("  - {invoice: 2024-0044, number: C1, issueDate: 2024-04-01}",
             "quipu.yml: line \(line): creditNotes[0].issueDate: issue date 2024-04-01 is before the invoice's, 2024-04-02; expected 2024-04-02 or later"),
        ]
    }

    @Test("crediting more than the invoice, or what it does not bill, is a usage error naming the key", arguments: creditMistakes)
    func creditMistake(entry: String, message: String) {
        Self.expectUsageError(message) { _ = try Self.make(entry) }
    }

    @Test("without lines, hours or amount the whole invoice is credited; a missing issue date is today in the invoice's zone")
    func defaults() throws {
        let config = try Self.parse("  - {invoice: 2024-0043, number: C1}")
        let request = try #require(config.requests(of: CreditNoteRequest.self).first)
        // 2024-04-20T08:00:00Z is the 20th in Berlin and the 19th in Honolulu: the invoice's zone decides.
        let report = try request.resolve(config: config, in: RunEnvironment(now: Date(timeIntervalSince1970: 1_713_600_000),
                                                                            systemTimeZone: TimeZone(identifier: "Pacific/Honolulu")!))
        #expect(report.terms.selection == .wholeInvoice && report.terms.issueDate == LocalDate(year: 2024, month: 4, day: 20)!)
        #expect(report.terms.reason == nil && report.invoice.terms.profile == .peppol)
        #expect(report.outputPaths.allSatisfy { $0.hasPrefix("output/credit-note-C1.") })
    }
}
