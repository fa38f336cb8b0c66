import Foundation
import QuipuFormats
import QuipuSynthetic

/// `quipu-benchmark trackers [SIZE]`: each tracker loader on the same generated records (a
/// million by default), in process, best of three.
func runTrackersBenchmark(recordCount: Int) throws {
    let history = SyntheticTrackerHistory(recordCount: recordCount)
    let utc = TimeZone(identifier: "UTC")!
    print("Quipu trackers benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(recordCount) records in each format")
    print("format        file MB   load s   (MB/s, records/s)")
    let files: [(TrackerFormat, () -> [UInt8])] = [
        (.timewarrior, history.timewarrior), (.watson, history.watsonFrames), (.timeclock, history.timeclock),
        (.toggl, history.toggl), (.clockify, history.clockify),
    ]
    for (format, make) in files {
        let bytes = make()
        var slips = 0
        let load = try best(of: 3) {
            let state = try TrackerFile.decode(bytes, file: format.rawValue, format: format, sourceTimeZone: utc, mapping: TrackerMapping())
            slips = state.projects.reduce(0) { $0 + $1.tasks.reduce(0) { $0 + $1.timeSlips.count } }
        }
        guard slips == recordCount else { throw QuipuError(.dataError, "\(format.rawValue): \(slips) slips loaded of \(recordCount)") }
        let megabytes = Double(bytes.count) / 1e6
        print(format.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: "%8.1f %8.3f   (%.0f MB/s, %.0f/s)", megabytes, load,
                                                                                     megabytes / load, Double(recordCount) / load))
    }
}
