import Foundation
@testable import QuipuFormats
import Testing

@Suite("Watch mode: what a change calls for")
struct WatchPlanTests {
    static let plan = WatchPlan(configPath: "/w/quipu.yml", reportInputs: [
        ["/w/data/AppState.json"],
        ["/w/data/AppState.json", "/w/my-templates"],
        ["/w/data/fasting.json", "/w/data/stages.json"],
        ["/w/data/orders.json", "/w/data/luthier.json", "/w/rates/ecb.xml"],
    ])

    @Test("each changed input rebuilds exactly the reports that read it", arguments: [
        (["/w/data/AppState.json"], WatchPlan.Action.rebuild([0, 1])),
        (["/w/my-templates/timesheet.xsl"], .rebuild([1])),
        (["/w/my-templates/schemas/timesheet.xsd"], .rebuild([1])),
        (["/w/data/stages.json"], .rebuild([2])),
        (["/w/rates/ecb.xml", "/w/data/fasting.json"], .rebuild([2, 3])),
        (["/w/quipu.yml", "/w/data/fasting.json"], .reloadConfig),
        (["/w/output/timesheet-2024-W13.html"], .nothing),
        (["/w/my-templates-old/timesheet.xsl"], .nothing),
        ([], .nothing),
    ] as [([String], WatchPlan.Action)])
    func action(changed: [String], expected: WatchPlan.Action) {
        #expect(Self.plan.action(for: Set(changed)) == expected)
    }

    @Test("the watched paths are the config, then every input once")
    func watchedPaths() {
        #expect(Self.plan.watchedPaths == ["/w/quipu.yml", "/w/data/AppState.json", "/w/my-templates", "/w/data/fasting.json",
                                           "/w/data/stages.json", "/w/data/orders.json", "/w/data/luthier.json", "/w/rates/ecb.xml"])
    }

    @Test("relative and dotted paths name the same file as their absolute form")
    func normalization() {
        let cwd = FileManager.default.currentDirectoryPath
        let plan = WatchPlan(configPath: "quipu.yml", reportInputs: [["./Examples/../Examples/AppState.json"]])
        #expect(plan.action(for: [cwd + "/Examples/AppState.json"]) == .rebuild([0]))
        #expect(plan.action(for: ["./quipu.yml"]) == .reloadConfig)
    }

    @Test("a snapshot names the files that changed, appeared or disappeared")
    func snapshots() {
        let before = WorkspaceSnapshot(fingerprints: [
            "a": FileFingerprint(size: 1, modified: 10, inode: 1), "b": FileFingerprint(size: 1, modified: 10, inode: 2), "c": nil,
        ])
        let after = WorkspaceSnapshot(fingerprints: [
            "a": FileFingerprint(size: 1, modified: 10, inode: 1), "b": FileFingerprint(size: 1, modified: 10, inode: 9),
            "c": FileFingerprint(size: 5, modified: 11, inode: 3), "d": nil,
        ])
        #expect(after.changedPaths(since: before) == ["b", "c", "d"])
        #expect(after.changedPaths(since: after) == [])
    }

    @Test("debounce durations", arguments: [("300ms", 300), ("1s", 1000), ("1.5s", 1500), ("0ms", 0)] as [(String, Int64)])
    func durations(text: String, milliseconds: Int64) {
        #expect(WorkspaceWatcher.parseDuration(text) == .milliseconds(milliseconds))
    }

    @Test("bad debounce durations are refused", arguments: ["", "300", "ms", "-1s", "1e3ms", "2m", "0.5ms", "61s", "1,5s"])
    func badDurations(text: String) {
        #expect(WorkspaceWatcher.parseDuration(text) == nil)
    }
}
