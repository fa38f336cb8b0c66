@testable import QuipuFormats
import Testing

/// An unknown key in `quipu.yml` close to an allowed one asks whether that one was meant.
@Suite("Unknown keys in quipu.yml")
struct UnknownKeyTests {
    /// Every top-level key, and every key of a timesheet entry, as the messages list them.
    static let topLevelKeys: String = (QuipuConfig.settingKeys + ReportKinds.all.map { $0.section.key }).joined(separator: ", ")
    static let timesheetKeys: String = TimesheetKind.entryKeys.joined(separator: ", ")

    static let cases: [(yaml: String, message: String)] = [
        ("timezone: UTC\n",
         "q.yml: line 1: timezone: unknown key; expected one of \(topLevelKeys); did you mean \"timeZone\"?"),
        ("timesheets:\n  - {state: a.json, period: 2024-W13, perod: 2024-W14}\n",
         "q.yml: line 2: timesheets[0].perod: unknown key; expected one of \(timesheetKeys); did you mean \"period\"?"),
        ("fasting:\n  - {history: f.json, asof: 2025-01-01T00:00:00Z}\n", #"q.yml: line 2: fasting[0].asof: unknown key; expected one of "#),
    ]

    @Test("names the key meant when one is close", arguments: cases)
    func guessed(yaml: String, message: String) {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array(yaml.utf8), path: "q.yml") }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        #expect(error?.message.hasSuffix(#"; did you mean "asOf"?"#) == yaml.contains("asof"), "\(error?.message ?? "")")
    }

    @Test("says nothing more when no key is close")
    func noGuess() {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(Array("frobnicate: 1\n".utf8), path: "q.yml") }
        #expect(error?.message.hasSuffix("checkouts, fasting, site") == true, "\(error?.message ?? "")")
    }
}
