// libFuzzer target: any bytes given to the tracker loaders (recognised from the content, then
// read as each of Timewarrior, Watson, timeclock, Toggl Track and Clockify) must load or fail with a QuipuError, never
// trap, overflow the stack or touch memory it does not own.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuFormats

private let berlin = TimeZone(identifier: "Europe/Berlin")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrackers(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    for format in [nil, .timewarrior, .watson, .timeclock, .toggl, .clockify] as [TrackerFormat?] {
        _ = try? TrackerFile.decode(bytes, file: "fuzz", format: format, sourceTimeZone: berlin, mapping: TrackerMapping())
    }
    _ = try? TrackerFile.decode(bytes, file: "fuzz", format: .timewarrior, sourceTimeZone: berlin,
                                mapping: TrackerMapping(projectPrefix: "p", projectNames: ["a", "b"], taskPrefix: "", untagged: "none"))
    return 0
}
