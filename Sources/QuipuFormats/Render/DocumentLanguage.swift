import Foundation
import QuipuCore
import QuipuXML

/// What a document's human-readable text is written with: its locale's formatter, its labels in
/// one or two languages (a bilingual document repeats each label: `Rechnung / Invoice`), and the
/// notes about labels a user's catalog lacks. The HTML templates reach it through the extension
/// functions of `xsltFunctions`; the PDFs call it from Swift. Machine formats never use it.
package struct DocumentLanguage: Sendable {
    /// The locale, first and second.
    package let locale: DocumentLocale
    /// Formats every value in the first locale.
    package let formatter: LocaleFormatter
    private let catalogs: [LabelCatalog]
    /// One note per label a user's catalog lacks, printed in English instead.
    package let notes: [String]

    /// ISO English from the built-in catalog: what a document without a `locale` is written in.
    package static let isoEnglish = DocumentLanguage(.isoEnglish, catalogs: [.builtIn(.english)], notes: [])

    private init(_ locale: DocumentLocale, catalogs: [LabelCatalog], notes: [String]) {
        self.locale = locale
        formatter = LocaleFormatter(locale.primary)
        self.catalogs = catalogs
        self.notes = notes
    }

    /// `locale` with the catalogs of `templates` (a folder's own, filled from English, or the built-in ones).
    package init(_ locale: DocumentLocale, templates: Templates) throws(QuipuError) {
        var catalogs: [LabelCatalog] = [], notes: [String] = []
        for language in locale.languages {
            let (catalog, missing) = try templates.catalog(language)
            catalogs.append(catalog)
            notes += missing
        }
        self.init(locale, catalogs: catalogs, notes: notes)
    }

    /// The label `key`, in both languages of a bilingual document (`Rechnung / Invoice`).
    package func label(_ key: String) -> String {
        bilingual(catalogs.map { text(key, in: $0) })
    }

    /// The sentence `key` with each `{name}` replaced by `values[name]`, in the first language,
    /// and in a bilingual document followed by the second language's.
    package func sentence(_ key: String, _ values: [String: String] = [:]) -> String {
        sentence(key) { _ in values }
    }

    /// The sentence `key` in each language of the document, each `{name}` replaced by what
    /// `values` gives for that language (its index in `languageIndices`): a word inside a sentence
    /// stays in the sentence's language.
    package func sentence(_ key: String, values: (Int) -> [String: String]) -> String {
        bilingual(catalogs.indices.map { index in
            values(index).reduce(text(key, in: catalogs[index])) { sentence, value in
                sentence.replacingOccurrences(of: "{\(value.key)}", with: value.value)
            }
        })
    }

    /// Each language of the document alone, the first then (bilingual) the second, from the
    /// catalogs already read: for a name or title printed in the first language only.
    package var alone: [DocumentLanguage] {
        zip([locale.primary] + (locale.second.map { [$0] } ?? []), catalogs).map { DocumentLanguage(DocumentLocale($0), catalogs: [$1], notes: []) }
    }

    /// The document's languages by index: 0, and 1 for a bilingual document's second.
    package var languageIndices: Range<Int> { catalogs.indices }

    /// The label `key` in the language at `index` of `languageIndices` only.
    package func label(_ key: String, in index: Int) -> String { text(key, in: catalogs[index]) }

    /// `count` things by the label `key` ("{count} invoices"), or by `key.one` when the language
    /// takes the singular for `count` ("1 invoice"; in French also "0 facture"), in each language
    /// of the document, the count written in the first locale.
    package func counted(_ key: String, _ count: Int) -> String {
        let number = try! formatter.number(Decimal(count), decimals: 0)
        return bilingual(zip(catalogs, locale.languages).map { catalog, language in
            text(language.takesSingular(count) ? key + ".one" : key, in: catalog).replacingOccurrences(of: "{count}", with: number)
        })
    }

    /// The texts of one label in each language, joined by ` / `; once when both say the same (`#`, `Contact`).
    private func bilingual(_ texts: [String]) -> String {
        texts.count == 2 && texts[0] == texts[1] ? texts[0] : texts.joined(separator: " / ")
    }

    /// The text of `key` in `catalog`. Every key a built-in template or PDF asks for is in the
    /// English catalog, which fills every other.
    private func text(_ key: String, in catalog: LabelCatalog) -> String {
        guard let text = catalog.labels[key] else { preconditionFailure("no label \(key) in the catalogs") }
        return text
    }

    /// The functions the templates call, in `LabelCatalog.namespace` (bound to `l:` in the built-in ones):
    ///
    /// - `l:label(key)`: the label, in both languages of a bilingual document;
    /// - `l:text(key, n)`: the label in the first (`1`) or second (`2`) language, `''` when there is none;
    ///   `0` is both, as `l:label`;
    /// - `l:count(key, n)`: `n` things, by `key` or its singular `key.one` as the language's plural rule says;
    /// - `l:language(n)`: the first or second language's BCP 47 tag (`de-DE`; `en` for ISO English), `''` when there is none;
    /// - `l:number(value, decimals)`, `l:amount(value, currency)` (its minor units, no symbol),
    ///   `l:money(value, currency)`: an exact decimal written as the locale writes it;
    /// - `l:date(yyyy-mm-dd, 'long' | 'medium')`; `l:month(1…12, 'wide' | 'abbreviated')`,
    ///   `l:weekday(1…7 from Monday, 'wide' | 'abbreviated')`; `l:country(code)`.
    ///
    /// A value that is not what the function expects stops the page with a message naming the
    /// template's line.
    package var xsltFunctions: XSLTFunctions {
        let language = self
        return XSLTFunctions(namespace: LabelCatalog.namespace, functions: [
            "label": { arguments throws(XMLError) in
                let key = try argument(arguments, 0, of: "label(key)")
                guard language.catalogs[0].labels[key] != nil else { throw XMLError("label(): no label \"\(key)\"; expected a key of locales/en.xml") }
                return language.label(key)
            },
            "text": { arguments throws(XMLError) in
                let key = try argument(arguments, 0, of: "text(key, 1 or 2)")
                guard language.catalogs[0].labels[key] != nil else { throw XMLError("text(): no label \"\(key)\"; expected a key of locales/en.xml") }
                let which = try argument(arguments, 1, of: "text(key, 0, 1 or 2)")
                guard let index = ["0": -1, "1": 0, "2": 1][which] else { throw XMLError("text(key, 0, 1 or 2): \"\(which)\" is not 0, 1 or 2") }
                guard index >= 0 else { return language.label(key) }
                return index < language.catalogs.count ? language.text(key, in: language.catalogs[index]) : ""
            },
            "language": { arguments throws(XMLError) in
                let index = try position(arguments, of: "language(1 or 2)")
                return index == 0 ? language.locale.languageTag : language.locale.second?.tag ?? ""
            },
            "count": { arguments throws(XMLError) in
                let key = try argument(arguments, 0, of: "count(key, count)")
                guard language.catalogs[0].labels[key] != nil, language.catalogs[0].labels[key + ".one"] != nil else {
                    throw XMLError("count(): no labels \"\(key)\" and \"\(key).one\"; expected a key of locales/en.xml with a singular")
                }
                let text = try argument(arguments, 1, of: "count(key, count)")
                guard let count = Int(text), count >= 0 else { throw XMLError("count(key, count): \"\(text)\" is not a count") }
                return language.counted(key, count)
            },
            "number": { arguments throws(XMLError) in
                let value = try decimal(arguments, of: "number(value, decimals)")
                let decimals = try argument(arguments, 1, of: "number(value, decimals)")
                guard let places = Int(decimals), (0 ... 6).contains(places) else { throw XMLError("number(): \"\(decimals)\" is not 0 to 6 decimals") }
                return try formatted { () throws(MoneyError) in try language.formatter.number(value, decimals: places) }
            },
            "amount": { arguments throws(XMLError) in
                let money = try money(arguments, of: "amount(value, currency)")
                return try formatted { () throws(MoneyError) in try language.formatter.number(money.amount, decimals: money.currency.minorUnits) }
            },
            "money": { arguments throws(XMLError) in
                let money = try money(arguments, of: "money(value, currency)")
                return try formatted { () throws(MoneyError) in try language.formatter.money(money) }
            },
            "date": { arguments throws(XMLError) in
                let text = try argument(arguments, 0, of: "date(yyyy-mm-dd, style)")
                guard let date = LocalDate.parse(text[...]) else { throw XMLError("date(): \"\(text)\" is not a date such as 2024-04-02") }
                return language.formatter.date(date, try choice(arguments, 1, of: "date(yyyy-mm-dd, style)", ["long": .long, "medium": .medium]))
            },
            "month": { arguments throws(XMLError) in
                let month = try ordinal(arguments, in: 1 ... 12, of: "month(1 to 12, width)")
                return language.formatter.monthName(month, try width(arguments, of: "month(1 to 12, width)"))
            },
            "weekday": { arguments throws(XMLError) in
                let weekday = try ordinal(arguments, in: 1 ... 7, of: "weekday(1 to 7, width)")
                return language.formatter.weekdayName(isoWeekday: weekday, try width(arguments, of: "weekday(1 to 7, width)"))
            },
            "country": { arguments throws(XMLError) in language.formatter.countryName(try argument(arguments, 0, of: "country(code)")) },
        ])
    }
}

