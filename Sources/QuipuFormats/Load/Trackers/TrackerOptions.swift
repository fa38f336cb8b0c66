import ArgumentParser
import Foundation

/// How to read a tracker file, in the words of the command line or `quipu.yml`: the format and
/// the zone of its local times as written, and the mapping of tags. `resolve` checks the words.
public struct TrackerOptions: Equatable, Sendable {
    /// One of `TrackerFormat`'s values; `nil`: recognised from the content.
    public var stateFormat: String?
    /// An IANA zone id; `nil`: the report's zone.
    public var sourceTimeZone: String?
    /// `nil`: the default mapping (or the lower layer's).
    public var mapping: TrackerMapping?

    public init(stateFormat: String? = nil, sourceTimeZone: String? = nil, mapping: TrackerMapping? = nil) {
        self.stateFormat = stateFormat
        self.sourceTimeZone = sourceTimeZone
        self.mapping = mapping
    }

    /// These options, each one that is not given taken from `lower` (a flag over a client's setting).
    public func over(_ lower: TrackerOptions) -> TrackerOptions {
        TrackerOptions(stateFormat: stateFormat ?? lower.stateFormat, sourceTimeZone: sourceTimeZone ?? lower.sourceTimeZone,
                       mapping: mapping ?? lower.mapping)
    }

    /// The checked reading; a word that names no format or zone is a usage error made by `usage`.
    public func resolve(_ usage: (String) -> QuipuError) throws(QuipuError) -> TrackerReading {
        var reading = TrackerReading(mapping: mapping ?? TrackerMapping())
        if let stateFormat {
            guard let format = TrackerFormat(rawValue: stateFormat) else {
                throw usage("unknown state format \"\(stateFormat)\"; expected one of \(TrackerFormat.choices)")
            }
            reading.format = format
        }
        if let sourceTimeZone {
            guard let zone = ReportOptions.timeZone(named: sourceTimeZone) else { throw usage("source time zone: " + ReportOptions.unknownTimeZone(sourceTimeZone)) }
            reading.sourceTimeZone = zone
        }
        return reading
    }

    /// The keys a timesheet entry and a client take for their tracker file.
    static let configKeys = ["stateFormat", "sourceTimeZone", "mapping"]

    /// `stateFormat`, `sourceTimeZone` and `mapping: {project: 1, task: 2, untagged: "(untagged)"}`
    /// of an entry, each checked where it stands.
    static func read(_ fields: ConfigMapping) throws(QuipuError) -> TrackerOptions {
        var options = TrackerOptions()
        if let value = fields["stateFormat"] { options.stateFormat = try value.choice(TrackerFormat.self).rawValue }
        if let value = fields["sourceTimeZone"] { options.sourceTimeZone = try value.timeZone() }
        if let value = fields["mapping"] {
            let expected = "the tags' positions (from 1) that name the project and the task, such as {project: 1, task: 2, untagged: \"(untagged)\"}"
            let mappingFields = try value.mapping(allowed: ["project", "task", "untagged"], expected: expected)
            var mapping = TrackerMapping()
            func position(_ key: String) throws(QuipuError) -> Int? {
                guard let field = mappingFields[key] else { return nil }
                let position = try field.count("a tag position from 1 to 100")
                guard (1...100).contains(position) else { throw field.mistake("\"\(position)\" is not a tag position from 1 to 100") }
                return position
            }
            mapping.projectTag = try position("project") ?? mapping.projectTag
            mapping.taskTag = try position("task") ?? mapping.taskTag
            guard mapping.projectTag != mapping.taskTag else {
                throw value.mistake("project and task are both tag \(mapping.taskTag); expected two different positions")
            }
            if let untagged = mappingFields["untagged"] { mapping.untagged = try untagged.nonEmptyText("the project of untagged intervals") }
            options.mapping = mapping
        }
        return options
    }
}

/// The command line's `--state-format` and `--source-time-zone`, shared by every command that
/// reads a tracker file.
public struct TrackerFlags: ParsableArguments {
    public init() {}

    @Option(help: ArgumentHelp("The tracker file's format: \(TrackerFormat.choices). Default: recognised from its content.", valueName: "format"))
    var stateFormat: String?

    @Option(help: ArgumentHelp("The IANA zone of the tracker file's local times (timeclock). Default: the report's time zone.", valueName: "zone"))
    var sourceTimeZone: String?

    /// The options these flags give; they win over a client's settings.
    var options: TrackerOptions { TrackerOptions(stateFormat: stateFormat, sourceTimeZone: sourceTimeZone) }
}
