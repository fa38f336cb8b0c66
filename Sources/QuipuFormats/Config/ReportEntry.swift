import Foundation
import QuipuCore

extension ReportKind {
    /// The requests of this kind's section of `fields`: each entry of a list, or the one mapping.
    static func requests(in fields: ConfigMapping, config: QuipuConfig) throws(QuipuError) -> [any ReportRequest] {
        guard let section = fields[section.key] else { return [] }
        let entries = self.section.isList ? try section.elements(expected: "entries such as \(self.section.example)") : [section]
        var requests: [any ReportRequest] = []
        for entry in entries {
            let fields = try entryFields(entry)
            requests.append(try request(from: fields, options: try sharedOptions(of: fields, in: config), in: config))
        }
        return requests
    }

    /// Every key an entry may have: the section's own, then the shared options'.
    static var entryKeys: [String] { section.requiredKeys + section.optionalKeys + sharedOptions.map(\.key) }

    /// The keys of one entry, each one a key the kind declares.
    static func entryFields(_ entry: ConfigValue) throws(QuipuError) -> ConfigMapping {
        try entry.mapping(allowed: entryKeys, expected: entryExpectation)
    }

    /// What an entry is, for messages: `a timesheet: state and period, and optionally midnight, …`,
    /// or for a kind without required keys `a receivables report: a mapping of timeZone, asOf, …`.
    static var entryExpectation: String {
        let required = section.requiredKeys, optional = section.optionalKeys + sharedOptions.map(\.key)
        guard !required.isEmpty else { return "\(section.entryName): a mapping of " + optional.joined(separator: ", ") + " (each optional)" }
        let requiredList = required.count > 1 ? required.dropLast().joined(separator: ", ") + " and " + required.last! : required.joined()
        return "\(section.entryName): \(requiredList)" + (optional.isEmpty ? "" : ", and optionally " + optional.joined(separator: ", "))
    }

    /// The value of the required key `key` of an entry.
    static func required(_ key: String, of fields: ConfigMapping) throws(QuipuError) -> ConfigValue {
        try fields.required(key, entryExpectation)
    }

    /// The shared options an entry gives, each read where it stands; folders are made relative
    /// to the config's folder.
    static func sharedOptions(of fields: ConfigMapping, in config: QuipuConfig) throws(QuipuError) -> ReportOptions<Format> {
        var options = ReportOptions<Format>()
        for option in sharedOptions {
            guard let value = fields[option.key] else { continue }
            switch option {
            case .timeZone: options.timeZone = try value.timeZone()
            case .weekStart: options.weekStart = try value.weekStart()
            case .asOf: options.asOf = try value.instant()
            case .formats:
                let names = try value.textList("formats such as " + Format.allCases.map(\.rawValue).joined(separator: ", "))
                do { options.formats = try Format.parseList(names) } catch { throw value.mistake(error.message) }
            case .output: options.outputDirectory = config.path(try value.nonEmptyText("a folder such as output"))
            case .name:
                let stem = try value.text("a file name without extension")
                do { options.fileStem = try ReportOutput<Format>.checkedStem(stem) } catch { throw value.mistake(error.message) }
            case .templates: options.templatesDirectory = config.path(try value.nonEmptyText("a folder such as my-templates"))
            case .paper: options.paper = try value.choice(Paper.self)
            case .locale: options.locale = try value.documentLocale()
            case .csvLocale: options.csvLocale = try value.parsed("a locale such as de-DE", by: SharedOptionValue.csvLocale)
            }
        }
        return options
    }
}