/// The `index`th argument of a call written `signature`.
private func argument(_ arguments: [String], _ index: Int, of signature: String) throws(XMLError) -> String {
    guard index < arguments.count else { throw XMLError("\(signature): \(arguments.count) arguments; expected \(signature)") }
    return arguments[index]
}

/// The first argument as an exact decimal, as Quipu's XML writes amounts (`-1090.84`).
private func decimal(_ arguments: [String], of signature: String) throws(XMLError) -> Decimal {
    let text = try argument(arguments, 0, of: signature)
    guard let value = try? Money.parseAmount(text) else { throw XMLError("\(signature): \"\(text)\" is not a decimal number such as 1090.84") }
    return value
}

/// The first two arguments as an amount of a currency.
private func money(_ arguments: [String], of signature: String) throws(XMLError) -> Money {
    let amount = try decimal(arguments, of: signature)
    let code = try argument(arguments, 1, of: signature)
    guard let currency = try? Currency(code: code) else { throw XMLError("\(signature): \"\(code)\" is not an ISO 4217 currency code") }
    return Money(amount, currency)
}

/// The first argument as 1 or 2, returned as 0 or 1.
private func position(_ arguments: [String], of signature: String) throws(XMLError) -> Int {
    let text = try argument(arguments, 0, of: signature)
    guard let position = ["1": 0, "2": 1][text] else { throw XMLError("\(signature): \"\(text)\" is not 1 or 2") }
    return position
}

