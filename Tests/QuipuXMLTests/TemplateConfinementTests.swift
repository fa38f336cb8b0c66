import Foundation
import QuipuXML
import Testing

/// A templates folder with an outside folder beside it, for stylesheets that try to leave.
struct TemplateSandbox {
    let templates: URL
    let outside: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-confined-\(UUID().uuidString)")
        templates = base.appendingPathComponent("templates")
        outside = base.appendingPathComponent("outside")
        for folder in [templates, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try write(Self.stylesheet(body: "<p>OUTSIDE-STYLESHEET</p>", named: "part"), to: outside.appendingPathComponent("part.xsl"))
        try write("<d>OUTSIDE-SECRET</d>", to: outside.appendingPathComponent("secret.xml"))
        try write("OUTSIDE-PASSWD", to: outside.appendingPathComponent("passwd"))
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ name: String, to destination: URL) throws {
        try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent(name).path, withDestinationPath: destination.path)
    }

    /// A stylesheet with a named template `name` that writes `body`, and `top` before its templates.
    static func stylesheet(body: String, named name: String = "main", top: String = "", prolog: String = "") -> String {
        """
        \(prolog)<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
        \(top)
          <xsl:template name="\(name)">\(body)</xsl:template>
        </xsl:stylesheet>
        """
    }

    /// Compiles `t.xsl` holding `text` and runs it on `<r/>`, calling the template `main` when there is one.
    func run(_ text: String) throws -> String {
        try write(text, to: templates.appendingPathComponent("t.xsl"))
        let sheet = try XSLTStylesheet(path: templates.appendingPathComponent("t.xsl").path, allowedDirectory: templates.path)
        return String(decoding: try sheet.apply(to: LibXMLDocument(root: XMLElementValue("r"))), as: UTF8.self)
    }

    /// A stylesheet that includes (or imports) `href` and calls its template `part`.
    static func including(_ href: String, element: String = "include") -> String {
        stylesheet(body: "", top: """
          <xsl:\(element) href="\(href)"/>
          <xsl:output method="text"/>
          <xsl:template match="/"><xsl:call-template name="part"/></xsl:template>
        """)
    }

    static func reading(_ reference: String) -> String {
        stylesheet(body: "", top: """
          <xsl:output method="text"/>
          <xsl:template match="/"><xsl:value-of select="document('\(reference)')"/></xsl:template>
        """)
    }
}

@Suite("Templates read only their own folder")
struct TemplateConfinementTests {
    @Test("includes, imports and document() read files inside the folder, in subfolders too")
    func insideIsRead() throws {
        let sandbox = try TemplateSandbox()
        try sandbox.write(TemplateSandbox.stylesheet(body: "INSIDE-PART", named: "part"), to: sandbox.templates.appendingPathComponent("parts/part.xsl"))
        try sandbox.write("<d>INSIDE-DATA</d>", to: sandbox.templates.appendingPathComponent("data/d.xml"))
        #expect(try sandbox.run(TemplateSandbox.including("parts/part.xsl")) == "INSIDE-PART")
        #expect(try sandbox.run(TemplateSandbox.including("parts/part.xsl", element: "import")) == "INSIDE-PART")
        #expect(try sandbox.run(TemplateSandbox.including(sandbox.templates.path + "/parts/part.xsl")) == "INSIDE-PART")
        #expect(try sandbox.run(TemplateSandbox.reading("data/d.xml")) == "INSIDE-DATA")
    }

    @Test("an include or import that leaves the folder is refused, however it is spelled", arguments: ["include", "import"])
    func includesOutsideAreRefused(element: String) throws {
        let sandbox = try TemplateSandbox()
        try sandbox.link("linked-part.xsl", to: sandbox.outside.appendingPathComponent("part.xsl"))
        try sandbox.link("linked-folder", to: sandbox.outside)
        let outsidePart = sandbox.outside.appendingPathComponent("part.xsl").path
        let references = [
            outsidePart, "file://" + outsidePart, "file://localhost" + outsidePart, "file:" + outsidePart,
            "../outside/part.xsl", "%2e%2e/outside/part.xsl", "%2E%2E%2Foutside%2Fpart.xsl", "./../outside/part.xsl",
            "linked-part.xsl", "linked-folder/part.xsl", "http://127.0.0.1:9/part.xsl", "ftp://127.0.0.1/part.xsl",
            "data:text/xml,x", "missing.xsl",
        ]
        for reference in references {
            let error = #expect(throws: XMLError.self, "\(element) \(reference)") { try sandbox.run(TemplateSandbox.including(reference, element: element)) }
            #expect(error?.message.contains("OUTSIDE") == false)
            #expect(error?.message.contains(reference == "missing.xsl" ? "no such file" : "refused") == true, "\(reference): \(error?.message ?? "")")
        }
    }

