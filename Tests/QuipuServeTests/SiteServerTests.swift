import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FlyingFox
@testable import QuipuServe
import Testing

/// A site folder in a new temporary folder: `index.html`, `style.css`, `2024/index.html`, an
/// empty folder `empty/`, and beside the site a `secret.txt` that links inside it point to.
func makeSite() throws -> (root: URL, site: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-serve-\(UUID().uuidString)")
    let site = root.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site.appendingPathComponent("2024"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: site.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try Data("<!DOCTYPE html><html><body><p>Home</p></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
    try Data("body{}".utf8).write(to: site.appendingPathComponent("style.css"))
    try Data("<html><BODY>2024</BODY></html>".utf8).write(to: site.appendingPathComponent("2024/index.html"))
    try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
    try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("leak.txt").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
    try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("up").path, withDestinationPath: root.path)
    return (root, site.path)
}

@Suite("quipu serve: what a path gets")
struct SiteFileTests {
    @Test("a file, a folder's index.html, a folder without its slash redirected, and each type by extension")
    func files() throws {
        let (root, site) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SiteFile.lookUp("/style.css", in: site) == .file(bytes: Array("body{}".utf8), contentType: "text/css; charset=utf-8"))
        guard case let .file(index, type) = SiteFile.lookUp("/", in: site) else { Issue.record("no index"); return }
        #expect(String(decoding: index, as: UTF8.self).contains("Home") && type == "text/html; charset=utf-8")
        #expect(SiteFile.lookUp("/2024", in: site) == .redirect(location: "/2024/"))
        guard case .file = SiteFile.lookUp("/2024/", in: site) else { Issue.record("no folder index"); return }
        #expect(SiteFile.contentType(of: "atom.xml") == "application/atom+xml" && SiteFile.contentType(of: "feed.json") == "application/feed+json")
        #expect(SiteFile.contentType(of: "card.PNG") == "image/png" && SiteFile.contentType(of: "Makefile") == "application/octet-stream")
    }

    @Test("nothing outside the folder: .. and . steps (also percent-encoded), an encoded slash or backslash, NUL, symbolic links, listings",
          arguments: ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/2024/../../secret.txt", "/./style.css", "/up/secret.txt",
                      "/leak.txt", "/empty/", "/empty", "/2024%2Findex.html", "/2024%5Cindex.html", "/style.css%00.html", "//style.css",
                      "/nothing.html", "style.css", "/%zz"])
    func refused(path: String) throws {
        let (root, site) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SiteFile.lookUp(path, in: site) == .notFound)
    }
}

@Suite("quipu serve: live reload")
struct LiveReloadTests {
    @Test("the script goes before the last </body> whatever its case, or at the end of a page without one")
    func injection() {
        let page = Array("<html><body><p>a</p></body></html>".utf8)
        #expect(String(decoding: LiveReload.injected(into: page), as: UTF8.self) == "<html><body><p>a</p>" + LiveReload.script + "</body></html>")
        #expect(String(decoding: LiveReload.injected(into: Array("<p>x</BODY>".utf8)), as: UTF8.self) == "<p>x" + LiveReload.script + "</BODY>")
        #expect(String(decoding: LiveReload.injected(into: Array("<p>x".utf8)), as: UTF8.self) == "<p>x" + LiveReload.script)
        #expect(LiveReload.script.contains(LiveReload.path) && LiveReload.script.contains("location.reload()"))
    }

    @Test("every open page hears a rebuild and a failed build; a page that goes stops listening")
    func broadcast() async throws {
        let reload = LiveReload()
        let (client, clientEnd) = AsyncStream<WSMessage>.makeStream()
        var messages = try await reload.handler.makeMessages(for: client).makeAsyncIterator()
        #expect(await reload.count == 1)
        await reload.broadcast(.reload)
        await reload.broadcast(.failed("quipu.yml: line 3: bad"))
        #expect(await messages.next() == .text("reload"))
        #expect(await messages.next() == .text("error:quipu.yml: line 3: bad"))
        // A page opened while the last build failed is told at once; after a good build, not.
        var late = try await reload.handler.makeMessages(for: AsyncStream { _ in }).makeAsyncIterator()
        #expect(await late.next() == .text("error:quipu.yml: line 3: bad"))
        clientEnd.finish()
        #expect(await messages.next() == nil)
        #expect(await reload.count == 1)
    }
}

@Suite("quipu serve: the server over HTTP")
struct SiteServerTests {
    /// The status, headers and body `method` gets for `path` from `port`, as Foundation's URLSession asks.
    static func fetch(_ path: String, method: String = "GET", port: UInt16) async throws -> (status: Int, headers: [String: String], body: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        let headers = Dictionary(uniqueKeysWithValues: http.allHeaderFields.map { ("\($0.key)".lowercased(), "\($0.value)") })
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    /// The response to `method` of the request target `rawPath` sent as written (URLSession would
    /// normalise it), by FlyingFox's client; redirects are not followed.
    static func send(_ rawPath: String, method: HTTPMethod = .GET, port: UInt16) async throws -> HTTPResponse {
        var client = HTTPClient()
        return try await client.sendHTTPRequest(
            HTTPRequest(method: method, version: .http11, target: .init(path: rawPath, query: ""), headers: [.host: "127.0.0.1"],
                        body: HTTPBodySequence(data: Data())),
            to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
    }

    @Test("GET and HEAD of pages with the script (not on disk), a redirect, 404 and 405 with Allow, on 127.0.0.1")
    func answers() async throws {
        let (root, site) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try SiteServer(folder: site, host: "127.0.0.1", port: 0, reload: LiveReload())
        let (port, serving) = try await server.start()
        defer { serving.cancel() }

        let page = try await Self.fetch("/", port: port)
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8" && page.body.contains(LiveReload.path))
        #expect(try !String(contentsOfFile: site + "/index.html", encoding: .utf8).contains(LiveReload.path))
        let head = try await Self.fetch("/", method: "HEAD", port: port)
        #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == String(page.body.utf8.count))
        let style = try await Self.fetch("/style.css", port: port)
        #expect(style.body == "body{}" && style.headers["x-content-type-options"] == "nosniff")
        let redirect = try await Self.send("/2024", port: port)
        #expect(redirect.statusCode == .movedPermanently && redirect.headers[.location] == "/2024/")
        #expect(try await Self.send("/%2e%2e/secret.txt", port: port).statusCode == .notFound)
        #expect(try await Self.send("/../secret.txt", port: port).statusCode == .notFound)
        #expect(try await Self.fetch("/leak.txt", port: port).status == 404)
        let post = try await Self.send("/", method: .POST, port: port)
        #expect(post.statusCode == .methodNotAllowed && post.headers[HTTPHeader("Allow")] == "GET, HEAD")
        #expect(try await Self.send("/", method: .DELETE, port: port).statusCode == .methodNotAllowed)
        // The port taken: starting a second server on it fails at once, naming why.
        await #expect(throws: (any Error).self) { try await SiteServer(folder: site, host: "127.0.0.1", port: port, reload: LiveReload()).start() }
        await server.stop()
    }
}
