import Foundation
import QuipuCore
import Testing

/// Expected strings are CLDR 47's (as ICU and babel write them), with U+00A0 written `\u{A0}`,
/// the narrow no-break space U+202F `\u{202F}` and the right single quotation mark U+2019 `’`.
@Suite("Locale formatting")
struct LocaleFormatterTests {
    private func format(_ tag: String) -> LocaleFormatter { LocaleFormatter(try! QuipuLocale(parsing: tag)) }
    private let iso = LocaleFormatter(.isoEnglish)

    @Test("1090.84 EUR in each locale: symbol, placement and spacing, the group and decimal symbols",
          arguments: [("de-DE", "1.090,84\u{A0}€"), ("de-CH", "EUR\u{A0}1’090.84"), ("fr-FR", "1\u{202F}090,84\u{A0}€"),
                      ("fr-CH", "1\u{202F}090,84\u{A0}€"), ("nl-NL", "€\u{A0}1.090,84"), ("en-GB", "€1,090.84"),
                      ("en-US", "€1,090.84"), ("es-ES", "1090,84\u{A0}€"), ("it-IT", "1.090,84\u{A0}€")])
    func euros(_ tag: String, _ expected: String) throws {
        #expect(try format(tag).money(money("1090.84", "EUR")) == expected)
    }

    @Test("Swiss francs in Switzerland, with the apostrophe, and the symbol set off by CLDR's currency spacing elsewhere")
    func francs() throws {
        #expect(try format("de-CH").money(money("1090.84", "CHF")) == "CHF\u{A0}1’090.84")
        #expect(try format("fr-CH").money(money("1090.84", "CHF")) == "1\u{202F}090,84\u{A0}CHF")
        #expect(try format("en-US").money(money("1090.84", "CHF")) == "CHF\u{A0}1,090.84")
        #expect(try format("en-US").money(money("-1090.84", "CHF")) == "-CHF\u{A0}1,090.84")
    }

    @Test("en-US and en-GB differ in the dollar's symbol and the date's order")
    func englishes() throws {
        #expect(try format("en-US").money(money("1090.84", "USD")) == "$1,090.84")
        #expect(try format("en-GB").money(money("1090.84", "USD")) == "US$1,090.84")
        #expect(try format("en-GB").money(money("1090.84", "GBP")) == "£1,090.84")
        #expect(format("en-US").date(date(2024, 4, 2), .long) == "April 2, 2024")
        #expect(format("en-GB").date(date(2024, 4, 2), .long) == "2 April 2024")
        #expect(format("en-US").date(date(2024, 4, 2), .medium) == "Apr 2, 2024")
        #expect(format("en-GB").date(date(2024, 4, 2), .medium) == "2 Apr 2024")
    }

    @Test("negative amounts take the minus sign where the locale's pattern puts it")
    func negatives() throws {
        #expect(try format("de-DE").money(money("-1090.84", "EUR")) == "-1.090,84\u{A0}€")
        #expect(try format("de-CH").money(money("-1090.84", "CHF")) == "CHF-1’090.84")
        #expect(try format("nl-NL").money(money("-1090.84", "EUR")) == "€\u{A0}-1.090,84")
        #expect(try format("en-GB").money(money("-1090.84", "GBP")) == "-£1,090.84")
        #expect(try format("fr-FR").money(money("-0.5", "EUR")) == "-0,50\u{A0}€")
        #expect(try iso.money(money("-1090.84", "EUR")) == "\u{2212}1,090.84 EUR")
    }

    @Test("zero, and an amount that rounds to zero, carry no minus sign")
    func zero() throws {
        #expect(try format("de-DE").money(money("0", "EUR")) == "0,00\u{A0}€")
        #expect(try format("de-DE").money(money("-0.004", "EUR")) == "0,00\u{A0}€")
        #expect(try format("fr-FR").number(amount("-0.4"), decimals: 0) == "0")
    }

