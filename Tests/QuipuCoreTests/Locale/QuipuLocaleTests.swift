import QuipuCore
import Testing

@Suite("Locales")
struct QuipuLocaleTests {
    @Test("the nine locales of issue 25 parse from their BCP 47 tags, case-insensitively, to their catalog's language",
          arguments: [("de-DE", "de"), ("de-CH", "de"), ("fr-FR", "fr"), ("fr-CH", "fr"), ("nl-NL", "nl"), ("en-GB", "en"),
                      ("en-US", "en"), ("es-ES", "es"), ("it-IT", "it"), ("de-ch", "de"), ("EN-us", "en")])
    func parses(_ tag: String, _ language: String) throws {
        let locale = try QuipuLocale(parsing: tag)
        #expect(locale.tag?.lowercased() == tag.lowercased())
        #expect(locale.language.code == language)
    }

    @Test("anything else is refused, naming the tag and listing the supported ones",
          arguments: ["tlh", "xx-INVALID", "de", "de_DE", "de-AT", "en", " de-DE", "de-DE ", "", "iso"])
    func refuses(_ tag: String) {
        let error = #expect(throws: LocaleError.self) { try QuipuLocale(parsing: tag) }
        #expect(error?.description == "\"\(tag)\" is not a locale Quipu writes documents in; expected one of "
            + "de-DE, de-CH, fr-FR, fr-CH, nl-NL, en-GB, en-US, es-ES, it-IT")
    }

    @Test("ISO English, today's output, has no tag a user could write and uses the English catalog")
    func isoEnglish() {
        #expect(QuipuLocale.isoEnglish.tag == nil)
        #expect(QuipuLocale.isoEnglish.language == .english)
        #expect(QuipuLocale.supportedTags.count == 9)
    }
}
