import Foundation
import PackagePlugin

/// Builds the templates of the target that uses this plugin into it, as a generated Swift file,
/// so that an installed binary needs no files beside it. A template lives beside the code that
/// uses it: each kind's stylesheet and schema in its folder of `Reports/`, the parts kinds share
/// in `Render/SharedTemplates/`. The binary, and `quipu templates export`, see them as one flat
/// folder, the one users copy and override: stylesheets and CSS at its top, schemas in
/// `schemas/`, the label catalogs of `Render/Locales/` in `locales/`. Every build regenerates the
/// file from the sources.
@main
struct EmbedTemplates: BuildToolPlugin {
    /// The endings of template files: XSLT stylesheets, XML schemas and style sheets.
    static let endings = ["xsl", "xsd", "css"]
    /// The folder of the label catalogs (`Render/Locales/de.xml`), one XML file per language.
    static let catalogFolder = "Locales"

    /// The file's path in the templates folder, or `nil` for a file that is no template.
    static func templatePath(of file: URL) -> String? {
        if file.pathExtension == "xml", file.deletingLastPathComponent().lastPathComponent == catalogFolder {
            return "locales/" + file.lastPathComponent
        }
        guard endings.contains(file.pathExtension) else { return nil }
        return (file.pathExtension == "xsd" ? "schemas/" : "") + file.lastPathComponent
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        let files = ((target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [])
            .filter { Self.templatePath(of: $0) != nil }
            .sorted { $0.path < $1.path }
        let entries = files.map { file in Self.templatePath(of: file)! + "=" + file.path }
        return [.buildCommand(
            displayName: "Embedding the templates in \(target.name)",
            executable: try context.tool(named: "quipu-embed-templates").url,
            arguments: [output.path] + entries,
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}
