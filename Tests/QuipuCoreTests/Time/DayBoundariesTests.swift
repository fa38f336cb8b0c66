import Foundation
@testable import QuipuCore
import Testing

@Suite("Placing an instant among the local days")
struct DayBoundariesTests {
    /// Zones whose days are not all 24 hours: DST by an hour, by half an hour, and a day Samoa skipped (2011-12-30).
    static let zones: [(zone: String, first: LocalDate, last: LocalDate)] = [
        ("Europe/Berlin", LocalDate(year: 2023, month: 1, day: 1)!, LocalDate(year: 2024, month: 12, day: 31)!),
        ("Australia/Lord_Howe", LocalDate(year: 2023, month: 1, day: 1)!, LocalDate(year: 2024, month: 12, day: 31)!),
        ("Pacific/Apia", LocalDate(year: 2011, month: 12, day: 1)!, LocalDate(year: 2012, month: 1, day: 31)!),
        ("UTC", LocalDate(year: 2024, month: 2, day: 28)!, LocalDate(year: 2024, month: 3, day: 1)!),
    ]

    @Test("an instant's day is the last day that starts at or before it, on both sides of every boundary", arguments: zones)
    func dayOfEveryBoundary(case: (zone: String, first: LocalDate, last: LocalDate)) throws {
        let boundaries = DayBoundaries(first: `case`.first, last: `case`.last, timeZone: try #require(TimeZone(identifier: `case`.zone)))
        for start in boundaries.starts {
            for offset: Int64 in [-3_600_000, -1, 0, 1, 3_600_000] {
                let instant = Instant(milliseconds: start.milliseconds + offset)
                let expected = instant >= boundaries.periodStart && instant < boundaries.periodEnd
                    ? boundaries.starts.lastIndex { $0 <= instant } : nil
                #expect(boundaries.dayIndex(containing: instant) == expected, "\(instant.iso8601)")
            }
        }
    }
}
