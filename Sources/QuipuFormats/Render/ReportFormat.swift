import Foundation

/// An output format of a report. Each kind of report supports some of them.
public enum ReportFormat: String, CaseIterable, Sendable {
    case html, xml, csv
    /// A UBL 2.1 e-invoice (`.ubl.xml`).
    case ubl

    /// The ending of a file in this format.
    public var fileExtension: String { self == .ubl ? "ubl.xml" : rawValue }

    /// Reads a comma-separated list such as `html,xml,csv`; an empty list means all of `supported`.
    public static func parseList(_ text: String, supported: [ReportFormat] = [.html, .xml, .csv]) throws(QuipuError) -> [ReportFormat] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return supported }
        var formats: [ReportFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = ReportFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()), supported.contains(format) else {
                let names = supported.map(\.rawValue)
                throw QuipuError(.usage, "unknown format \"\(name)\"; expected \(names.dropLast().joined(separator: ", ")) or \(names.last!) (comma-separated)")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}
