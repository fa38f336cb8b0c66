import Foundation
@testable import QuipuFormats
import Testing

@Suite("A site's stale pages are removed inside the site only")
struct OwnedDirectoryTests {
    /// A site folder and an outside folder beside it, each with a few files.
    struct Sandbox {
        let site: URL
        let outside: URL

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-owned-\(UUID().uuidString)")
            site = base.appendingPathComponent("site")
            outside = base.appendingPathComponent("outside")
            for file in ["victim.txt", "index.html", "05/index.html"] { try write("outside", to: outside.appendingPathComponent(file)) }
            for file in ["notes.txt", "2023/05/index.html", "2023/index.html", "2022/11/index.html", "2022/11/mine.txt", "atom.xml"] {
                try write("site", to: site.appendingPathComponent(file))
            }
        }

        func write(_ text: String, to url: URL) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func exists(_ url: URL) -> Bool { (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil }

        /// Writes `manifest` as the site's manifest and removes what it lists, keeping `kept`.
        func removeListed(_ manifest: String, keeping kept: [String] = []) throws -> [String] {
            try Data(manifest.utf8).write(to: site.appendingPathComponent("quipu-manifest.txt"))
            let directory = OwnedDirectory(site.path)
            return try directory.removeFiles(directory.manifest(), keeping: kept.map { site.path + "/" + $0 }, progress: nil)
        }
    }

    @Test("a page no longer made is removed, with the month and year folders it leaves empty")
    func stalePagesRemoved() throws {
        let sandbox = try Sandbox()
        let removed = try sandbox.removeListed("# header\n2023/05/index.html\n2023/index.html\n2022/11/index.html\natom.xml\n", keeping: ["atom.xml"])
        #expect(removed == ["2023/05/index.html", "2023/index.html", "2022/11/index.html"].map { sandbox.site.path + "/" + $0 })
        #expect(!sandbox.exists(sandbox.site.appendingPathComponent("2023")))
        #expect(sandbox.exists(sandbox.site.appendingPathComponent("2022/11/mine.txt")), "a folder with a user's file stays")
        #expect(sandbox.exists(sandbox.site.appendingPathComponent("atom.xml")))
    }

    @Test("a forged manifest cannot remove anything outside the site, through a link, or a file the site does not make")
    func forgedManifest() throws {
        let sandbox = try Sandbox()
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: sandbox.site.appendingPathComponent("link").path, withDestinationPath: sandbox.outside.path)
        try manager.createSymbolicLink(atPath: sandbox.site.appendingPathComponent("2021").path, withDestinationPath: sandbox.outside.path)
        try manager.createSymbolicLink(atPath: sandbox.site.appendingPathComponent("sitemap.xml").path,
                                       withDestinationPath: sandbox.outside.appendingPathComponent("victim.txt").path)
        try manager.createDirectory(at: sandbox.site.appendingPathComponent("2020"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: sandbox.site.appendingPathComponent("2020/05").path,
                                       withDestinationPath: sandbox.outside.appendingPathComponent("05").path)
        let outsidePath = sandbox.outside.path
        let lines = [
            "link/victim.txt", "link/index.html", "link", "2021/index.html", "2021/05/index.html", "2020/05/index.html", "sitemap.xml",
            "notes.txt", "2022/11/mine.txt", "../outside/victim.txt", "../outside/index.html", outsidePath + "/index.html",
            "/" + outsidePath + "/victim.txt", "./index.html", "2023/../../outside/index.html", "", "//", "index.html\0../x",
            "2023/05/index.html\r", "2023//05/index.html", "2023/5/index.html", "%2e%2e/outside/index.html", "2023/05/",
        ]
        let removed = try sandbox.removeListed(lines.joined(separator: "\n") + "\n")
        #expect(removed.isEmpty, "\(removed)")
        for file in ["victim.txt", "index.html", "05/index.html"] { #expect(sandbox.exists(sandbox.outside.appendingPathComponent(file)), "\(file)") }
        for file in ["link", "2021", "sitemap.xml", "2020/05", "notes.txt", "2022/11/mine.txt", "2023/05/index.html"] {
            #expect(sandbox.exists(sandbox.site.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test("only the names the site makes are taken from a manifest")
    func manifestEntries() {
        let manifest = "# comment\nindex.html\n2024/index.html\n2024/03/index.html\nstyle.css\natom.xml\nsitemap.xml\nnotes.txt\n24/index.html\n2024/03/other.html\n\n"
        #expect(OwnedDirectory.removableEntries(in: Array(manifest.utf8))
            == ["index.html", "2024/index.html", "2024/03/index.html", "style.css", "atom.xml", "sitemap.xml"])
        #expect(OwnedDirectory.removableEntries(in: [0xFF, 0x0A, 0x69]) == [])
    }
}
