import Foundation
import Testing

/// `quipu --version`, from the one place the version is stated.
@Suite("The version")
struct VersionTests {
    @Test("`quipu --version` prints the version alone, from the top command or a subcommand")
    func version() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let top = try runQuipu(["--version"], in: directory)
        #expect(top.status == 0)
        #expect(top.standardError == "")
        #expect(top.standardOutput.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "\(top.standardOutput)")
        let sub = try runQuipu(["timesheet", "--version"], in: directory)
        #expect(sub.status == 0)
        #expect(sub.standardOutput == top.standardOutput)
    }
}
