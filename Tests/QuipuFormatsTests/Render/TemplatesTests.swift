import Foundation
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Built-in templates")
struct TemplatesTests {
    /// The template files beside the code (each kind's in its folder of `Reports/`, the shared
    /// parts in `Render/SharedTemplates/`, the label catalogs in `Render/Locales/`), by their path
    /// in the flat templates folder.
    static func templateSources() throws -> [String: URL] {
        let target = repositoryRoot.appendingPathComponent("Sources/QuipuFormats")
        var sources: [String: URL] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: target.path) {
            let name: String
            switch (path as NSString).pathExtension {
            case "xsl", "css": name = (path as NSString).lastPathComponent
            case "xsd": name = "schemas/" + (path as NSString).lastPathComponent
            case "xml" where path.hasPrefix("Render/Locales/"): name = "locales/" + (path as NSString).lastPathComponent
            default: continue
            }
            #expect(sources[name] == nil, "two templates named \(name)")
            sources[name] = target.appendingPathComponent(path)
        }
        return sources
    }

    /// The built-in templates, exported to a new folder as `quipu templates export` does.
    static func exportedFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-templates-\(UUID().uuidString)")
        _ = try Templates.exportBuiltIn(to: folder.path, overwrite: false)
        return folder
    }

    @Test("the templates built into the binary are exactly the template files beside the code, in one flat folder")
    func embeddedCopyEqualsSource() throws {
        let sources = try Self.templateSources()
        #expect(Set(Templates.builtInFiles.keys) == Set(sources.keys))
        for (name, file) in sources {
            #expect(Templates.builtInFiles[name] == [UInt8](try Data(contentsOf: file)), "\(name) differs from its built-in copy")
        }
    }

    @Test("a built-in stylesheet and the same stylesheet from an exported folder render the same bytes")
    func builtInMatchesFolder() throws {
        let folder = try Self.exportedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timesheet = try TimesheetRenderingTests.exampleTimesheet("2024-W13")
        let document = LibXMLDocument(root: TimesheetXMLTree.element(timesheet))
        let builtIn = try HTMLTemplate.compiled("timesheet.xsl", from: .builtIn, language: .isoEnglish)!.page(from: document)
        let fromFolder = try HTMLTemplate.compiled("timesheet.xsl", from: Templates(directory: folder.path), language: .isoEnglish)!.page(from: document)
        #expect(builtIn == fromFolder)
        #expect(String(decoding: builtIn, as: UTF8.self).contains("<title>Timesheet 2024-W13</title>"))
    }

    @Test("an in-memory stylesheet includes its siblings from memory only, never from disk or outside its folder")
    func inMemoryIncludes() throws {
        let layout = Array("""
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
          <xsl:template name="shell"><p>from the included layout</p></xsl:template>
        </xsl:stylesheet>
        """.utf8)
        func page(including href: String) -> [UInt8] {
            Array("""
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
              <xsl:include href="\(href)"/>
              <xsl:template match="/"><xsl:call-template name="shell"/></xsl:template>
            </xsl:stylesheet>
            """.utf8)
        }
        let files = ["page.xsl": page(including: "layout.xsl"), "layout.xsl": layout]
        let output = try XSLTStylesheet(named: "page.xsl", in: files).apply(to: LibXMLDocument(root: XMLElementValue("r")))
        #expect(String(decoding: output, as: UTF8.self).contains("from the included layout"))

        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-secret-\(UUID().uuidString).xsl")
        try Data(layout).write(to: secret)
        for href in ["../layout.xsl", secret.path, "file://" + secret.path, "missing.xsl"] {
            #expect(throws: XMLError.self, "include of \(href)") {
                try XSLTStylesheet(named: "page.xsl", in: ["page.xsl": page(including: href), "layout.xsl": layout])
            }
        }
    }

    @Test("the built-in schemas compile from memory and validate the example")
    func builtInSchemas() throws {
        let schema = try Templates.builtIn.schema("timesheet.xsd")
        let document = LibXMLDocument(root: TimesheetXMLTree.element(try TimesheetRenderingTests.exampleTimesheet("2024-03")))
        #expect(schema.validationErrors(of: document) == [])
        #expect(throws: QuipuError.self) { try Templates.builtIn.schema("nothing.xsd") }
    }

    @Test("export writes every built-in file and refuses to overwrite without being told to")
    func export() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-export-\(UUID().uuidString)").path
        let written = try Templates.exportBuiltIn(to: folder, overwrite: false)
        #expect(written.count == Templates.builtInFiles.count)
        for (path, bytes) in Templates.builtInFiles {
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))) == bytes)
        }
        let error = #expect(throws: QuipuError.self) { try Templates.exportBuiltIn(to: folder, overwrite: false) }
        #expect(error?.status == .cannotCreate)
        #expect(try Templates.exportBuiltIn(to: folder, overwrite: true).count == written.count)
    }
}
