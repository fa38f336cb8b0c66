import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

/// Days, months and local times as the timesheet's Swift-written grids and PDF print them, and
/// the same from `dates.xsl`, which the templates print them with.
@Suite("Days in a document's language")
struct DocumentLanguageDaysTests {
    static func language(_ locale: QuipuLocale) throws -> DocumentLanguage {
        try DocumentLanguage(DocumentLocale(locale), templates: .builtIn)
    }

    /// What `dates.xsl`'s template `name` writes with `parameters` (XPath expressions) in `locale`.
    static func template(_ name: String, _ parameters: [String: String], _ locale: QuipuLocale) throws -> String {
        let withParameters = parameters.map { #"<xsl:with-param name="\#($0.key)" select="\#($0.value)"/>"# }.joined()
        let stylesheet = Array("""
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:l="urn:quipu:locale:1">
              <xsl:include href="dates.xsl"/>
              <xsl:output method="text" encoding="UTF-8"/>
              <xsl:template match="/"><xsl:call-template name="\(name)">\(withParameters)</xsl:call-template></xsl:template>
            </xsl:stylesheet>
            """.utf8)
        let output = try XSLTStylesheet(named: "t.xsl", in: ["t.xsl": stylesheet, "dates.xsl": try #require(Templates.builtInFiles["dates.xsl"])])
            .apply(to: LibXMLDocument(root: XMLElementValue("r")), functions: try language(locale).xsltFunctions)
        return String(decoding: output, as: UTF8.self)
    }

    @Test("a short day is the medium date without its year, unbroken; ISO English keeps 03-04", arguments: [
        (QuipuLocale.isoEnglish, "03-04", "Sep"), (.germanGermany, "04.03.", "Sept."), (.germanSwitzerland, "04.03.", "Sept."),
        (.frenchFrance, "4\u{A0}mars", "sept."), (.frenchSwitzerland, "4\u{A0}mars", "sept."), (.dutchNetherlands, "4\u{A0}mrt", "sep"),
        (.englishUnitedKingdom, "4\u{A0}Mar", "Sept"), (.englishUnitedStates, "Mar\u{A0}4", "Sep"), (.spanishSpain, "4\u{A0}mar", "sept"), (.italianItaly, "4\u{A0}mar", "set"),
    ])
    func shortDayAndMonth(_ locale: QuipuLocale, _ day: String, _ september: String) throws {
        let language = try Self.language(locale)
        #expect(language.shortDay(LocalDate(year: 2024, month: 3, day: 4)!) == day)
        #expect(language.shortMonth(9) == september)
        #expect(try Self.template("short-day", ["date": "'2024-03-04'"], locale) == day)
        #expect(try Self.template("short-month", ["month": "9"], locale) == september)
    }

    @Test("a local time to the minute: its day as the medium date, then the time", arguments: [
        (QuipuLocale.isoEnglish, "2024-03-31 03:30"), (.germanGermany, "31.03.2024 03:30"), (.frenchFrance, "31 mars 2024 03:30"),
        (.englishUnitedStates, "Mar 31, 2024 03:30"),
    ])
    func localMinute(_ locale: QuipuLocale, _ text: String) throws {
        // 2024-03-31T01:30:00Z is 03:30 in Berlin, summer time begun.
        let instant = try #require(Instant.parseISO8601("2024-03-31T01:30:00Z"))
        #expect(try Self.language(locale).localMinute(instant, TimeZone(identifier: "Europe/Berlin")!) == text)
        #expect(try Self.template("local-time-text", ["instant": "'2024-03-31T03:30:00+02:00'"], locale) == text)
    }

    @Test("a sentence whose values are words names each in its own language, and prints once when both read alike")
    func eachLanguage() throws {
        let bilingual = try DocumentLanguage(DocumentLocale(.dutchNetherlands, second: .englishUnitedKingdom), templates: .builtIn)
        #expect(bilingual.alone.map(\.locale.languageTag) == ["nl-NL", "en-GB"])
        #expect(bilingual.sentence("timesheet.hoursPer") { ["unit": bilingual.label("common.day", in: $0)] } == "Uren per dag / Hours per day")
        #expect(bilingual.sentence("common.weekNumbered") { _ in ["week": "2024-W13"] } == "Week 2024-W13")
        let german = try Self.language(.germanGermany)
        #expect(bilingual.alone.count == 2 && german.alone.count == 1)
    }
}
