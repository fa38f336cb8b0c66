import ArgumentParser
import Foundation
import QuipuFormats
import QuipuServe

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, serve the fasting site on this machine, and reload its open pages after each rebuild.",
        discussion: """
        Builds the workspace as `quipu build --watch` does and keeps building after each change, while serving the folder of the config's `site:` entry (the first, when there are several) at http://127.0.0.1:8080/. Each page the server sends gets a small script (never the files on disk) that reloads it after a rebuild; a failed rebuild shows its error over the last good page, and on stderr, and the last good site stays served.

        Only GET and HEAD of files inside the site folder are answered: a folder's index.html for the folder, no listing, no `..`, no symbolic link out of the folder (404), any other method 405. Ctrl-C or SIGTERM stops it with exit status 0.

        Examples:
          quipu serve
          quipu serve --port 8000 --config ~/fasting/quipu.yml
          quipu serve --host 0.0.0.0     # also to other machines of the network: deliberately only
        """
    )

    @Option(name: .long, help: ArgumentHelp("The workspace config.", valueName: "file"))
    var config = "quipu.yml"

    @Option(help: ArgumentHelp("The port to listen on (0 for any free one). Default: 8080.", valueName: "port"))
    var port: UInt16 = 8080

    @Option(help: ArgumentHelp("The address to listen on: 127.0.0.1 (this machine only) unless widened on purpose, such as 0.0.0.0 or ::.",
                               valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The quiet time after a change before building, such as 300ms or 1s. Default: 300ms.", valueName: "time"))
    var debounce: String?

    func validate() throws {
        if let debounce, WorkspaceWatcher.parseDuration(debounce) == nil {
            throw ValidationError("invalid --debounce \"\(debounce)\"; expected milliseconds or seconds such as 300ms, 1s or 1.5s")
        }
        guard host.split(separator: ".").count == 4 || host.contains(":") else {
            throw ValidationError("invalid --host \"\(host)\"; expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
        }
    }

    func run() async throws {
        var folder = ""
        try reportingErrors(help: nil) { () throws(QuipuError) in folder = try QuipuConfig.load(path: config).siteFolder(in: .current) }
        let reload = LiveReload()
        let server: SiteServer
        do { server = try SiteServer(folder: folder, host: host, port: port, reload: reload) } catch {
            try reportingErrors(help: nil) { () throws(QuipuError) in
                throw QuipuError(.usage, "--host \(host): not an address this machine can listen on (\(error)); expected such as 127.0.0.1 or ::1")
            }
            return
        }
        let watcher = WorkspaceWatcher(configPath: config, debounce: WorkspaceWatcher.parseDuration(debounce ?? "300ms")!, output: .init(
            written: { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) },
            failed: { error in
                FileHandle.standardError.write(Data("[\(clockTime())] quipu: error: \(terminalLine(error.message))\n".utf8))
                Task { await reload.broadcast(.failed(error.message)) }
            },
            notice: { FileHandle.standardError.write(Data("[\(clockTime())] quipu: note: \(terminalLine($0))\n".utf8)) },
            built: { Task { await reload.broadcast(.reload) } }))
        let listening: UInt16, serving: Task<Void, Never>
        do { (listening, serving) = try await server.start() } catch {
            try reportingErrors(help: nil) { () throws(QuipuError) in
                throw QuipuError(.ioError, "cannot listen on \(host):\(port) (\(error)); expected a free port (--port) on an address of this machine")
            }
            return
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        FileHandle.standardError.write(Data("quipu: serving \(folder) at http://\(shown):\(listening)/ (Ctrl-C to stop)\n".utf8))
        let result = await watchUntilStopped(watcher)
        await server.stop()
        serving.cancel()
        try reportingErrors(help: nil) { () throws(QuipuError) in try result.get() }
    }
}
