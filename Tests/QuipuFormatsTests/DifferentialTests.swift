import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import Testing

/// The fast paths held to slow, obvious ones on generated histories: the byte-level loader to
/// `JSONDecoder`, and day bucketing by precomputed boundaries to a `Calendar` walk per slip.
@Suite("Fast paths against their references")
struct DifferentialTests {
    static let histories: [SyntheticHistory] = [
        SyntheticHistory(slipCount: 1500, seed: 1), SyntheticHistory(slipCount: 1500, seed: 2, shuffledKeys: true),
        SyntheticHistory(slipCount: 4000, seed: 3, shuffledKeys: true), SyntheticHistory(slipCount: 1, seed: 4),
    ]

    @Test("the fast loader gives exactly what JSONDecoder gives", arguments: histories)
    func loader(history: SyntheticHistory) throws {
        let bytes = history.json()
        let fast = try AppStateLoader.decode(bytes, file: "history.json")
        let reference = try AppStateLoader.decodeWithCodable(bytes, file: "history.json")
        #expect(fast == reference)
        #expect(fast.projects.flatMap(\.tasks).flatMap(\.timeSlips).count == history.slipCount)
        #expect(fast.projects.flatMap(\.tasks).flatMap(\.timeSlips).filter(\.isRunning).count == 1)
    }

    static let bucketings: [(zone: String, period: String)] = [
        ("Europe/Berlin", "2023-01-01..2024-12-31"), ("America/New_York", "2023-03"), ("Asia/Kolkata", "2024-W44"),
        ("Australia/Lord_Howe", "2023-04-01..2023-10-31"),
    ]

    @Test("days bucketed by boundaries equal a Calendar walk per slip, across DST", arguments: bucketings)
    func bucketing(case: (zone: String, period: String)) throws {
        let history = SyntheticHistory(slipCount: 6000, seed: 5, shuffledKeys: true)
        let state = try AppStateLoader.decode(history.json(), file: "history.json")
        let zone = try #require(TimeZone(identifier: `case`.zone))
        let parameters = TimesheetParameters(period: try Period.parse(`case`.period), timeZone: zone, asOf: history.end)
        let timesheet = Timesheet(state: state, parameters: parameters)

        var fast: [String: Int64] = [:]
        for row in timesheet.rows {
            for (day, cell) in zip(timesheet.days, row.cells) where cell.raw.seconds > 0 {
                fast["\(row.taskID) \(day)"] = cell.raw.seconds
            }
        }
        let reference = Self.calendarWalk(state, parameters: parameters).mapValues { DisplayedDuration(milliseconds: $0).seconds }.filter { $0.value > 0 }
        #expect(fast == reference)
        #expect(!fast.isEmpty)
    }

    @Test("the generated history crosses midnight and both DST changes")
    func historyCoversTheHardCases() throws {
        let state = try AppStateLoader.decode(SyntheticHistory(slipCount: 6000, seed: 5).json(), file: "history.json")
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let slips = state.projects.flatMap(\.tasks).flatMap(\.timeSlips).filter { !$0.isRunning }
        #expect(slips.contains { !calendar.isDate($0.start, inSameDayAs: $0.stop!) })
        let offsets = slips.map { (berlin.secondsFromGMT(for: $0.start), berlin.secondsFromGMT(for: $0.stop!)) }
        #expect(offsets.contains { $0.0 < $0.1 })
        #expect(offsets.contains { $0.0 > $0.1 })
        #expect(slips.contains { $0.start.timeIntervalSinceReferenceDate.rounded() != $0.start.timeIntervalSinceReferenceDate })
    }

    @Test("overlaps and wall-clock time equal a pairwise comparison")
    func overlaps() throws {
        let history = SyntheticHistory(slipCount: 1500, seed: 6)
        let state = try AppStateLoader.decode(history.json(), file: "history.json")
        let timesheet = Timesheet(state: state, parameters: TimesheetParameters(
            period: try Period.parse("2023-01-01..2024-12-31"), timeZone: TimeZone(identifier: "UTC")!, asOf: history.end))
        let intervals = state.projects.flatMap(\.tasks).flatMap(\.timeSlips).map { slip in
            (Instant(slip.start).milliseconds, Instant(slip.stop ?? Date(timeIntervalSinceReferenceDate: Double(history.end.milliseconds) / 1000)).milliseconds)
        }
        var pairs = 0
        for (index, first) in intervals.enumerated() {
            for second in intervals[(index + 1)...] where max(first.0, second.0) < min(first.1, second.1) { pairs += 1 }
        }
        #expect(timesheet.overlaps.count == pairs)
        #expect(pairs > 0)
        let sorted = intervals.sorted { $0.0 < $1.0 }
        var covered: Int64 = 0, reach = Int64.min
        for (start, end) in sorted {
            covered += max(0, end - max(start, reach))
            reach = max(reach, end)
        }
        #expect(timesheet.wallClockTime == DisplayedDuration(milliseconds: covered))
    }

    /// Milliseconds per "task-id date" with slips split at each local midnight, found by asking
    /// `Calendar` for the start of each day a slip touches.
    static func calendarWalk(_ state: AppState, parameters: TimesheetParameters) -> [String: Int64] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = parameters.timeZone
        let (first, last) = parameters.period.days(weekStart: parameters.weekStart)
        func start(of day: LocalDate) -> Date {
            calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
        }
        let periodStart = start(of: first), periodEnd = start(of: last.adding(days: 1))
        let asOf = Date(timeIntervalSinceReferenceDate: Double(parameters.asOf.milliseconds) / 1000)
        var result: [String: Int64] = [:]
        for task in state.projects.flatMap(\.tasks) {
            for slip in task.timeSlips {
                var pieceStart = max(slip.start, periodStart)
                let end = min(slip.stop ?? asOf, periodEnd)
                while pieceStart < end {
                    let dayStart = calendar.startOfDay(for: pieceStart)
                    let nextDay = calendar.date(byAdding: .day, value: 1, to: dayStart)!
                    let pieceEnd = min(end, nextDay)
                    let parts = calendar.dateComponents([.year, .month, .day], from: dayStart)
                    let date = LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
                    result["\(task.id) \(date)", default: 0] += Instant(pieceEnd).milliseconds - Instant(pieceStart).milliseconds
                    pieceStart = pieceEnd
                }
            }
        }
        return result
    }
}
