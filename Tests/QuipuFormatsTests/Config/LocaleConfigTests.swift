import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

/// `locale:` in quipu.yml: read where it stands, refused with its place, and layered entry over
/// client over workspace; a credit note takes its invoice's.
@Suite("quipu.yml: locale")
struct LocaleConfigTests {
    static let mistakes: [(yaml: String, message: String)] = [
        ("locale: 42\n", #"quipu.yml: line 1: locale: "42" is not a locale Quipu writes documents in; expected one of de-DE, de-CH"#),
        ("locale: tlh\n", #"quipu.yml: line 1: locale: "tlh" is not a locale Quipu writes documents in"#),
        ("timeZone: UTC\nlocale: de_DE\n", #"quipu.yml: line 2: locale: "de_DE" is not a locale Quipu writes documents in"#),
        ("locale: [de-DE, de-CH]\n", "quipu.yml: line 1: locale: de-DE and de-CH are of one language; expected a second locale of another language, such as [de-DE, en-GB]"),
        ("locale: [de-DE, en-GB, fr-FR]\n", "quipu.yml: line 1: locale: 3 locales; expected one locale such as de-DE, or two for a bilingual document such as [de-DE, en-GB]"),
        ("locale: {language: de}\n", "quipu.yml: line 1: locale: expected a locale such as de-DE, or two such as [de-DE, en-GB]"),
        ("locale: \"\"\n", "quipu.yml: line 1: locale: is empty; expected a locale such as de-DE"),
        (BillingConfigTests.seller + BillingConfigTests.client("    locale: xx-INVALID\n"),
         #"quipu.yml: line 15: clients.acme.locale: "xx-INVALID" is not a locale Quipu writes documents in"#),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, locale: 7}\n",
         #"quipu.yml: line 2: timesheets[0].locale: "7" is not a locale Quipu writes documents in"#),
    ]

    @Test("a locale Quipu has no catalog for, or of the wrong type, is a usage error naming the line and the key", arguments: mistakes)
    func refused(_ yaml: String, _ message: String) {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml") }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    @Test("tags are BCP 47's, case-insensitive; a list of two is a bilingual document")
    func read() throws {
        #expect(try QuipuConfig.parse(Array("locale: fr-ch\n".utf8), path: "quipu.yml").locale == DocumentLocale(.frenchSwitzerland))
        #expect(try QuipuConfig.parse(Array("locale: [nl-NL, en-GB]\n".utf8), path: "quipu.yml").locale
            == DocumentLocale(.dutchNetherlands, second: .englishUnitedKingdom))
        #expect(try QuipuConfig.parse(Array("timeZone: UTC\n".utf8), path: "quipu.yml").locale == nil)
    }

    @Test("an entry's locale wins over its client's, which wins over the workspace's; a credit note takes its invoice's unless its entry says")
    func layered() throws {
        let text = RegisterReportTests.workspace { text in
            "locale: fr-FR\n" + text
                .replacingOccurrences(of: "number: 2024-0044, issueDate: 2024-04-02,", with: "number: 2024-0044, issueDate: 2024-04-02, locale: de-CH,")
                .replacingOccurrences(of: "number: 2024-C002, issueDate: 2024-04-20,", with: "number: 2024-C002, issueDate: 2024-04-20, locale: it-IT,")
        }
        let config = try QuipuConfig.parse(Array(text.utf8), path: "quipu.yml")
        let context = ResolutionContext(workspace: config, environment: RunEnvironment(now: Date(), systemTimeZone: .named("UTC")))
        let invoices = try config.requests(of: InvoiceRequest.self).map { try $0.resolve(in: context) }
        // acme has no locale of its own: the workspace's; lab and studio their own; 2024-0044's entry (de-CH) wins over bremen's (de-DE).
        #expect(invoices.map(\.output.language.locale) == [
            DocumentLocale(.frenchFrance), DocumentLocale(.dutchNetherlands, second: .englishUnitedKingdom), DocumentLocale(.germanSwitzerland),
            DocumentLocale(.germanGermany), DocumentLocale(.frenchFrance),
        ])
        let creditNotes = try config.requests(of: CreditNoteRequest.self).map { try $0.resolve(in: context) }
        #expect(creditNotes.map(\.output.language.locale) == [DocumentLocale(.germanSwitzerland), DocumentLocale(.italianItaly)])
        let receivables = try #require(config.requests(of: ReceivablesRequest.self).first).resolve(in: context)
        #expect(receivables.output.language.locale == DocumentLocale(.frenchFrance))
        let unset = try QuipuConfig.parse(Array(RegisterReportTests.workspace().utf8), path: "quipu.yml")
        // acme has no locale, nor has the example workspace: ISO English.
        let plain = try #require(unset.requests(of: InvoiceRequest.self).first).resolve(in: ResolutionContext(workspace: unset, environment: context.environment))
        #expect(plain.output.language.locale == .isoEnglish)
    }
}
