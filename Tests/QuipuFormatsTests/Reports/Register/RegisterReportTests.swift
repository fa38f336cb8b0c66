import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("The register report")
struct RegisterReportTests {
    static let environment = RunEnvironment(now: Date(timeIntervalSince1970: 1_719_792_000), systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)

    /// The example workspace's text, its workspace folder made absolute, with `change` applied.
    static func workspace(_ change: (String) -> String = { $0 }) -> String {
        change(try! String(contentsOfFile: repositoryRoot.path + "/quipu.yml", encoding: .utf8)
            .replacingOccurrences(of: "workspace: Examples", with: "workspace: \(repositoryRoot.path)/Examples"))
    }

    /// The register of the example workspace (or of `text`), made.
    static func files(_ text: String = workspace()) throws -> [String: [UInt8]] {
        let config = try QuipuConfig.parse(Array(text.utf8), path: "quipu.yml")
        let request = try #require(config.requests(of: RegisterRequest.self).first)
        let report = try request.resolve(in: ResolutionContext(workspace: config, environment: environment))
        return Dictionary(uniqueKeysWithValues: try report.make().files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.bytes) })
    }

    static func text(_ name: String, of text: String = workspace()) throws -> String {
        String(decoding: try #require(try files(text)[name]), as: UTF8.self)
    }

    @Test("the example register matches its reviewed golden files byte for byte", arguments: ["register.csv", "register.journal", "register.beancount"])
    func golden(name: String) throws {
        try expectGolden(try #require(try Self.files()[name]), name)
    }

    @Test("the example's register.* holds every invoice and credit note of quipu.yml, in the five formats")
    func exampleWorkspace() throws {
        let files = try Self.files()
        #expect(files.keys.sorted() == ["register.beancount", "register.csv", "register.html", "register.journal", "register.xml"])
        let csv = String(decoding: files["register.csv"]!, as: UTF8.self).split(separator: "\r\n")
        #expect(csv.dropFirst().prefix(6).map { $0.split(separator: ",")[0] } == ["2024-0042", "2024-0043", "2024-0044", "2024-0045", "2024-0046", "2024-C001"])
        let html = String(decoding: files["register.html"]!, as: UTF8.self)
        #expect(html.contains("<h1>Register</h1>") && html.contains("2024-C001") && html.contains("of 2024-0044"))
    }

    @Test("the CSV's open totals per currency equal the receivable accounts' balances in the journal", arguments: [false, true])
    func openEqualsReceivable(paid: Bool) throws {
        let files = try Self.files(paid ? Self.paidWorkspace() : Self.workspace())
        var open: [String: Decimal] = [:]
        let rows = String(decoding: files["register.csv"]!, as: UTF8.self).split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = rows[0]
        for row in rows.dropFirst() where row[1] == "total" {
            open[String(row[header.firstIndex(of: "currency")!])] = Decimal(string: String(row[header.firstIndex(of: "open")!]))
        }
        var receivable: [String: Decimal] = [:]
        for line in String(decoding: files["register.journal"]!, as: UTF8.self).split(separator: "\n") where line.hasPrefix("    assets:receivable:") {
            let words = line.split(separator: " ")
            receivable[String(words[2]), default: 0] += Decimal(string: String(words[1]))!
        }
        #expect(!open.isEmpty && open == receivable)
    }

    /// The example (2024-0042 paid in full on 2024-04-12, 500.00 EUR of 2024-0043 on 2024-04-25) with 2024-0044 paid in full on
    /// 2024-04-20, after its credit note.
    static func paidWorkspace() -> String {
        workspace { $0.replacingOccurrences(of: "number: 2024-0044, issueDate: 2024-04-02,", with: "number: 2024-0044, issueDate: 2024-04-02, paid: 2024-04-20,") }
    }

    @Test("payments of quipu.yml: a transaction each, a payment in full paying what is open after the credit note; the register's paid day and open amount")
    func payments() throws {
        let text = Self.paidWorkspace()
        #expect(text.contains("paid: 2024-04-20") && text.contains("paid: 2024-04-12") && text.contains("amount: 500.00"))
        let journal = try Self.text("register.journal", of: text)
        #expect(journal.contains("""
        2024-04-12 * (2024-0042) ACME Corp. | payment of invoice 2024-0042
            assets:bank               11777.24 USD
            assets:receivable:acme    -11777.24 USD

        2024-04-15 * (2024-C001)
        """))
        // 568.13 due, 151.73 credited on 2024-04-15: the payment in full on 2024-04-20 is 416.40.
        #expect(journal.contains("""
        2024-04-20 * (2024-0044) Senatorin für Finanzen der Freien Hansestadt Bremen | payment of invoice 2024-0044
            assets:bank               416.40 EUR
            assets:receivable:bremen  -416.40 EUR

        2024-04-25 * (2024-0043) Labor für Klangforschung B.V. | payment of invoice 2024-0043
            assets:bank               500.00 EUR
            assets:receivable:lab     -500.00 EUR
        """))
        let csv = try Self.text("register.csv", of: text)
        #expect(csv.contains(",10893.76,0.00,10893.76,2024-04-12,0.00\r\n") && csv.contains(",1090.84,0.00,1090.84,,590.84\r\n"))
        #expect(csv.contains(",568.13,EUR,477.42,90.71,568.13,2024-04-20,0.00\r\n"))
        // The EUR totals include the credit note of the studio's external invoice 2023-0117 (150.00 net, 28.50 VAT), whose
        // open amount is the studio's credit: -178.50.
        #expect(csv.contains(",2024-04-20,,EUR,,,150.00,150.00,28.50,178.50,EUR,150.00,28.50,178.50,,-178.50\r\n"))
        #expect(csv.contains("\r\n,total,,,,,,EUR,2315.84,,1242.42,3558.26,236.06,3794.32,EUR,3558.26,236.06,3794.32,,2877.92\r\n"))
        #expect(csv.contains("\r\n,total,,,,,,USD,,11777.24,,11777.24,0.00,11777.24,EUR,10893.76,0.00,10893.76,,0.00\r\n"))
        let beancount = try Self.text("register.beancount", of: text)
        #expect(beancount.contains("2024-04-02 open Assets:Bank\n") && beancount.contains("""
        2024-04-20 * "Senatorin für Finanzen der Freien Hansestadt Bremen" "payment of invoice 2024-0044" ^2024-0044
          Assets:Bank               416.40 EUR
          Assets:Receivable:Bremen  -416.40 EUR
        """))
    }

    @Test("the register XML validates against register.xsd, which refuses a document without its number")
    func validXML() throws {
        let schema = try Templates.builtIn.schema("register.xsd")
        let xml = try #require(try Self.files()["register.xml"])
        #expect(try schema.validationErrors(of: try LibXMLDocument(parsing: xml, name: "register.xml")) == [])
        let broken = String(decoding: xml, as: UTF8.self).replacingOccurrences(of: #" number="2024-0042""#, with: "")
        #expect(try !schema.validationErrors(of: try LibXMLDocument(parsing: Array(broken.utf8), name: "broken.xml")).isEmpty)
    }

    @Test("accounts: names the ledger's accounts, {client} standing for the client's key, in both formats")
    func accounts() throws {
        let text = Self.workspace { $0 + "\naccounts: {revenue: \"revenue:consulting:{client}\", vat: \"liabilities:VAT:output\"}\n" }
        let journal = try Self.text("register.journal", of: text)
        #expect(journal.contains("    revenue:consulting:acme") && journal.contains("    liabilities:VAT:output") && !journal.contains("revenue:services"))
        let beancount = try Self.text("register.beancount", of: text)
        #expect(beancount.contains("open Income:Consulting:Acme") && beancount.contains("open Liabilities:VAT:Output"))
    }

    @Test("a mistake under accounts: is refused naming its line and key", arguments: [
        ("accounts: {revenue: sales:x}", #"accounts.revenue: "sales:x" starts with "sales", which is no account type"#),
        ("accounts: {revenue: \"revenue:{project}\"}", "accounts.revenue: \"revenue:{project}\" holds a placeholder other than {client}"),
        ("accounts: {income: revenue:x}", "accounts.income: unknown key; expected one of receivable, revenue, vat, bank, rounding"),
        ("accounts: {bank: assets}", "accounts.bank: \"assets\" is not an account name"),
    ])
    func accountMistakes(entry: String, message: String) throws {
        let text = Self.workspace { $0 + "\n" + entry + "\n" }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(text.utf8), path: "quipu.yml") }
        #expect(error?.message.hasPrefix("quipu.yml: line \(line): \(message)") == true, "\(error?.message ?? "")")
    }

    /// Whether `tool` is on the PATH.
    static func installed(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    /// Runs `arguments` and returns its exit status.
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("hledger accepts the example journal, with payments too, and refuses it with a cent moved", .enabled(if: installed("hledger")))
    func hledgerChecks() throws {
        try checks(["hledger", "check", "--strict", "-f"], name: "register.journal")
    }

    @Test("bean-check accepts the example Beancount file, with payments too, and refuses it with a cent moved", .enabled(if: installed("bean-check")))
    func beanCheck() throws {
        try checks(["bean-check"], name: "register.beancount")
    }

    /// `command` on the example's `name` succeeds, and on the example's with payments, and fails on a copy with one VAT posting a cent off.
    func checks(_ command: [String], name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-register-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try Self.text(name)
        let good = folder.appendingPathComponent(name), bad = folder.appendingPathComponent("bad-" + name)
        try Data(text.utf8).write(to: good)
        #expect(text.contains("-90.71 EUR"))
        try Data(text.replacingOccurrences(of: "-90.71 EUR", with: "-90.70 EUR").utf8).write(to: bad)
        let paid = folder.appendingPathComponent("paid-" + name)
        try Data(try Self.text(name, of: Self.paidWorkspace()).utf8).write(to: paid)
        #expect(try Self.run(command + [good.path]) == 0)
        #expect(try Self.run(command + [paid.path]) == 0)
        #expect(try Self.run(command + [bad.path]) != 0)
    }
}
