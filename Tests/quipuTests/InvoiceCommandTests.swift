import Foundation
import Testing

/// `quipu invoice`, `quipu checkout` and `quipu rates` run as a user would, from a folder of their own.
@Suite("The invoice, checkout and rates commands", .serialized)
struct InvoiceCommandTests {
    static let root = CommandLineTests.repositoryRoot.path
    static let ecb = root + "/Examples/ecb/eurofxref-hist-90d.xml"
    /// A copy of the example workspace's config, for this suite alone (see `exampleWorkspaceConfig`).
    static let exampleConfig = try! exampleWorkspaceConfig()

    /// A workspace file for the example data, with `client` as the only client's extra settings.
    func workspace(in directory: URL, client extra: String = "") throws {
        let config = """
        workspace: \(Self.root)/Examples
        timeZone: Europe/Berlin
        rates: rates-2024-illustrative.json
        seller:
          name: Ada Lovelace Consulting
          address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
          vatId: DE123456789
          iban: DE89370400440532013000
          accountingCurrency: EUR
        clients:
          acme:
            name: ACME Corp.
            address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
            state: AppState.json
            currency: USD
            rateCurrency: EUR
            hourlyRate: 95.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 14
        \(extra)
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
    }

    static let invoiceArguments = ["invoice", "acme", "--period", "2024-03", "--number", "2024/0042", "--issue-date", "2024-04-02",
                                   "--as-of", "2024-04-01T00:00:00Z"]

    @Test("`quipu invoice` writes the five formats under a safe name, prints their paths and warns about overlapping slips")
    func invoice() throws {
        let directory = try temporaryDirectory()
        try workspace(in: directory)
        let result = try runQuipu(Self.invoiceArguments, in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == ["html", "xml", "csv", "ubl.xml", "cii.xml", "pdf"].map { "output/invoice-2024-0042.\($0)\n" }.joined())
        #expect(result.standardError.contains("bills 3 overlapping pairs of slips"), "\(result.standardError)")
        let xml = try String(contentsOf: directory.appendingPathComponent("output/invoice-2024-0042.xml"), encoding: .utf8)
        #expect(xml.contains(#"number="2024/0042""#))
        let ubl = try String(contentsOf: directory.appendingPathComponent("output/invoice-2024-0042.ubl.xml"), encoding: .utf8)
        #expect(ubl.contains("<cbc:ID>2024/0042</cbc:ID>") && ubl.contains(#"unitCode="HUR""#))
        let cii = try String(contentsOf: directory.appendingPathComponent("output/invoice-2024-0042.cii.xml"), encoding: .utf8)
        #expect(cii.contains("<ram:ID>2024/0042</ram:ID>") && cii.contains(#"<ram:BilledQuantity unitCode="HUR">"#))
        let again = try runQuipu(Self.invoiceArguments, in: directory)
        #expect(try String(contentsOf: directory.appendingPathComponent("output/invoice-2024-0042.ubl.xml"), encoding: .utf8) == ubl)
        #expect(again.status == 0)
    }

    @Test("a Toggl export's rows marked Billable: No, and a row without a project, are left off the invoice and kept on the timesheet")
    func billableTogglRows() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["invoice", "studio", "--config", Self.exampleConfig, "--period", "2024-03", "--number", "2024-0045",
                                   "--issue-date", "2024-04-02", "--format", "csv", "--out", directory.path], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // Booking calendar: 3:30 + 4:15 billable, 0:45 of lunch reading not; content migration: 1:30 + 2:20, the 1:00 re-import not.
        #expect(try String(contentsOf: directory.appendingPathComponent("invoice-2024-0045.csv"), encoding: .utf8) == """
            invoice,line,project,task,hours,unit_price,net,currency\r
            2024-0045,1,Studio Website,Booking calendar,7.7500,90.00,697.50,EUR\r
            2024-0045,2,Studio Website,Content migration,3.8333,90.00,345.00,EUR\r

            """)
        let sheet = try runQuipu(["timesheet", "--state", Self.root + "/Examples/studio-toggl.csv", "--source-time-zone", "Europe/Berlin",
                                  "--time-zone", "Europe/Berlin", "--period", "2024-03", "--as-of", "2024-04-01T00:00:00Z", "--format", "csv",
                                  "--out", directory.path, "--name", "studio"], in: directory)
        #expect(sheet.status == 0, "\(sheet.standardError)")
        let csv = try String(contentsOf: directory.appendingPathComponent("studio.csv"), encoding: .utf8)
        #expect(csv.contains(",Booking calendar,2700,0.75,0,0.00,0,0.00,2700,0.75\r\n"))
        // The row without a project is billable by Toggl's mark, but time without a project is never billed.
        #expect(csv.contains(",(untagged),") && csv.contains(",Lunch reading,2700,0.75,0,0.00,0,0.00,2700,0.75\r\n"))
    }

    @Test("`--number next` takes the number after the client's series in quipu.yml, says which entry to add, and refuses an issue date before the series' last")
    func nextNumber() throws {
        let directory = try temporaryDirectory()
        let next = ["invoice", "studio", "--config", Self.exampleConfig, "--period", "2024-04", "--number", "next", "--format", "csv",
                    "--as-of", "2024-05-01T00:00:00Z", "--out", directory.path]
        let result = try runQuipu(next + ["--issue-date", "2024-05-02"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == directory.path + "/invoice-2024-0047.csv\n")
        #expect(result.standardError.contains("quipu: note: invoice 2024-0047 is the next number of studio's series; to keep it in the register, "
            + "add to `invoices:` in \(Self.exampleConfig): - {client: studio, period: 2024-04, number: 2024-0047, issueDate: 2024-05-02}"), "\(result.standardError)")
        // March is on invoice 2024-0045 already: the next invoice may not bill it again.
        let twice = try runQuipu(next.map { $0 == "2024-04" ? "2024-03" : $0 } + ["--issue-date", "2024-05-02"], in: directory)
        #expect(twice.status == 64)
        #expect(twice.standardError.hasPrefix("quipu: error: invoice 2024-0047 of the command line: invoice 2024-0047 bills time that invoice 2024-0045 at "),
                "\(twice.standardError)")
        let early = try runQuipu(next + ["--issue-date", "2024-04-01"], in: directory)
        #expect(early.status == 64)
        #expect(early.standardError.hasPrefix("quipu: error: --number next: invoice 2024-0046 of the series is issued on 2024-04-03, after 2024-04-01; "))
        let unnumbered = try runQuipu(Self.invoiceArguments.map { $0 == "2024/0042" ? "next" : $0 }, in: try {
            let folder = try temporaryDirectory()
            try workspace(in: folder)
            return folder
        }())
        #expect(unnumbered.status == 64)
        #expect(unnumbered.standardError.hasPrefix("quipu: error: --number next: quipu.yml numbers no invoices of acme; expected `numbering: "))
    }

    @Test("`quipu receivables` lists the register's open invoices on the as-of day, a paid one left out, none overdue before its due date")
    func receivables() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["receivables", "--config", Self.exampleConfig, "--as-of", "2024-04-13T00:00:00Z", "--format", "csv",
                                   "--out", directory.path], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try String(contentsOf: directory.appendingPathComponent("receivables.csv"), encoding: .utf8).split(separator: "\r\n")
        #expect(rows.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[2] } == ["2024-0046", "2024-0045", "2024-0043", "2024-0044"])
        #expect(rows.dropFirst().allSatisfy { $0.contains(",0,current,EUR,") })
        let outside = try runQuipu(["receivables", "--as-of", "2024-04-13T00:00:00Z"], in: try temporaryDirectory())
        #expect(outside.status == 64 && outside.standardError.contains("no workspace config; receivables are of the invoices listed in quipu.yml"))
    }

    @Test("`quipu unbilled` lists each client's billable time no invoice bills, and refuses a client it does not know")
    func unbilled() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["unbilled", "--config", Self.exampleConfig, "--as-of", "2024-04-05T12:00:00Z", "--format", "csv",
                                   "--out", directory.path], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try String(contentsOf: directory.appendingPathComponent("unbilled.csv"), encoding: .utf8).split(separator: "\r\n")
        // The studio's April hours; and lab's slip still running after the invoice counted it up to 2024-04-01T00:00:00Z.
        #expect(rows.contains { $0.hasPrefix("studio,Klangstudio Müller GmbH,2024-04-02,2024-04-05,Studio Website,Booking calendar,3.0000,90.00,270.00,EUR") })
        #expect(rows.contains { $0.hasPrefix("lab,") && $0.contains(",2024-04-01,2024-04-05,") })
        #expect(!rows.contains { $0.hasPrefix("acme,") || $0.hasPrefix("bremen,") })
        let unknown = try runQuipu(["unbilled", "acne", "--config", Self.exampleConfig], in: directory)
        #expect(unknown.status == 64 && unknown.standardError.contains(#"no client "acne""#), "\(unknown.standardError)")
    }

    @Test("the command line may not give a number the register uses for another document: its files would be replaced")
    func registerNumbers() throws {
        let directory = try temporaryDirectory()
        let config = ["--config", Self.exampleConfig, "--format", "csv", "--out", directory.path]
        let other = try runQuipu(["invoice", "studio", "--period", "2024-04", "--number", "2024-0042", "--issue-date", "2024-05-02"] + config, in: directory)
        #expect(other.status == 64 && other.standardError.hasPrefix("quipu: error: --number 2024-0042: the register's invoice 2024-0042 at "), "\(other.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("invoice-2024-0042.csv").path))
        let same = try runQuipu(["invoice", "acme", "--period", "2024-03", "--number", "2024-0042", "--issue-date", "2024-04-02",
                                 "--as-of", "2024-04-01T00:00:00Z"] + config, in: directory)
        #expect(same.status == 0, "\(same.standardError)")
        let note = try runQuipu(["credit-note", "--invoice", "2024-0043", "--number", "2024-C001", "--issue-date", "2024-04-20"] + config, in: directory)
        #expect(note.status == 64 && note.standardError.contains("the register's document at ") && note.standardError.contains("creditNotes[0] has this number"))
        let asInvoice = try runQuipu(["invoice", "studio", "--period", "2024-04", "--number", "2024-C001", "--issue-date", "2024-05-02"] + config, in: directory)
        #expect(asInvoice.status == 64 && asInvoice.standardError.contains("the register's credit note at "))
    }

    static let mistakes: [(client: String, arguments: [String], status: Int32, message: String)] = [
        ("", ["invoice", "acne", "--period", "2024-03", "--number", "1"], 64, #"no client "acne" in quipu.yml; expected one of acme; did you mean "acme"?"#),
        ("    projects: [Website]\n", invoiceArguments, 64, #"quipu.yml: line 11: clients.acme: projects: no project has the title or id "Website""#),
        ("    taskRates: {Admin: {Tax: 50}}\n", invoiceArguments, 64, #"quipu.yml: line 11: clients.acme: hourly rates name no project or task: "Admin → Tax""#),
        ("    nonBillable: [Admin, Intern, {Admin: [Tax]}]\n", invoiceArguments, 64,
         #"quipu.yml: line 11: clients.acme: nonBillable names "Intern", "Admin: Tax", which match no project or task of "#),
        ("", invoiceArguments + ["--currency", "KWD"], 64, "cannot write a UBL or CII invoice in KWD"),
        ("", invoiceArguments + ["--currency", "XYZ"], 64, #"unknown currency "XYZ""#),
        ("", invoiceArguments + ["--period", "2024-13"], 64, #"invalid period "2024-13""#),
        ("", invoiceArguments + ["--period", "2024-04-03"], 65, "no billed time in 2024-04-03"),
        ("", invoiceArguments + ["--period", "2023-03"], 65, "no EUR→USD exchange rate for 2023-03-31"),
        ("    hourlyRate: 90\n", invoiceArguments, 64, "quipu.yml: line 17: clients.acme.hourlyRate: written twice"),
        ("", invoiceArguments + ["--profile", "xrechnung"], 64,
         "quipu.yml: line 11: clients.acme: profile xrechnung needs a buyer reference (BT-10, the Leitweg-ID); expected `buyerReference:` under clients.acme, or --buyer-reference"),
        ("    profile: peppol\n", invoiceArguments, 64,
         "quipu.yml: line 11: clients.acme: profile peppol needs a buyer reference (BT-10) or an order reference (BT-13); expected `buyerReference:` under clients.acme, or --buyer-reference or --order-reference"),
        ("    profile: peppol\n", invoiceArguments + ["--order-reference", "PO-1"], 64,
         "quipu.yml: line 4: seller: profile peppol needs the seller's electronic address (BT-34); expected `endpoint: {scheme: \"9930\", id: DE123456789}` under seller"),
        ("", invoiceArguments + ["--profile", "zugferd"], 64, #"unknown profile "zugferd"; expected en16931, peppol, xrechnung"#),
        ("    endpoint: {scheme: EM, id: ap@acme.example}\n", invoiceArguments, 64,
         #"quipu.yml: line 20: clients.acme.endpoint.scheme: "EM" is not a Peppol EAS code"#),
    ]

    @Test("R1: invoice mistakes exit with a status and one line naming the place, and write nothing", arguments: mistakes)
    func invoiceMistake(client: String, arguments: [String], status: Int32, message: String) throws {
        let directory = try temporaryDirectory()
        try workspace(in: directory, client: client)
        let result = try runQuipu(arguments, in: directory)
        #expect(result.status == status, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("quipu: error: "), "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("`quipu invoice` takes the profile and the references from its flags over the client's")
    func profileFlags() throws {
        let directory = try temporaryDirectory()
        func ubl(_ arguments: [String]) throws -> String {
            let result = try runQuipu(["invoice"] + arguments + ["--config", Self.exampleConfig, "--period", "2024-03", "--issue-date", "2024-04-02",
                                                                  "--as-of", "2024-04-01T00:00:00Z", "--format", "ubl", "--out", directory.path], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            return try String(contentsOf: directory.appendingPathComponent("invoice-\(arguments[2]).ubl.xml"), encoding: .utf8)
        }
        // The register's own invoices of March, made again with other flags (another number would bill their time twice).
        let leitwegID = try ubl(["bremen", "--number", "2024-0044", "--buyer-reference", "04011000-99999-99"])
        #expect(leitwegID.contains("<cbc:BuyerReference>04011000-99999-99</cbc:BuyerReference>"))
        #expect(leitwegID.contains("xrechnung_3.0</cbc:CustomizationID>"))
        let plain = try ubl(["lab", "--number", "2024-0043", "--profile", "en16931"])
        #expect(plain.contains("<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>") && !plain.contains("<cbc:ProfileID>"))
        let ordered = try ubl(["lab", "--number", "2024-0043", "--order-reference", "PO-7"])
        #expect(ordered.contains("<cac:OrderReference>\n    <cbc:ID>PO-7</cbc:ID>") && ordered.contains("poacc:billing:3.0</cbc:CustomizationID>"))
    }

    @Test("`quipu invoice` without a workspace config says where the seller comes from")
    func invoiceWithoutConfig() throws {
        let result = try runQuipu(Self.invoiceArguments, in: try temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.standardError.contains("no workspace config"), "\(result.standardError)")
    }

    @Test("`quipu checkout` prices the example orders with the catalog beside them")
    func checkout() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["checkout", "--orders", Self.root + "/Examples/orders.json", "--rates", Self.ecb], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "output/checkout.html\noutput/checkout.xml\noutput/checkout.csv\n")
        let csv = try String(contentsOf: directory.appendingPathComponent("output/checkout.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("order,date,line,item,catalog_price,catalog_currency,rate,rate_date,price,currency\r\n"))
    }

    @Test("K3: an unavailable choice is an error naming the order, the field and the valid choices")
    func unavailableChoice() throws {
        let directory = try temporaryDirectory()
        let orders = directory.appendingPathComponent("orders.json")
        try Data(#"[{"id":"A-9","date":"2017-02-24","guitar":{"shape":"pointy","color":"natural","body":"mahogany","fretboard":"rosewood"},"shipping":"ground","currency":"USD"}]"#.utf8)
            .write(to: orders)
        let result = try runQuipu(["checkout", "--orders", orders.path, "--catalog", Self.root + "/Examples/luthier.json", "--rates", Self.ecb],
                                  in: directory)
        #expect(result.status == 65)
        #expect(result.standardError.contains(#"order A-9: guitar.shape: "pointy" is not available; expected one of casual, chunky"#),
                "\(result.standardError)")
    }

    @Test("M7: `quipu rates` prints one lookup through EUR; a weekend takes Friday's rate")
    func rates() throws {
        let result = try runQuipu(["rates", "--rates", Self.ecb, "--from", "USD", "--to", "JPY", "--date", "2017-02-25", "--amount", "100"],
                                  in: try temporaryDirectory())
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "100.00 USD = 11221 JPY (1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR)\n")
    }

    @Test("M8: a date the rates do not cover is an error naming the pair, the date and the file's dates")
    func missingRate() throws {
        let result = try runQuipu(["rates", "--rates", Self.ecb, "--from", "USD", "--to", "JPY", "--date", "2016-11-01"], in: try temporaryDirectory())
        #expect(result.status == 65)
        #expect(result.standardError.contains("no USD→JPY exchange rate for 2016-11-01"), "\(result.standardError)")
        #expect(result.standardError.contains("the rates cover 2016-12-05 to 2017-03-03"), "\(result.standardError)")
        let badAmount = try runQuipu(["rates", "--rates", Self.ecb, "--from", "USD", "--to", "JPY", "--date", "2017-02-24", "--amount", "1e3"],
                                     in: try temporaryDirectory())
        #expect(badAmount.status == 64)
    }
}

extension InvoiceCommandTests {
    @Test("O4: the PDF invoice is the same bytes under any TZ and LANG, and --paper letter makes a US Letter page")
    func pdfDeterministic() throws {
        var outputs: [[String: Data]] = []
        for (zone, language) in [("UTC", "C"), ("Asia/Tokyo", "de_DE.UTF-8"), ("America/New_York", "ar_EG.UTF-8")] {
            let directory = try temporaryDirectory()
            try workspace(in: directory)
            let result = try runQuipu(Self.invoiceArguments + ["--format", "pdf"], in: directory,
                                      environment: ["TZ": zone, "LANG": language, "LC_ALL": language])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == "output/invoice-2024-0042.pdf\n")
            outputs.append(try CommandLineTests().contents(directory.appendingPathComponent("output")))
        }
        #expect(outputs[0].count == 1)
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        let directory = try temporaryDirectory()
        try workspace(in: directory)
        let letter = try runQuipu(Self.invoiceArguments + ["--format", "pdf", "--paper", "letter"], in: directory)
        #expect(letter.status == 0, "\(letter.standardError)")
        let pdf = try Data(contentsOf: directory.appendingPathComponent("output/invoice-2024-0042.pdf"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
        let wrong = try runQuipu(Self.invoiceArguments + ["--format", "pdf", "--paper", "a5"], in: directory)
        #expect(wrong.status == 64)
        #expect(wrong.standardError.contains("invalid paper \"a5\"; expected a4 or letter"))
    }
}

extension InvoiceCommandTests {
    @Test("O4: an invoice and a credit note in each locale are the same bytes, every format, under TZ=America/New_York LANG=fr_FR.UTF-8 and TZ=UTC LANG=C",
          arguments: ["de-DE", "fr-FR", "nl-NL,en-GB"])
    func localeDeterministic(locale: String) throws {
        let creditNote = try exampleWorkspaceConfig()
        var outputs: [[String: Data]] = []
        for (zone, language) in [("America/New_York", "fr_FR.UTF-8"), ("UTC", "C")] {
            let directory = try temporaryDirectory()
            try workspace(in: directory)
            let environment = ["TZ": zone, "LANG": language, "LC_ALL": language]
            let invoice = try runQuipu(Self.invoiceArguments + ["--locale", locale], in: directory, environment: environment)
            #expect(invoice.status == 0, "\(invoice.standardError)")
            let credit = try runQuipu(["credit-note", "--config", creditNote, "--invoice", "2024-0044", "--number", "2024-C009", "--issue-date", "2024-04-20",
                                       "--hours", "Email=1.5", "--locale", locale, "--out", "output"], in: directory, environment: environment)
            #expect(credit.status == 0, "\(credit.standardError)")
            outputs.append(try CommandLineTests().contents(directory.appendingPathComponent("output")))
        }
        #expect(outputs[0].count == 12, "six formats of each: \(outputs[0].keys.sorted())")
        #expect(outputs[0] == outputs[1])
        let html = String(decoding: try #require(outputs[0]["invoice-2024-0042.html"]), as: UTF8.self)
        #expect(html.contains("<html lang=\"\(locale.prefix { $0 != "," })\">"), "the invoice is written in \(locale)")
    }
}
