import QuipuCore
import Testing

@Suite("Periods (T5)")
struct PeriodTests {
    @Test("days of a period", arguments: [
        ("2024-03-25", WeekStart.monday, "2024-03-25", "2024-03-25"),
        ("2024-W13", .monday, "2024-03-25", "2024-03-31"),
        ("2024-W13", .sunday, "2024-03-24", "2024-03-30"),
        ("2020-W53", .monday, "2020-12-28", "2021-01-03"),
        ("2024-W01", .monday, "2024-01-01", "2024-01-07"),
        ("2026-W01", .monday, "2025-12-29", "2026-01-04"),
        ("2024-02", .monday, "2024-02-01", "2024-02-29"),
        ("2023-02", .monday, "2023-02-01", "2023-02-28"),
        ("2024-03-01..2024-03-31", .monday, "2024-03-01", "2024-03-31"),
    ])
    func days(text: String, weekStart: WeekStart, first: String, last: String) throws {
        let days = try Period.parse(text).days(weekStart: weekStart)
        #expect("\(days.first)" == first)
        #expect("\(days.last)" == last)
    }

    @Test("malformed periods are refused", arguments: [
        "2024-W54", "2021-W53", "2024-W00", "2024-13", "2024-02-30", "24-03-01", "2024-3-1", "2024-W5",
        "2024-03-31..2024-03-01", "2024-03-01..", "last week", "", "2024-03-01 ", "+2024-03",
    ])
    func malformed(text: String) {
        #expect(throws: Period.ParseError.self) { try Period.parse(text) }
    }

    @Test("local dates round-trip through day numbers, weekdays are ISO")
    func localDates() {
        #expect(LocalDate(daysSince1970: 0).description == "1970-01-01")
        #expect(day("2024-03-25").isoWeekday == 1)
        #expect(day("2024-03-31").isoWeekday == 7)
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(LocalDate(daysSince1970: number).daysSince1970 == number)
        }
    }

    @Test("ISO 8601 instants need an offset")
    func instants() {
        #expect(Instant.parseISO8601("2024-04-01T02:00:00+02:00") == at("2024-04-01T00:00:00Z"))
        #expect(Instant.parseISO8601("2024-04-01T00:00Z")?.iso8601 == "2024-04-01T00:00:00Z")
        #expect(Instant.parseISO8601("2024-04-01T00:00:00.5Z")?.iso8601 == "2024-04-01T00:00:00.500Z")
        #expect(Instant.parseISO8601("2024-04-01T00:00:00") == nil)
        #expect(Instant.parseISO8601("2024-04-01") == nil)
        #expect(Instant.parseISO8601("2024-04-01T25:00:00Z") == nil)
    }
}
