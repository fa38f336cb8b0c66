import Foundation
import QuipuCore

/// The kinds of tracker file Quipu reads as a history of projects, tasks and time slips.
package enum TrackerFormat: String, CaseIterable, Sendable {
    /// The app's own `AppState.json`.
    case appstate
    /// `timew export`: a JSON array of intervals.
    case timewarrior
    /// Watson's `frames` file, or `watson log --json`.
    case watson
    /// hledger's and ledger's timeclock format: `i` and `o` lines.
    case timeclock
    /// Toggl Track's detailed report as CSV.
    case toggl
    /// Clockify's detailed report as CSV.
    case clockify

    /// The tracker's name, for messages.
    var displayName: String {
        switch self {
        case .appstate: "AppState.json"
        case .timewarrior: "Timewarrior"
        case .watson: "Watson"
        case .timeclock: "timeclock"
        case .toggl: "Toggl Track"
        case .clockify: "Clockify"
        }
    }

    /// Whether the format writes local times, read in a source time zone (timeclock, Toggl,
    /// Clockify), rather than instants.
    var hasLocalTimes: Bool { [.timeclock, .toggl, .clockify].contains(self) }

    /// The format `text` names, as `--state-format` and `stateFormat:` read it.
    static func parse(_ text: String) throws(QuipuError) -> TrackerFormat {
        guard let format = TrackerFormat(rawValue: text) else {
            throw QuipuError(.usage, "unknown state format \"\(text)\"; expected one of \(choices)")
        }
        return format
    }

    /// The values `--state-format` and `stateFormat:` take, for messages.
    package static let choices = allCases.map(\.rawValue).joined(separator: ", ")
}

/// How to read a report's tracker file: its format (`nil`: recognised from the content), the
/// zone of local times in it (`nil`: the report's zone) and the mapping of tags.
package struct TrackerReading: Hashable, Sendable {
    package var format: TrackerFormat?
    package var sourceTimeZone: TimeZone?
    package var mapping: TrackerMapping

    package init(format: TrackerFormat? = nil, sourceTimeZone: TimeZone? = nil, mapping: TrackerMapping = TrackerMapping()) {
        self.format = format
        self.sourceTimeZone = sourceTimeZone
        self.mapping = mapping
    }

    /// Loads the tracker file at `path` as every report that reads one does: its local times in
    /// its source zone, else `reportTimeZone`, telling `progress` what it reads and how far it got.
    /// A source zone given for a file of instants is a usage error, not ignored. A file other
    /// reports of the run read too is loaded once (`SharedTrackerFiles`).
    func load(_ path: String, reportTimeZone: TimeZone, progress: ((RunProgress) -> Void)?) throws(QuipuError) -> AppState {
        progress?(.reading(path))
        let load = { () throws(QuipuError) -> AppState in
            try TrackerFile.load(path: path, format: format, sourceTimeZone: sourceTimeZone ?? reportTimeZone, sourceTimeZoneGiven: sourceTimeZone != nil,
                                 mapping: mapping) { fraction in progress?(.loading(path, fraction: fraction)) }
        }
        guard let shared = SharedTrackerFiles.current else { return try load() }
        return try shared.state(of: path, reading: self, zone: reportTimeZone, load: load)
    }
}