/// The first argument, a whole number in `range`.
private func ordinal(_ arguments: [String], in range: ClosedRange<Int>, of signature: String) throws(XMLError) -> Int {
    let text = try argument(arguments, 0, of: signature)
    guard let value = Int(text), range.contains(value) else { throw XMLError("\(signature): \"\(text)\" is not \(range.lowerBound) to \(range.upperBound)") }
    return value
}

/// The argument at `index`, one of `choices`' keys.
private func choice<Value>(_ arguments: [String], _ index: Int, of signature: String, _ choices: [String: Value]) throws(XMLError) -> Value {
    let text = try argument(arguments, index, of: signature)
    guard let value = choices[text] else { throw XMLError("\(signature): \"\(text)\" is not " + choices.keys.sorted().joined(separator: " or ")) }
    return value
}

/// The second argument, `wide` or `abbreviated`.
private func width(_ arguments: [String], of signature: String) throws(XMLError) -> NameWidth {
    try choice(arguments, 1, of: signature, ["wide": .wide, "abbreviated": .abbreviated])
}

/// What `format` writes; an amount `Decimal` cannot round is a mistake of the page's data.
private func formatted(_ format: () throws(MoneyError) -> String) throws(XMLError) -> String {
    do { return try format() } catch { throw XMLError("\(error)") }
}
