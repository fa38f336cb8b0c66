import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP side of `quipu serve`: the files of one site folder to `GET` and `HEAD`, HTML pages
/// with the live-reload script added, and the pages' WebSocket at `LiveReload.path`. Anything
/// else is `405 Method Not Allowed` (with `Allow`) or `404 Not Found`; a folder is never listed.
package struct SiteHandler: HTTPHandler {
    /// The site folder, as `quipu.yml` names it; looked up anew for each request, so a folder the
    /// first build makes is served.
    package let folder: String
    package let reload: LiveReload

    package init(folder: String, reload: LiveReload) {
        self.folder = folder
        self.reload = reload
    }

    package func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rawPath = request.target.path(percentEncoded: true)
        if rawPath == LiveReload.path, request.method == .GET {
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: reload.handler)).handleRequest(request)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return Self.response(.methodNotAllowed, "405 Method Not Allowed: the site is read-only; expected GET or HEAD\n",
                                 extra: [(HTTPHeader("Allow"), "GET, HEAD")])
        }
        switch SiteFile.lookUp(rawPath, in: folder) {
        case let .file(bytes, contentType):
            let body = contentType.hasPrefix("text/html") ? LiveReload.injected(into: bytes) : bytes
            var headers: HTTPHeaders = [.contentType: contentType, .init("Cache-Control"): "no-store",
                                        .init("X-Content-Type-Options"): "nosniff"]
            headers[.contentLength] = String(body.count)
            return HTTPResponse(statusCode: .ok, headers: headers, body: request.method == .HEAD ? Data() : Data(body))
        case let .redirect(location):
            return Self.response(.movedPermanently, "301 Moved Permanently: \(location)\n", extra: [(.location, location)])
        case .notFound:
            return Self.response(.notFound, "404 Not Found: no such page in \(URL(fileURLWithPath: folder).lastPathComponent)/\n")
        }
    }

    /// A plain-text response with `text` and the headers every answer has.
    private static func response(_ status: HTTPStatusCode, _ text: String, extra: [(HTTPHeader, String)] = []) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: "text/plain; charset=utf-8", .init("Cache-Control"): "no-store",
                                    .init("X-Content-Type-Options"): "nosniff"]
        for (header, value) in extra { headers[header] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}

/// A server of one site folder on `host:port` until it is stopped.
package struct SiteServer: Sendable {
    package let server: HTTPServer

    /// A server of `folder` on `host` (an IPv4 or IPv6 address, such as `127.0.0.1`) and `port`
    /// (0 for any free one), telling pages through `reload`.
    package init(folder: String, host: String, port: UInt16, reload: LiveReload) throws {
        let address: any SocketAddress = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(address: address, logger: .disabled, handler: SiteHandler(folder: folder, reload: reload))
    }

    /// Starts serving in a task of its own, once it listens: the port it listens on and that task.
    /// - Throws: the socket's error when it cannot listen (the port is taken, the address is not
    ///   this machine's), or a timeout after five seconds.
    package func start() async throws -> (port: UInt16, serving: Task<Void, Never>) {
        let failure = Failure()
        let serving = Task {
            do { try await server.run() } catch { await failure.record(error) }
        }
        for _ in 0..<200 {
            if let error = await failure.error { throw error }
            if let port = Self.port(of: await server.listeningAddress) { return (port, serving) }
            try await Task.sleep(for: .milliseconds(25))
        }
        serving.cancel()
        throw SiteServerError.notListening
    }

    /// The port of an IP address.
    private static func port(of address: Socket.Address?) -> UInt16? {
        switch address {
        case let .ip4(_, port)?, let .ip6(_, port)?: port
        default: nil
        }
    }

    /// Why `run` ended, when it failed.
    private actor Failure {
        var error: (any Error)?
        func record(_ error: any Error) { self.error = error }
    }

    /// Stops listening and closes the connections, waiting at most a second for answers under way.
    package func stop() async { await server.stop(timeout: 1) }
}

/// The server did not listen within five seconds.
package enum SiteServerError: Error, CustomStringConvertible {
    case notListening

    package var description: String { "the server did not start listening within five seconds" }
}
