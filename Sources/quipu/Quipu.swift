import ArgumentParser
import Foundation
import QuipuFormats

@main
struct Quipu: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quipu",
        abstract: "Exact, deterministic reports from what your small Swift apps persist.",
        discussion: """
        Quipu reads what small Swift apps persist and writes reports as HTML, XML and CSV: timesheets and invoices (also as UBL 2.1 e-invoices) from a time tracker, and from the invoices listed in quipu.yml what is not billed yet, who still owes what and the books for hledger and Beancount; checkout totals from a guitar shop's orders, fasting summaries and a static website of them from a fasting timer. `quipu build` makes every report that quipu.yml asks for; the other commands make one.

        Exit status: 0 on success, 64 for a bad flag or quipu.yml, 65 for bad input data, 66 for a missing input file, 73 when an output file cannot be written.
        """,
        version: QuipuVersion.current,
        subcommands: [Build.self] + ReportKinds.commands + [Serve.self, RatesCommand.self, TemplatesCommand.self]
    )
}

extension Quipu {
    /// Runs the command line; `quipu help NAME` with a NAME that is no command is a usage error
    /// (ArgumentParser would print the nearest help and exit 0).
    static func main() async {
        if let (unknown, parent) = unknownHelpTopic(Array(CommandLine.arguments.dropFirst())) {
            let names = parent.configuration.subcommands.map { $0._commandName }
            let guess = nearestName(to: unknown, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            FileHandle.standardError.write(Data("quipu: error: no command \"\(terminalLine(unknown))\" to help with; expected one of \(names.joined(separator: ", "))\(guess)\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitReporting(error)
        }
    }

    /// Help and `ExitCode`s as ArgumentParser ends them; a mistake in the command line as every
    /// other error, one line (`quipu: error: Missing expected argument '--period <period>'`) with
    /// control characters escaped, pointing to the help of the command the words are for, and
    /// exit status 64. A word naming no command or option is the mistake reported, before
    /// anything ArgumentParser finds (`unknown option '--perod'; did you mean '--period'?`).
    static func exitReporting(_ error: Error) -> Never {
        let code = exitCode(for: error)
        guard code != .success, !(error is ExitCode) else { exit(withError: error) }
        let words = CommandWords.current
        let message = message(for: error).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "\(error)"
        let line = words.mistake ?? (message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message)
        FileHandle.standardError.write(Data("quipu: error: \(terminalLine(line)) (see \(words.command.joined(separator: " ")) --help)\n".utf8))
        Foundation.exit(words.mistake == nil ? code.rawValue : ExitCode.validationFailure.rawValue)
    }

    /// The first word after `help` that names no command at its place, and the command it
    /// should have been a subcommand of.
    static func unknownHelpTopic(_ arguments: [String]) -> (word: String, parent: ParsableCommand.Type)? {
        guard arguments.first == "help" else { return nil }
        var command: ParsableCommand.Type = self
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            guard let sub = command.configuration.subcommands.first(where: { $0._commandName == word }) else { return (word, command) }
            command = sub
        }
        return nil
    }
}
