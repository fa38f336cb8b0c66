import Foundation

/// Writes numbers, amounts, dates, durations and names as a locale's reader expects them, from
/// exact values (`Decimal`, `Money`, `LocalDate`, `DisplayedDuration`), never through `Double`,
/// and from Quipu's own tables, never the machine's: the same value gives the same text in any
/// `TZ`, `LANG` and operating system.
public struct LocaleFormatter: Sendable {
    /// The locale written in.
    public let locale: QuipuLocale
    private let table: LocaleTable

    /// A formatter for `locale`.
    public init(_ locale: QuipuLocale) {
        self.locale = locale
        table = locale.table
    }

    /// How a date is written.
    public enum DateStyle: Sendable {
        /// With the month's name: `2. April 2024`, `2 avril 2024`, `April 2, 2024`.
        case long
        /// Shorter: `02.04.2024`, `2 avr. 2024`, `Apr 2, 2024`.
        case medium
    }

    /// `value` rounded to `decimals` places, halves away from zero, with the locale's grouping
    /// and decimal symbols: 1234.5 with 2 decimals is `1.234,50` in de-DE, `1’234.50` in de-CH.
    /// - Throws: `MoneyError.overflow` for a value `Decimal` cannot round (NaN).
    public func number(_ value: Decimal, decimals: Int) throws(MoneyError) -> String {
        let digits = try Digits(value, decimals: decimals)
        return (digits.isNegative ? table.minusSign : "") + grouped(digits)
    }

    /// `money` rounded to its currency's minor units (2 for EUR, 0 for JPY), halves away from
    /// zero, with the locale's symbol in its place: `1.090,84 €`, `CHF 1’090.84`, `-$1,090.84`.
    /// - Throws: `MoneyError.overflow` for an amount `Decimal` cannot round.
    public func money(_ money: Money) throws(MoneyError) -> String {
        let digits = try Digits(money.amount, decimals: money.currency.minorUnits)
        let symbol = table.currencySymbols[money.currency.code] ?? money.currency.code
        let pattern = table.currencyPattern
        let prefix = digits.isNegative ? pattern.negativePrefix : pattern.positivePrefix
        let suffix = digits.isNegative ? pattern.negativeSuffix : pattern.positiveSuffix
        return affix(prefix, symbol: symbol, spacedAfter: symbol.last) + grouped(digits) + affix(suffix, symbol: symbol, spacedBefore: symbol.first)
    }

    /// `date` in the locale's `style` pattern; ISO English writes `2024-04-02` in both.
    public func date(_ date: LocalDate, _ style: DateStyle) -> String {
        (style == .long ? table.longDate : table.mediumDate).map { part in
            switch part {
            case let .literal(text): text
            case let .day(digits): padded(date.day, digits)
            case let .monthNumber(digits): padded(date.month, digits)
            case let .monthName(width): monthName(date.month, width)
            case let .year(digits): padded(date.year, digits)
            case let .weekdayName(width): weekdayName(isoWeekday: date.isoWeekday, width)
            }
        }.joined()
    }

    /// The symbol between a number's whole part and its fraction: `,` in de-DE, `.` in en-GB.
    public var decimalSymbol: String { table.decimalSymbol }

    /// The name of `month` (1 for January … 12).
    public func monthName(_ month: Int, _ width: NameWidth = .wide) -> String {
        precondition((1 ... 12).contains(month), "month \(month) is not 1…12")
        return (width == .wide ? table.monthNames : table.abbreviatedMonthNames)[month - 1]
    }

    /// The name of the weekday `isoWeekday` (1 for Monday … 7 for Sunday, as `LocalDate.isoWeekday`).
    public func weekdayName(isoWeekday: Int, _ width: NameWidth = .wide) -> String {
        precondition((1 ... 7).contains(isoWeekday), "weekday \(isoWeekday) is not 1…7")
        return (width == .wide ? table.weekdayNames : table.abbreviatedWeekdayNames)[isoWeekday - 1]
    }

    /// `duration` in decimal hours, two decimals with the locale's symbols: `7,50` in de-DE, `1,234.25` in en-GB.
    public func decimalHours(_ duration: DisplayedDuration) -> String {
        // Hundredths of an hour are whole, so the value is exact and needs no rounding.
        try! number(Decimal(duration.centihours) / 100, decimals: 2)
    }

    /// `duration` as hours and minutes, `7:30`, the hours never grouped, in every locale (CLDR's
    /// `h:mm` duration pattern in each of Quipu's languages). A displayed duration is never negative.
    public func hoursMinutes(_ duration: DisplayedDuration) -> String {
        "\(duration.minutes / 60):" + padded(Int(duration.minutes % 60), 2)
    }

    /// The name of the country with ISO 3166-1 alpha-2 `code` (`NL`: `Niederlande`, `Pays-Bas`);
    /// ISO English, and a locale for a country outside its table, write the code as it is.
    public func countryName(_ code: String) -> String {
        table.countryNames[code] ?? code
    }

    /// The ISO 3166-1 codes whose names every CLDR locale's table holds.
    public static var namedCountries: [String] { LocaleTable.germanGermany.countryNames.keys.sorted() }

    /// `digits` with the grouping and decimal symbols, without a sign.
    private func grouped(_ digits: Digits) -> String {
        var integer = Substring(digits.integer), groups: [Substring] = []
        if integer.count >= table.groupingSize + table.minimumGroupingDigits {
            while integer.count > table.groupingSize {
                groups.insert(integer.suffix(table.groupingSize), at: 0)
                integer = integer.dropLast(table.groupingSize)
            }
        }
        groups.insert(integer, at: 0)
        let whole = groups.joined(separator: table.groupingSymbol)
        return digits.fraction.isEmpty ? whole : whole + table.decimalSymbol + digits.fraction
    }

    /// A currency pattern's affix with the symbol and minus sign in place, and CLDR's currency
    /// spacing between a symbol that ends (or starts) with a letter and the digits beside it.
    private func affix(_ affix: String, symbol: String, spacedAfter last: Character? = nil, spacedBefore first: Character? = nil) -> String {
        var text = ""
        for character in affix {
            switch character {
            case "\u{A4}": text += symbol
            case "-": text += table.minusSign
            default: text.append(character)
            }
        }
        if let last, last.isLetter, affix.last == "\u{A4}" { text += cldrCurrencySpacing }
        if let first, first.isLetter, affix.first == "\u{A4}" { text = cldrCurrencySpacing + text }
        return text
    }

    private func padded(_ value: Int, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// A value rounded to a number of decimals, as plain digits: its sign, integer digits and decimals.
private struct Digits {
    let isNegative: Bool
    let integer: String
    let fraction: String

    init(_ value: Decimal, decimals: Int) throws(MoneyError) {
        let rounded = try value.rounded(toPlaces: decimals, .halfUp)
        var text = rounded.plainText(minimumDecimals: decimals)
        isNegative = text.hasPrefix("-")
        if isNegative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        integer = String(parts[0])
        fraction = parts.count > 1 ? String(parts[1]) : ""
    }
}
