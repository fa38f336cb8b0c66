/// A calendar date with no time zone: a day as people name it (proleptic Gregorian).
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999 when made by `init?(year:month:day:)` or `parse`.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// Creates a date, or `nil` when the day does not exist (`2023-02-29`) or the year is outside 1–9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDate.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (before it when negative). Any day number makes a
    /// date, even one outside the years 1–9999 that `init?(year:month:day:)` and `parse` accept.
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        let weekday = (daysSince1970 + 3) % 7  // 1970-01-01 was a Thursday
        return (weekday < 0 ? weekday + 7 : weekday) + 1
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> LocalDate { LocalDate(daysSince1970: daysSince1970 + days) }

    /// `YYYY-MM-DD`.
    public var description: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }

    /// Whether `year` is a Gregorian leap year: divisible by 4, but not by 100 unless by 400.
    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The number of days in `month` (1 to 12) of `year`: 28 to 31.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Parses exactly `YYYY-MM-DD`; `nil` for any other text and for a day that does not exist.
    public static func parse(_ text: Substring) -> LocalDate? {
        // Byte by byte: four digits, '-', two digits, '-', two digits, and nothing more.
        var year = 0, month = 0, day = 0, length = 0
        for byte in text.utf8 {
            length += 1
            switch length {
            case 5, 8: guard byte == UInt8(ascii: "-") else { return nil }
            case 1...10:
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                let digit = Int(byte - 0x30)
                if length < 5 { year = year * 10 + digit } else if length < 8 { month = month * 10 + digit } else { day = day * 10 + digit }
            default: return nil
            }
        }
        guard length == 10 else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}

/// Zero-padded decimal digits of a non-negative number.
func pad(_ value: some BinaryInteger, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

extension Int {
    /// Parses ASCII digits only: no sign, no spaces, no underscores.
    init?(digits: Substring) {
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(digits) else { return nil }
        self = value
    }
}
