// libFuzzer target: any bytes given as quipu.yml must parse, and every report it asks for
// resolve (periods, zones, as-of instants, rounding, money, clients), or fail with a QuipuError;
// never trap.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let config = try? QuipuConfig.parse(bytes, path: "fuzz/quipu.yml") else { return 0 }
    _ = try? config.reports(in: RunEnvironment(now: Date(timeIntervalSinceReferenceDate: 0), systemTimeZone: TimeZone(identifier: "UTC")!))
    return 0
}
