import ArgumentParser
import Foundation

/// How to read a tracker file, as the command line or `quipu.yml` asks: the format and the zone
/// of its local times as written, and the mapping of tags; `nil` where not given.
package struct TrackerOptions: Equatable, Sendable {
    /// `nil`: recognised from the content.
    package var stateFormat: TrackerFormat?
    /// `nil`: the report's zone.
    package var sourceTimeZone: TimeZone?
    /// `nil`: the default mapping (or the lower layer's).
    package var mapping: TrackerMapping?

    package init(stateFormat: TrackerFormat? = nil, sourceTimeZone: TimeZone? = nil, mapping: TrackerMapping? = nil) {
        self.stateFormat = stateFormat
        self.sourceTimeZone = sourceTimeZone
        self.mapping = mapping
    }

    /// These options, each one that is not given taken from `lower` (a flag over a client's setting).
    package func over(_ lower: TrackerOptions) -> TrackerOptions {
        TrackerOptions(stateFormat: stateFormat ?? lower.stateFormat, sourceTimeZone: sourceTimeZone ?? lower.sourceTimeZone,
                       mapping: mapping ?? lower.mapping)
    }

    /// How the file is read, with the default mapping where none is given.
    package var reading: TrackerReading {
        TrackerReading(format: stateFormat, sourceTimeZone: sourceTimeZone, mapping: mapping ?? TrackerMapping())
    }

    /// The keys a timesheet entry and a client take for their tracker file.
    static let configKeys = ["stateFormat", "sourceTimeZone", "mapping"]

    /// `stateFormat`, `sourceTimeZone` and `mapping: {project: "project:", projects: [Acme], task: "task:", untagged: Other,
    /// billable: billable, nonBillable: non-billable}`
    /// of an entry, each checked where it stands.
    static func read(_ fields: ConfigMapping) throws(QuipuError) -> TrackerOptions {
        var options = TrackerOptions()
        if let value = fields["stateFormat"] { options.stateFormat = try value.trackerFormat() }
        if let value = fields["sourceTimeZone"] { options.sourceTimeZone = try value.timeZone() }
        if let value = fields["mapping"] { options.mapping = try value.trackerMapping() }
        return options
    }
}

private extension ConfigValue {
    /// A `mapping:` of Timewarrior and Watson tags: the prefixes of project and task tags, the tags that
    /// name a project as they stand, the project of intervals without a project tag, and the
    /// tags that mark time billable and not billable.
    func trackerMapping() throws(QuipuError) -> TrackerMapping {
        let expected = "how tags name the project and the task, such as {project: \"project:\", task: \"task:\", projects: [Acme], untagged: Other, "
            + "billable: billable, nonBillable: non-billable}"
        let fields = try mapping(allowed: ["project", "projects", "task", "untagged", "billable", "nonBillable"], expected: expected)
        var mapping = TrackerMapping()
        if let field = fields["project"] {
            mapping.projectPrefix = try field.tagPrefix("the prefix of project tags, such as \"project:\"")
            guard !mapping.projectPrefix.isEmpty else { throw field.mistake("is empty; expected the prefix of project tags, such as \"project:\"") }
        }
        if let field = fields["task"] { mapping.taskPrefix = try field.tagPrefix("the prefix of task tags, such as \"task:\" (\"\" for any other tag)") }
        let (project, task) = (mapping.projectPrefix, mapping.taskPrefix)
        guard task.isEmpty || !(project.hasPrefix(task) || task.hasPrefix(project)) else {
            throw mistake("the project prefix \"\(project)\" and the task prefix \"\(task)\" overlap; expected prefixes neither of which starts the other")
        }
        if let field = fields["projects"] { mapping.projectNames = Set(try field.textList("project tags, such as [Acme, Research]")) }
        if let field = fields["untagged"] { mapping.untagged = try field.nonEmptyText("the project of intervals without a project tag") }
        if let field = fields["billable"] { mapping.billableTag = try field.nonEmptyText("the tag that marks time billable, such as billable") }
        if let field = fields["nonBillable"] {
            mapping.nonBillableTag = try field.nonEmptyText("the tag that marks time not billable, such as non-billable")
        }
        if mapping.billableTag == mapping.nonBillableTag, let field = fields["nonBillable"] ?? fields["billable"] {
            throw field.mistake("makes \"\(mapping.billableTag)\" both the billable and the non-billable tag; expected two different tags")
        }
        return mapping
    }

    /// The start of a tag, as written; a bare number (a tag position, which sorted tags do not
    /// have) is a mistake.
    func tagPrefix(_ expected: String) throws(QuipuError) -> String {
        let written = try text(expected)
        if node.scalar?.style == .plain, !written.isEmpty, written.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            throw mistake("\"\(written)\" is a tag position, but Timewarrior keeps tags sorted; expected \(expected)")
        }
        return written
    }
}

/// The command line's `--state-format` and `--source-time-zone`, shared by every command that
/// reads a tracker file.
struct TrackerFlags: ParsableArguments {
    init() {}

    @Option(help: ArgumentHelp("The tracker file's format: \(TrackerFormat.choices). Default: recognised from its content.", valueName: "format"),
            transform: TrackerFormat.parse)
    var stateFormat: TrackerFormat?

    @Option(help: ArgumentHelp("The IANA zone of the tracker file's local times (timeclock, Toggl, Clockify). Default: the report's time zone.", valueName: "zone"),
            transform: SharedOptionValue.timeZone)
    var sourceTimeZone: TimeZone?

    /// The options these flags give; they win over a client's settings.
    var options: TrackerOptions { TrackerOptions(stateFormat: stateFormat, sourceTimeZone: sourceTimeZone) }
}
