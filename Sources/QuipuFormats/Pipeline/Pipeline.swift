import Foundation

/// Makes reports and writes their files: every report is made before any file is written, so
/// that one bad report leaves every output as it was.
public enum Pipeline {
    /// Makes every report and writes the files; returns what was written and what to tell the user.
    /// For a report with an owned folder, the files it made before and no longer makes are
    /// removed after its new files are written, and then its manifest is written.
    public static func run(_ reports: [any Report], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> PipelineResult {
        let made = try make(reports, progress: progress)
        var written: [WrittenFile] = []
        var removed: [String] = []
        for report in made {
            guard let directory = report.ownedDirectory.map(OwnedDirectory.init) else {
                written += try OutputWriter.write(report.files, progress: progress)
                continue
            }
            let previous = directory.manifest()
            written += try OutputWriter.write(report.files, progress: progress)
            removed += try directory.removeFiles(previous, keeping: report.files.map(\.path), progress: progress)
            written.append(try directory.writeManifest(listing: report.files.map(\.path)))
        }
        return PipelineResult(files: written, removed: removed, notices: made.flatMap(\.notices))
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
    /// resolved), naming where each was asked for; likewise a report writing into a folder that
    /// another report owns, and two owned folders one inside the other.
    public static func checkDistinctOutputs(_ reports: [any Report]) throws(QuipuError) {
        func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        func refuse(_ earlier: Int, _ later: Int, _ what: String) -> QuipuError {
            let first = reports[earlier].origin ?? "the command line", second = reports[later].origin ?? "the command line"
            let both = earlier == later ? "\(first) writes \(what) twice" : "\(first) and \(second) would both write \(what)"
            return QuipuError(.usage, "\(both); expected each report to write files of its own (change a period, a number or the output folder)")
        }
        let owners = reports.enumerated().compactMap { index, report in report.ownedDirectory.map { (index, standardized($0) + "/") } }
        for (index, folder) in owners {
            if let other = owners.first(where: { $0.0 != index && folder.hasPrefix($0.1) }) { throw refuse(other.0, index, "into \(folder)") }
        }
        var writers: [String: Int] = [:]
        for (index, report) in reports.enumerated() {
            for path in report.outputPaths {
                let key = standardized(path)
                if let earlier = writers[key] { throw refuse(earlier, index, path) }
                if let owner = owners.first(where: { $0.0 != index && key.hasPrefix($0.1) }) { throw refuse(owner.0, index, "into \(owner.1)") }
                writers[key] = index
            }
        }
    }
}

/// What a pipeline run wrote, removed, and what the user should be told.
public struct PipelineResult: Sendable {
    public let files: [WrittenFile]
    /// Files a report had written into its owned folder before and no longer makes, now removed.
    public let removed: [String]
    public let notices: [String]
}
