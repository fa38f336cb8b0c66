import Foundation
@testable import QuipuCore
@testable import QuipuFormats
import QuipuSynthetic
import Testing

/// The fast paths held to slow, obvious ones on generated histories: the byte-level loader to
/// `JSONDecoder`, day bucketing by precomputed boundaries to a `Calendar` walk per slip (and its
/// week and month columns to `Calendar`'s weeks and months), and the
/// overlap sweep to a comparison of every pair of slips.
@Suite("Fast paths against their references")
struct DifferentialTests {
    static let histories: [SyntheticHistory] = [
        SyntheticHistory(slipCount: 1500, seed: 1), SyntheticHistory(slipCount: 1500, seed: 2, shuffledKeys: true),
        SyntheticHistory(slipCount: 4000, seed: 3, shuffledKeys: true), SyntheticHistory(slipCount: 1, seed: 4),
        SyntheticHistory(slipCount: 3000, seed: 7, people: 9, tasks: 20, wholeSeconds: true),
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

    @Test("day, week and month cells equal a Calendar walk per slip summed by Calendar's weeks and months, across DST",
          arguments: bucketings, [WeekStart.monday, .sunday])
    func bucketing(case: (zone: String, period: String), weekStart: WeekStart) throws {
        let history = SyntheticHistory(slipCount: 6000, seed: 5, shuffledKeys: true)
        let state = try AppStateLoader.decode(history.json(), file: "history.json")
        let zone = try #require(TimeZone(identifier: `case`.zone))
        let reference = Self.calendarWalk(state, parameters: TimesheetParameters(
            period: try Period.parse(`case`.period), timeZone: zone, weekStart: weekStart, asOf: history.end))
            .mapValues { DisplayedDuration(milliseconds: $0).seconds }.filter { $0.value > 0 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = weekStart == .monday ? 2 : 1
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let (first, _) = try Period.parse(`case`.period).days(weekStart: weekStart)

        for columns in ColumnGrain.allCases {
            let parameters = TimesheetParameters(period: try Period.parse(`case`.period), timeZone: zone, weekStart: weekStart,
                                                 asOf: history.end, columns: columns)
            let timesheet = Timesheet(state: state, parameters: parameters)
            let timesheetColumns = timesheet.columns
            var fast: [String: Int64] = [:]
            for row in timesheet.rows {
                for (column, cell) in zip(timesheetColumns, timesheet.cells(of: row, in: timesheetColumns)) where cell.raw.seconds > 0 {
                    fast["\(row.taskID) \(column.firstDay)"] = cell.raw.seconds
                }
            }
            // Each day's displayed seconds, added up in the column Calendar puts the day in.
            var expected: [String: Int64] = [:]
            for (key, seconds) in reference {
                let parts = key.split(separator: " ")
                let day = try #require(LocalDate.parse(parts[1]))
                let date = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)))
                let columnStart: Date = switch columns {
                case .day: date
                case .week: try #require(calendar.dateInterval(of: .weekOfYear, for: date)).start
                case .month: try #require(calendar.dateInterval(of: .month, for: date)).start
                }
                let startParts = calendar.dateComponents([.year, .month, .day], from: columnStart)
                let firstDay = max(first, try #require(LocalDate(year: startParts.year!, month: startParts.month!, day: startParts.day!)))
                expected["\(parts[0]) \(firstDay)", default: 0] += seconds
            }
            #expect(fast == expected, "\(columns)")
            #expect(!fast.isEmpty)
            #expect(timesheet.total == timesheet.totals(of: timesheetColumns).reduce(.zero, +))
        }
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

    @Test("a whole-second history is the same slips in the same order, each time rounded to the second and written without a fraction")
    func wholeSecondHistory() throws {
        let fractional = SyntheticHistory(slipCount: 3000, seed: 7, people: 9, tasks: 20)
        let whole = SyntheticHistory(slipCount: 3000, seed: 7, people: 9, tasks: 20, wholeSeconds: true)
        let wholeBytes = whole.json()
        #expect(!wholeBytes.contains(UInt8(ascii: ".")))
        let slips = try AppStateLoader.decode(fractional.json(), file: "fractional.json").projects.flatMap(\.tasks).flatMap(\.timeSlips)
        let wholeSlips = try AppStateLoader.decode(wholeBytes, file: "whole.json").projects.flatMap(\.tasks).flatMap(\.timeSlips)
        #expect(wholeSlips.map(\.id) == slips.map(\.id))
        func rounded(_ date: Date) -> Date { Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded()) }
        #expect(wholeSlips.map(\.start) == slips.map { rounded($0.start) })
        #expect(wholeSlips.map(\.stop) == slips.map { $0.stop.map(rounded) })
    }

