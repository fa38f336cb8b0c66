import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("A tracker file several reports read is loaded once")
struct SharedTrackerFilesTests {
    @Test("a file three reports read is loaded once and kept until its third reader; a file one report reads is never kept")
    func sharedLoads() throws {
        let shared = SharedTrackerFiles(readersOf: [["a.json", "rates.xml"], ["a.json"], ["a.json", "b.json"], ["b.json", "b.json"]])
        var loads: [String] = []
        func load(_ path: String) throws -> AppState {
            try shared.state(of: path, reading: TrackerReading(), zone: .gmt) { () throws(QuipuError) -> AppState in
                loads.append(path)
                return AppState(projects: [Project(id: UUID(), title: path)])
            }
        }
        let first = try load("a.json")
        #expect(try load("a.json") == first && (try load("a.json")) == first)
        #expect(loads == ["a.json"])
        // Its readers are done: a fourth load reads the file again.
        _ = try load("a.json")
        #expect(loads == ["a.json", "a.json"])
        // b.json is read by two reports (one of them names it twice): loaded once for both.
        _ = try load("b.json")
        _ = try load("b.json")
        #expect(loads == ["a.json", "a.json", "b.json"])
        _ = try load("c.json")
        _ = try load("c.json")
        #expect(loads.filter { $0 == "c.json" }.count == 2)
    }

    @Test("a load that fails is not kept, and the next reader tries again")
    func failedLoad() throws {
        let shared = SharedTrackerFiles(readersOf: [["a.json"], ["a.json"]])
        var attempts = 0
        #expect(throws: QuipuError.self) {
            try shared.state(of: "a.json", reading: TrackerReading(), zone: .gmt) { () throws(QuipuError) -> AppState in
                attempts += 1
                throw QuipuError(.dataError, "a.json: broken")
            }
        }
        _ = try shared.state(of: "a.json", reading: TrackerReading(), zone: .gmt) { () throws(QuipuError) -> AppState in
            attempts += 1
            return AppState()
        }
        #expect(attempts == 2)
    }

    @Test("the books of one workspace are made once for every report of them in a run, another workspace's apart")
    func sharedBooks() throws {
        let shared = SharedBooks()
        var made: [String] = []
        func books(_ path: String) throws -> Books {
            try shared.books(of: path) { () throws(QuipuError) -> Books in
                made.append(path)
                return Books([], accountingCurrency: try! Currency(code: "EUR"))
            }
        }
        _ = try books("a/quipu.yml")
        _ = try books("a/quipu.yml")
        _ = try books("b/quipu.yml")
        _ = try books("a/quipu.yml")
        #expect(made == ["a/quipu.yml", "b/quipu.yml"])
    }
}
