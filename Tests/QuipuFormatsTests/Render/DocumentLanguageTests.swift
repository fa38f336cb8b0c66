import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

/// The functions a template formats and labels with (`DocumentLanguage.xsltFunctions`), called
/// from a real stylesheet as a user's template would call them.
@Suite("Document language functions")
struct DocumentLanguageTests {
    /// What `expression` gives in `locale`, evaluated by a stylesheet.
    private static func evaluate(_ expression: String, _ locale: DocumentLocale) throws -> String {
        let stylesheet = Array("""
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:l="urn:quipu:locale:1">
              <xsl:output method="text" encoding="UTF-8"/>
              <xsl:template match="/"><xsl:value-of select="\(expression)"/></xsl:template>
            </xsl:stylesheet>
            """.utf8)
        let language = try DocumentLanguage(locale, templates: .builtIn)
        let output = try XSLTStylesheet(named: "t.xsl", in: ["t.xsl": stylesheet])
            .apply(to: LibXMLDocument(root: XMLElementValue("r")), functions: language.xsltFunctions)
        return String(decoding: output, as: UTF8.self)
    }

    @Test("each function writes ISO English as Quipu always has, and German as CLDR does", arguments: [
        ("l:money('-1090.84', 'EUR')", "−1,090.84 EUR", "-1.090,84\u{A0}€"),
        ("l:amount('1234567', 'JPY')", "1,234,567", "1.234.567"),
        ("l:number('7.5', 2)", "7.50", "7,50"),
        ("l:date('2024-04-02', 'long')", "2024-04-02", "2. April 2024"),
        ("l:date('2024-04-02', 'medium')", "2024-04-02", "02.04.2024"),
        ("l:month(3, 'wide')", "March", "März"),
        ("l:weekday(7, 'abbreviated')", "Sun", "So."),
        ("l:country('NL')", "NL", "Niederlande"),
        ("l:label('document.invoice')", "Invoice", "Rechnung"),
        ("l:text('document.invoice', 2)", "", ""),
        ("l:language(1)", "en", "de-DE"),
    ])
    func functions(_ expression: String, _ english: String, _ german: String) throws {
        #expect(try Self.evaluate(expression, .isoEnglish) == english)
        #expect(try Self.evaluate(expression, DocumentLocale(.germanGermany)) == german)
    }

    @Test("a bilingual document's labels are in both languages, its values in the first locale")
    func bilingual() throws {
        let locale = DocumentLocale(.dutchNetherlands, second: .englishUnitedKingdom)
        #expect(try Self.evaluate("l:label('document.invoice')", locale) == "Factuur / Invoice")
        #expect(try Self.evaluate("l:text('document.invoice', 2)", locale) == "Invoice")
        #expect(try Self.evaluate("l:language(2)", locale) == "en-GB")
        #expect(try Self.evaluate("l:money('1090.84', 'EUR')", locale) == "€\u{A0}1.090,84")
    }

    @Test("a value a function cannot read stops the page with a message naming the template's line", arguments: [
        ("l:money('12,50', 'EUR')", "money(value, currency): \"12,50\" is not a decimal number such as 1090.84"),
        ("l:date('02.04.2024', 'long')", "date(): \"02.04.2024\" is not a date such as 2024-04-02"),
        ("l:label('no.such.key')", "label(): no label \"no.such.key\"; expected a key of locales/en.xml"),
        ("l:month(13, 'wide')", "month(1 to 12, width): \"13\" is not 1 to 12"),
    ])
    func mistakes(_ expression: String, _ message: String) throws {
        do {
            _ = try Self.evaluate(expression, .isoEnglish)
            Issue.record("\(expression) was accepted")
        } catch let error as XMLError {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.message.contains("line 3"), "\(error.message)")
        }
    }
}