    @Test("overlap count, shared, summed and wall-clock time and the longest overlaps equal a pairwise comparison",
          arguments: [1, 3, 8])
    func overlapsOfGeneratedHistories(people: Int) throws {
        let history = SyntheticHistory(slipCount: 1500, seed: 6, people: people)
        let state = try AppStateLoader.decode(history.json(), file: "history.json")
        let parameters = TimesheetParameters(period: try Period.parse("2023-01-01..2024-12-31"), timeZone: TimeZone(identifier: "UTC")!,
                                             asOf: history.end)
        let reference = Self.pairwiseOverlaps(state, parameters: parameters)
        Self.expectOverlaps(Timesheet(state: state, parameters: parameters), equal: reference)
        #expect(reference.pairs.count > (people == 1 ? 0 : OverlapSummary.listLimit))
    }

    @Test("each person's generated slips follow one another, and all the people's run at once, in whole seconds too",
          arguments: [3, 8], [false, true])
    func peopleWorkAtTheSameTime(people: Int, wholeSeconds: Bool) throws {
        let history = SyntheticHistory(slipCount: 1500, seed: 6, people: people, wholeSeconds: wholeSeconds)
        let state = try AppStateLoader.decode(history.json(), file: "history.json")
        let asOf = Date(timeIntervalSinceReferenceDate: Double(history.end.milliseconds) / 1000)
        // People start in turn, so in start order every `people`-th slip is the same person's.
        let slips = state.projects.flatMap(\.tasks).flatMap(\.timeSlips).sorted { $0.start < $1.start }
        #expect(slips.indices.dropLast(people).allSatisfy { slips[$0].stop! <= slips[$0 + people].start })
        var mostAtOnce = 0
        var runningEnds: [Date] = []
        for slip in slips {
            runningEnds.removeAll { $0 <= slip.start }
            runningEnds.append(slip.stop ?? asOf)
            mostAtOnce = max(mostAtOnce, runningEnds.count)
        }
        #expect(mostAtOnce == people)
    }

    @Test("overlaps equal a pairwise comparison with ties, identical and touching slips", arguments: [2, 3, 5, 8])
    func overlapsWithTies(people: Int) throws {
        let state = Self.gridHistory(people: people, seed: UInt64(people))
        let parameters = TimesheetParameters(period: try Period.parse("2024-03-25..2024-03-26"), timeZone: TimeZone(identifier: "UTC")!,
                                             asOf: Self.gridAsOf)
        let reference = Self.pairwiseOverlaps(state, parameters: parameters)
        Self.expectOverlaps(Timesheet(state: state, parameters: parameters), equal: reference)
        #expect(reference.pairs.count > (people == 2 ? 0 : OverlapSummary.listLimit))
        let cutoff = reference.pairs[min(reference.pairs.count, OverlapSummary.listLimit) - 1].duration
        #expect(reference.pairs.filter { $0.duration == cutoff }.count > 1, "a tie at the cut is decided by start and ids")
        #expect(reference.pairs.contains { $0.first.start == $0.second.start && $0.first.end == $0.second.end })
        let slips = state.projects.flatMap(\.tasks).flatMap(\.timeSlips)
        #expect(slips.contains { slip in slips.contains { $0.start == slip.stop } }, "slips that touch")
    }

