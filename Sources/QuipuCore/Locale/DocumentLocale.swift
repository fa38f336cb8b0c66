/// The locale a document is written in and, for a bilingual document, the second locale whose
/// language every label is repeated in (`Rechnung / Invoice`). The first formats every value.
public struct DocumentLocale: Hashable, Sendable {
    /// Formats every number, amount and date, and gives the labels their first language.
    public let primary: QuipuLocale
    /// The language the labels are repeated in; `nil` for a document in one language.
    public let second: QuipuLocale?

    /// Today's English with ISO dates, in one language: what a document without a `locale` is written in.
    public static let isoEnglish = DocumentLocale(.isoEnglish)

    /// A document in `primary`, its labels repeated in `second`'s language when given.
    public init(_ primary: QuipuLocale, second: QuipuLocale? = nil) {
        self.primary = primary
        self.second = second
    }

    /// The locale tagged by `tags`: one tag, or two for a bilingual document (`[de-DE, en-GB]`).
    /// - Throws: `LocaleError` for an unsupported tag, no tag, more than two, or two of one language.
    public init(parsing tags: [String]) throws(LocaleError) {
        guard (1 ... 2).contains(tags.count) else { throw LocaleError.count(tags.count) }
        let primary = try QuipuLocale(parsing: tags[0])
        let second = try tags.count == 2 ? QuipuLocale(parsing: tags[1]) : nil
        if let second, second.language == primary.language { throw LocaleError.sameLanguage(tags[0], tags[1]) }
        self.init(primary, second: second)
    }

    /// The languages of the labels, first and (bilingual) second.
    public var languages: [CatalogLanguage] { [primary.language] + (second.map { [$0.language] } ?? []) }

    /// The BCP 47 tag of the document's language, for HTML's `lang`: `de-DE`, `en` for ISO English.
    public var languageTag: String { primary.tag ?? "en" }
}