    @Test("document() that leaves the folder, or goes through a link, is refused")
    func documentsOutsideAreRefused() throws {
        let sandbox = try TemplateSandbox()
        try sandbox.link("linked.xml", to: sandbox.outside.appendingPathComponent("secret.xml"))
        try sandbox.link("linked-folder", to: sandbox.outside)
        let secret = sandbox.outside.appendingPathComponent("secret.xml").path
        for reference in [secret, "file://" + secret, "../outside/secret.xml", "%2e%2e/outside/secret.xml", "linked.xml", "linked-folder/secret.xml",
                          "http://127.0.0.1:9/secret.xml", "/etc/passwd"] {
            let error = #expect(throws: XMLError.self, "document(\(reference))") { try sandbox.run(TemplateSandbox.reading(reference)) }
            #expect(error?.message.contains("refused") == true, "\(reference): \(error?.message ?? "")")
        }
    }

    @Test("a refused document() names the stylesheet and the line that called it")
    func documentRefusalNamesItsPlace() throws {
        let sandbox = try TemplateSandbox()
        let sheet = sandbox.templates.appendingPathComponent("t.xsl").path
        let text = TemplateSandbox.reading("../outside/secret.xml")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("document(") }! + 1
        let error = #expect(throws: XMLError.self) { try sandbox.run(text) }
        #expect(error?.message.hasPrefix("\(sheet): line \(line): ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("/outside/secret.xml: refused: it is outside the templates folder") == true, "\(error?.message ?? "")")
    }

    @Test("a stylesheet held in memory reads the other files held with it through document(), and nothing else")
    func inMemoryDocuments() throws {
        let sandbox = try TemplateSandbox()
        let secret = sandbox.outside.appendingPathComponent("secret.xml").path
        func run(_ reference: String) throws -> String {
            let files = ["t.xsl": Array(TemplateSandbox.reading(reference).utf8), "locales/de.xml": Array("<c>IN-MEMORY</c>".utf8)]
            let output = try XSLTStylesheet(named: "t.xsl", in: files).apply(to: LibXMLDocument(root: XMLElementValue("r")))
            return String(decoding: output, as: UTF8.self)
        }
        #expect(try run("locales/de.xml") == "IN-MEMORY")
        for reference in [secret, "file://" + secret, "../locales/de.xml", "locales/fr.xml", "/etc/passwd", "http://127.0.0.1:9/x.xml"] {
            let error = #expect(throws: XMLError.self, "document(\(reference))") { try run(reference) }
            #expect(error?.message.contains("refused") == true, "\(reference): \(error?.message ?? "")")
        }
    }

    @Test("a DOCTYPE, with or without entities, is refused in the stylesheet, an included one and a document() one")
    func doctypesAreRefused() throws {
        let sandbox = try TemplateSandbox()
        let passwd = sandbox.outside.appendingPathComponent("passwd").path
        let doctype = "<!DOCTYPE xsl:stylesheet [<!ENTITY x SYSTEM \"file://\(passwd)\">]>"
        try sandbox.write(doctype + TemplateSandbox.stylesheet(body: "&x;", named: "part"), to: sandbox.templates.appendingPathComponent("part.xsl"))
        try sandbox.write("<!DOCTYPE d [<!ENTITY x SYSTEM \"file://\(passwd)\">]><d>&x;</d>", to: sandbox.templates.appendingPathComponent("d.xml"))
        try sandbox.write("<!DOCTYPE d SYSTEM \"file://\(passwd)\"><d/>", to: sandbox.templates.appendingPathComponent("external.xml"))
        let main = TemplateSandbox.stylesheet(body: "", top: "<xsl:output method=\"text\"/><xsl:template match=\"/\">&x;</xsl:template>", prolog: doctype)
        for text in [main, TemplateSandbox.including("part.xsl"), TemplateSandbox.including("part.xsl", element: "import"),
                     TemplateSandbox.reading("d.xml"), TemplateSandbox.reading("external.xml")] {
            let error = #expect(throws: XMLError.self) { try sandbox.run(text) }
            #expect(error?.message.contains("refused: a DOCTYPE") == true, "\(error?.message ?? "")")
            #expect(error?.message.contains("OUTSIDE-PASSWD") == false)
        }
    }

    @Test("a stylesheet that is itself a link out of the folder is refused")
    func linkedStylesheetIsRefused() throws {
        let sandbox = try TemplateSandbox()
        try sandbox.link("t.xsl", to: sandbox.outside.appendingPathComponent("part.xsl"))
        let error = #expect(throws: XMLError.self) {
            try XSLTStylesheet(path: sandbox.templates.appendingPathComponent("t.xsl").path, allowedDirectory: sandbox.templates.path)
        }
        #expect(error?.message.contains("t.xsl is a symbolic link") == true, "\(error?.message ?? "")")
    }

    @Test("the templates folder itself may be reached through a link")
    func linkedFolderIsAllowed() throws {
        let sandbox = try TemplateSandbox()
        try sandbox.write(TemplateSandbox.stylesheet(body: "VIA-LINK", named: "part"), to: sandbox.templates.appendingPathComponent("part.xsl"))
        try sandbox.write(TemplateSandbox.including("part.xsl"), to: sandbox.templates.appendingPathComponent("t.xsl"))
        let link = sandbox.outside.appendingPathComponent("templates-link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: sandbox.templates.path)
        let sheet = try XSLTStylesheet(path: link.path + "/t.xsl", allowedDirectory: link.path)
        #expect(String(decoding: try sheet.apply(to: LibXMLDocument(root: XMLElementValue("r"))), as: UTF8.self) == "VIA-LINK")
    }
}