    @Test("the bounded listing keeps the longest pairs in order at any limit", arguments: [1, 2, 7, 40])
    func listingAtAnyLimit(limit: Int) throws {
        for people in [2, 5, 8] {
            let tasks = Self.gridHistory(people: people, seed: 100 + UInt64(people)).projects.flatMap(\.tasks)
            let intervals = tasks.enumerated().flatMap { task, value in
                value.timeSlips.enumerated().map { slip, value in
                    ClippedInterval(start: Instant(value.start).milliseconds, end: value.stop.map(Instant.init)?.milliseconds ?? Self.gridAsOf.milliseconds,
                                    task: Int32(task), slip: Int32(slip))
                }
            }
            Self.expectSweepEqualsPairwise(intervals, listLimit: limit)
        }
    }

    @Test("the bounded listing keeps the longest pairs in order on thousands of small nested sets")
    func listingOfNestedSlips() {
        // Slips of any length on a coarse grid nest in one another, so that a slip's equally long
        // overlaps come from slips that ended in another order than they started; a tie decided
        // by the earlier slip rarely falls at the cut, hence the many sets.
        for seed in 0..<3000 as Range<UInt64> {
            var random = SplitMix64(state: seed)
            let count = 3 + Int(random.next() % 10), span = 5 + random.next() % 36, longest = 2 + random.next() % 29
            let intervals = (0..<count).map { slip in
                let start = Int64(random.next() % span)
                return ClippedInterval(start: start, end: start + 1 + Int64(random.next() % longest), task: 0, slip: Int32(slip))
            }
            Self.expectSweepEqualsPairwise(intervals, listLimit: 1 + Int(random.next() % 6))
        }
    }

    /// Checks the sweep of `unsorted` in time order (equal times by the slip's place) against every pair compared and sorted.
    static func expectSweepEqualsPairwise(_ unsorted: [ClippedInterval], listLimit: Int) {
        let intervals = unsorted.sorted { ($0.start, $0.end, $0.task, $0.slip) < ($1.start, $1.end, $1.task, $1.slip) }
        var pairs: [RankedPair] = []
        for second in intervals.indices {
            for first in intervals[..<second].indices {
                let duration = min(intervals[first].end, intervals[second].end) - intervals[second].start
                if duration > 0 { pairs.append(RankedPair(duration: duration, first: first, second: second)) }
            }
        }
        let sweep = Timesheet.sweep(intervals, listLimit: listLimit)
        let listed = sweep.longest.map { [$0.duration, Int64($0.first), Int64($0.second)] }
        let expected = pairs.sorted().prefix(listLimit).map { [$0.duration, Int64($0.first), Int64($0.second)] }
        #expect(listed == expected, "\(intervals.map { "\($0.start)..\($0.end)" })")
        #expect(sweep.pairCount == pairs.count)
        #expect(sweep.sharedMilliseconds == pairs.reduce(0) { $0 + $1.duration })
    }

    /// An overlapping pair as the reference sees it: `first` comes before `second` by start, end, then id.
    struct ReferencePair: Equatable, CustomStringConvertible {
        struct Slip: Comparable {
            let start: Int64, end: Int64, id: String
            static func < (lhs: Self, rhs: Self) -> Bool { (lhs.start, lhs.end, lhs.id) < (rhs.start, rhs.end, rhs.id) }
        }
        let first: Slip, second: Slip
        var duration: Int64 { min(first.end, second.end) - second.start }
        var description: String { "\(duration) ms: \(first.id) \(first.start)..\(first.end) with \(second.id) \(second.start)..\(second.end)" }
    }

    /// Every overlapping pair of slips clipped to the period, found by comparing each slip with
    /// each other: longest first, then by the later slip's start, end and id, then the earlier's.
    static func pairwiseOverlaps(_ state: AppState, parameters: TimesheetParameters) -> (pairs: [ReferencePair], summed: Int64, wallClock: Int64) {
        let (first, last) = parameters.period.days(weekStart: parameters.weekStart)
        let period = DayBoundaries(first: first, last: last, timeZone: parameters.timeZone)
        let slips = state.projects.flatMap(\.tasks).flatMap(\.timeSlips).compactMap { slip -> ReferencePair.Slip? in
            let start = max(Instant(slip.start), period.periodStart).milliseconds
            let end = min(slip.stop.map(Instant.init) ?? parameters.asOf, period.periodEnd).milliseconds
            return start < end ? ReferencePair.Slip(start: start, end: end, id: slip.id.uuidString) : nil
        }.sorted()
        var pairs: [ReferencePair] = []
        for (index, earlier) in slips.enumerated() {
            for later in slips[(index + 1)...] where max(earlier.start, later.start) < min(earlier.end, later.end) {
                pairs.append(ReferencePair(first: earlier, second: later))
            }
        }
        pairs.sort { lhs, rhs in
            if lhs.duration != rhs.duration { return lhs.duration > rhs.duration }
            return lhs.second != rhs.second ? lhs.second < rhs.second : lhs.first < rhs.first
        }
        var covered: Int64 = 0, reach = Int64.min
        for slip in slips {
            covered += max(0, slip.end - max(slip.start, reach))
            reach = max(reach, slip.end)
        }
        return (pairs, slips.reduce(0) { $0 + $1.end - $1.start }, covered)
    }

