// libFuzzer target: any bytes given to the fasting history loader, and to the stage table
// loader, must load or fail with a QuipuError, never trap, overflow the stack or touch memory
// it does not own. Built and run by Fuzz/run; not part of a plain `swift build`.
import QuipuFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFasting(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? FastingHistoryLoader.decode(bytes, file: "fuzz.json")
    _ = try? FastingStagesLoader.decode(bytes, file: "fuzz.json")
    return 0
}
