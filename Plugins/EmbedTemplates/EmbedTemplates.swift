import Foundation
import PackagePlugin

/// Builds the templates of the target that uses this plugin into it, as a generated Swift file,
/// so that an installed binary needs no files beside it. A template lives beside the code that
/// uses it: each kind's stylesheet and schema in its folder of `Reports/`, the parts kinds share
/// in `Render/SharedTemplates/`. The binary, and `quipu templates export`, see them as one flat
/// folder, the one users copy and override: stylesheets and CSS at its top, schemas in
/// `schemas/`. Every build regenerates the file from the sources.
@main
struct EmbedTemplates: BuildToolPlugin {
    /// The endings of template files: XSLT stylesheets, XML schemas and style sheets.
    static let endings = ["xsl", "xsd", "css"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        let files = ((target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [])
            .filter { Self.endings.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        let entries = files.map { file in
            (file.pathExtension == "xsd" ? "schemas/" : "") + file.lastPathComponent + "=" + file.path
        }
        return [.buildCommand(
            displayName: "Embedding the templates in \(target.name)",
            executable: try context.tool(named: "quipu-embed-templates").url,
            arguments: [output.path] + entries,
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}
