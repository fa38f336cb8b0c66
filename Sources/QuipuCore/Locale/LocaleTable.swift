/// What a locale formats numbers, amounts, dates and names with. The CLDR locales' tables are
/// generated from a pinned CLDR release (`CLDRTables.swift`, by `Tools/cldr/generate.py`); ISO
/// English's is Quipu's own.
struct LocaleTable: Sendable {
    /// Between the integer digits and the decimals: `,` in German.
    let decimalSymbol: String
    /// Between groups of integer digits: `.` in German, U+202F in French, U+2019 in Swiss German.
    let groupingSymbol: String
    /// Before a negative number's digits.
    let minusSign: String
    /// Digits per group (3 in every locale here).
    let groupingSize: Int
    /// How many digits the integer part needs beyond one group before it is grouped: with 2,
    /// Spanish writes 1234 but 12.345.
    let minimumGroupingDigits: Int
    /// Where an amount's currency symbol and minus sign go.
    let currencyPattern: CurrencyPattern
    /// Currency symbols by ISO 4217 code; a currency without one is written by its code.
    let currencySymbols: [String: String]
    /// The long date pattern: `2. April 2024`.
    let longDate: [DatePatternPart]
    /// The medium date pattern: `02.04.2024`, `2 avr. 2024`.
    let mediumDate: [DatePatternPart]
    /// Month names, January first.
    let monthNames: [String]
    /// Abbreviated month names, January first.
    let abbreviatedMonthNames: [String]
    /// Weekday names, Monday first (ISO 8601's order).
    let weekdayNames: [String]
    /// Abbreviated weekday names, Monday first.
    let abbreviatedWeekdayNames: [String]
    /// Country names by ISO 3166-1 alpha-2 code; a country without one is written by its code.
    let countryNames: [String: String]

    /// ISO English, today's output: dot decimals, comma groups, the minus sign U+2212 the invoice
    /// prints, the currency's code after the amount, ISO 8601 dates, country codes, and CLDR's
    /// English month and weekday names.
    static let isoEnglish = LocaleTable(
        decimalSymbol: ".", groupingSymbol: ",", minusSign: "\u{2212}", groupingSize: 3, minimumGroupingDigits: 1,
        currencyPattern: CurrencyPattern(positivePrefix: "", positiveSuffix: " \u{A4}", negativePrefix: "-", negativeSuffix: " \u{A4}"),
        currencySymbols: [:],
        longDate: isoDate, mediumDate: isoDate,
        monthNames: englishUnitedKingdom.monthNames, abbreviatedMonthNames: englishUnitedKingdom.abbreviatedMonthNames,
        weekdayNames: englishUnitedKingdom.weekdayNames, abbreviatedWeekdayNames: englishUnitedKingdom.abbreviatedWeekdayNames,
        countryNames: [:]
    )

    /// `2024-04-02`.
    private static let isoDate: [DatePatternPart] = [
        .year(digits: 4), .literal("-"), .monthNumber(digits: 2), .literal("-"), .day(digits: 2),
    ]
}

/// CLDR's currency pattern cut at its digits: the text before and after them, positive and
/// negative. In the affixes `¤` stands for the currency's symbol and `-` for the minus sign.
struct CurrencyPattern: Sendable {
    let positivePrefix: String
    let positiveSuffix: String
    let negativePrefix: String
    let negativeSuffix: String
}

/// One piece of a CLDR date pattern.
enum DatePatternPart: Sendable, Equatable {
    /// Text as it is: `. `, ` de `.
    case literal(String)
    /// The day of the month, zero-padded to `digits`.
    case day(digits: Int)
    /// The month's number, zero-padded to `digits`.
    case monthNumber(digits: Int)
    /// The month's name.
    case monthName(NameWidth)
    /// The year, zero-padded to `digits`.
    case year(digits: Int)
    /// The weekday's name.
    case weekdayName(NameWidth)
}

/// How long a month's or weekday's name is written.
public enum NameWidth: Sendable, Equatable {
    /// `Dezember`, `Montag`.
    case wide
    /// `Dez.`, `Mo.`.
    case abbreviated
}
