import ArgumentParser
import Foundation
import QuipuFormats

/// The words of a command line followed through the commands they name, as far as they can be:
/// the command they are for, whose help an error points to (`quipu timesheet`), and the first word
/// that names no command or option there.
///
/// ArgumentParser finds an unknown option only once the command's options are decoded, so a
/// mistyped required option (`--perod 2024-W45`) reads as a missing one ("Missing expected
/// argument '--period <period>'"), and it says no more than "Unexpected argument" of a mistyped
/// command. The words are checked here against the commands and options ArgumentParser describes
/// (`_dumpHelp()`, the JSON `--experimental-dump-help` prints), in the order they are written.
struct CommandWords {
    /// The names of the command the words are for, from the top: `["quipu", "timesheet"]`.
    let command: [String]
    /// The first word naming no command or option, as an error message: `unknown option
    /// '--perod'; did you mean '--period'?`; `nil` when every word names one.
    let mistake: String?

    /// Options ArgumentParser understands in every command without listing them.
    static let builtInOptions: Set<String> = ["help", "help-hidden", "version", "experimental-dump-help", "generate-completion-script"]
    /// Those of them that take a value (a shell's name), when one follows.
    static let builtInOptionsWithValue: Set<String> = ["generate-completion-script"]

    /// Follows `arguments` (without the program's name) through `tool`, the top command.
    init(_ arguments: [String], tool: CommandDescription) {
        var command = tool
        var names = [tool.commandName]
        var mistake: String?
        var words = arguments[...]
        while mistake == nil, let word = words.popFirst(), word != "--" {
            if word.hasPrefix("--"), !word.hasPrefix("---") {
                let name = String(word.dropFirst(2).prefix { $0 != "=" })
                if let option = command.option(named: name) {
                    if option.kind == "option", !word.contains("=") { words = words.dropFirst() }
                } else if Self.builtInOptions.contains(name) {
                    if Self.builtInOptionsWithValue.contains(name), !word.contains("="), words.first?.hasPrefix("-") == false { words = words.dropFirst() }
                } else {
                    mistake = "unknown option '--\(name)'" + (nearestName(to: name, among: command.longNames).map { "; did you mean '--\($0)'?" } ?? "")
                }
            } else if word.hasPrefix("-"), word.count > 1, !word.hasPrefix("---") {
                let letters = word.dropFirst().prefix { $0 != "=" }
                guard letters != "help" else { continue }
                let options = letters.map { command.option(short: $0) }
                if let unknown = zip(letters, options).first(where: { $0.1 == nil }) {
                    mistake = "unknown option '-\(unknown.0)'"
                } else if options.last??.kind == "option", !word.contains("=") {
                    words = words.dropFirst()
                }
            } else if let subcommands = command.subcommands, !subcommands.isEmpty, command.defaultSubcommand == nil {
                if let subcommand = subcommands.first(where: { $0.commandName == word }) {
                    command = subcommand
                    names.append(word)
                } else {
                    let commandNames = subcommands.map(\.commandName)
                    mistake = "unknown command '\(word)'" + (nearestName(to: word, among: commandNames).map { "; did you mean '\($0)'?" }
                        ?? "; expected one of \(commandNames.joined(separator: ", "))")
                }
            }
        }
        self.command = names
        self.mistake = mistake
    }

    /// The words this process was run with, followed through `Quipu`; without ArgumentParser's
    /// description of it (which it always gives), the words are for `quipu` and hold no mistake.
    static var current: CommandWords {
        let tool = try? JSONDecoder().decode(ToolDescription.self, from: Data(Quipu._dumpHelp().utf8)).command
        return CommandWords(Array(CommandLine.arguments.dropFirst()), tool: tool ?? CommandDescription(commandName: "quipu"))
    }
}

/// The JSON ArgumentParser describes a tool with (`--experimental-dump-help`), as far as
/// `CommandWords` reads it.
private struct ToolDescription: Decodable {
    let command: CommandDescription
}

/// A command as ArgumentParser describes it: its name, its subcommands and its options.
struct CommandDescription: Decodable {
    let commandName: String
    let subcommands: [CommandDescription]?
    let defaultSubcommand: String?
    let arguments: [Argument]?

    /// An option, flag or positional argument: `option` takes a value, `flag` does not.
    struct Argument: Decodable {
        let kind: String
        let names: [Name]?
    }

    /// One of an argument's names: `long` (`--period`), `short` (`-h`) or `longWithSingleDash`.
    struct Name: Decodable {
        let kind: String
        let name: String
    }

    /// A command with no subcommands or options.
    init(commandName: String) {
        self.commandName = commandName
        subcommands = nil
        defaultSubcommand = nil
        arguments = nil
    }

    /// The names of its options and flags that are written with two dashes, without them.
    var longNames: [String] {
        (arguments ?? []).flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map(\.name) }
    }

    /// The option or flag written `--name`.
    func option(named name: String) -> Argument? {
        arguments?.first { $0.names?.contains { $0.kind == "long" && $0.name == name } == true }
    }

    /// The option or flag written `-letter`.
    func option(short letter: Character) -> Argument? {
        arguments?.first { $0.names?.contains { $0.kind == "short" && $0.name == String(letter) } == true }
    }
}
