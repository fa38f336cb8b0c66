import Foundation
import Testing

/// `--locale` and `--csv-locale` on the command line: the same bytes in any `TZ` and `LANG`, the
/// machine formats untouched, a user's catalog filled from English with a note.
@Suite("Locales on the command line")
struct LocaleCommandTests {
    static let config = try! exampleWorkspaceConfig()

    /// The register, an invoice and a timesheet of the example, made with `extra` flags in `environment`, by file name.
    static func reports(_ extra: [String], environment: [String: String] = [:]) throws -> [String: Data] {
        let directory = try temporaryDirectory()
        let runs = [
            ["register", "--config", config, "--as-of", "2024-05-01T00:00:00Z"],
            ["invoice", "studio", "--config", config, "--period", "2024-03", "--number", "2024-0045", "--issue-date", "2024-04-02",
             "--as-of", "2024-04-01T00:00:00Z", "--format", "html,xml,csv,cii,pdf"],
            ["timesheet", "--state", CommandLineTests.example, "--period", "2024-W13", "--time-zone", "Europe/Berlin", "--as-of", "2024-04-01T00:00:00Z"],
        ]
        for arguments in runs {
            let result = try runQuipu(arguments + extra + ["--out", directory.path], in: directory, environment: environment)
            #expect(result.status == 0, "\(arguments[0]): \(result.standardError)")
        }
        return try CommandLineTests().contents(directory)
    }

    @Test("O4: each locale gives the same bytes under any TZ and LANG", arguments: ["de-DE", "fr-CH", "nl-NL,en-GB", "es-ES"])
    func deterministic(_ locale: String) throws {
        let plain = try Self.reports(["--locale", locale], environment: ["TZ": "UTC", "LANG": "C", "LC_ALL": "C"])
        let foreign = try Self.reports(["--locale", locale], environment: ["TZ": "America/New_York", "LANG": "fr_FR.UTF-8", "LC_ALL": "tr_TR.UTF-8"])
        #expect(plain.count == 14)
        #expect(plain == foreign)
    }

    @Test("the machine formats are the same bytes in every locale; the pages are not")
    func machineFormatsUnchanged() throws {
        let english = try Self.reports(["--locale", "en-GB"])
        let german = try Self.reports(["--locale", "de-DE"])
        for (name, bytes) in english {
            let machine = [".xml", ".csv", ".journal", ".beancount"].contains { name.hasSuffix($0) }
            #expect((german[name] == bytes) == machine, "\(name)")
        }
        let page = String(decoding: try #require(german["invoice-2024-0045.html"]), as: UTF8.self)
        #expect(page.contains("<html lang=\"de-DE\">"))
    }

    @Test("--csv-locale de-DE writes decimal commas and semicolons after a byte order mark; other formats stay")
    func csvForGermanSpreadsheets() throws {
        let standard = try Self.reports([])
        let german = try Self.reports(["--csv-locale", "de-DE"])
        let csv = try #require(german["invoice-2024-0045.csv"])
        #expect(csv.prefix(3) == Data([0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: csv.dropFirst(3), as: UTF8.self).hasPrefix(
            "invoice;line;project;task;hours;unit_price;net;currency\r\n2024-0045;1;Studio Website;Booking calendar;7,7500;90,00;697,50;EUR\r\n"))
        #expect(String(decoding: try #require(german["register.csv"]), as: UTF8.self).contains(";2024-04-02;2024-04-16;EUR;"))
        for (name, bytes) in standard where !name.hasSuffix(".csv") {
            #expect(german[name] == bytes, "\(name)")
        }
    }

    @Test("a user's catalog replaces the built-in one; each label it lacks is printed in English, with one note however many reports use it")
    func userCatalog() throws {
        let directory = try temporaryDirectory()
        let templates = directory.appendingPathComponent("my-templates")
        #expect(try runQuipu(["templates", "export", templates.path], in: directory).status == 0)
        let catalog = templates.appendingPathComponent("locales/de.xml")
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(of: #"<label key="register.title">Rechnungsausgangsbuch</label>"#, with: #"<label key="register.title">Ausgangsbuch</label>"#)
        text = text.replacingOccurrences(of: #"<label key="register.gross">Brutto</label>"#, with: "")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        // A config of its own: another test's run on the shared one would hold its lock, and say so on stderr.
        let result = try runQuipu(["register", "--config", try exampleWorkspaceConfig(), "--locale", "de-DE", "--templates", templates.path, "--format", "html",
                                   "--out", directory.path], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "quipu: note: \(templates.path)/locales/de.xml: no label register.gross; printed in English\n")
        let page = try String(contentsOf: directory.appendingPathComponent("register.html"), encoding: .utf8)
        #expect(page.contains("<h1>Ausgangsbuch</h1>") && page.contains(">Gross<") && page.contains(">Netto<"))
    }
}
