/// The locale a human-readable document is written in: ISO English, today's output (English
/// labels, ISO dates, dot decimals), or one of the BCP 47 locales Quipu has CLDR tables and a
/// label catalog for. It never comes from the machine (`LANG`), so output is the same everywhere.
public enum QuipuLocale: Hashable, Sendable, CaseIterable {
    /// Quipu's own default: English labels, ISO 8601 dates (`2024-04-02`), amounts grouped by
    /// three with a dot for decimals and the currency's code after them (`1,090.84 EUR`).
    case isoEnglish
    /// `de-DE`: German as written in Germany.
    case germanGermany
    /// `de-CH`: German as written in Switzerland.
    case germanSwitzerland
    /// `fr-FR`: French as written in France.
    case frenchFrance
    /// `fr-CH`: French as written in Switzerland.
    case frenchSwitzerland
    /// `nl-NL`: Dutch as written in the Netherlands.
    case dutchNetherlands
    /// `en-GB`: English as written in the United Kingdom.
    case englishUnitedKingdom
    /// `en-US`: English as written in the United States.
    case englishUnitedStates
    /// `es-ES`: Spanish as written in Spain.
    case spanishSpain
    /// `it-IT`: Italian as written in Italy.
    case italianItaly

    /// The BCP 47 tag (`de-CH`), or `nil` for ISO English, which has none.
    public var tag: String? {
        switch self {
        case .isoEnglish: nil
        case .germanGermany: "de-DE"
        case .germanSwitzerland: "de-CH"
        case .frenchFrance: "fr-FR"
        case .frenchSwitzerland: "fr-CH"
        case .dutchNetherlands: "nl-NL"
        case .englishUnitedKingdom: "en-GB"
        case .englishUnitedStates: "en-US"
        case .spanishSpain: "es-ES"
        case .italianItaly: "it-IT"
        }
    }

    /// The tags a user may write, in the order the issue and the docs list them.
    public static let supportedTags: [String] = allCases.compactMap(\.tag)

    /// The language whose label catalog the locale's documents use.
    public var language: CatalogLanguage {
        switch self {
        case .isoEnglish, .englishUnitedKingdom, .englishUnitedStates: .english
        case .germanGermany, .germanSwitzerland: .german
        case .frenchFrance, .frenchSwitzerland: .french
        case .dutchNetherlands: .dutch
        case .spanishSpain: .spanish
        case .italianItaly: .italian
        }
    }

    /// The locale tagged `text`, one of `supportedTags`. BCP 47 tags are case-insensitive, so
    /// `de-ch` is `de-CH`; anything else (`tlh`, `xx-INVALID`, `de_DE`, a bare `de`) is refused.
    /// - Throws: `LocaleError.unsupported`, whose message lists the supported tags.
    public init(parsing text: some StringProtocol) throws(LocaleError) {
        let wanted = text.lowercased()
        guard let locale = Self.allCases.first(where: { $0.tag?.lowercased() == wanted }) else {
            throw LocaleError.unsupported(tag: String(text))
        }
        self = locale
    }

    /// The numbers, names and patterns the locale formats with.
    var table: LocaleTable {
        switch self {
        case .isoEnglish: .isoEnglish
        case .germanGermany: .germanGermany
        case .germanSwitzerland: .germanSwitzerland
        case .frenchFrance: .frenchFrance
        case .frenchSwitzerland: .frenchSwitzerland
        case .dutchNetherlands: .dutchNetherlands
        case .englishUnitedKingdom: .englishUnitedKingdom
        case .englishUnitedStates: .englishUnitedStates
        case .spanishSpain: .spanishSpain
        case .italianItaly: .italianItaly
        }
    }
}

/// The languages Quipu has a label catalog for (`Render/Locales/<code>.xml`).
public enum CatalogLanguage: String, CaseIterable, Sendable {
    case english = "en", german = "de", french = "fr", dutch = "nl", spanish = "es", italian = "it"

    /// The ISO 639-1 code, which names the catalog file: `de`.
    public var code: String { rawValue }

    /// Whether `count` things take the singular ("one" in CLDR 47's plural rules, which for
    /// these six languages have only "one" and "other"): 1 in each, and 0 too in French.
    public func takesSingular(_ count: Int) -> Bool {
        count == 1 || (self == .french && count == 0)
    }
}

/// Why a locale was refused.
public enum LocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tag names no locale Quipu has tables and a catalog for.
    case unsupported(tag: String)
    /// A document's locale is one tag or two; `count` were given.
    case count(Int)
    /// The two tags of a bilingual document share a language.
    case sameLanguage(String, String)

    /// One line for the user: the tag refused and the ones Quipu has.
    public var description: String {
        switch self {
        case let .unsupported(tag):
            "\"\(tag)\" is not a locale Quipu writes documents in; expected one of \(QuipuLocale.supportedTags.joined(separator: ", "))"
        case let .count(count):
            "\(count) locales; expected one locale such as de-DE, or two for a bilingual document such as [de-DE, en-GB]"
        case let .sameLanguage(first, second):
            "\(first) and \(second) are of one language; expected a second locale of another language, such as [de-DE, en-GB]"
        }
    }
}
