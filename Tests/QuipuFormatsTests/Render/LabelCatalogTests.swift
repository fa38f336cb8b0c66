import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

/// The label catalogs of `Render/Locales/`, read as a template will read them: with XSLT's
/// `document()` from the built-in templates folder.
@Suite("Label catalogs")
struct LabelCatalogTests {
    /// One catalog as a stylesheet sees it: its `language` attribute and its labels in file order.
    struct Catalog {
        let language: String
        let labels: [(key: String, text: String)]
    }

    /// Lists a catalog's language and labels, one per line (`key`, a tab, the text), through `document()`.
    private static let lister = Array("""
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:l="urn:quipu:locale:1">
          <xsl:output method="text" encoding="UTF-8"/>
          <xsl:param name="catalog"/>
          <xsl:template match="/">
            <xsl:variable name="labels" select="document($catalog)/l:catalog"/>
            <xsl:value-of select="concat($labels/@language, '&#10;')"/>
            <xsl:for-each select="$labels/l:label"><xsl:value-of select="concat(@key, '&#9;', ., '&#10;')"/></xsl:for-each>
          </xsl:template>
        </xsl:stylesheet>
        """.utf8)

    /// The catalog at `path` among `files` (the built-in templates unless told otherwise).
    static func catalog(_ path: String, in files: [String: [UInt8]] = Templates.builtInFiles) throws -> Catalog {
        var folder = files
        folder["list-labels.xsl"] = lister
        let output = try XSLTStylesheet(named: "list-labels.xsl", in: folder)
            .apply(to: LibXMLDocument(root: XMLElementValue("r")), parameters: ["catalog": path])
        var lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let language = lines.removeFirst()
        return Catalog(language: language, labels: lines.filter { !$0.isEmpty }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        })
    }

    /// What is wrong with `catalog` against the English one: a missing or extra key, a key twice,
    /// an empty label, or a label whose `{placeholders}` differ from the English label's.
    static func mistakes(in catalog: Catalog, named name: String, against english: Catalog) -> [String] {
        let englishLabels = Dictionary(english.labels, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [], mistakes: [String] = []
        for (key, text) in catalog.labels {
            if !seen.insert(key).inserted { mistakes.append("\(name): \(key) twice") }
            guard let englishText = englishLabels[key] else {
                mistakes.append("\(name): \(key) is no key of the English catalog")
                continue
            }
            if text.trimmingCharacters(in: .whitespaces).isEmpty { mistakes.append("\(name): \(key) is empty") }
            if placeholders(text) != placeholders(englishText) {
                mistakes.append("\(name): \(key) has the placeholders \(placeholders(text).sorted()), the English label \(placeholders(englishText).sorted())")
            }
        }
        for (key, _) in english.labels where !seen.contains(key) {
            mistakes.append("\(name): no label \(key)")
        }
        return mistakes
    }

    /// The `{name}`s in `text`.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { piece in piece.firstIndex(of: "}").map { String(piece[..<$0]) } })
    }

    @Test("the built-in templates hold one catalog per language, as locales/<code>.xml, and nothing else there")
    func oneCatalogPerLanguage() {
        let catalogs = Templates.builtInFiles.keys.filter { $0.hasPrefix("locales/") }.sorted()
        #expect(catalogs == CatalogLanguage.allCases.map { "locales/\($0.code).xml" }.sorted())
    }

    @Test("every catalog names its language and has every key of the English one, no other, each once, with the same placeholders",
          arguments: CatalogLanguage.allCases)
    func complete(_ language: CatalogLanguage) throws {
        let english = try Self.catalog("locales/en.xml")
        let catalog = try Self.catalog("locales/\(language.code).xml")
        #expect(catalog.language == language.code)
        #expect(english.labels.count >= 250, "the English catalog holds \(english.labels.count) labels")
        #expect(Self.mistakes(in: catalog, named: language.code, against: english) == [])
    }

    @Test("the check finds a missing label, an extra one, a key twice, an empty label and a changed placeholder")
    func checkFindsMistakes() throws {
        let english = try Self.catalog("locales/en.xml")
        var labels = english.labels
        labels.removeAll { $0.key == "invoice.dueDate" }
        labels.append((key: "invoice.dueDat", text: "Fällig"))
        labels.append((key: "common.asOf", text: "Stand"))
        labels[labels.firstIndex { $0.key == "common.total" }!].text = " "
        labels[labels.firstIndex { $0.key == "unbilled.title" }!].text = "Nicht abgerechnete Zeit bis {datum}"
        let mistakes = Self.mistakes(in: Catalog(language: "de", labels: labels), named: "de", against: english)
        #expect(mistakes == [
            "de: common.total is empty",
            "de: unbilled.title has the placeholders [\"datum\"], the English label [\"date\"]",
            "de: invoice.dueDat is no key of the English catalog",
            "de: common.asOf twice",
            "de: no label invoice.dueDate",
        ])
    }

    @Test("the legal VAT wording of each language, as Directive 2006/112/EC words a reverse charge (Article 226(11a))", arguments: [
        ("en", "reverse charge"), ("de", "Steuerschuldnerschaft des Leistungsempfängers"), ("fr", "Autoliquidation"),
        ("nl", "Btw verlegd"), ("es", "Inversión del sujeto pasivo"), ("it", "Inversione contabile"),
    ])
    func reverseCharge(_ language: String, _ wording: String) throws {
        let catalog = try Self.catalog("locales/\(language).xml")
        #expect(catalog.labels.first { $0.key == "vat.category.AE" }?.text == wording)
    }

    /// A page that includes `labels.xsl` and prints a heading, a label and a sentence with values.
    private static let labelPage = Array("""
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:l="urn:quipu:locale:1" exclude-result-prefixes="l">
          <xsl:include href="labels.xsl"/>
          <xsl:output method="xml" omit-xml-declaration="yes"/>
          <xsl:template match="/invoice">
            <p><xsl:value-of select="l:label('document.invoice')"/></p>
            <p><xsl:call-template name="fill"><xsl:with-param name="key" select="'invoice.pleasePay'"/></xsl:call-template></p>
          </xsl:template>
          <xsl:template match="invoice" mode="placeholder">
            <xsl:param name="name"/>
            <xsl:choose>
              <xsl:when test="$name = 'amount'"><strong><xsl:value-of select="l:money(@payable, 'EUR')"/></strong></xsl:when>
              <xsl:when test="$name = 'date'"><xsl:value-of select="l:date(@date, 'long')"/></xsl:when>
              <xsl:when test="$name = 'terms'"><xsl:value-of select="@terms"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="@*[local-name() = $name]"/></xsl:otherwise>
            </xsl:choose>
          </xsl:template>
        </xsl:stylesheet>
        """.utf8)

    /// `labelPage` applied to a small invoice in `locale` with the built-in catalogs.
    private static func labelPage(_ invoice: [String: String], _ locale: DocumentLocale) throws -> String {
        var files = Templates.builtInFiles
        files["page.xsl"] = labelPage
        let document = LibXMLDocument(root: XMLElementValue("invoice", invoice.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        let language = try DocumentLanguage(locale, templates: .builtIn)
        return String(decoding: try XSLTStylesheet(named: "page.xsl", in: files).apply(to: document, functions: language.xsltFunctions), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
    }

    @Test("labels.xsl prints a label, and fills a sentence's placeholders with the caller's values, markup included, in one language or two")
    func labelTemplates() throws {
        let invoice = ["payable": "1090.84", "date": "2024-05-02", "terms": "(30 Tage netto)", "number": "2024-0042"]
        #expect(try Self.labelPage(invoice, DocumentLocale(.germanGermany)) == "<p>Rechnung</p><p>Bitte zahlen Sie <strong>1.090,84\u{A0}€</strong> bis zum 2. Mai 2024 "
            + "(30 Tage netto) unter Angabe der Rechnungsnummer 2024-0042.</p>")
        let bilingual = try Self.labelPage(invoice, DocumentLocale(.germanGermany, second: .englishUnitedKingdom))
        #expect(bilingual.hasPrefix("<p>Rechnung / Invoice</p><p>Bitte zahlen Sie <strong>"))
        #expect(bilingual.hasSuffix("Rechnungsnummer 2024-0042. <span lang=\"en-GB\">Please pay <strong>1.090,84\u{A0}€</strong> by 2. Mai 2024 (30 Tage netto), quoting invoice 2024-0042.</span></p>"))
        #expect(try Self.labelPage(invoice, .isoEnglish) == "<p>Invoice</p><p>Please pay <strong>1,090.84 EUR</strong> by 2024-05-02 (30 Tage netto), quoting invoice 2024-0042.</p>")
    }

    @Test("a user's templates folder may hold a catalog of its own; each label it lacks is printed in English, with a note naming it")
    func userCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <catalog xmlns="urn:quipu:locale:1" language="de"><label key="document.invoice">Honorarnote</label></catalog>
            """.utf8).write(to: URL(fileURLWithPath: folder + "/locales/de.xml"))
        let language = try DocumentLanguage(DocumentLocale(.germanGermany), templates: Templates(directory: folder))
        #expect(language.label("document.invoice") == "Honorarnote")
        #expect(language.label("invoice.dueDate") == LabelCatalog.builtIn(.english).labels["invoice.dueDate"])
        #expect(language.notes.contains("\(folder)/locales/de.xml: no label invoice.dueDate; printed in English"))
        #expect(language.notes.count == LabelCatalog.builtIn(.english).labels.count - 1)
        // A language the folder has no file for is the built-in catalog, without notes.
        let french = try DocumentLanguage(DocumentLocale(.frenchFrance), templates: Templates(directory: folder))
        #expect(french.label("document.invoice") == "Facture" && french.notes.isEmpty)
    }

    @Test("a broken user catalog is a data error naming the file and line")
    func brokenUserCatalog() throws {
        #expect(throws: QuipuError(.dataError, "my/locales/de.xml: line 2: <entry> is not a label; expected <label key=\"…\">text</label>")) {
            try LabelCatalog(parsing: Array("<catalog xmlns=\"urn:quipu:locale:1\">\n<entry/></catalog>".utf8), name: "my/locales/de.xml")
        }
        #expect(throws: QuipuError(.dataError, "my/locales/de.xml: line 1: label a is there twice; expected each key once")) {
            try LabelCatalog(parsing: Array("<catalog xmlns=\"urn:quipu:locale:1\"><label key=\"a\">1</label><label key=\"a\">2</label></catalog>".utf8), name: "my/locales/de.xml")
        }
    }
}
