import QuipuFormats
import Testing

/// `QuipuConfig.parse` on the kinds of bytes the config fuzzer feeds it.
@Suite("Parsing quipu.yml from bytes")
struct ConfigParseTests {
    @Test("parses a config, with or without a byte-order mark, and resolves paths from its folder")
    func parses() throws {
        let text = "workspace: data\ntimesheets:\n  - state: AppState.json\n    period: 2024-W13\n"
        for bytes in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let config = try QuipuConfig.parse(bytes, path: "site/quipu.yml")
            #expect(config.requests(of: TimesheetRequest.self).map(\.statePath) == ["site/data/AppState.json"])
        }
    }

    /// Bad configs and the start of the message each must give.
    static let badConfigs: [(bytes: [UInt8], message: String)] = [
        (Array(("timesheets: " + String(repeating: "[", count: 100_000)).utf8), "q.yml: not valid YAML: "),
        (Array(String(repeating: "- ", count: 100_000).utf8), "q.yml: not valid YAML: "),
        (Array("workspace: ".utf8) + [0xC3, 0x28], "q.yml: not UTF-8 text; expected a YAML file"),
        (Array("timezone: UTC\n".utf8), "q.yml: line 1: timezone: unknown key; expected one of"),
    ]

    @Test("deep nesting, invalid UTF-8 and unknown keys are one-line usage errors", arguments: badConfigs)
    func refuses(bytes: [UInt8], message: String) {
        let error = #expect(throws: QuipuError.self) { try QuipuConfig.parse(bytes, path: "q.yml") }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
