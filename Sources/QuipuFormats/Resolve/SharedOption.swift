import Foundation
import QuipuCore

/// An option that more than one kind of report takes, named once: its `quipu.yml` key, its flag,
/// its help and how its text is read. A kind lists the ones it takes in
/// `ReportKind.sharedOptions`; its command's flags (`ReportFlags`), its entry's keys
/// (`ConfigMapping.reportOptions`), its help and its messages all follow from that list, so a
/// command never lists a flag it refuses nor accepts one it ignores.
enum SharedOption: String, CaseIterable, Sendable {
    case timeZone, weekStart, asOf, formats, output, name, templates, paper, locale, csvLocale

    /// The key of a report's entry in `quipu.yml`.
    var key: String { rawValue }

    /// The command line's flag.
    var flag: String {
        switch self {
        case .timeZone: "--time-zone"
        case .weekStart: "--week-start"
        case .asOf: "--as-of"
        case .formats: "--format"
        case .output: "--out"
        case .name: "--name"
        case .templates: "--templates"
        case .paper: "--paper"
        case .locale: "--locale"
        case .csvLocale: "--csv-locale"
        }
    }

    /// The flag's value in the help's synopsis (`--time-zone <zone>`).
    var valueName: String {
        switch self {
        case .timeZone: "zone"
        case .weekStart: "day"
        case .asOf: "instant"
        case .formats: "formats"
        case .output, .templates: "dir"
        case .name: "name"
        case .paper: "size"
        case .locale, .csvLocale: "tag"
        }
    }

    /// What the option does, for the help, before its default.
    func abstract<Format: OutputFormat>(formats _: Format.Type) -> String {
        switch self {
        case .timeZone: "The report's IANA time zone, such as Europe/Berlin."
        case .weekStart: "The first day of a week: monday or sunday."
        case .asOf: "The instant the report is made as of (running records count up to it), such as 2024-04-01T00:00:00Z."
        case .formats: "Comma-separated output formats: " + Format.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case .output: "The folder the report's files are written to."
        case .name: "The files' name without extension, instead of the report's own."
        case .templates: "A folder with your own copies of the templates (see `quipu templates export`)."
        case .paper: "The paper of the PDF: " + Paper.allCases.map(\.rawValue).joined(separator: " or ") + "."
        case .locale: "The language and formats of what a person reads (HTML, PDF), a BCP 47 tag: "
            + QuipuLocale.supportedTags.joined(separator: ", ") + "; two, comma-separated, for a bilingual document (de-DE,en-GB)."
        case .csvLocale: "Write the CSV for a spreadsheet of this locale (a BCP 47 tag such as de-DE): its decimal symbol in number "
            + "columns and, where that is a comma, semicolons between fields; dates stay ISO."
        }
    }

    /// The default most kinds have, for the help; a kind with another says so in
    /// `ReportKind.defaultDescription(of:)`.
    var defaultDescription: String? {
        switch self {
        case .timeZone: "the config's, else the system's"
        case .weekStart: "the config's, else monday"
        case .asOf: "now"
        case .formats: "all of them"
        case .output: "the config's output, else ./output"
        case .name: nil
        case .templates: "the config's, else the built-in ones"
        case .paper: "the config's, else a4"
        case .locale: "the config's, else English with ISO dates"
        case .csvLocale: "the config's, else standard CSV (dot decimals, commas)"
        }
    }
}

/// The typed values of the shared options, each read from its text the same way wherever it is
/// given; a mistake is a usage error saying what was expected, which the caller starts with the
/// flag or the key's place.
enum SharedOptionValue {
    /// An IANA time zone id: `Europe/Berlin`, `UTC`.
    static func timeZone(_ identifier: String) throws(QuipuError) -> TimeZone {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else {
            throw QuipuError(.usage, "unknown time zone \"\(identifier)\"; expected an IANA id such as Europe/Berlin, America/New_York or UTC")
        }
        return zone
    }