    static func expectOverlaps(_ timesheet: Timesheet, equal reference: (pairs: [ReferencePair], summed: Int64, wallClock: Int64)) {
        let overlaps = timesheet.overlaps
        #expect(overlaps.pairCount == reference.pairs.count)
        #expect(overlaps.sharedTime == DisplayedDuration(milliseconds: reference.pairs.reduce(0) { $0 + $1.duration }))
        #expect(timesheet.summedTime == DisplayedDuration(milliseconds: reference.summed))
        #expect(timesheet.wallClockTime == DisplayedDuration(milliseconds: reference.wallClock))
        let listed = overlaps.longest.map { overlap in
            ReferencePair(first: .init(start: overlap.first.start.milliseconds, end: overlap.first.end.milliseconds, id: overlap.first.slipID.uuidString),
                          second: .init(start: overlap.second.start.milliseconds, end: overlap.second.end.milliseconds, id: overlap.second.slipID.uuidString))
        }
        #expect(listed == Array(reference.pairs.prefix(OverlapSummary.listLimit)))
        #expect(overlaps.longest.allSatisfy { $0.start == $0.second.start && $0.end == min($0.first.end, $0.second.end) })
        #expect(overlaps.unlistedCount == max(0, reference.pairs.count - OverlapSummary.listLimit))
    }

    /// A team's history on a quarter-hour grid, so that lengths tie, slips of different people
    /// start and stop at the same instants, and a slip often starts the instant another stops.
    /// Each person's own slips follow one another, except that the first person's 30th slip is
    /// still running; the second person repeats the first one's slips exactly. Slips start
    /// before 2024-03-25 (UTC) and go on after 2024-03-26.
    static func gridHistory(people: Int, seed: UInt64) -> AppState {
        var random = SplitMix64(state: seed)
        let quarter = 900.0, origin = at("2024-03-24T20:00:00Z")
        var slips: [[TimeSlip]] = Array(repeating: [], count: 3)
        var slipNumber = 0
        var firstPersonTimes: [(Double, Double)] = []
        for person in 0..<people {
            var time = Double(origin.milliseconds) / 1000 + quarter * Double(random.next() % 4)
            for turn in 0..<90 {
                var (start, stop) = (time, time + quarter * Double(1 + random.next() % 4))
                if person == 1 { (start, stop) = firstPersonTimes[turn] } else if person == 0 { firstPersonTimes.append((start, stop)) }
                time = stop + quarter * Double([0, 0, 1, 2][Int(random.next() % 4)])
                slipNumber += 1
                slips[slipNumber % 3].append(TimeSlip(id: Self.uuid(slipNumber), start: Date(timeIntervalSinceReferenceDate: start),
                                                      stop: person == 0 && turn == 30 ? nil : Date(timeIntervalSinceReferenceDate: stop)))
            }
        }
        return AppState(projects: [
            Project(id: Self.uuid(900_001), title: "Team", tasks: slips.enumerated().map { index, slips in
                ProjectTask(id: Self.uuid(900_010 + index), title: "Task \(index)", timeSlips: slips)
            }),
        ])
    }

    /// Where the grid history's running slip is counted to.
    static let gridAsOf = at("2024-03-26T06:00:00Z")

    static func uuid(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static func at(_ text: String) -> Instant { Instant.parseISO8601(text)! }

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
