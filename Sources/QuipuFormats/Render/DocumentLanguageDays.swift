import Foundation
import QuipuCore

/// Days and times as the pages of hours print them from Swift (the timesheet's weekly grids and
/// its PDF), byte for byte what `dates.xsl` writes for the same values in the templates.
extension DocumentLanguage {
    /// Whether the document is in ISO English, the output without a locale, which keeps writing
    /// ISO days and three-letter months.
    var isISOEnglish: Bool { locale.primary == .isoEnglish }

    /// A day without its year, short: `03-25` in ISO English, `25.03.` in German, `25 mars` in
    /// French, `Mar 25` in American English (the locale's medium date with the year and what
    /// joins it cut off), its words joined by no-break spaces (a day is not broken over two
    /// lines), as `dates.xsl`'s `short-day`.
    func shortDay(_ date: LocalDate) -> String {
        let iso = "\(date)"
        guard !isISOEnglish else { return String(iso.dropFirst(5)) }
        let medium = formatter.date(date, .medium)
        let beforeYear = medium.range(of: iso.prefix(4)).map { medium[..<$0.lowerBound] } ?? Substring(medium)
        let day = beforeYear.split(separator: " ", omittingEmptySubsequences: true).joined(separator: "\u{00A0}")
        return day.hasSuffix(",") ? String(day.dropLast()) : day
    }

    /// A month's abbreviated name (1 to 12): `Sep` in ISO English, `Sept.` in German, as `dates.xsl`'s `short-month`.
    func shortMonth(_ month: Int) -> String {
        isISOEnglish ? String(formatter.monthName(month).prefix(3)) : formatter.monthName(month, .abbreviated)
    }

    /// An instant's local reading to the minute, its day as the medium date: `2024-03-31 03:30` in
    /// ISO English, `31.03.2024 03:30` in German, as `dates.xsl`'s `local-time-text`.
    func localMinute(_ instant: Instant, _ zone: TimeZone) -> String {
        let local = LocalTimeText.iso8601(instant, in: zone)
        guard let day = LocalDate.parse(local.prefix(10)) else { preconditionFailure("a local time \(local)") }
        return formatter.date(day, .medium) + " " + local.dropFirst(11).prefix(5)
    }
}
