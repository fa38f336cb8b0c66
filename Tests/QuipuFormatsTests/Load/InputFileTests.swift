import Dispatch
import Foundation
@testable import QuipuFormats
import Testing

@Suite("Reading input files")
struct InputFileTests {
    /// Every kind of input Quipu reads, each through its own loader.
    static let loaders: [(input: String, load: @Sendable (String) throws -> Void)] = [
        ("tracker state", { _ = try AppStateLoader.load(path: $0) }),
        ("fasting history", { _ = try FastingHistoryLoader.load(path: $0) }),
        ("fasting stages", { _ = try FastingStagesLoader.load(path: $0) }),
        ("rates", { _ = try RatesLoader.load(paths: [$0]) }),
        ("catalog", { _ = try CheckoutLoader.loadCatalog(path: $0) }),
        ("orders", { _ = try CheckoutLoader.loadOrders(path: $0) }),
        ("quipu.yml", { _ = try QuipuConfig.load(path: $0) }),
    ]

    /// A new, empty folder of its own.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The error `load` throws for `path`, within five seconds. Should `load` block opening a FIFO
    /// at `path`, the test fails and opens the FIFO's other end so that `load` returns.
    static func errorWithoutBlocking(_ load: @escaping @Sendable (String) throws -> Void, path: String) -> QuipuError? {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do { try load(path) } catch { outcome.error = error }
            finished.signal()
        }
        if finished.wait(timeout: .now() + 5) == .timedOut {
            Issue.record("reading \(path) blocked for 5 s")
            let writer = open(path, O_WRONLY)
            if writer >= 0 { close(writer) }
            finished.wait()
        }
        return outcome.error as? QuipuError
    }

    /// What a loader running on another thread threw; read only after it has finished.
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }

    @Test("a FIFO given as any input is refused at once with status 66, never read", arguments: 0..<loaders.count)
    func fifo(loader: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("input.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let error = try #require(Self.errorWithoutBlocking(Self.loaders[loader].load, path: fifo), "\(Self.loaders[loader].input)")
        #expect(error.status == .noInput)
        #expect(error.status.rawValue == 66)
        #expect(error.message == "\(fifo): is a FIFO (named pipe); expected a regular file")
    }

    @Test("a directory given as any input is refused with status 66", arguments: 0..<loaders.count)
    func directory(loader: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(Self.errorWithoutBlocking(Self.loaders[loader].load, path: folder.path), "\(Self.loaders[loader].input)")
        #expect(error.status == .noInput)
        #expect(error.message == "\(folder.path): is a directory; expected a regular file")
    }

    @Test("a character device such as /dev/zero, which never ends, is refused with status 66")
    func characterDevice() {
        let error = #expect(throws: QuipuError.self) { try readInput("/dev/zero") }
        #expect(error == QuipuError(.noInput, "/dev/zero: is a character device; expected a regular file"))
    }

    @Test("a symbolic link to a regular file is read; one to a FIFO is refused")
    func symbolicLinks() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.json").path, fifo = folder.appendingPathComponent("fifo").path
        try Data("[]".utf8).write(to: URL(fileURLWithPath: file))
        #expect(mkfifo(fifo, 0o600) == 0)
        let linkToFile = folder.appendingPathComponent("link-to-file.json").path, linkToFIFO = folder.appendingPathComponent("link-to-fifo.json").path
        try FileManager.default.createSymbolicLink(atPath: linkToFile, withDestinationPath: file)
        try FileManager.default.createSymbolicLink(atPath: linkToFIFO, withDestinationPath: fifo)
        #expect(try readInput(linkToFile) == Array("[]".utf8))
        #expect(try FastingHistoryLoader.load(path: linkToFile).fasts.isEmpty)
        let error = Self.errorWithoutBlocking({ _ = try readInput($0) }, path: linkToFIFO)
        #expect(error == QuipuError(.noInput, "\(linkToFIFO): is a FIFO (named pipe); expected a regular file"))
    }

    @Test("a missing file, or one below a file, is `no such file` with status 66; so is a broken link")
    func missing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.json").path, broken = folder.appendingPathComponent("broken.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: folder.appendingPathComponent("gone.json").path)
        for path in [folder.appendingPathComponent("absent.json").path, file + "/below.json", broken] {
            #expect(throws: QuipuError(.noInput, "\(path): no such file")) { try readInput(path) }
        }
    }
}
