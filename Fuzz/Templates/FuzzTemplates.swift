// libFuzzer target: any bytes given as a user's template (timesheet.xsl in a templates folder)
// must compile and run, or fail with an XMLError; never trap, print, write a file, or read a
// file from outside the folder. The folder holds a stylesheet to include, a document to read,
// and links to files outside it; the outside files hold a marker that must never show up.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuXML

/// The templates folder and the folder beside it, made once per process.
private let sandbox: (templates: String, written: String) = {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-fuzz-templates-\(getpid())").path
    let templates = base + "/templates", outside = base + "/outside"
    try? FileManager.default.removeItem(atPath: base)
    for folder in [templates + "/parts", outside] { try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    let part = #"<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template name="part">PART</xsl:template></xsl:stylesheet>"#
    let files = [
        templates + "/parts/part.xsl": part,
        templates + "/d.xml": "<d>INSIDE</d>",
        outside + "/secret.xml": "<d>OUTSIDE-MARKER</d>",
        outside + "/part.xsl": part.replacingOccurrences(of: "PART", with: "OUTSIDE-MARKER"),
    ]
    for (path, text) in files { try! Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    try! FileManager.default.createSymbolicLink(atPath: templates + "/linked.xml", withDestinationPath: outside + "/secret.xml")
    try! FileManager.default.createSymbolicLink(atPath: templates + "/linked-part.xsl", withDestinationPath: outside + "/part.xsl")
    try! FileManager.default.createSymbolicLink(atPath: templates + "/outside", withDestinationPath: outside)
    return (templates, base + "/written")
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let path = sandbox.templates + "/timesheet.xsl"
    try! Data(bytes).write(to: URL(fileURLWithPath: path))
    let input = LibXMLDocument(root: XMLElementValue("timesheet", [("period", "2024-W13")], [.element(XMLElementValue("day", text: "1"))]))
    let outcome: String
    do {
        let stylesheet = try XSLTStylesheet(path: path, allowedDirectory: sandbox.templates)
        outcome = String(decoding: try stylesheet.apply(to: input, parameters: ["title": "T\u{0}"]), as: UTF8.self)
    } catch {
        outcome = error.message
        precondition(!outcome.contains("\n"), "an error of more than one line: \(outcome)")
    }
    precondition(!outcome.contains("OUTSIDE-MARKER"), "a template read a file outside its folder: \(outcome)")
    precondition(!FileManager.default.fileExists(atPath: sandbox.written), "a template wrote a file")
    return 0
}
