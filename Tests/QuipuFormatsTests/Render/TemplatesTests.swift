import Foundation
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Built-in templates")
struct TemplatesTests {
    static let templatesFolder = repositoryRoot.appendingPathComponent("Templates")

    @Test("the templates built into the binary are exactly the files of Templates/")
    func embeddedCopyEqualsSource() throws {
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: Self.templatesFolder.path).filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: Self.templatesFolder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }
        #expect(Set(Templates.builtInFiles.keys) == Set(onDisk))
        for path in onDisk {
            let bytes = try [UInt8](Data(contentsOf: Self.templatesFolder.appendingPathComponent(path)))
            #expect(Templates.builtInFiles[path] == bytes, "\(path) differs from its built-in copy")
        }
    }

    @Test("a built-in stylesheet and the same stylesheet from the folder render the same bytes")
    func builtInMatchesFolder() throws {
        let timesheet = try TimesheetRenderingTests.exampleTimesheet("2024-W13")
        let document = LibXMLDocument(root: TimesheetXMLTree.element(timesheet))
        let builtIn = try Templates.builtIn.stylesheet("timesheet.xsl").apply(to: document)
        let fromFolder = try Templates(directory: Self.templatesFolder.path).stylesheet("timesheet.xsl").apply(to: document)
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