/// Reads a tracker file of any supported format into the app's model, so that every report
/// made from `AppState.json` can be made from it.
package enum TrackerFile {
    /// Loads the file at `path`, in `format` or the one its content shows. Local times
    /// (timeclock, Toggl, Clockify) are read in `sourceTimeZone`; when the user gave it
    /// (`sourceTimeZoneGiven`), a format without local times is a usage error. Every failure names
    /// the file and the place.
    package static func load(path: String, format: TrackerFormat?, sourceTimeZone: TimeZone, sourceTimeZoneGiven: Bool = false,
                             mapping: TrackerMapping, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        let bytes = try readInput(path)
        let recognised: TrackerFormat
        if let format { recognised = format } else { recognised = try detect(bytes, file: path) }
        guard !sourceTimeZoneGiven || recognised.hasLocalTimes else {
            throw QuipuError(.usage, "\(path): a source time zone is given, but this \(recognised.displayName) file holds instants, not local times; "
                + "expected no --source-time-zone or `sourceTimeZone:` for it (it applies to timeclock, Toggl and Clockify files)")
        }
        // AppState.json's bytes are let go before its model is checked (see `AppStateLoader.decode(lettingGo:)`).
        if recognised == .appstate { return try AppStateLoader.decode(lettingGo: consume bytes, file: path, progress: progress) }
        return try decode(bytes, file: path, format: recognised, sourceTimeZone: sourceTimeZone, mapping: mapping, progress: progress)
    }

    /// Decodes the bytes of a tracker file; `file` names it in error messages.
    package static func decode(_ bytes: [UInt8], file: String, format: TrackerFormat?, sourceTimeZone: TimeZone, mapping: TrackerMapping,
                               progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        let recognised: TrackerFormat
        if let format { recognised = format } else { recognised = try detect(bytes, file: file) }
        switch recognised {
        case .appstate: return try AppStateLoader.decode(bytes, file: file, progress: progress)
        case .timewarrior: return try TimewarriorLoader.decode(bytes, file: file, mapping: mapping)
        case .watson: return try WatsonLoader.decode(bytes, file: file, mapping: mapping)
        case .timeclock: return try TimeclockLoader.decode(bytes, file: file, timeZone: sourceTimeZone)
        case .toggl, .clockify:
            return try CSVExportLoader.decode(bytes, file: file, layout: recognised == .toggl ? .toggl : .clockify, named: format != nil,
                                              timeZone: sourceTimeZone, mapping: mapping)
        }
    }

    /// The format the content shows: a JSON object is `AppState.json`; an array of objects with
    /// a `project` key, or of arrays, is Watson's; any other array is `timew export`; `i`, `o`
    /// and comment lines are a timeclock file; a CSV header with `Duration (h)` is Clockify's,
    /// one with `Duration` Toggl Track's. Anything else is read as `AppState.json`, whose errors
    /// say where it stops being JSON.
    package static func detect(_ bytes: [UInt8], file: String) throws(QuipuError) -> TrackerFormat {
        var index = byteOrderMarkLength(bytes)
        func skipWhitespace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipWhitespace()
        guard index < bytes.count else {
            throw QuipuError(.dataError, "\(file): is empty; expected a tracker file (\(choicesInWords)), or --state-format for an empty timeclock file")
        }
        if let encoding = utf16Encoding(bytes) {
            let firstLine = (String(data: Data(bytes.dropFirst(2)), encoding: encoding) ?? "").prefix { !$0.isNewline }.lowercased()
            let what = firstLine.contains("duration") ? "a UTF-8 CSV file (save the export as UTF-8)"
                : "a tracker file in UTF-8 (\(choicesInWords))"
            throw QuipuError(.dataError, "\(file): UTF-16 text; expected \(what)")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .appstate
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            guard index < bytes.count else { return .timewarrior }
            if bytes[index] == UInt8(ascii: "[") { return .watson }
            if bytes[index] == UInt8(ascii: "{") {
                let firstObject = bytes[index..<(bytes[index...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count)]
                let projectKey = Array("\"project\"".utf8)
                if firstObject.indices.contains(where: { firstObject[$0...].starts(with: projectKey) }) { return .watson }
            }
            return .timewarrior
        case UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"): return .timeclock
        default:
            let firstLine = String(decoding: bytes[index..<(bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)], as: UTF8.self)
            let columns = firstLine.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \r")).lowercased() }
            if columns.contains("duration (h)") { return .clockify }
            if columns.contains("duration") { return .toggl }
            return .appstate
        }
    }

    /// The encoding of a file that is UTF-16 by its byte-order mark; `nil` for any other.
    private static func utf16Encoding(_ bytes: [UInt8]) -> String.Encoding? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return .utf16LittleEndian
        case (0xFE, 0xFF): return .utf16BigEndian
        default: return nil
        }
    }

    private static let choicesInWords = "AppState.json, a timew export, a Watson frames file or log --json, a timeclock file, "
        + "a Toggl Track or Clockify detailed CSV export"
}
