import Foundation
import Testing

#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue), noSignal = Int32(MSG_NOSIGNAL)
#else
private let streamSocket = SOCK_STREAM, noSignal: Int32 = 0
#endif

/// An HTTP/1.1 connection to a server on 127.0.0.1 over a plain TCP socket: a request goes out
/// exactly as written (URLSession would normalise `..` and `%2e%2e` away), and a WebSocket's
/// messages are read as they come. Each read waits at most `timeout` seconds, then throws.
final class LocalConnection {
    /// Why the connection failed: its text says what was being done.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let socket: Int32
    private var received: [UInt8] = []

    init(port: UInt16, timeout: Int = 60) throws {
        socket = Foundation.socket(AF_INET, streamSocket, 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect to 127.0.0.1:\(port): errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// The status, headers (names in lower case) and body of the response to `method` of the
    /// request target `target`, sent as written on a connection of its own.
    static func request(_ target: String, method: String = "GET", port: UInt16) throws -> (status: Int, headers: [String: String], body: String) {
        let connection = try LocalConnection(port: port)
        try connection.send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
        let (status, headers) = try connection.readHead()
        let body = try connection.read(Int(headers["content-length"] ?? "0") ?? 0)
        return (status, headers, String(decoding: body, as: UTF8.self))
    }

    /// A WebSocket opened at `path` with RFC 6455's sample key: the connection, the upgrade's
    /// status and its `Sec-WebSocket-Accept`.
    static func webSocket(_ path: String, port: UInt16) throws -> (connection: LocalConnection, status: Int, accept: String?) {
        let connection = try LocalConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        let (status, headers) = try connection.readHead()
        return (connection, status, headers["sec-websocket-accept"])
    }

    /// The next text message the server sends on a WebSocket (a server's frames are not masked),
    /// past any ping or pong.
    func readTextMessage() throws -> String {
        while true {
            let head = try read(2)
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try read(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try read(length)
            switch head[0] & 0x0F {
            case 1: return String(decoding: payload, as: UTF8.self)
            case 8: throw Failure(description: "the server closed the WebSocket")
            default: continue
            }
        }
    }

    private func send(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, noSignal) }
            guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// The status code and headers of a response, up to its blank line.
    private func readHead() throws -> (status: Int, headers: [String: String]) {
        let blankLine = Array("\r\n\r\n".utf8)
        var searched = 0
        while true {
            if let end = (searched..<max(searched, received.count - 3)).first(where: { received[$0..<$0 + 4].elementsEqual(blankLine) }) {
                let lines = String(decoding: try read(end + 4), as: UTF8.self).split(separator: "\r\n")
                let status = try #require(lines.first.flatMap { Int($0.split(separator: " ")[1]) }, "status line: \(lines.first ?? "")")
                let headers = lines.dropFirst().map { $0.split(separator: ":", maxSplits: 1) }.filter { $0.count == 2 }
                    .map { ($0[0].lowercased(), $0[1].trimmingCharacters(in: .whitespaces)) }
                return (status, Dictionary(headers) { $1 })
            }
            searched = max(0, received.count - 3)
            try receive()
        }
    }

    /// The next `count` bytes.
    private func read(_ count: Int) throws -> [UInt8] {
        while received.count < count { try receive() }
        defer { received.removeFirst(count) }
        return Array(received.prefix(count))
    }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else {
            throw Failure(description: count == 0 ? "the server closed the connection" : "nothing received in time (errno \(errno))")
        }
        received += chunk.prefix(count)
    }
}

@Suite("quipu serve, end to end")
struct ServeCommandTests {
    @Test("""
    serves a copy of the example workspace's site with the reload script, refuses escapes and POST, tells an open page to \
    reload after the history changes, shows a broken quipu.yml's error over the last good site, ends with 0 on SIGINT
    """)
    func serveSession() throws {
        let config = try exampleWorkspaceCopy(), workspace = config.deletingLastPathComponent()
        let site = workspace.appendingPathComponent("output/site")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let quipu = try RunningQuipu(["serve", "--port", "0", "--debounce", "100ms", "--config", config.path], in: workspace)
        defer { if quipu.isRunning { _ = quipu.interrupt() } }
        #expect(quipu.waitFor(.seconds(60)) { $0.standardError.contains("(Ctrl-C to stop)\n") }, "\(quipu.standardError)")
        let serving = quipu.standardError.firstMatch(of: #/quipu: serving \S+/output/site at http://127\.0\.0\.1:(\d+)/ /#)
        let port = try #require(serving.flatMap { UInt16($0.1) }, "\(quipu.standardError)")
        // The first build prints the files it wrote once it has written them all.
        #expect(quipu.waitFor(.seconds(60)) { $0.standardOutput.contains("output/site/index.html\n") }, "\(quipu.standardError)")

        let index = try LocalConnection.request("/", port: port)
        #expect(index.status == 200 && index.headers["content-type"] == "text/html; charset=utf-8")
        #expect(index.body.contains("<script>") && index.body.contains("\"/__quipu/live\""))
        #expect(try !String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8).contains("/__quipu/live"))
        let december = #"<a href="2023/12/index.html">December 2023</a>"#
        #expect(index.body.contains(#"<a href="2024/03/index.html">March 2024</a> · 30 fasts"#) && !index.body.contains(december))
        let march = try LocalConnection.request("/2024/03/", port: port)
        #expect(march.status == 200 && march.body.contains("<title>March 2024"), "\(march.body.prefix(600))")
        let year = try LocalConnection.request("/2024", port: port)
        #expect(year.status == 301 && year.headers["location"] == "/2024/")

        // Each of these names a file that exists, were the server to follow it out of the site folder.
        let link = site.appendingPathComponent("config.yml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: config)
        #expect(FileManager.default.contents(atPath: link.path) == FileManager.default.contents(atPath: config.path))
        let upToRoot = String(repeating: "/%2E%2E", count: site.pathComponents.count)
        for target in ["/../../quipu.yml", "/%2e%2e/%2e%2e/quipu.yml", upToRoot + "/etc/passwd", "/2024%2F03%2Findex.html", "/config.yml"] {
            let response = try LocalConnection.request(target, port: port)
            #expect(response.status == 404, "\(target): \(response.status) \(response.body.prefix(200))")
        }
        let post = try LocalConnection.request("/", method: "POST", port: port)
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")

        let (live, upgrade, accept) = try LocalConnection.webSocket("/__quipu/live", port: port)
        #expect(upgrade == 101 && accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")

        // A fast in December 2023, before the history's first: the index gains a month, the site a page.
        let history = workspace.appendingPathComponent("Examples/fasting.json")
        let fasts = try String(contentsOf: history, encoding: .utf8)
        let added = #"[{"goal":{"duration":57600},"start":723931200,"end":723988800},"# + fasts.dropFirst()
        try Data(added.utf8).write(to: history, options: .atomic)
        #expect(try live.readTextMessage() == "reload")
        let rebuilt = try LocalConnection.request("/", port: port)
        #expect(rebuilt.body.contains(december + " · 1 fast</li>") && rebuilt.body.contains("\"/__quipu/live\""))
        #expect(try LocalConnection.request("/2023/12/", port: port).status == 200)

        // A broken quipu.yml: its error to the page and on stderr; the last good site stays served.
        try Data((try String(contentsOf: config, encoding: .utf8) + "site: [\n").utf8).write(to: config, options: .atomic)
        let failure = try live.readTextMessage()
        #expect(failure.hasPrefix("error:" + config.path + ": not valid YAML: "), "\(failure)")
        #expect(quipu.waitFor { $0.standardError.contains("quipu: error: \(config.path): not valid YAML: ") }, "\(quipu.standardError)")
        let lastGood = try LocalConnection.request("/", port: port)
        #expect(lastGood.status == 200 && lastGood.body.contains(december))

        #expect(quipu.interrupt() == 0)
    }
}
