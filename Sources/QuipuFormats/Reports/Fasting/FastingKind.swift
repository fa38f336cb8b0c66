import Foundation
import QuipuCore

/// Fasting summaries: `fasting:` in `quipu.yml`, `quipu fasting` on the command line.
enum FastingKind: ReportKind {
    typealias Command = FastingCommand
    static let section = ConfigSection(key: "fasting", isList: true, entryName: "a fasting report", requiredKeys: ["history"],
                                       optionalKeys: ["period", "stages"] + FastingHistoryReading.configKeys, example: "{history: fasting.json, period: 2024-03}")
    static let sharedOptions: [SharedOption] = [.timeZone, .weekStart, .asOf, .formats, .output, .name, .templates, .locale, .csvLocale]

    /// An entry: `history` (relative to the workspace), optionally `period` (else the whole
    /// history), `stages` (`default` or a file relative to the workspace) and how the history is
    /// read: `historyFormat`, `sourceTimeZone` and `goal`.
    static func request(from fields: ConfigMapping, options: ReportOptions<FastingFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> FastingRequest {
        FastingRequest(
            historyPath: config.pathInWorkspace(try required("history", of: fields).nonEmptyText("a history file such as fasting.json")),
            period: try fields["period"]?.period(),
            stages: try fields["stages"]?.stages(in: config),
            reading: try FastingHistoryReading.read(fields),
            options: options,
            origin: fields.owner.place)
    }
}

/// The formats a fasting summary comes in.
package enum FastingFormat: String, OutputFormat {
    case html, xml, csv
}

extension ConfigValue {
    /// A stage table: `default`, or a file made relative to the workspace.
    func stages(in config: QuipuConfig) throws(QuipuError) -> String {
        let written = try nonEmptyText("default or a stages file such as stages.json")
        return written == "default" ? written : config.pathInWorkspace(written)
    }
}

extension FastingFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        header == "progress_percent"
    }
}
