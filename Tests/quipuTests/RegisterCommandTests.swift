import Foundation
import Testing

/// `quipu register` run as a user would, against the example workspace's books.
@Suite("The register command", .serialized)
struct RegisterCommandTests {
    static let config = try! exampleWorkspaceConfig()

    @Test("`quipu register` writes the formats asked for and prints their paths; the as-of day decides what is listed")
    func register() throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(["register", "--config", Self.config, "--as-of", "2024-04-10T12:00:00Z", "--out", "books",
                                   "--format", "csv,hledger,beancount"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "books/register.csv\nbooks/register.journal\nbooks/register.beancount\n")
        let csv = try String(contentsOf: directory.appendingPathComponent("books/register.csv"), encoding: .utf8)
        // On 2024-04-10 the credit note of 2024-04-15 is not yet issued: invoice 2024-0044 is open in full.
        #expect(csv.contains("\r\n2024-0044,invoice,,bremen,Senatorin für Finanzen der Freien Hansestadt Bremen,2024-04-02,2024-05-02,EUR,,,477.42,477.42,90.71,568.13,EUR,477.42,90.71,568.13,,568.13\r\n"))
        #expect(!csv.contains("2024-C001"))
        let journal = try String(contentsOf: directory.appendingPathComponent("books/register.journal"), encoding: .utf8)
        #expect(journal.contains("2024-04-02 * (2024-0042) ACME Corp. | invoice 2024-0042\n    assets:receivable:acme    11777.24 USD @@ 10893.76 EUR\n"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("books/register.beancount").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("books/register.html").path))
    }

    static let mistakes: [(arguments: [String], message: String)] = [
        (["register"], "quipu: error: no quipu.yml; the register lists a workspace's invoices: and creditNotes:, expected --config FILE or a quipu.yml in this folder"),
        (["register", "--config", config, "--week-start", "sunday"],
         "quipu: error: unknown option '--week-start'; quipu register takes --time-zone, --as-of, --format, --out, --name, --templates, --locale, --csv-locale, --config besides its own"),
        (["register", "--config", config, "--format", "ledger"], #"unknown format "ledger""#),
    ]

    @Test("register mistakes exit 64 with one line and write nothing", arguments: mistakes)
    func mistake(arguments: [String], message: String) throws {
        let directory = try temporaryDirectory()
        let result = try runQuipu(arguments + ["--out", "books"], in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("books").path))
    }
}
