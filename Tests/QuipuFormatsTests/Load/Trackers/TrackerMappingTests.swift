@testable import QuipuFormats
import Testing

/// Timewarrior's tags are a set, exported sorted: the mapping reads them by their text.
@Suite("Timewarrior tags to project and task")
struct TrackerMappingTests {
    /// `project/task`, or the failure's message.
    static func named(_ tags: [String], _ mapping: TrackerMapping = TrackerMapping()) -> String {
        do {
            let named = try mapping.projectAndTask(of: tags)
            return "\(named.project)/\(named.task)"
        } catch { return error.message }
    }

    @Test("the default takes project: and task: tags, in any order, and leaves the others aside")
    func prefixes() {
        let tags = ["billable", "project:Acme Website", "task:=cmd import"]
        for order in [tags, tags.reversed(), [tags[1], tags[2], tags[0]]] {
            #expect(Self.named(order) == "Acme Website/=cmd import")
        }
        #expect(Self.named(["project:Admin"]) == "Admin/Admin")
        #expect(Self.named(["project:Admin", "task:"]) == "Admin/Admin")
        #expect(Self.named(["project:Café", "task:Öl"]) == "Café/Öl")
        #expect(Self.named([]) == "(untagged)/(untagged)")
    }

    @Test("known project names with any other tag as the task read `timew track Research \"=cmd import\"` as Research")
    func knownProjects() {
        let mapping = TrackerMapping(projectNames: ["Research", "Acme"], taskPrefix: "")
        #expect(Self.named(["=cmd import", "Research"], mapping) == "Research/=cmd import")
        #expect(Self.named(["Research", "=cmd import"], mapping) == "Research/=cmd import")
        #expect(Self.named(["Acme"], mapping) == "Acme/Acme")
        #expect(Self.named(["project:Book", "draft"], mapping) == "Book/draft")
    }

    @Test("untagged takes every interval without a project tag; without it only those without tags go to (untagged)")
    func untagged() {
        let other = TrackerMapping(untagged: "Other")
        #expect(Self.named([], other) == "Other/Other")
        #expect(Self.named(["Acme", "Design"], other) == "Other/Other")
        #expect(Self.named(["project:"]) == #"no tag of ["project:"] names a project; expected one tag starting with "project:", "#
            + "or mapping.untagged for intervals without one")
    }

    @Test("two project tags or two task tags are refused, naming both")
    func ambiguous() {
        #expect(Self.named(["project:A", "project:B"]) == #"tags "project:A" and "project:B" both name a project; expected one"#)
        #expect(Self.named(["project:A", "task:x", "task:y"]) == #"tags "task:x" and "task:y" both name a task; expected one"#)
        let known = TrackerMapping(projectNames: ["Acme", "Research"])
        #expect(Self.named(["Acme", "Research"], known) == #"tags "Acme" and "Research" both name a project; expected one"#)
        #expect(Self.named(["Acme", "task:x", "task:y"], TrackerMapping(projectNames: ["Acme"], untagged: "Other"))
            == #"tags "task:x" and "task:y" both name a task; expected one"#)
    }
}
