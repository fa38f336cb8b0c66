import ArgumentParser
import Foundation
import QuipuFormats

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make every report the workspace config asks for.",
        discussion: """
        Reads the config (quipu.yml), then writes each report it lists into its output folder
        and prints the path of each file written. Nothing is written if any report fails.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The workspace config.", valueName: "file"))
    var config = "quipu.yml"

    func run() throws {
        try reportingErrors { () throws(QuipuError) in
            let workspace = try QuipuConfig.load(path: config)
            let requests = try workspace.timesheetRequests(configPath: config)
            guard !requests.isEmpty else {
                throw QuipuError(.usage, "\(config): no reports to make; expected a `timesheets:` list")
            }
            // Render every report before writing any, so a bad one leaves all outputs as they were.
            let progress = ProgressLine()
            defer { progress.clear() }
            var reports: [RenderedReport] = []
            for (context, request) in requests {
                reports += try request.render(now: Date(), systemTimeZone: .current, context: context, progress: progress.show)
            }
            let written = try OutputWriter.write(reports, progress: progress.show)
            progress.clear()
            written.forEach { print($0) }
        }
    }
}
