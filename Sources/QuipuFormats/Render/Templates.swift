import Foundation
import QuipuXML

/// The XSLT templates and XSD schemas that reports are rendered with: the ones built into the
/// binary, or a folder of the user's own copies (`--templates`, `templates:`).
package struct Templates: Sendable {
    /// Where the templates come from.
    package enum Source: Sendable, Equatable {
        /// Built into the binary from the package's `Templates/` folder.
        case builtIn
        /// A folder on disk (an absolute path).
        case directory(String)
    }

    package let source: Source

    /// The folder, for templates from one; `nil` for the built-in ones.
    package var directory: String? {
        if case let .directory(directory) = source { return directory }
        return nil
    }

    /// What a report rendered with these templates reads from disk: the folder, or nothing for
    /// the built-in ones.
    package var inputPaths: [String] { directory.map { [$0] } ?? [] }

    /// The built-in templates.
    package static let builtIn = Templates(source: .builtIn)

    private init(source: Source) { self.source = source }

    /// The templates in `directory` (made absolute), or the built-in ones when `nil`.
    package init(directory: String?) throws(QuipuError) {
        guard let directory else {
            self = .builtIn
            return
        }
        let absolute = absolutePath(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw QuipuError(.noInput, "\(directory): no such templates folder; `quipu templates export \(directory)` writes a copy of the built-in ones")
        }
        source = .directory(absolute)
    }

    /// The built-in files, by path inside the templates folder (`timesheet.xsl`, `schemas/timesheet.xsd`).
    package static let builtInFiles: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: embeddedTemplateFiles.map { file in
        (file.path, [UInt8](Data(base64Encoded: file.base64)!))
    })

    /// The compiled stylesheet `name` (e.g. `timesheet.xsl`). A folder's stylesheets may include,
    /// import and `document()` only regular files inside that folder, reached without symbolic
    /// links and without DOCTYPEs (see `XSLTStylesheet`); built-in ones only other built-in files.
    package func stylesheet(_ name: String) throws(QuipuError) -> XSLTStylesheet {
        if case let .directory(directory) = source, !FileManager.default.fileExists(atPath: directory + "/" + name) {
            throw QuipuError(.noInput, "\(directory): no \(name) here; expected a templates folder with every template "
                + "(`quipu templates export DIR` writes the built-in ones)")
        }
        do throws(XMLError) {
            switch source {
            case .builtIn: return try XSLTStylesheet(named: name, in: Self.builtInFiles)
            case let .directory(directory): return try XSLTStylesheet(path: directory + "/" + name, allowedDirectory: directory)
            }
        } catch {
            throw QuipuError(.dataError, error.message)
        }
    }

    /// The compiled XSD of one of Quipu's XML formats (e.g. `timesheet.xsd`), from `schemas/`.
    package func schema(_ name: String) throws(QuipuError) -> XMLSchema {
        do throws(XMLError) {
            switch source {
            case .builtIn:
                guard let bytes = Self.builtInFiles["schemas/" + name] else { throw XMLError("schemas/\(name): no such built-in schema") }
                return try XMLSchema(bytes: bytes, name: "schemas/" + name)
            case let .directory(directory):
                return try XMLSchema(bytes: ConfinedFolder(directory).read(relativePath: "schemas/" + name), name: directory + "/schemas/" + name)
            }
        } catch {
            throw QuipuError(.dataError, error.message)
        }
    }

    /// The bytes of a file copied as it is into output, such as the site's `site.css`; from a
    /// folder, only a regular file inside it reached without symbolic links.
    package func file(_ name: String) throws(QuipuError) -> [UInt8] {
        switch source {
        case .builtIn:
            guard let bytes = Self.builtInFiles[name] else { preconditionFailure("\(name): no such built-in template file") }
            return bytes
        case let .directory(directory):
            guard FileManager.default.fileExists(atPath: directory + "/" + name) else {
                throw QuipuError(.noInput, "\(directory): no \(name) here; expected a templates folder with every template "
                    + "(`quipu templates export DIR` writes the built-in ones)")
            }
            do throws(XMLError) {
                return try ConfinedFolder(directory).read(relativePath: name)
            } catch {
                throw QuipuError(.dataError, error.message)
            }
        }
    }

    /// Writes the built-in templates into `directory` for a user to change, creating it if needed:
    /// all of them or, if one cannot be written, none (see `OutputWriter.write`). An existing file
    /// is replaced only when `overwrite` is set. Returns the paths written.
    package static func exportBuiltIn(to directory: String, overwrite: Bool) throws(QuipuError) -> [String] {
        guard !directory.isEmpty else { throw QuipuError(.usage, "the folder to export to is empty; expected a folder such as my-templates") }
        let files = builtInFiles.keys.sorted().map { (path: directory + "/" + $0, bytes: builtInFiles[$0]!) }
        if !overwrite, let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw QuipuError(.cannotCreate, "\(existing.path): already exists; pass --force to replace the files of \(directory)")
        }
        return try OutputWriter.write(files.map { RenderedReport(path: $0.path, bytes: $0.bytes) }).map(\.path)
    }
}

/// `path` made absolute against the current directory, without resolving links.
func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}

#if QUIPU_FUZZ_BUILD
/// A fuzz build has no built-in templates: it cannot run the build tool that embeds them (see
/// Package.swift), and the loaders it fuzzes render nothing.
let embeddedTemplateFiles: [(path: String, base64: String)] = []
#endif

/// A report's HTML template, compiled once, and the language its pages are written in: the
/// stylesheet that turns the report's XML into its page, calling the language's functions
/// (`DocumentLanguage.xsltFunctions`) for every label and formatted value.
package struct HTMLTemplate {
    private let stylesheet: XSLTStylesheet
    private let functions: XSLTFunctions

    /// The template `name` (`timesheet.xsl`) of `templates`, compiled only when the report makes
    /// HTML (`needed`), writing in `language`; `nil` otherwise.
    package static func compiled(_ name: String, from templates: Templates, language: DocumentLanguage,
                                 when needed: Bool = true) throws(QuipuError) -> HTMLTemplate? {
        needed ? HTMLTemplate(stylesheet: try templates.stylesheet(name), functions: language.xsltFunctions) : nil
    }

    /// The page made of `document`, the stylesheet's `parameters` set to strings. Anything the stylesheet reports is a data error whose message
    /// names the stylesheet and its line.
    package func page(from document: LibXMLDocument, parameters: [String: String] = [:]) throws(QuipuError) -> [UInt8] {
        do { return try stylesheet.apply(to: document, parameters: parameters, functions: functions) } catch { throw QuipuError(.dataError, error.message) }
    }
}