    /// `a4` or `letter`.
    static func paper(_ text: String) throws(QuipuError) -> Paper {
        try choice(text, name: "paper")
    }

    /// A document's locale: one BCP 47 tag (`de-DE`), or two comma-separated for a bilingual document (`de-DE,en-GB`).
    static func locale(_ text: String) throws(QuipuError) -> DocumentLocale {
        try locale(tags: text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// The locale of a CSV's spreadsheet: one BCP 47 tag.
    static func csvLocale(_ text: String) throws(QuipuError) -> QuipuLocale {
        do { return try QuipuLocale(parsing: text) } catch { throw QuipuError(.usage, error.description) }
    }

    /// A document's locale from its tags, one or two.
    static func locale(tags: [String]) throws(QuipuError) -> DocumentLocale {
        do { return try DocumentLocale(parsing: tags) } catch { throw QuipuError(.usage, error.description) }
    }

    /// `monday` or `sunday`.
    static func weekStart(_ text: String) throws(QuipuError) -> WeekStart {
        try choice(text, name: "week start")
    }

    /// An ISO 8601 instant with an offset.
    static func instant(_ text: String) throws(QuipuError) -> Instant {
        guard let instant = Instant.parseISO8601(text) else {
            if Instant.isISO8601OutsideSupportedRange(text) {
                throw QuipuError(.usage, "as-of instant \"\(text)\" is outside the supported range, \(Instant.supportedRangeDescription); "
                    + "expected an instant inside it, such as 2024-04-01T00:00:00Z")
            }
            throw QuipuError(.usage, "invalid as-of instant \"\(text)\"; expected an ISO 8601 instant with an offset, "
                + "such as 2024-04-01T00:00:00Z or 2024-04-01T02:00:00+02:00")
        }
        return instant
    }

    /// A period: `2024-W13`, `2024-03`, `2024-03-01..2024-03-15`.
    /// An ISO 4217 currency code: `EUR`.
    static func currency(_ code: String) throws(QuipuError) -> Currency {
        do { return try Currency(code: code) } catch { throw QuipuError(.usage, "\(error)") }
    }

    static func period(_ text: String) throws(QuipuError) -> Period {
        do { return try Period.parse(text) } catch { throw QuipuError(.usage, error.description) }
    }

    /// A day: `2024-04-02`.
    static func date(_ text: String) throws(QuipuError) -> LocalDate {
        guard let date = LocalDate.parse(text[...]) else { throw QuipuError(.usage, "invalid date \"\(text)\"; expected a date such as 2024-04-02") }
        return date
    }

    /// A rounding of billed time: `15:up:task`.
    static func rounding(_ text: String) throws(QuipuError) -> DurationRounding {
        do { return try DurationRounding.parse(text) } catch { throw QuipuError(.usage, error.description) }
    }

    /// The output folder: any text but the empty one.
    static func outputFolder(_ text: String) throws(QuipuError) -> String {
        guard !text.isEmpty else { throw QuipuError(.usage, "the output folder is empty; expected a folder such as output") }
        return text
    }

    /// The templates folder: any text but the empty one.
    static func templatesFolder(_ text: String) throws(QuipuError) -> String {
        guard !text.isEmpty else { throw QuipuError(.usage, "the templates folder is empty; expected a folder such as my-templates") }
        return text
    }

    /// Format names such as `html,xml` (a flag's comma-separated list).
    static func formats<Format: OutputFormat>(_ text: String) throws(QuipuError) -> [Format] {
        do { return try Format.parseList(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)) } catch {
            throw QuipuError(error.status, error.message + ", comma-separated")
        }
    }

    /// The value of `Choice` named `text`: `split`, `monday`.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, name: String) throws(QuipuError) -> Choice
    where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            throw QuipuError(.usage, "invalid \(name) \"\(text)\"; expected " + Choice.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return value
    }
}
