// libFuzzer target: any bytes given as quipu.yml must parse, and every timesheet it asks for
// resolve (period, zone, as-of instant, rounding), or fail with a QuipuError; never trap.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let config = try? QuipuConfig.parse(bytes, path: "fuzz/quipu.yml"),
          let requests = try? config.timesheetRequests(configPath: "fuzz/quipu.yml") else { return 0 }
    for (context, request) in requests {
        _ = try? request.resolve(now: Date(timeIntervalSinceReferenceDate: 0), systemTimeZone: .gmt, context: context)
    }
    return 0
}
