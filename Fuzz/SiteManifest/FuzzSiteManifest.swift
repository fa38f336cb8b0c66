// libFuzzer target: any bytes given as a site's quipu-manifest.txt make a rebuild remove only
// pages the site makes, inside the site, never through a link: the files outside the site, the
// links themselves and the user's own files in the site all survive, whatever the manifest says.
// Built and run by Fuzz/run; not part of a plain `swift build`.
import Foundation
import QuipuFormats

private let base = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-fuzz-manifest-\(getpid())").path
private let site = base + "/site", outside = base + "/outside"
/// Files that must outlive every rebuild, and links (checked without following them).
private let survivors = [outside + "/victim.txt", outside + "/index.html", outside + "/05/index.html", outside + "/2024/index.html",
                         site + "/notes.txt", site + "/2022/11/mine.txt"]
private let links = [site + "/link", site + "/2021", site + "/sitemap.xml", site + "/2020/05"]

private func makeTree() {
    try? FileManager.default.removeItem(atPath: base)
    for path in survivors + [site + "/2023/05/index.html", site + "/2023/index.html", site + "/index.html", site + "/atom.xml"] {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data("x".utf8).write(to: URL(fileURLWithPath: path))
    }
    try! FileManager.default.createDirectory(atPath: site + "/2020", withIntermediateDirectories: true)
    try! FileManager.default.createSymbolicLink(atPath: site + "/link", withDestinationPath: outside)
    try! FileManager.default.createSymbolicLink(atPath: site + "/2021", withDestinationPath: outside)
    try! FileManager.default.createSymbolicLink(atPath: site + "/sitemap.xml", withDestinationPath: outside + "/victim.txt")
    try! FileManager.default.createSymbolicLink(atPath: site + "/2020/05", withDestinationPath: outside + "/05")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSiteManifest(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    makeTree()
    try! Data(bytes).write(to: URL(fileURLWithPath: site + "/quipu-manifest.txt"))
    let directory = OwnedDirectory(site)
    let removed = (try? directory.removeFiles(directory.manifest(), keeping: [site + "/index.html"], progress: nil)) ?? []
    for path in removed { precondition(path.hasPrefix(site + "/") && !path.contains("/../"), "removed \(path)") }
    for path in survivors { precondition(FileManager.default.fileExists(atPath: path), "\(path) was removed") }
    for path in links { precondition((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil, "the link \(path) was removed") }
    return 0
}
