import Foundation
import QuipuCore

/// Makes reports and writes their files: every report is made before any file is written, so
/// that one bad report leaves every output as it was.
package enum Pipeline {
    /// Makes every report and writes the files, all or none (see `OutputWriter.write`): one file
    /// that cannot be written leaves every output as it was, and a run killed at any moment leaves
    /// every output all old or all new once the next run has recovered. For a report with an owned
    /// folder, its manifest is written with its files, and then the files it made before and no
    /// longer makes are removed. `workers` threads stage the files. No file is written over an
    /// input of any of the reports (see `checkInputsKept`).
    ///
    /// The whole run holds the lock of `journal` (by default, the journal of a run without a
    /// workspace, beside the first output), waiting while another run holds it, and first
    /// recovers what a killed run left there. `fault` stops the run at that point of the write, for tests.
    package static func run(_ reports: [any Report], journal: OutputJournal? = nil, workers: Int = 1, fault: WriteFault? = nil,
                            progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> PipelineResult {
        let journal = if let journal { journal } else { try OutputJournal.beside(outputs: reports.flatMap(\.outputPaths)) }
        return try journal.locked(waiting: { progress?(.waiting(journal.lockPath)) }) { locked throws(QuipuError) in
            try run(reports, journal: locked, workers: workers, fault: fault, progress: progress)
        }
    }

    /// `run`, under the journal's lock.
    private static func run(_ reports: [any Report], journal: LockedJournal, workers: Int, fault: WriteFault?,
                            progress: ((RunProgress) -> Void)?) throws(QuipuError) -> PipelineResult {
        let made = try make(reports, progress: progress)
        let owned = made.map { report in report.ownedDirectory.map { (directory: OwnedDirectory($0), previous: OwnedDirectory($0).manifest()) } }
        var files: [RenderedReport] = [], writers: [Int] = []
        for (index, (report, owner)) in zip(made, owned).enumerated() {
            files += report.files
            if let owner { files.append(owner.directory.manifestFile(listing: report.files.map(\.path))) }
            writers += Array(repeating: index, count: files.count - writers.count)
        }
        try checkInputsKept(reports, files: files, writers: writers)
        let written = try OutputWriter.write(files, journal: journal, workers: workers, fault: fault, progress: progress)
        var removed: [String] = []
        for (report, owner) in zip(made, owned) {
            guard let owner else { continue }
            removed += try owner.directory.removeFiles(owner.previous, keeping: report.files.map(\.path), progress: progress)
        }
        // Reports written with one user's catalog share its notes about missing labels: each is said once.
        var said: Set<String> = []
        return PipelineResult(files: written, removed: removed, notices: made.flatMap(\.notices).filter { said.insert($0).inserted })
    }

    /// Makes every report, writing nothing. Two reports that would write the same file are an
    /// error naming both, before any is made; invoices and credit notes of the register that
    /// break its rules together (time billed twice, more credited than billed) are one once all
    /// are made (`RegisterRules.check`). A tracker file several reports read is loaded once
    /// (`SharedTrackerFiles`), and the books the reports of the register share are made once (`SharedBooks`).
    package static func make(_ reports: [any Report], progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> [MadeReport] {
        try checkDistinctOutputs(reports)
        let files = SharedTrackerFiles(readersOf: reports.map(\.inputPaths)), books = SharedBooks()
        var made: [MadeReport] = []
        for report in reports {
            let result = SharedTrackerFiles.$current.withValue(files) {
                SharedBooks.$current.withValue(books) { Result { () throws(QuipuError) in try report.make(progress: progress) } }
            }
            made.append(try result.get())
        }
        do { try RegisterRules.check(made.compactMap(\.booking)) } catch { throw QuipuError(.usage, error.description) }
        return made
    }

    /// Refuses a file that would be written over an input of any of `reports` (the tracker file,
    /// a history, rates, a template), compared as `checkDistinctOutputs` compares destinations:
    /// a cannot-create error (exit 73) naming the report that would write it and the one that
    /// reads it, before anything is written. `writers[i]` is the report that makes `files[i]`.
    static func checkInputsKept(_ reports: [any Report], files: [RenderedReport], writers: [Int]) throws(QuipuError) {
        var readers: [String: (index: Int, path: String)] = [:]
        for (index, report) in reports.enumerated() {
            for path in report.inputPaths {
                let identity = OutputDestination(path: path).identity
                if readers[identity] == nil { readers[identity] = (index, path) }
            }
        }
        for (file, writer) in zip(files, writers) {
            guard let reader = readers[OutputDestination(path: file.path).identity] else { continue }
            let expected = "; expected the files apart from the inputs (another output folder or name)"
            guard writer != reader.index else {
                throw QuipuError(.cannotCreate, (reports[writer].origin.map { "\($0): " } ?? "") + "the report would write over its own input "
                    + reader.path + expected)
            }
            let writing = reports[writer].origin ?? "the command line", reading = reports[reader.index].origin ?? "the command line"
            throw QuipuError(.cannotCreate, "\(writing) would write \(file.path) over \(reader.path), an input of \(reading)" + expected)
        }
    }

    /// Refuses two reports, or one report twice, writing the same file, naming where each was
    /// asked for; likewise a report writing into a folder that another report owns, and two owned
    /// folders one inside the other. Paths are compared as the file system sees them: `.` and `..`
    /// resolved, links followed (`alias/report.csv` is `output/report.csv` when `alias` links to
    /// `output`), and a folder known by its device and inode.
    package static func checkDistinctOutputs(_ reports: [any Report]) throws(QuipuError) {
        func refuse(_ earlier: Int, _ later: Int, _ what: String) -> QuipuError {
            let first = reports[earlier].origin ?? "the command line", second = reports[later].origin ?? "the command line"
            let both = earlier == later ? "\(first) writes \(what) twice" : "\(first) and \(second) would both write \(what)"
            return QuipuError(.usage, "\(both); expected each report to write files of its own (change a period, a number or the output folder)")
        }
        let owners = reports.enumerated().compactMap { index, report in
            report.ownedDirectory.map { (index, OutputDestination(path: $0).canonicalPath + "/") }
        }
        for (index, folder) in owners {
            if let other = owners.first(where: { $0.0 != index && folder.hasPrefix($0.1) }) { throw refuse(other.0, index, "into \(folder)") }
        }
        var writers: [String: Int] = [:]
        for (index, report) in reports.enumerated() {
            for path in report.outputPaths {
                let destination = OutputDestination(path: path)
                if let earlier = writers[destination.identity] { throw refuse(earlier, index, path) }
                if let owner = owners.first(where: { $0.0 != index && destination.canonicalPath.hasPrefix($0.1) }) {
                    throw refuse(owner.0, index, "into \(owner.1)")
                }
                writers[destination.identity] = index
            }
        }
    }
}

/// A file a report would write, as the file system sees it before anything is written.
struct OutputDestination {
    /// The real path of the deepest folder of the path that exists (links resolved), with the
    /// rest of the path after it, `.` and `..` resolved.
    let canonicalPath: String
    /// What tells two destinations apart: the device and inode of the file's folder and the
    /// file's name when the folder exists, else the canonical path.
    let identity: String

    init(path: String) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = (standardized as NSString).deletingLastPathComponent
        var rest = [(standardized as NSString).lastPathComponent]
        var folder = stat()
        while stat(existing, &folder) != 0, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let real = realpath(existing, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) } ?? existing
        canonicalPath = ([real == "/" ? "" : real] + rest).joined(separator: "/")
        identity = rest.count == 1 ? "\(folder.st_dev):\(folder.st_ino)/\(rest[0])" : canonicalPath
    }
}

/// What a pipeline run wrote, removed, and what the user should be told.
package struct PipelineResult: Sendable {
    package let files: [WrittenFile]
    /// Files a report had written into its owned folder before and no longer makes, now removed.
    package let removed: [String]
    package let notices: [String]
}
