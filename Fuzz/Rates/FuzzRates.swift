// libFuzzer target: any bytes given to the exchange-rate loader (ECB XML or JSON) must load or
// fail with a QuipuError, never trap, expand an entity or touch memory it does not own.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import QuipuFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRates(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? RatesLoader.decode(bytes, file: "fuzz-rates")
    return 0
}
