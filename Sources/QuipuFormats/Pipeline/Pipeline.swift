import Foundation

/// Makes reports and writes their files: every report is made before any file is written, so
/// that one bad report leaves every output as it was.
public enum Pipeline {
    /// Makes every report and writes the files; returns what was written and what to tell the user.
    public static func run(_ reports: [any Report], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> PipelineResult {
        let made = try make(reports, progress: progress)
        let written = try OutputWriter.write(made.flatMap(\.files), progress: progress)
        return PipelineResult(files: written, notices: made.flatMap(\.notices))
    }

    /// Makes every report, writing nothing. Two reports that would write the same file are an
    /// error naming both, before any is made.
    public static func make(_ reports: [any Report], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [MadeReport] {
        try checkDistinctOutputs(reports)
        var made: [MadeReport] = []
        for report in reports { made.append(try report.make(progress: progress)) }
        return made
    }

    /// Refuses two reports, or one report twice, writing the same file (after `.` and `..` are
    /// resolved), naming where each was asked for.
    public static func checkDistinctOutputs(_ reports: [any Report]) throws(QuipuError) {
        var writers: [String: Int] = [:]
        for (index, report) in reports.enumerated() {
            for path in report.outputPaths {
                let key = URL(fileURLWithPath: path).standardizedFileURL.path
                if let earlier = writers[key] {
                    let first = reports[earlier].origin ?? "the command line", second = report.origin ?? "the command line"
                    let both = earlier == index ? "\(first) writes \(path) twice" : "\(first) and \(second) would both write \(path)"
                    throw QuipuError(.usage, "\(both); expected each report to write files of its own (change a period, a number or the output folder)")
                }
                writers[key] = index
            }
        }
    }
}

/// What a pipeline run wrote and what the user should be told.
public struct PipelineResult: Sendable {
    public let files: [WrittenFile]
    public let notices: [String]
}