    @Test("yen have no decimals; large values are grouped all the way")
    func yenAndLargeValues() throws {
        #expect(try format("de-DE").money(money("1090.5", "JPY")) == "1.091\u{A0}¥")
        #expect(try format("en-US").money(money("1234567", "JPY")) == "¥1,234,567")
        #expect(try format("fr-FR").money(money("1234567", "JPY")) == "1\u{202F}234\u{202F}567\u{A0}JPY")
        #expect(try format("de-CH").number(amount("1234567890123456789012.45"), decimals: 1)
            == "1’234’567’890’123’456’789’012.5")
        #expect(try format("it-IT").number(amount("1000000"), decimals: 2) == "1.000.000,00")
    }

    @Test("Spanish groups only from five integer digits (CLDR's minimum grouping digits of 2)")
    func spanishGrouping() throws {
        let spanish = format("es-ES")
        #expect(try spanish.number(amount("1234.5"), decimals: 2) == "1234,50")
        #expect(try spanish.number(amount("12345.5"), decimals: 2) == "12.345,50")
        #expect(try spanish.money(money("9999.99", "EUR")) == "9999,99\u{A0}€")
        #expect(try spanish.money(money("10000", "EUR")) == "10.000,00\u{A0}€")
        #expect(try format("de-DE").number(amount("1234.5"), decimals: 2) == "1.234,50")
    }

    @Test("rounding is half up on the exact decimal: 2.675 is 2.68 (a Double holds 2.67499…)", arguments: [
        ("2.675", 2, "2,68"), ("-2.675", 2, "-2,68"), ("2.665", 2, "2,67"), ("0.125", 2, "0,13"),
        ("1.005", 2, "1,01"), ("1234.5", 0, "1.235"), ("0.0049", 2, "0,00"), ("7", 3, "7,000"),
    ])
    func roundsHalfUp(_ value: String, _ decimals: Int, _ expected: String) throws {
        #expect(try format("de-DE").number(amount(value), decimals: decimals) == expected)
    }

    @Test("long and medium dates with the locale's month names", arguments: [
        ("de-DE", "2. April 2024", "02.04.2024"), ("de-CH", "2. April 2024", "02.04.2024"),
        ("fr-FR", "2 avril 2024", "2 avr. 2024"), ("fr-CH", "2 avril 2024", "2 avr. 2024"),
        ("nl-NL", "2 april 2024", "2 apr 2024"), ("es-ES", "2 de abril de 2024", "2 abr 2024"),
        ("it-IT", "2 aprile 2024", "2 apr 2024"),
    ])
    func dates(_ tag: String, _ long: String, _ medium: String) {
        #expect(format(tag).date(date(2024, 4, 2), .long) == long)
        #expect(format(tag).date(date(2024, 4, 2), .medium) == medium)
    }

    @Test("month and weekday names: March, and Monday 1 April 2024")
    func names() {
        #expect(format("de-DE").monthName(3) == "März")
        #expect(format("fr-FR").monthName(2, .abbreviated) == "févr.")
        #expect(format("nl-NL").monthName(3, .abbreviated) == "mrt")
        #expect(format("de-DE").weekdayName(isoWeekday: date(2024, 4, 1).isoWeekday) == "Montag")
        #expect(format("it-IT").weekdayName(isoWeekday: 7) == "domenica")
        #expect(format("es-ES").weekdayName(isoWeekday: 3, .abbreviated) == "mié")
        #expect(iso.monthName(12) == "December")
    }

    @Test("ISO English writes what Quipu writes today: ISO dates, comma groups, dot decimals, the currency's code")
    func isoEnglishFormats() throws {
        #expect(iso.date(date(2024, 4, 2), .long) == "2024-04-02")
        #expect(iso.date(date(987, 12, 31), .medium) == "0987-12-31")
        #expect(try iso.money(money("1090.84", "EUR")) == "1,090.84 EUR")
        #expect(try iso.money(money("1090.84", "CHF")) == "1,090.84 CHF")
        #expect(try iso.money(money("1500", "JPY")) == "1,500 JPY")
        #expect(try iso.number(amount("1234.5"), decimals: 2) == "1,234.50")
        #expect(iso.countryName("DE") == "DE")
    }

    @Test("decimal hours and h:mm from a displayed duration", arguments: [
        ("de-DE", 27_000_000, "7,50", "7:30"), ("fr-FR", 4_442_400_000, "1\u{202F}234,00", "1234:00"),
        ("en-US", 4_442_400_000, "1,234.00", "1234:00"), ("de-CH", 0, "0.00", "0:00"), ("es-ES", 60_000, "0,02", "0:01"),
    ])
    func durations(_ tag: String, _ milliseconds: Int64, _ hours: String, _ hoursMinutes: String) {
        let duration = DisplayedDuration(milliseconds: milliseconds)
        #expect(format(tag).decimalHours(duration) == hours)
        #expect(format(tag).hoursMinutes(duration) == hoursMinutes)
    }

    @Test("country names in each language for the codes of the examples and tests")
    func countries() {
        #expect(format("de-DE").countryName("DE") == "Deutschland")
        #expect(format("fr-FR").countryName("NL") == "Pays-Bas")
        #expect(format("nl-NL").countryName("BE") == "België")
        #expect(format("es-ES").countryName("US") == "Estados Unidos")
        #expect(format("it-IT").countryName("CH") == "Svizzera")
        #expect(format("de-CH").countryName("AT") == "Österreich")
        #expect(format("en-GB").countryName("GB") == "United Kingdom")
        #expect(format("de-DE").countryName("PL") == "PL")
        #expect(LocaleFormatter.namedCountries == ["AT", "BE", "CH", "DE", "ES", "FR", "GB", "IT", "LU", "NL", "US"])
        for locale in QuipuLocale.allCases where locale != .isoEnglish {
            for code in LocaleFormatter.namedCountries {
                #expect(LocaleFormatter(locale).countryName(code) != code, "\(locale.tag!) has no name for \(code)")
            }
        }
    }

    private func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day)! }
}
