@testable import QuipuFormats
import Testing

@Suite("A report's files")
struct ReportOutputTests {
    @Test("rendered bytes go to the file of their format, in the order the formats were asked for, whatever else was rendered")
    func bytesByFormat() {
        let output = ReportOutput<CreditNoteFormat>(formats: [.ubl, .html, .csv], folder: "out", fileStem: "credit-note-1")
        let files = output.rendered([.html: Array("html".utf8), .csv: Array("csv".utf8), .xml: Array("xml".utf8), .ubl: Array("ubl".utf8)])
        #expect(files == [
            RenderedReport(path: "out/credit-note-1.ubl.xml", bytes: Array("ubl".utf8)), RenderedReport(path: "out/credit-note-1.html", bytes: Array("html".utf8)),
            RenderedReport(path: "out/credit-note-1.csv", bytes: Array("csv".utf8)),
        ])
    }

    @Test("a credit note has formats of its own, with an invoice's names and file endings")
    func creditNoteFormats() {
        #expect(CreditNoteFormat.allCases.map(\.rawValue) == InvoiceFormat.allCases.map(\.rawValue))
        #expect(CreditNoteFormat.allCases.map(\.fileExtension) == ["html", "xml", "csv", "ubl.xml", "cii.xml", "pdf"])
    }

    @Test("a site's files are paths inside its folder, named without a trailing /; the index and style sheet always, the feeds with a base URL")
    func siteFiles() {
        let output = SiteOutput(folder: "output/site//", templates: .builtIn, language: .isoEnglish)
        #expect(output.folder == "output/site")
        #expect(SiteOutput(folder: "/", templates: .builtIn, language: .isoEnglish).folder == "/")
        #expect(output.fixedPaths(baseURL: nil) == ["output/site/index.html", "output/site/style.css"])
        #expect(output.fixedPaths(baseURL: "https://example.org/fasting/")
            == ["output/site/index.html", "output/site/style.css", "output/site/atom.xml", "output/site/feed.json", "output/site/sitemap.xml",
                "output/site/cards/index.png"])
        // At a host's root, robots.txt names the sitemap; under a sub-path crawlers would never read it.
        #expect(output.fixedPaths(baseURL: "https://fasting.example.org/").last == "output/site/robots.txt")
        #expect(SiteFeeds.robots(baseURL: "https://fasting.example.org/") == "User-agent: *\nAllow: /\nSitemap: https://fasting.example.org/sitemap.xml\n")
        #expect(SiteFeeds.robots(baseURL: "https://example.org/fasting/") == nil)
        #expect(output.rendered([SiteRenderer.File(path: "2024/03/index.html", bytes: [1])]) == [RenderedReport(path: "output/site/2024/03/index.html", bytes: [1])])
    }
}
