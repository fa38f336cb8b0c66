import ArgumentParser
import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

/// Walks every kind of the registry and every shared option: what a command's help lists, what
/// its flags and its `quipu.yml` entry accept, and what reaches the report all follow from the
/// kind's one declaration. Nothing here names a kind: a new kind is walked as soon as it is in
/// `ReportKinds.all`.
@Suite("Every command and every declared option")
struct SharedOptionWalkTests {
    /// A value of each shared option other than its default, as a flag or key takes it.
    static func text(of option: SharedOption, formats: [String]) -> String {
        switch option {
        case .timeZone: "Pacific/Kiritimati"
        case .weekStart: "sunday"
        case .asOf: "2024-03-27T23:30:00Z"
        case .formats: formats.last!
        case .output: "walked"
        case .name: "walked-report"
        case .templates: "Templates"
        case .paper: "letter"
        case .locale: "de-CH"
        case .csvLocale: "fr-FR"
        }
    }

    /// The typed value of `text(of:)`, as `ReportOptions` holds it.
    static func expected<Format: OutputFormat>(_ option: SharedOption, for _: Format.Type) -> ReportOptions<Format> {
        var options = ReportOptions<Format>()
        let text = text(of: option, formats: Format.allCases.map(\.rawValue))
        switch option {
        case .timeZone: options.timeZone = .named(text)
        case .weekStart: options.weekStart = WeekStart(rawValue: text)
        case .asOf: options.asOf = .at(text)
        case .formats: options.formats = [Format(rawValue: text)!]
        case .output: options.outputDirectory = text
        case .name: options.fileStem = text
        case .templates: options.templatesDirectory = text
        case .paper: options.paper = Paper(rawValue: text)
        case .locale: options.locale = DocumentLocale(.germanSwitzerland)
        case .csvLocale: options.csvLocale = .frenchFrance
        }
        return options
    }

    /// The flags a help text lists, such as `--time-zone` (not the `--format` inside `--state-format`).
    static func flags(in help: String) -> Set<String> {
        Set(help.matches(of: /(^|[^\w-])(--[a-z][a-z-]*)/.anchorsMatchLineEndings()).map { String($0.output.2) })
    }