@Suite("libxml2 and libxslt messages become one line of Quipu's")
struct LibraryMessageTests {
    @Test("a compile error names the stylesheet and its line, in one line")
    func compileError() throws {
        let sandbox = try TemplateSandbox()
        let error = #expect(throws: XMLError.self) {
            try sandbox.run(TemplateSandbox.stylesheet(body: "", top: "<xsl:template match=\"/\">\n<xsl:value-of select=\"foo((\"/></xsl:template>"))
        }
        let message = error?.message ?? ""
        #expect(message.hasPrefix(sandbox.templates.appendingPathComponent("t.xsl").path + ": line 3: "), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("a stylesheet that is not well-formed names its line")
    func malformedStylesheet() throws {
        let sandbox = try TemplateSandbox()
        let error = #expect(throws: XMLError.self) { try sandbox.run("<xsl:stylesheet version=\"1.0\"\n xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n<oops></xsl:stylesheet>") }
        #expect(error?.message.hasPrefix(sandbox.templates.appendingPathComponent("t.xsl").path + ": line 3: ") == true, "\(error?.message ?? "")")
    }

    @Test("anything reported while a stylesheet runs is a failure: messages, output documents, endless recursion, unknown variables",
          arguments: [
              "<xsl:template match=\"/\"><xsl:message>hello</xsl:message>ok</xsl:template>",
              "<xsl:template match=\"/\"><xsl:result-document href=\"x.txt\">no</xsl:result-document>ok</xsl:template>",
              "<xsl:template match=\"/\"><exsl:document xmlns:exsl=\"http://exslt.org/common\" href=\"/tmp/quipu-written.txt\">no</exsl:document>ok</xsl:template>",
              "<xsl:template match=\"/\"><xsl:call-template name=\"again\"/></xsl:template><xsl:template name=\"again\"><xsl:call-template name=\"again\"/></xsl:template>",
              "<xsl:template match=\"/\"><xsl:value-of select=\"$undeclared\"/></xsl:template>",
          ])
    func runtimeReportsFail(templates: String) throws {
        let sandbox = try TemplateSandbox()
        let text = TemplateSandbox.stylesheet(body: "", top: "<xsl:output method=\"text\"/>" + templates)
            .replacingOccurrences(of: "<xsl:stylesheet version=\"1.0\"", with: "<xsl:stylesheet version=\"1.0\" xmlns:exsl=\"http://exslt.org/common\" extension-element-prefixes=\"exsl\"")
        let error = #expect(throws: XMLError.self) { try sandbox.run(text) }
        #expect(error?.message.hasPrefix(sandbox.templates.appendingPathComponent("t.xsl").path + ": ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/quipu-written.txt"))
    }
}
