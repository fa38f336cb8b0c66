// libFuzzer target: any bytes given to the guitar shop's catalog and orders loaders must load or
// fail with a QuipuError, never trap or touch memory they do not own.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import QuipuFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShop(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? CheckoutLoader.decodeCatalog(bytes, file: "fuzz-catalog.json")
    _ = try? CheckoutLoader.decodeOrders(bytes, file: "fuzz-orders.json")
    return 0
}
