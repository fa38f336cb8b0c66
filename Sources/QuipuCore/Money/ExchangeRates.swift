/// Dated exchange-rate publications (from one or more files) and the rule that picks the rate
/// for a day: the latest publication on or before it (a Saturday gets Friday's rates), or the
/// first on or after it when the fallback is `next`. Cross rates go through the publication's
/// base at full precision.
public struct ExchangeRates: Sendable {
    /// How far a publication may lie from the date it prices. Rates go unpublished over weekends
    /// and holidays for a few days, never for a week: beyond that the file is stale or the
    /// currency no longer published, and guessing would be silently wrong.
    public static let maximumGapDays = 7

    /// The publications grouped by date, oldest first; within a date, in the order given.
    private let days: [(date: LocalDate, publications: [RatePublication])]

    /// Rates from `publications` in any order (files may list newest or oldest first). When two
    /// publications of one date both quote a pair, the first given wins.
    public init(_ publications: [RatePublication]) {
        let byDate = Dictionary(grouping: publications, by: \.date)
        days = byDate.keys.sorted().map { (date: $0, publications: byDate[$0]!) }
    }

    /// No rates: only conversions of a currency to itself succeed.
    public static let none = ExchangeRates([])

    /// Every publication, oldest first.
    public var publications: [RatePublication] { days.flatMap(\.publications) }

    /// The first and last publication dates, or `nil` when there are none.
    public var coverage: ClosedRange<LocalDate>? {
        guard let first = days.first, let last = days.last else { return nil }
        return first.date...last.date
    }

    /// The rate that converts `from` to `to` on `date`. The same currency needs no publication.
    /// A pair that no publication quotes within `maximumGapDays` in the fallback's direction is
    /// an error naming the pair and the date and saying which dates the rates cover.
    public func rate(from: Currency, to: Currency, on date: LocalDate,
                     fallback: RateFallback = .previous) throws(RateLookupError) -> ExchangeRate {
        if from == to { return .identity(from, on: date) }
        let day = date.daysSince1970
        let firstOnOrAfter = firstIndex(onOrAfter: day)
        let candidates: any Sequence<Int> = switch fallback {
        case .previous:
            stride(from: firstOnOrAfter < days.count && days[firstOnOrAfter].date == date ? firstOnOrAfter : firstOnOrAfter - 1,
                   through: 0, by: -1)
        case .next:
            firstOnOrAfter..<days.count
        }
        for index in candidates {
            guard abs(days[index].date.daysSince1970 - day) <= Self.maximumGapDays else { break }
            for publication in days[index].publications {
                guard let fromPerBase = publication.unitsPerBase(of: from),
                      let toPerBase = publication.unitsPerBase(of: to) else { continue }
                let via = from == publication.base || to == publication.base ? nil : publication.base
                return ExchangeRate(from: from, to: to, date: date, publicationDate: publication.date, source: publication.source,
                                    via: via, fromPerBase: fromPerBase, toPerBase: toPerBase)
            }
        }
        throw RateLookupError(from: from, to: to, date: date, fallback: fallback, coverage: coverage)
    }

    /// The index of the first date on or after `day` (binary search).
    private func firstIndex(onOrAfter day: Int) -> Int {
        var low = 0, high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].date.daysSince1970 < day { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// No publication quotes a pair near enough to a date (M8).
public struct RateLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The currency to convert from.
    public let from: Currency
    /// The currency to convert to.
    public let to: Currency
    /// The date a rate was asked for.
    public let date: LocalDate
    /// The direction searched from `date` for a publication.
    public let fallback: RateFallback
    /// The first and last publication dates of the rates searched.
    public let coverage: ClosedRange<LocalDate>?

    /// The pair, the date, how far was searched and which dates the rates cover: `no USD→JPY
    /// exchange rate for 2024-03-13: no publication on that day or within 7 days before quotes both
    /// currencies; the rates cover 2024-03-14 to 2024-03-18`.
    public var description: String {
        let pair = "no \(from.code)→\(to.code) exchange rate for \(date)"
        guard let coverage else { return "\(pair): no exchange rates were given" }
        let within = "within \(ExchangeRates.maximumGapDays) days \(fallback == .previous ? "before" : "after")"
        return "\(pair): no publication on that day or \(within) quotes both currencies; the rates cover \(coverage.lowerBound) to \(coverage.upperBound)"
    }
}
