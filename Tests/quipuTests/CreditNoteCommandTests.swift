import Foundation
import Testing

/// `quipu credit-note` run as a user would, against the example workspace's invoices.
@Suite("The credit-note command", .serialized)
struct CreditNoteCommandTests {
    static let config = try! exampleWorkspaceConfig()

    static func arguments(_ extra: [String]) -> [String] {
        ["credit-note", "--config", config, "--invoice", "2024-0044", "--number", "2024/C002", "--issue-date", "2024-04-20", "--out", "credits"] + extra
    }

    @Test("`quipu credit-note` writes the six formats under a safe name and prints their paths")
    func creditNote() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(Self.arguments(["--hours", "Invoices=0.5", "--line", "Email", "--reason", "Corrected hours"]), in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == ["html", "xml", "csv", "ubl.xml", "cii.xml", "pdf"].map { "credits/credit-note-2024-C002.\($0)\n" }.joined())
        let ubl = try String(contentsOf: directory.appendingPathComponent("credits/credit-note-2024-C002.ubl.xml"), encoding: .utf8)
        #expect(ubl.contains("<cbc:ID>2024/C002</cbc:ID>") && ubl.contains("<cbc:ID>2024-0044</cbc:ID>"))
        // Line 1 (Email) in full, 4.4167 h: 375.42; half an hour of line 2 (Invoices): 42.50; VAT 19 % of 417.92 = 79.40.
        #expect(ubl.contains(#"<cbc:CreditedQuantity unitCode="HUR">4.4167</cbc:CreditedQuantity>"#))
        #expect(ubl.contains(#"<cbc:CreditedQuantity unitCode="HUR">0.5000</cbc:CreditedQuantity>"#))
        #expect(ubl.contains(#"<cbc:PayableAmount currencyID="EUR">497.32</cbc:PayableAmount>"#))
        #expect(ubl.contains("<cbc:Note>Corrected hours</cbc:Note>"))
        let csv = try String(contentsOf: directory.appendingPathComponent("credits/credit-note-2024-C002.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("credit_note,invoice,line,invoice_line,project,item,quantity,unit,unit_price,net,currency\r\n"))
        #expect(csv.contains("2024/C002,2024-0044,2,2,Admin,Invoices,0.5000,HUR,85.00,42.50,EUR\r\n"))
    }

    static let mistakes: [(arguments: [String], status: Int32, message: String)] = [
        (["--hours", "Email=5"], 64, "quipu: error: --hours Email=5: credits 5.0000 h of line 1 (Email), which bills 4.4167 h; expected at most 4.4167 hours"),
        (["--amount", "600", "--reason", "x"], 64, "quipu: error: --amount: credits 600.00 EUR, more than the invoice's net total of 477.42 EUR; expected at most 477.42 EUR"),
        (["--amount", "60"], 64, "quipu: error: --reason: a credited amount needs a reason"),
        (["--amount", "60", "--line", "1", "--reason", "x"], 64, "quipu: error: --amount: an amount is credited on its own"),
        (["--line", "1", "--reason", " "], 64, "quipu: error: --reason: the reason is empty; expected the text the credit note states, or no reason"),
        (["--amount", "six", "--reason", "x"], 64, #"quipu: error: --amount: invalid amount "six""#),
        (["--amount", "-5", "--reason", "x"], 64, "quipu: error: --amount: amount -5; expected an amount above 0"),
        (["--hours", "Email"], 64, "quipu: error: --hours Email: no hours; expected LINE=HOURS, such as Email=1.5"),
        (["--line", "3"], 64, #"quipu: error: --line 3: invoice 2024-0044 has no line "3"; expected a line number or a task's title or id: 1 (Email), 2 (Invoices)"#),
        (["--issue-date", "2024-03-31"], 64, "quipu: error: --issue-date: issue date 2024-03-31 is before the invoice's, 2024-04-02"),
        (["--as-of", "2024-04-01T00:00:00Z"], 64, "quipu: error: unknown option '--as-of'; quipu credit-note takes --format, --out, --name, --templates, --paper, --locale, --csv-locale, --config"),
        (["--invoice", "2024-0099"], 64,
         #"quipu: error: --invoice 2024-0099: no invoice "2024-0099" under `invoices:` in \#(config); expected the number of one of its entries: 2024-0042, 2024-0043, 2024-0044, 2024-0045, 2024-0046"#),
        (["--format", "docx"], 64, #"unknown format "docx""#),
    ]

    @Test("R1: credit note mistakes exit with a status and one line naming the flag, and write nothing", arguments: mistakes)
    func mistake(arguments: [String], status: Int32, message: String) throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(Self.arguments(arguments), in: directory)
        #expect(result.status == status, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("quipu: error: ") && result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("credits").path))
    }

    @Test("`quipu credit-note` without a workspace config says where the invoice comes from")
    func withoutConfig() throws {
        let result = try runQuipu(["credit-note", "--invoice", "1", "--number", "C1"], in: try temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.standardError.contains("no workspace config; a credit note credits an invoice of quipu.yml's `invoices:`"), "\(result.standardError)")
    }
}
