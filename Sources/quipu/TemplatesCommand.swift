import ArgumentParser
import Foundation
import QuipuFormats

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with the report templates built into quipu.",
        subcommands: [Export.self]
    )

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the built-in templates and schemas into a folder, to change them.",
            discussion: """
            Then point --templates or `templates:` in quipu.yml at the folder. Stylesheets in it run locked down: no file writes, no network, and document() reads only files inside it.

            Example:
              quipu templates export my-templates
            
            """
        )

        @Argument(help: ArgumentHelp("The folder to write to; created if needed.", valueName: "dir"))
        var directory: String

        @Flag(help: "Replace files that are already there.")
        var force = false

        func run() throws {
            try reportingErrors(help: "quipu templates export") { () throws(QuipuError) in
                try Templates.exportBuiltIn(to: directory, overwrite: force).forEach { print($0) }
            }
        }
    }
}
