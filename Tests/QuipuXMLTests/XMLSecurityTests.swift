import Foundation
import QuipuXML
import Testing

@Suite("libxml2 and libxslt, locked down")
struct XMLSecurityTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("O2: text and attributes built from values are escaped, never parsed")
    func escaping() {
        let root = XMLElementValue("r", [("xmlns", "urn:x"), ("a", #"1 & "2" <3>"#)], [.text("a &amp; b < c ]]> d"), .element(XMLElementValue("c", text: "é 🎸"))])
        let text = String(decoding: LibXMLDocument(root: root).serialized(), as: UTF8.self)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <r xmlns="urn:x" a="1 &amp; &quot;2&quot; &lt;3&gt;">a &amp;amp; b &lt; c ]]&gt; d<c>é 🎸</c></r>

        """)
    }

    @Test("R3: an external entity is not expanded and no file is read")
    func externalEntity() throws {
        let directory = try temporaryDirectory()
        let secret = directory.appendingPathComponent("secret.txt")
        try Data("SECRET".utf8).write(to: secret)
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY x SYSTEM \"file://\(secret.path)\">]><r>&x;</r>"
        let document = try LibXMLDocument(parsing: Array(xml.utf8), name: "xxe.xml")
        #expect(!String(decoding: document.serialized(), as: UTF8.self).contains("SECRET"))
    }

    @Test("R3: a billion-laughs document is rejected")
    func billionLaughs() {
        var xml = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY l0 \"ha\">"
        for level in 1...10 { xml += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        xml += "]><r>&l10;</r>"
        let error = #expect(throws: XMLError.self) { try LibXMLDocument(parsing: Array(xml.utf8), name: "laughs.xml") }
        #expect(error?.message.hasPrefix("laughs.xml: line 1:") == true)
    }

    @Test("malformed XML is an error naming the file and line")
    func malformed() {
        let error = #expect(throws: XMLError.self) { try LibXMLDocument(parsing: Array("<a>\n<b></a>".utf8), name: "bad.xml") }
        #expect(error?.message.hasPrefix("bad.xml: line 2:") == true)
    }

    func stylesheet(_ body: String, in directory: URL) throws -> XSLTStylesheet {
        let path = directory.appendingPathComponent("t.xsl").path
        let text = """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
          <xsl:output method="text"/>
          <xsl:template match="/">\(body)</xsl:template>
        </xsl:stylesheet>
        """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try XSLTStylesheet(path: path, allowedDirectory: directory.path)
    }

    let input = LibXMLDocument(root: XMLElementValue("r", text: "x"))

    @Test("R4: document() reads files inside the templates folder")
    func documentInside() throws {
        let directory = try temporaryDirectory()
        try Data("<d>inside</d>".utf8).write(to: directory.appendingPathComponent("d.xml"))
        let result = try stylesheet("<xsl:value-of select=\"document('d.xml')/d\"/>", in: directory).apply(to: input)
        #expect(String(decoding: result, as: UTF8.self) == "inside")
    }

    @Test("R4: document() outside the templates folder is refused")
    func documentOutside() throws {
        let directory = try temporaryDirectory()
        let outside = try temporaryDirectory().appendingPathComponent("secret.xml")
        try Data("<d>SECRET</d>".utf8).write(to: outside)
        for reference in [outside.path, "file://" + outside.path, "../" + outside.deletingLastPathComponent().lastPathComponent + "/secret.xml"] {
            let sheet = try stylesheet("<xsl:value-of select=\"document('\(reference)')/d\"/>", in: directory)
            let error = #expect(throws: XMLError.self) { try sheet.apply(to: input) }
            #expect(error?.message.contains("refused") == true, "\(error?.message ?? "")")
        }
    }

    @Test("R4: a stylesheet cannot write files")
    func noWrites() throws {
        let directory = try temporaryDirectory()
        let target = directory.appendingPathComponent("written.txt")
        let sheet = try stylesheet("<exsl:document href=\"\(target.path)\" method=\"text\">pwned</exsl:document>", in: directory)
        _ = try? sheet.apply(to: input)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("XSLT parameters are passed as strings, quotes and all")
    func parameters() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("p.xsl").path
        try Data("""
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
          <xsl:output method="text"/><xsl:param name="p"/>
          <xsl:template match="/"><xsl:value-of select="$p"/></xsl:template>
        </xsl:stylesheet>
        """.utf8).write(to: URL(fileURLWithPath: path))
        let sheet = try XSLTStylesheet(path: path, allowedDirectory: directory.path)
        for value in ["plain", "it's", #"say "hi""#, #"both ' and ""#] {
            #expect(String(decoding: try sheet.apply(to: input, parameters: ["p": value]), as: UTF8.self) == value)
        }
    }

    @Test("an invalid stylesheet is an error naming it")
    func invalidStylesheet() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("bad.xsl").path
        try Data(#"<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><xsl:value-of/></xsl:template></xsl:stylesheet>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: XMLError.self) { try XSLTStylesheet(path: path, allowedDirectory: directory.path) }
        #expect(error?.message.hasPrefix(path + ": line 1: ") == true, "\(error?.message ?? "")")
    }
}
