import Foundation
import QuipuFormats
import Testing

/// "Did you mean" for a mistyped command or flag, an unknown flag reported as unknown, and errors
/// pointing to the help of the command they are about.
@Suite("Mistyped commands and flags")
struct CommandWordsTests {
    static let timesheet = ["timesheet", "--state", "AppState.json", "--period", "2024-W13", "--time-zone", "UTC"]

    static let cases: [(arguments: [String], message: String)] = [
        (["timeshet"], "unknown command 'timeshet'; did you mean 'timesheet'? (see quipu --help)"),
        (["templates", "exprt", "x"], "unknown command 'exprt'; did you mean 'export'? (see quipu templates --help)"),
        (["help", "timeshet"], #"no command "timeshet" to help with; expected one of \#(quipuCommands); did you mean "timesheet"?"#),
        // The unknown flag is the mistake, not the required one it was meant to be.
        (["timesheet", "--perod", "2024-W45", "--state", "x"], "unknown option '--perod'; did you mean '--period'? (see quipu timesheet --help)"),
        (["timesheet", "--state=x", "--perod=2024-W45"], "unknown option '--perod'; did you mean '--period'? (see quipu timesheet --help)"),
        (["invoice", "acme", "--perid", "2024-03", "--number", "1"], "unknown option '--perid'; did you mean '--period'? (see quipu invoice --help)"),
        (["checkout", "--rates", "a.xml", "b.json", "--ordrs", "o.json"], "unknown option '--ordrs'; did you mean '--orders'? (see quipu checkout --help)"),
        (["--vresion"], "unknown option '--vresion'; did you mean '--version'? (see quipu --help)"),
        (timesheet + ["--frobnicate"], "unknown option '--frobnicate' (see quipu timesheet --help)"),
        (timesheet + ["-x"], "unknown option '-x' (see quipu timesheet --help)"),
        // A value is not taken for a flag, even one that looks like a mistyped flag.
        (["timesheet", "--name", "--perod"], "Missing value for '--name <name>' (see quipu timesheet --help)"),
        // What ArgumentParser finds points to the help of the command it is about.
        (["timesheet", "--state", "AppState.json"], "Missing expected argument '--period <period>' (see quipu timesheet --help)"),
        (["templates", "export"], "Missing expected argument '<dir>' (see quipu templates export --help)"),
        // ArgumentParser's own options are known everywhere, the value of one too.
        (["--generate-completion-script", "fsh"], "Can't generate completion scripts for 'fsh'. (see quipu --help)"),
        (["build", "--watch", "--debounce", "5"], #"invalid --debounce "5"; expected milliseconds or seconds such as 300ms, 1s or 1.5s (see quipu build --help)"#),
        (["build", "--debounce", "1s"], "--debounce applies only with --watch; expected --watch, or no --debounce (see quipu build --help)"),
    ]

    @Test("a mistyped command or flag is reported first, with the name meant when one is close", arguments: cases)
    func mistyped(arguments: [String], message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runQuipu(arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.standardError == "quipu: error: \(message)\n")
        #expect(result.standardOutput == "")
    }
}
