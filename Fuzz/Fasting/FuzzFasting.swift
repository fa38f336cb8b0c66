// libFuzzer target: any bytes given to the fasting history loader, in every format it reads
// (the app's JSON, Zero's CSV and biodata.json, the plain CSV, and recognised from the content),
// and to the stage table loader, must load or fail with a QuipuError, never trap, overflow the
// stack or touch memory it does not own. Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuFormats

/// Zero's CSV holds local times: a zone with clock changes reaches its gaps and overlaps.
private let newYork = TimeZone(identifier: "America/New_York")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFasting(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? FastingHistoryLoader.decode(bytes, file: "fuzz.json")
    for format in [nil] + FastingHistoryFormat.allCases.filter({ $0 != .app }) {
        _ = try? FastingHistoryReading(format: format).decode(bytes, file: "fuzz", reportTimeZone: newYork)
    }
    _ = try? FastingStagesLoader.decode(bytes, file: "fuzz.json")
    return 0
}
