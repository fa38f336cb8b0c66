import ArgumentParser
import Foundation
import QuipuFormats

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make every report the workspace config asks for.",
        discussion: """
        Reads the config (quipu.yml), then writes each report it lists into its output folder and prints the path of each file written. Nothing is written if any report fails, and two reports that would write the same file are an error.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The workspace config.", valueName: "file"))
    var config = "quipu.yml"

    func run() throws {
        try reportingErrors { () throws(QuipuError) in
            let workspace = try QuipuConfig.load(path: config)
            let reports = try workspace.reports(in: .current)
            guard !reports.isEmpty else {
                throw QuipuError(.usage, "\(config): no reports to make; expected a `timesheets:` list, a `fasting:` list or a `site:` section")
            }
            try runReports(reports)
        }
    }
}
