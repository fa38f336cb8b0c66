import Foundation
import PackagePlugin

/// Builds the package's `Templates/` folder into the target that uses this plugin, as a
/// generated Swift file, so that an installed binary needs no files beside it.
/// `Templates/` stays the one source of truth: every build regenerates the file from it.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        let files = (FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true } ?? [])
        return [.buildCommand(
            displayName: "Embedding the templates in \(target.name)",
            executable: try context.tool(named: "quipu-embed-templates").url,
            arguments: [templates.path, output.path],
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}
