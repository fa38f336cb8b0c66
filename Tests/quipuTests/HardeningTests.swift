import Foundation
import Testing

/// Hostile templates, text and folders, through the binary: one line of Quipu's, the right
/// status, and nothing written.
@Suite("Hardening, end to end", .serialized)
struct HardeningTests {
    static let examples = CommandLineTests.repositoryRoot.appendingPathComponent("Examples")

    func workspace() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new folder whose quipu.yml reads the example workspace in Berlin and asks for `reports`
    /// (YAML lines at the top level).
    func workspace(asking reports: String) throws -> URL {
        let directory = try workspace()
        try Data("workspace: \(Self.examples.path)\ntimeZone: Europe/Berlin\n\(reports)".utf8)
            .write(to: directory.appendingPathComponent("quipu.yml"))
        return directory
    }

    func timesheet(in directory: URL, templates: String) throws -> QuipuRun {
        try runQuipu(["timesheet", "--state", Self.examples.path + "/AppState.json", "--period", "2024-W13", "--time-zone", "Europe/Berlin",
                      "--templates", templates], in: directory)
    }

    static let hostileTemplates: [String] = [
        #"<xsl:include href="/etc/passwd"/>"#,
        #"<xsl:include href="file:///etc/passwd"/>"#,
        #"<xsl:import href="../../../../../../etc/passwd"/>"#,
        #"<xsl:include href="%2e%2e/outside.xsl"/>"#,
        #"<xsl:template match="/"><xsl:value-of select="document('/etc/passwd')"/></xsl:template>"#,
        #"<xsl:template match="/"><xsl:message>debugging</xsl:message></xsl:template>"#,
        #"<xsl:template match="/"><xsl:result-document href="x.html">x</xsl:result-document></xsl:template>"#,
        #"<xsl:template match="/"><xsl:call-template name="loop"/></xsl:template><xsl:template name="loop"><xsl:call-template name="loop"/></xsl:template>"#,
        #"<xsl:template match="/"><xsl:value-of select="foo(("/></xsl:template>"#,
    ]

    @Test("a hostile or broken user template exits 65 with one line naming the template, and writes nothing", arguments: hostileTemplates)
    func hostileTemplate(body: String) throws {
        let directory = try workspace()
        let export = try runQuipu(["templates", "export", "mine"], in: directory)
        #expect(export.status == 0, "\(export.standardError)")
        let stylesheet = directory.appendingPathComponent("mine/timesheet.xsl")
        try Data("""
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
        \(body)
        </xsl:stylesheet>
        """.utf8).write(to: stylesheet)
        let run = try timesheet(in: directory, templates: "mine")
        #expect(run.status == 65, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("quipu: error: "), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1, "\(run.standardError)")
        #expect(!run.standardError.contains("root:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("a stylesheet linked from inside the templates folder to a file outside is refused")
    func linkedStylesheet() throws {
        let directory = try workspace()
        _ = try runQuipu(["templates", "export", "mine"], in: directory)
        let moved = directory.appendingPathComponent("elsewhere.xsl")
        try FileManager.default.moveItem(at: directory.appendingPathComponent("mine/layout.xsl"), to: moved)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("mine/layout.xsl").path, withDestinationPath: moved.path)
        let run = try timesheet(in: directory, templates: "mine")
        #expect(run.status == 65)
        #expect(run.standardError.contains("layout.xsl: refused: layout.xsl is a symbolic link"), "\(run.standardError)")
    }

    @Test("a build whose one file cannot be written exits 73 and leaves every other output as it was")
    func buildAllOrNothing() throws {
        let directory = try workspace(asking: """
        timesheets:
          - {state: AppState.json, period: 2024-W13, asOf: "2024-04-01T00:00:00Z"}
          - {state: AppState.json, period: 2024-03, asOf: "2024-04-01T00:00:00Z"}
        """)
        let first = try runQuipu(["build"], in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        let output = directory.appendingPathComponent("output")
        let week = output.appendingPathComponent("timesheet-2024-W13.csv")
        try Data("stale".utf8).write(to: week)
        let month = output.appendingPathComponent("timesheet-2024-03.html")
        try FileManager.default.removeItem(at: month)
        try FileManager.default.createDirectory(at: month, withIntermediateDirectories: true)
        let before = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let run = try runQuipu(["build"], in: directory)
        #expect(run.status == 73, "\(run.standardError)")
        #expect(run.standardError.contains("timesheet-2024-03.html: cannot write (a folder is there)"), "\(run.standardError)")
        #expect(try String(contentsOf: week, encoding: .utf8) == "stale")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == before)
    }

    @Test("control characters and NUL in a site title make a well-formed feed that keeps the rest of the title")
    func controlCharactersInTitle() throws {
        let directory = try workspace(asking: """
        site:
          history: fasting.json
          title: "A\\0B\\eC\\vD\\uFFFEE\\uFFFFF"
          baseUrl: https://example.org/f/
          asOf: 2025-01-01T00:00:00Z
        """)
        let run = try runQuipu(["build"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let atom = try String(contentsOf: directory.appendingPathComponent("output/site/atom.xml"), encoding: .utf8)
        #expect(atom.contains("<title>A\u{FFFD}B\u{FFFD}C\u{FFFD}D\u{FFFD}E\u{FFFD}F</title>"), "\(atom.prefix(400))")
        let index = try String(contentsOf: directory.appendingPathComponent("output/site/index.html"), encoding: .utf8)
        #expect(index.contains("A\u{FFFD}B\u{FFFD}C\u{FFFD}D\u{FFFD}E\u{FFFD}F"))
    }

    @Test("a forged manifest listing a file behind a link out of the site, or a user's file, removes neither on the next build")
    func forgedManifest() throws {
        let directory = try workspace(asking: """
        site:
          history: fasting.json
          asOf: 2025-01-01T00:00:00Z
        """)
        #expect(try runQuipu(["build"], in: directory).status == 0)
        let site = directory.appendingPathComponent("output/site"), outside = directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("victim".utf8).write(to: outside.appendingPathComponent("victim.txt"))
        try Data("victim".utf8).write(to: outside.appendingPathComponent("index.html"))
        try Data("mine".utf8).write(to: site.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("link").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("1999").path, withDestinationPath: outside.path)
        let manifest = site.appendingPathComponent("quipu-manifest.txt")
        let forged = try String(contentsOf: manifest, encoding: .utf8) + "link/victim.txt\nlink/index.html\n1999/index.html\nnotes.txt\n../../outside/victim.txt\n"
        try Data(forged.utf8).write(to: manifest)
        let run = try runQuipu(["build"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        for file in ["victim.txt", "index.html"] { #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent(file).path)) }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("notes.txt").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("link").path)) != nil)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("1999").path)) != nil)
    }
}