    /// The first example of a command's discussion (`quipu timesheet --state …`), as arguments.
    static func firstExample<Command: ParsableCommand>(of command: Command.Type) -> [String] {
        let prefix = "quipu \(command._commandName) "
        let line = command.configuration.discussion.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(prefix) }!
        var words: [String] = [], word = "", quoted = false
        for character in line.dropFirst(prefix.count) {
            if character == "\"" { quoted.toggle() } else if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else { word.append(character) }
        }
        return words + (word.isEmpty ? [] : [word])
    }

    @Test("a command's help lists exactly the shared options its kind declares, and each flag it lists is accepted")
    func help() throws {
        for kind in ReportKinds.all { try helpOfKind(kind) }
    }

    func helpOfKind<Kind: ReportKind>(_: Kind.Type) throws {
        let listed = Self.flags(in: Kind.Command.helpMessage(columns: 200))
        for option in SharedOption.allCases {
            #expect(listed.contains(option.flag) == Kind.sharedOptions.contains(option), "quipu \(Kind.commandName) \(option.flag)")
        }
        let example = Self.firstExample(of: Kind.Command.self)
        let plain = try Kind.Command.parse(example).request.options
        for flag in listed.subtracting(["--help", "--config"]) {
            guard let option = SharedOption.allCases.first(where: { $0.flag == flag }) else { continue }
            let command = try Kind.Command.parse(example + [flag, Self.text(of: option, formats: Kind.Format.allCases.map(\.rawValue))])
            #expect(command.request.options == Self.expected(option, for: Kind.Format.self).layered(over: plain), "quipu \(Kind.commandName) \(flag)")
        }
    }

    @Test("a shared option the kind does not declare is refused as an unknown flag and an unknown key")
    func refused() throws {
        for kind in ReportKinds.all { try refusedByKind(kind) }
    }

    func refusedByKind<Kind: ReportKind>(_: Kind.Type) throws {
        let example = Self.firstExample(of: Kind.Command.self)
        for option in SharedOption.allCases where !Kind.sharedOptions.contains(option) {
            let value = Self.text(of: option, formats: ["html"])
            do {
                _ = try Kind.Command.parse(example + [option.flag, value])
                Issue.record("quipu \(Kind.commandName) accepts \(option.flag)")
            } catch {
                let message = Kind.Command.message(for: error)
                #expect(message.hasPrefix("unknown option '\(option.flag)'"), "\(message)")
            }
            let entry = try Self.entry("{\(option.key): \(value)}")
            let error = #expect(throws: QuipuError.self) { try Kind.entryFields(entry) }
            #expect(error?.message.contains("\(option.key): unknown key") == true, "\(Kind.section.key) \(option.key)")
        }
    }

    @Test("each shared option a kind declares is read from its quipu.yml key into the same typed value as from its flag")
    func keys() throws {
        for kind in ReportKinds.all { try keysOfKind(kind) }
    }

    func keysOfKind<Kind: ReportKind>(_: Kind.Type) throws {
        let config = try QuipuConfig.parse([], path: "quipu.yml")
        for option in Kind.sharedOptions {
            let text = Self.text(of: option, formats: Kind.Format.allCases.map(\.rawValue))
            let entry = try Self.entry("{\(option.key): \(option == .formats ? "[\(text)]" : "\"\(text)\"")}")
            let options = try Kind.sharedOptions(of: try Kind.entryFields(entry), in: config)
            #expect(options == Self.expected(option, for: Kind.Format.self), "\(Kind.section.key): \(option.key)")
        }
        for key in Kind.section.requiredKeys + Kind.section.optionalKeys {
            #expect(throws: Never.self) { try Kind.entryFields(try Self.entry("{\(key): ~}")) }
        }
    }

    @Test("every shared option a kind declares reaches the report it makes from the example workspace, and changes its files where it can")
    func honoured() throws {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        let context = ResolutionContext(workspace: config, environment: RunEnvironment(now: Date(), systemTimeZone: .named("Asia/Tokyo")))
        let templates = try TemplatesTests.exportedFolder()
        defer { try? FileManager.default.removeItem(at: templates) }
        for kind in ReportKinds.all { try honouredByKind(kind, config: config, context: context, templates: templates.path) }
    }

    /// An option is honoured when the report resolved with it differs (a week start is in an
    /// invoice's parameters even when its month does not depend on it), and its files differ
    /// for every option but the week start and the templates (a copy of the built-in ones).
    func honouredByKind<Kind: ReportKind>(_: Kind.Type, config: QuipuConfig, context: ResolutionContext, templates: String) throws {
        let request = try #require(config.requests(of: Kind.Request.self).first, "the example workspace has no \(Kind.section.key)")
        let report = try request.resolve(in: context)
        let made = try report.make()
        for option in Kind.sharedOptions {
            var changed = request
            changed.options = Self.expected(option, for: Kind.Format.self).layered(over: request.options)
            if option == .templates { changed.options.templatesDirectory = templates }
            let remade = try changed.resolve(in: context)
            #expect(String(reflecting: remade) != String(reflecting: report), "\(Kind.section.key): \(option.key) does not reach the report")
            if option != .weekStart, option != .templates {
                let files = try remade.make().files
                #expect(files.map(\.path) != made.files.map(\.path) || files.map(\.bytes) != made.files.map(\.bytes),
                        "\(Kind.section.key): \(option.key) changes no file")
            }
        }
    }

    /// A mapping of `quipu.yml`, for reading one entry.
    static func entry(_ yaml: String) throws -> ConfigValue {
        ConfigValue(node: try YAMLText.compose(yaml, path: "quipu.yml"), path: "entry", file: "quipu.yml")
    }
}
