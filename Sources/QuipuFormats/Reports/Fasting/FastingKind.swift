import ArgumentParser
import Foundation
import QuipuCore

/// Fasting summaries: `fasting:` in `quipu.yml`, `quipu fasting` on the command line.
enum FastingKind: ReportKind {
    static let section = ConfigSection(key: "fasting", isList: true, example: "{history: fasting.json, period: 2024-03}")
    static let command: any ParsableCommand.Type = FastingCommand.self

    /// An entry: `history` (relative to the workspace), optionally `period` (else the whole
    /// history) and `stages` (`default` or a file relative to the workspace), and the shared options.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> FastingRequest {
        let expected = "a fasting report: history, and optionally period, stages, " + ReportOptions.entryKeys.joined(separator: ", ")
        let fields = try entry.mapping(allowed: ["history", "period", "stages"] + ReportOptions.entryKeys, expected: expected)
        return FastingRequest(
            historyPath: config.resolveInWorkspace(try fields.required("history", expected).nonEmptyText("a history file such as fasting.json")),
            period: try fields["period"]?.period(),
            stages: try fields["stages"]?.stages(in: config),
            options: try ReportOptions.read(fields, formats: FastingFormat.self, config: config),
            origin: entry.place)
    }
}

/// The formats a fasting summary comes in.
public enum FastingFormat: String, OutputFormat {
    case html, xml, csv
}

extension ConfigValue {
    /// A stage table: `default`, or a file made relative to the workspace.
    func stages(in config: QuipuConfig) throws(QuipuError) -> String {
        let written = try nonEmptyText("default or a stages file such as stages.json")
        return written == "default" ? written : config.resolveInWorkspace(written)
    }
}
