import Foundation
import Testing

/// Runs `quipu fasting` and `quipu site` as a user would: determinism, rebuilds, errors.
@Suite("The fasting report and site commands", .serialized)
struct SiteTests {
    static let history = CommandLineTests.repositoryRoot.path + "/Examples/fasting.json"

    /// Every regular file under `directory`, by path relative to it, with its bytes and modification time.
    func tree(_ directory: URL) throws -> [String: (bytes: Data, modified: Date)] {
        var files: [String: (bytes: Data, modified: Date)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: url), attributes[.modificationDate] as! Date)
        }
        return files
    }

    func site(_ history: String, in directory: URL, _ extra: [String] = [], environment: [String: String] = [:]) throws -> QuipuRun {
        try runQuipu(["site", "--history", history, "--time-zone", "Europe/Berlin", "--title", "My fasting",
                      "--base-url", "https://example.org/fasting/"] + extra, in: directory, environment: environment)
    }

    @Test("S1: the site built under different TZ and LANG is the same tree, byte for byte")
    func deterministic() throws {
        var trees: [[String: Data]] = []
        for (zone, language) in [("UTC", "C"), ("Asia/Tokyo", "de_DE.UTF-8"), ("America/New_York", "ar_EG.UTF-8")] {
            let directory = try temporaryDirectory()
            let result = try site(Self.history, in: directory, environment: ["TZ": zone, "LANG": language, "LC_ALL": language])
            #expect(result.status == 0, "\(result.standardError)")
            trees.append(try tree(directory.appendingPathComponent("output/site")).mapValues(\.bytes))
        }
        #expect(trees[0].count == 33, "14 pages, their 14 sharing cards, the style sheet, two feeds, the sitemap and the manifest")
        #expect(trees[0] == trees[1])
        #expect(trees[1] == trees[2])
    }

    @Test("issue 25: the site and the fasting report in each locale are the same bytes under any TZ and LANG",
          arguments: ["de-DE", "fr-FR", "nl-NL,en-GB", "en-US"])
    func deterministicInLocale(locale: String) throws {
        var outputs: [[String: Data]] = []
        for (zone, language) in [("UTC", "C"), ("America/New_York", "fr_FR.UTF-8")] {
            let directory = try temporaryDirectory()
            let environment = ["TZ": zone, "LANG": language, "LC_ALL": language]
            let made = try site(Self.history, in: directory, ["--locale", locale], environment: environment)
            #expect(made.status == 0, "\(made.standardError)")
            let report = try runQuipu(["fasting", "--history", Self.history, "--time-zone", "Europe/Berlin", "--period", "2024-03",
                                       "--as-of", "2025-01-01T08:00:00Z", "--locale", locale, "--out", "report"], in: directory, environment: environment)
            #expect(report.status == 0, "\(report.standardError)")
            outputs.append(try tree(directory.appendingPathComponent("output/site")).mapValues(\.bytes)
                .merging(try tree(directory.appendingPathComponent("report")).mapValues(\.bytes)) { site, _ in site })
        }
        #expect(outputs[0].count == 36, "the site's 33 files and the report's HTML, XML and CSV")
        #expect(outputs[0] == outputs[1])
    }

    @Test("S1: SOURCE_DATE_EPOCH dates the index and the feed; the clock never does")
    func sourceDateEpoch() throws {
        let directory = try temporaryDirectory()
        #expect(try site(Self.history, in: directory, environment: ["SOURCE_DATE_EPOCH": "1735720200"]).status == 0)
        let index = try String(contentsOf: directory.appendingPathComponent("output/site/index.html"), encoding: .utf8)
        #expect(index.contains("As of <time>2025-01-01 09:30</time> (Europe/Berlin)."))
        let feed = try String(contentsOf: directory.appendingPathComponent("output/site/atom.xml"), encoding: .utf8)
        #expect(feed.contains("<updated>2025-01-01T08:30:00Z</updated>"))
    }

    /// The example history with one more fast: the running fast ended at 23:00 on 2024-12-31 in Berlin.
    func historyWithOneMoreFast(in directory: URL) throws -> String {
        var text = try String(contentsOfFile: Self.history, encoding: .utf8)
        let running = #"{"goal":{"duration":57600},"start":757363337.318205}"#
        #expect(text.contains(running))
        text = text.replacingOccurrences(of: running, with: #"{"goal":{"duration":57600},"start":757363337.318205,"end":757375200}"#)
        let path = directory.appendingPathComponent("fasting.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("S7: a rebuild after one new fast rewrites only the index, its month and year, the feed, the sitemap and the manifest")
    func rebuildRewritesOnlyAffectedPages() throws {
        let directory = try temporaryDirectory()
        let siteFolder = directory.appendingPathComponent("output/site")
        #expect(try site(Self.history, in: directory).status == 0)
        let before = try tree(siteFolder)
        Thread.sleep(forTimeInterval: 1.1)
        let updated = try historyWithOneMoreFast(in: directory)
        let result = try site(updated, in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let after = try tree(siteFolder)
        let rewritten = Set(after.keys.filter { after[$0]!.modified != before[$0]?.modified })
        let changed = Set(after.keys.filter { after[$0]!.bytes != before[$0]?.bytes })
        #expect(rewritten == changed)
        #expect(changed.isSubset(of: ["index.html", "2024/12/index.html", "2024/index.html", "atom.xml", "feed.json", "sitemap.xml", "quipu-manifest.txt",
                                      "cards/index.png", "cards/2024-12.png", "cards/2024.png"]))
        #expect(changed.isSuperset(of: ["index.html", "2024/12/index.html", "2024/index.html", "atom.xml", "feed.json"]))

        let clean = try temporaryDirectory()
        #expect(try site(updated, in: clean).status == 0)
        #expect(try tree(clean.appendingPathComponent("output/site")).mapValues(\.bytes) == after.mapValues(\.bytes))
    }

    @Test("S7: pages no longer made are removed, files Quipu did not write are kept, and the result equals a clean build")
    func stalePagesRemoved() throws {
        let directory = try temporaryDirectory()
        let siteFolder = directory.appendingPathComponent("output/site")
        #expect(try site(Self.history, in: directory).status == 0)
        try Data("mine".utf8).write(to: siteFolder.appendingPathComponent("CNAME"))
        try Data("mine".utf8).write(to: siteFolder.appendingPathComponent("2024/notes.txt"))
        // The same history without its first two months.
        let fasts = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.history))) as! [[String: Any]]
        let march2024 = 730_944_000.0
        let later = fasts.filter { ($0["start"] as? Double ?? 0) >= march2024 }
        let path = directory.appendingPathComponent("later.json").path
        try JSONSerialization.data(withJSONObject: later).write(to: URL(fileURLWithPath: path))
        let result = try site(path, in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("quipu: removed output/site/2024/01/index.html (no longer made)"))
        let after = try tree(siteFolder)
        #expect(after["2024/01/index.html"] == nil && after["2024/02/index.html"] == nil)
        #expect(!FileManager.default.fileExists(atPath: siteFolder.appendingPathComponent("2024/01").path))
        #expect(after["CNAME"]?.bytes == Data("mine".utf8) && after["2024/notes.txt"]?.bytes == Data("mine".utf8))

        let clean = try temporaryDirectory()
        #expect(try site(path, in: clean).status == 0)
        var built = after.mapValues(\.bytes)
        built["CNAME"] = nil
        built["2024/notes.txt"] = nil
        #expect(try tree(clean.appendingPathComponent("output/site")).mapValues(\.bytes) == built)
    }

    @Test("`quipu fasting` writes the three formats, notes skipped never-begun fasts, and defaults to the whole history")
    func fastingCommand() throws {
        let directory = try temporaryDirectory()
        let history = #"[{"goal":{"duration":57600},"start":733000000,"end":733060000},{"goal":{"duration":57600}},{"goal":{"duration":82800}}]"#
        try Data(history.utf8).write(to: directory.appendingPathComponent("h.json"))
        let result = try runQuipu(["fasting", "--history", "h.json", "--time-zone", "UTC", "--as-of", "2024-01-01T00:00:00Z"], in: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput == "output/fasting-all.html\noutput/fasting-all.xml\noutput/fasting-all.csv\n")
        #expect(result.standardError == "quipu: note: skipped 2 fasts that were never begun (no \"start\")\n"
            + "quipu: note: as of 2024-01-01T00:00:00Z, no fast in h.json has begun (the first begins at 2024-03-24T19:06:40Z); the summary is empty\n")
    }

    @Test("`quipu build` makes the fasting reports and the site of quipu.yml, its paths relative to the workspace and the config")
    func buildFromConfig() throws {
        let directory = try temporaryDirectory()
        let config = """
        workspace: \(CommandLineTests.repositoryRoot.path)/Examples
        timeZone: Europe/Berlin
        fasting:
          - history: fasting.json
            period: 2024-03
            asOf: 2025-01-01T08:00:00Z
            formats: [csv]
        site:
          history: fasting.json
          title: Mine
          output: public
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("output/fasting-2024-03.csv\npublic/index.html\npublic/style.css\npublic/2024/01/index.html\n"))
        #expect(result.standardOutput.hasSuffix("public/quipu-manifest.txt\n"))
        #expect(result.standardError.contains("no base URL, so no atom.xml, feed.json and sitemap.xml"))
        let golden = CommandLineTests.repositoryRoot.appendingPathComponent("Tests/QuipuFormatsTests/Golden/fasting-2024-03.csv")
        #expect(try Data(contentsOf: directory.appendingPathComponent("output/fasting-2024-03.csv")) == Data(contentsOf: golden))
    }

    @Test("a misspelt key of fasting: or site: in quipu.yml is an error naming it", arguments: [
        ("fasting:\n  - history: f.json\n    perod: 2024-03\n", "quipu.yml: line 3: fasting[0].perod: unknown key; expected one of history, period, stages"),
        ("site:\n  history: f.json\n  baseURL: https://x/\n", "quipu.yml: line 3: site.baseURL: unknown key; expected one of history, title, author, baseUrl"),
    ])
    func configKeys(config: String, message: String) throws {
        let directory = try temporaryDirectory()
        try Data(config.utf8).write(to: directory.appendingPathComponent("quipu.yml"))
        let result = try runQuipu(["build"], in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("quipu: error: " + message), "\(result.standardError)")
    }

    static let badRuns: [(arguments: [String], status: Int32, message: String)] = [
        (["site", "--history", history], 64, "no time zone; expected --time-zone or `timeZone:` in quipu.yml"),
        (["site", "--history", history, "--time-zone", "UTC", "--base-url", "ftp://x"], 64, #"invalid base URL "ftp://x""#),
        (["site", "--history", "missing.json", "--time-zone", "UTC"], 66, "missing.json: no such file"),
        (["fasting", "--history", history, "--period", "2024-13"], 64, #"invalid period "2024-13""#),
        (["fasting", "--history", history, "--stages", "nostages.json"], 66, "nostages.json: no such file"),
        (["fasting", "--history", "bad.json"], 65, "bad.json: [0].end: end"),
        (["fasting"], 64, "Missing expected argument '--history <file>'"),
    ]

    @Test("R1: each mistake gives one line and a sysexits status, and writes nothing", arguments: badRuns)
    func errors(run: (arguments: [String], status: Int32, message: String)) throws {
        let directory = try temporaryDirectory()
        try Data(#"[{"goal":{"duration":57600},"start":733000000,"end":732000000}]"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let result = try runQuipu(run.arguments, in: directory)
        #expect(result.status == run.status)
        #expect(result.standardError.contains(run.message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("output").path))
    }

    @Test("help explains the fasting and site commands and their options")
    func help() throws {
        let top = try runQuipu(["--help"], in: CommandLineTests.repositoryRoot)
        #expect(top.standardOutput.contains("fasting") && top.standardOutput.contains("site"))
        let fasting = try runQuipu(["fasting", "--help"], in: CommandLineTests.repositoryRoot)
        for option in ["--history", "--period", "--stages", "--time-zone", "--as-of", "--format", "--out"] {
            #expect(fasting.standardOutput.contains(option))
        }
        let site = try runQuipu(["site", "--help"], in: CommandLineTests.repositoryRoot)
        for option in ["--history", "--title", "--author", "--base-url", "--time-zone", "--as-of", "SOURCE_DATE_EPOCH", "--out"] {
            #expect(site.standardOutput.contains(option))
        }
    }
}
