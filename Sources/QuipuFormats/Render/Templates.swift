import Foundation
import QuipuXML

/// The folder of XSLT templates and XSD schemas that reports are rendered with.
///
/// By default this is the `Templates` folder of the source tree Quipu was built from, so the
/// templates are found from any working directory; users can point at their own copies.
public struct Templates: Sendable {
    public let directory: String

    /// The templates in `directory` (made absolute), or the built-in ones when `nil`.
    public init(directory: String? = nil) throws(QuipuError) {
        let chosen = directory.map(absolutePath) ?? Templates.builtInDirectory
        guard FileManager.default.fileExists(atPath: chosen + "/timesheet.xsl") else {
            throw QuipuError(.noInput, "\(chosen): no timesheet.xsl here; expected a templates folder (see --templates)")
        }
        self.directory = chosen
    }

    /// `Templates/` beside `Sources/` in the tree this file was compiled from.
    static let builtInDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates").path

    /// The compiled stylesheet `name` (e.g. `timesheet.xsl`), locked to this folder.
    public func stylesheet(_ name: String) throws(QuipuError) -> XSLTStylesheet {
        do {
            return try XSLTStylesheet(path: directory + "/" + name, allowedDirectory: directory)
        } catch {
            throw QuipuError(.dataError, error.message)
        }
    }

    /// The path of the XSD for one of Quipu's XML formats (e.g. `timesheet.xsd`).
    public func schemaPath(_ name: String) -> String { directory + "/schemas/" + name }
}

/// `path` made absolute against the current directory, without resolving links.
func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
