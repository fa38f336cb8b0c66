import Foundation
import QuipuCore

/// A report resolved from flags and `quipu.yml`, ready to be made. Every kind of report goes the
/// same way: `load` its inputs (shell), `project` them (the pure core), `render` the projection to
/// bytes (shell); `Pipeline` then writes the files. A report knows which files it reads and which
/// it writes before doing either, so a run can refuse two reports that would write the same file,
/// and a watcher can tell which reports a changed file concerns.
///
/// A report whose files are known only once its data is loaded (a static site: one page per month
/// with fasts) names an `ownedDirectory` instead: it may write anything inside it, no other report
/// may write there, and `Pipeline` keeps a manifest of the files it wrote there, so that a rebuild
/// removes the files the report no longer makes and never any other file.
package protocol Report: Sendable {
    /// What `load` reads into memory.
    associatedtype Source
    /// What the core makes of the source.
    associatedtype Projection

    /// Where the report was asked for, to start its error messages (`quipu.yml: timesheets[0]`);
    /// `nil` for a report asked for on the command line.
    var origin: String? { get }
    /// The files the report reads.
    var inputPaths: [String] { get }
    /// The files the report writes, or of a report with an `ownedDirectory`, those it always writes.
    var outputPaths: [String] { get }
    /// A folder whose files the report makes as a whole; `nil` (the default) for a report that
    /// writes only `outputPaths`.
    var ownedDirectory: String? { get }
    /// Where each input was named (`quipu.yml: line 38: rates`), by its path; empty (the default)
    /// for a report asked for on the command line.
    var inputPlaces: [String: String] { get }

    /// Reads and checks the inputs. `progress` hears how far it got.
    func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> Source
    /// The report's values: a pure function of the source and the report's parameters.
    func project(_ source: Source) throws(QuipuError) -> Projection
    /// The bytes of every file in `outputPaths`, in that order.
    func render(_ projection: Projection) throws(QuipuError) -> [RenderedReport]
    /// Things the user should know that are not errors (skipped records, overlapping time).
    func notices(_ source: Source, _ projection: Projection) -> [String]
    /// Notes about the language the report is written in: each label a user's catalog lacks
    /// (`DocumentLanguage.notes`); empty (the default) for a report without human-readable output.
    var languageNotes: [String] { get }
    /// What the register's rules check of the document made, for an invoice or a credit note
    /// listed in `quipu.yml`; `nil` (the default) for any other report.
    func booking(_ source: Source, _ projection: Projection) -> BookedDocument?
}

extension Report {
    package func notices(_ source: Source, _ projection: Projection) -> [String] { [] }

    package func booking(_ source: Source, _ projection: Projection) -> BookedDocument? { nil }

    package var ownedDirectory: String? { nil }

    package var languageNotes: [String] { [] }

    package var inputPlaces: [String: String] { [:] }

    /// Loads, projects and renders, writing nothing.
    package func make(progress: ((RunProgress) -> Void)? = nil) throws(QuipuError) -> MadeReport {
        // The source is not needed once projected: a million slips are let go before rendering.
        let (projection, notices, booking) = try { () throws(QuipuError) in
            let source = try loadNamingOrigin(progress: progress)
            progress?(.projecting)
            let projection = try project(source)
            return (projection, self.notices(source, projection), self.booking(source, projection))
        }()
        progress?(.rendering)
        let files = try render(projection)
        return MadeReport(files: files, notices: notices.map { notice in origin.map { "\($0): \(notice)" } ?? notice } + languageNotes,
                          ownedDirectory: ownedDirectory, booking: booking)
    }
}

/// A report's files, rendered and not yet written, and what the user should be told about it.
package struct MadeReport: Sendable {
    package let files: [RenderedReport]
    package let notices: [String]
    /// The report's `ownedDirectory`, which holds every one of `files`.
    package let ownedDirectory: String?
    /// The invoice or credit note of the register it made.
    package let booking: BookedDocument?

    package init(files: [RenderedReport], notices: [String], ownedDirectory: String? = nil, booking: BookedDocument? = nil) {
        self.files = files
        self.notices = notices
        self.ownedDirectory = ownedDirectory
        self.booking = booking
    }
}

/// A report file, rendered and not yet written.
package struct RenderedReport: Sendable, Equatable {
    package let path: String
    package let bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What a report run is doing, for a progress display.
package enum RunProgress: Sendable, CustomStringConvertible {
    case reading(String)
    case loading(String, fraction: Double)
    case projecting
    case rendering
    case writing(String)
    case removing(String)
    /// Another run holds the lock of the journal (its lock file's path) and this one waits for it.
    case waiting(String)

    /// One short line: `loading AppState.json 45%`.
    package var description: String {
        switch self {
        case let .reading(path): "reading \(path)"
        case let .loading(path, fraction): "loading \(path) \(Int(fraction * 100))%"
        case .projecting: "projecting"
        case .rendering: "rendering"
        case let .writing(path): "writing \(path)"
        case let .removing(path): "removing \(path)"
        case let .waiting(lock): "waiting for another quipu run to finish (it holds \(lock))"
        }
    }
}
