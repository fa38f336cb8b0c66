import Foundation
import QuipuCore

/// The site's words written in Swift rather than by `site.xsl`: the months' titles (pages,
/// navigation, feeds), the sharing cards' text, the link previews' descriptions and the feeds'
/// summaries, in the site's language. Names and titles are in its first language only; a
/// description or summary, a sentence, is in both languages of a bilingual site.
struct SiteText {
    /// The site's language, one or two.
    let language: DocumentLanguage
    /// Its first language alone, for names, titles and the cards' short labels.
    let first: DocumentLanguage

    /// The text of a site in `language`.
    init(_ language: DocumentLanguage) {
        self.language = language
        first = language.alone[0]
    }

    /// The BCP 47 tag of the site's first language, the JSON Feed's `language`; `nil` without a
    /// locale, whose feed names none, as before locales.
    var languageTag: String? { language.locale.primary.tag }

    /// `March 2024`, `März 2024`, `Marzo de 2024`: a title, so capitalised where the language
    /// writes its months in lower case (Unicode's case mapping, the same on every machine).
    func monthTitle(_ period: Period) -> String {
        guard case let .month(year, month) = period else { preconditionFailure("a month title of \(period)") }
        let title = first.sentence("site.monthTitle", ["month": first.formatter.monthName(month), "year": String(year)])
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    /// `Fasting as of 2024-12-31`, the index's card title.
    func cardTitle(today: LocalDate) -> String {
        first.sentence("site.cardTitle", ["date": first.formatter.date(today, .long)])
    }

    /// `2024 in review`, a year's card title.
    func yearInReview(_ year: Int) -> String {
        first.sentence("site.yearInReview", ["year": String(year)])
    }

    /// `Current streak: 2 days.`, the index's description before its summary.
    func currentStreak(days: Int) -> String {
        language.counted("site.currentStreak", days)
    }

    /// A proportion in percent with one decimal, in the locale's digits: `60.0`, `60,0`.
    private func percent(_ proportion: Proportion, in language: DocumentLanguage) -> String {
        // Tenths of a percent are whole, so the value is exact and needs no rounding.
        try! language.formatter.number(Decimal(proportion.tenthsOfPercent) / 10, decimals: 1)
    }

    /// `30 fasts ended, 18 met their goal (60.0 %); 517:10 fasted in all, median 16:30.`
    func summary(_ statistics: FastingStatistics) -> String {
        let total = language.formatter.hoursMinutes(DisplayedDuration(milliseconds: statistics.total))
        guard let rate = statistics.completionRate, let median = statistics.median else {
            return language.sentence("site.summaryNone", ["count": String(statistics.count), "met": String(statistics.goalMetCount), "total": total])
        }
        let values = ["met": String(statistics.goalMetCount), "percent": percent(rate, in: language), "total": total,
                      "median": language.formatter.hoursMinutes(DisplayedDuration(milliseconds: median))]
        return values.reduce(language.counted("site.summary", statistics.count)) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }

    /// The card's figures of `statistics`: fasts ended, the share that met their goal, hours fasted.
    func cardFigures(_ statistics: FastingStatistics) -> [SiteCard.Figure] {
        [
            SiteCard.Figure(value: String(statistics.count), label: first.label(singular(statistics.count) ? "site.card.fastsEnded.one" : "site.card.fastsEnded")),
            SiteCard.Figure(value: statistics.completionRate.map { first.sentence("common.percent", ["percent": percent($0, in: first)]) } ?? "–",
                            label: first.label("site.card.metGoal")),
            SiteCard.Figure(value: first.formatter.hoursMinutes(DisplayedDuration(milliseconds: statistics.total)), label: first.label("site.card.fasted")),
        ]
    }

    /// The index card's leading figure, the current streak's days.
    func cardStreak(days: Int) -> SiteCard.Figure {
        SiteCard.Figure(value: String(days), label: first.label(singular(days) ? "site.card.streak.one" : "site.card.streak"))
    }

    /// Whether `count` things take the singular in the first language (1; in French 0 too).
    private func singular(_ count: Int) -> Bool {
        first.locale.primary.language.takesSingular(count)
    }
}
