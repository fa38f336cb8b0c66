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
        ("2024", .monday, "2024-01-01", "2024-12-31"),
        ("2024-01..2024-03", .monday, "2024-01-01", "2024-03-31"),
        ("2024-W10..2024-W13", .monday, "2024-03-04", "2024-03-31"),
        ("2024-W10..2024-W13", .sunday, "2024-03-03", "2024-03-30"),
        ("2020-W53..2021-W01", .monday, "2020-12-28", "2021-01-10"),
        ("2023-12..2024-02", .monday, "2023-12-01", "2024-02-29"),
    ])
    func days(text: String, weekStart: WeekStart, first: String, last: String) throws {
        let days = try Period.parse(text).days(weekStart: weekStart)
        #expect("\(days.first)" == first)
        #expect("\(days.last)" == last)
    }

    @Test("malformed periods are refused", arguments: [
        "2024-W54", "2021-W53", "2024-W00", "2024-13", "2024-02-30", "24-03-01", "2024-3-1", "2024-W5",
        "2024-03-31..2024-03-01", "2024-03-01..", "last week", "", "2024-03-01 ", "+2024-03",
        "2024-03..2024-01", "2024-W13..2024-W10", "2024-01..2024-03-31", "2024-W01..2024-03", "2023..2024", "0000", "202",
        "1900-02-29", "2100-02-29",
    ])
    func malformed(text: String) {
        #expect(throws: Period.ParseError.self) { try Period.parse(text) }
    }

    @Test("leap centuries: 1900 and 2100 are not leap years, 1600 and 2000 are", arguments: [
        ("1900-02", "1900-02-01", "1900-02-28"),
        ("2000-02", "2000-02-01", "2000-02-29"),
        ("2100-02", "2100-02-01", "2100-02-28"),
        ("1600-02", "1600-02-01", "1600-02-29"),
        ("1900-W01", "1900-01-01", "1900-01-07"),
        ("2000-W01", "2000-01-03", "2000-01-09"),
        ("2000-W09", "2000-02-28", "2000-03-05"),
        ("1900-W09", "1900-02-26", "1900-03-04"),
        ("2100-W01", "2100-01-04", "2100-01-10"),
        ("1900", "1900-01-01", "1900-12-31"),
        ("2000-02-29", "2000-02-29", "2000-02-29"),
    ])
    func leapCenturies(text: String, first: String, last: String) throws {
        let days = try Period.parse(text).days(weekStart: .monday)
        #expect("\(days.first)" == first)
        #expect("\(days.last)" == last)
    }

    @Test("ISO years around leap centuries have 52 weeks; 2004, 2020 and 2032 have 53", arguments: [
        ("1900-W53", false), ("2000-W53", false), ("2100-W53", false), ("2004-W53", true), ("2020-W53", true), ("2032-W53", true),
        ("1900-W52", true), ("2000-W52", true),
    ])
    func isoWeekCounts(text: String, exists: Bool) {
        #expect(((try? Period.parse(text)) != nil) == exists)
    }

    @Test("a month of a leap century has 29 days in February and the days after it follow on", arguments: [
        (1900, 28), (2000, 29), (2100, 28), (2400, 29),
    ])
    func februaryLength(year: Int, days: Int) {
        #expect(LocalDate.daysInMonth(year: year, month: 2) == days)
        let lastOfFebruary = LocalDate(year: year, month: 2, day: days)!
        #expect(lastOfFebruary.adding(days: 1) == LocalDate(year: year, month: 3, day: 1))
        #expect((LocalDate(year: year, month: 2, day: 29) != nil) == (days == 29))
    }

    @Test("a date is exactly YYYY-MM-DD of a real day", arguments: [
        "2024-3-15", "2024-03-15x", "2024-03-1", "24-03-15", "2024/03/15", "2024-02-30", "2023-02-29", "0000-01-01",
        "+024-03-15", "2024-00-10", "2024-13-01", "２０２４-03-15", "2024-03-15 ", "",
    ])
    func malformedDates(_ text: String) {
        #expect(LocalDate.parse(text[...]) == nil)
    }

    @Test("dates read from their text", arguments: [("2024-02-29", 2024, 2, 29), ("0001-01-01", 1, 1, 1), ("9999-12-31", 9999, 12, 31)])
    func dates(_ text: String, _ year: Int, _ month: Int, _ day: Int) {
        #expect(LocalDate.parse(text[...]) == LocalDate(year: year, month: month, day: day))
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

    @Test("the canonical text of a period reads back as the same period", arguments: [
        "2024-03-25", "2024-W13", "2024-03", "2024", "2024-03-01..2024-03-31", "2024-W10..2024-W13", "2024-01..2024-03",
    ])
    func canonicalText(text: String) throws {
        let period = try Period.parse(text)
        #expect(period.description == text)
        #expect(try Period.parse(period.description) == period)
        #expect(!period.fileStem.contains("."))
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

    @Test("an instant outside 0001-01-02…9999-12-30 UTC is not read, and is told apart from one that is not ISO 8601")
    func instantsOutsideTheRange() {
        for outside in ["9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "9999-12-30T23:00:00-02:00"] {
            #expect(Instant.parseISO8601(outside) == nil, "\(outside)")
            #expect(Instant.isISO8601OutsideSupportedRange(outside), "\(outside)")
        }
        for inside in ["9999-12-30T23:59:59Z", "0001-01-02T00:00:00Z"] {
            #expect(Instant.parseISO8601(inside) != nil && !Instant.isISO8601OutsideSupportedRange(inside), "\(inside)")
        }
        #expect(!Instant.isISO8601OutsideSupportedRange("yesterday") && !Instant.isISO8601OutsideSupportedRange("2024-04-01"))
    }
}
