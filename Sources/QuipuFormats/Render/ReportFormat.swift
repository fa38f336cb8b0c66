import Foundation

/// An output format of a report.
public enum ReportFormat: String, CaseIterable, Sendable {
    case html, xml, csv

    /// Reads a comma-separated list such as `html,xml,csv`.
    public static func parseList(_ text: String) throws(QuipuError) -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = ReportFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw QuipuError(.usage, "unknown format \"\(name)\"; expected html, xml or csv (comma-separated)")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}
