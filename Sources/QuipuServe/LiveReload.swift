import FlyingFox
import Foundation

/// The open pages of `quipu serve`, told over a WebSocket when the site was built again (they
/// reload) or a build failed (they show the error over the last good page).
package actor LiveReload {
    /// The path the pages' script connects to; no file of a site can have it.
    package static let path = "/__quipu/live"

    private var pages: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    /// The last build's failure, told to a page that opens before the next good build.
    private var failure: Event?

    package init() {}

    /// What is told to the pages after a build: `reload`, or `error` and the message.
    package enum Event: Equatable, Sendable {
        case reload
        case failed(String)

        /// The message's text: `reload`, or `error:` and the message.
        var text: String {
            switch self {
            case .reload: "reload"
            case let .failed(message): "error:" + message
            }
        }
    }

    /// Tells every open page of `event`; a failure is also told to pages that open until the next good build.
    package func broadcast(_ event: Event) {
        failure = event == .reload ? nil : event
        for page in pages.values { page.yield(.text(event.text)) }
    }

    /// How many pages listen.
    package var count: Int { pages.count }

    fileprivate func add(_ id: UUID, _ continuation: AsyncStream<WSMessage>.Continuation) {
        pages[id] = continuation
        if let failure { continuation.yield(.text(failure.text)) }
    }

    fileprivate func remove(_ id: UUID) { pages[id] = nil }

    /// The WebSocket handler that makes each connecting page a listener until it goes.
    package nonisolated var handler: some WSMessageHandler { Listener(reload: self) }

    private struct Listener: WSMessageHandler {
        let reload: LiveReload

        func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
            let id = UUID()
            let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
            await reload.add(id, continuation)
            // The page's own messages are not read; its going away ends the listening.
            Task {
                for await _ in client {}
                await reload.remove(id)
                continuation.finish()
            }
            return messages
        }
    }

    /// The script added to each HTML page as it is served (never to the files): it connects to
    /// `path`, reloads on `reload`, shows an `error:` message in a box over the page, and
    /// connects again (then reloads) when the server comes back.
    package static let script = """
    <script>(() => {
      let box;
      const connect = (again) => {
        const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "\(path)");
        socket.onopen = () => { if (again) location.reload(); };
        socket.onmessage = (event) => {
          if (event.data === "reload") { location.reload(); return; }
          if (!event.data.startsWith("error:")) return;
          box = box || document.body.appendChild(document.createElement("pre"));
          box.setAttribute("role", "alert");
          box.style.cssText = "position:fixed;inset:auto 0 0 0;margin:0;padding:1em;max-height:50vh;overflow:auto;white-space:pre-wrap;"
            + "background:#7a1c1c;color:#fff;font:13px/1.4 monospace;z-index:2147483647";
          box.textContent = "quipu serve: the last build failed; this is the last good page.\\n\\n" + event.data.slice(6);
        };
        socket.onclose = () => setTimeout(() => connect(true), 1000);
      };
      connect(false);
    })();</script>
    """

    /// `html` with `script` before its last `</body>`, or at its end when it has none.
    package static func injected(into html: [UInt8]) -> [UInt8] {
        let marker = Array("</body>".utf8), scriptBytes = Array(script.utf8)
        guard html.count >= marker.count else { return html + scriptBytes }
        for start in stride(from: html.count - marker.count, through: 0, by: -1)
        where html[start..<start + marker.count].elementsEqual(marker, by: { $0 | 0x20 == $1 | 0x20 }) {
            return Array(html[..<start]) + scriptBytes + Array(html[start...])
        }
        return html + scriptBytes
    }
}
