import Foundation

/// To which local day time after midnight is credited.
public enum MidnightPolicy: String, CaseIterable, Sendable {
    /// Split at each local midnight: every day gets exactly the time that fell on it.
    case split
    /// The whole slip counts on the day it started.
    case startDay = "start-day"
    /// The whole slip counts on the day it stopped.
    case endDay = "end-day"
}

/// Everything a timesheet depends on besides the data. "Now" and the zone are parameters.
public struct TimesheetParameters: Sendable {
    public let period: Period
    public let timeZone: TimeZone
    public let weekStart: WeekStart
    /// Running slips are counted up to this instant.
    public let asOf: Instant
    public let midnight: MidnightPolicy
    /// `nil`: billed time equals recorded time.
    public let rounding: DurationRounding?
    /// The grain of the grid's columns. Cells are computed per day whatever it is, then summed.
    public let columns: ColumnGrain
    /// Projects and tasks whose time is not billable besides slips recorded as such.
    public let nonBillable: NonBillableWork
    /// Whether time recorded without a project (`Project.projectlessTitle`) is billable: only on
    /// an invoice whose client names that project.
    public let projectlessTimeIsBillable: Bool

    /// `columns` defaults to the grain that fits the period's length (`ColumnGrain.fitting`).
    public init(period: Period, timeZone: TimeZone, weekStart: WeekStart = .monday, asOf: Instant,
                midnight: MidnightPolicy = .split, rounding: DurationRounding? = nil, columns: ColumnGrain? = nil,
                nonBillable: NonBillableWork = .none, projectlessTimeIsBillable: Bool = false) {
        self.period = period
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.asOf = asOf
        self.midnight = midnight
        self.rounding = rounding
        let (first, last) = period.days(weekStart: weekStart)
        self.columns = columns ?? .fitting(dayCount: last.daysSince1970 - first.daysSince1970 + 1)
        self.nonBillable = nonBillable
        self.projectlessTimeIsBillable = projectlessTimeIsBillable
    }
}

/// One time slip as reports name it.
public struct SlipReference: Hashable, Sendable {
    public let slipID: UUID
    public let projectTitle: String
    public let taskTitle: String
    /// The part of the slip inside the period (a running slip ends at `asOf`).
    public let start: Instant
    public let end: Instant

    /// Names the slip `slipID` of `taskTitle` in `projectTitle`, from `start` to `end`.
    public init(slipID: UUID, projectTitle: String, taskTitle: String, start: Instant, end: Instant) {
        self.slipID = slipID
        self.projectTitle = projectTitle
        self.taskTitle = taskTitle
        self.start = start
        self.end = end
    }
}

/// Two slips recorded at the same time.
public struct Overlap: Hashable, Sendable {
    public let first: SlipReference
    public let second: SlipReference
    public let start: Instant
    public let end: Instant
    public var duration: DisplayedDuration { DisplayedDuration(milliseconds: end.milliseconds - start.milliseconds) }
}

/// A task's line of the grid.
public struct TimesheetRow: Hashable, Sendable {
    public let projectID: UUID
    public let projectTitle: String
    public let taskID: UUID
    public let taskTitle: String
    public let taskState: ProjectTask.State
    /// One per day of the period.
    public let cells: [TimeAmount]
    public var total: TimeAmount { cells.reduce(.zero, +) }
}

/// A tasks × days timesheet of a period: the pure projection of an `AppState`.
public struct Timesheet: Sendable {
    public let parameters: TimesheetParameters
    /// The local days of the period, in order.
    public let days: [LocalDate]
    /// Tasks with time in the period, by project title, task title, then ids.
    public let rows: [TimesheetRow]
    /// Slips recorded at the same time: how many pairs, their shared time, and the longest of them.
    public let overlaps: OverlapSummary
    /// Slips with no stop that were counted up to `asOf`.
    public let runningSlips: [SlipReference]
    /// Time inside the period added slip by slip (overlaps counted twice).
    public let summedTime: DisplayedDuration
    /// Time inside the period during which at least one slip ran.
    public let wallClockTime: DisplayedDuration
    /// Column totals, one per day: the sum of the cells above.
    public let dayTotals: [TimeAmount]
    /// The totals of each week, one per block of `weeks`: the week's and each row's.
    public let weekTotals: [TimesheetWeekTotals]

    /// The grand total: the sum of every cell.
    public var total: TimeAmount { rows.reduce(.zero) { $0 + $1.total } }

    /// The period's days cut into weeks at each week start, as ranges of day indices. A month
    /// gives four to six blocks; the first and last may be partial weeks.
    public var weeks: [Range<Int>] { Self.weeks(of: days, weekStart: parameters.weekStart) }

    /// `days` cut into weeks at each `weekStart`, as ranges of indices into `days`.
    static func weeks(of days: [LocalDate], weekStart: WeekStart) -> [Range<Int>] {
        let startWeekday = weekStart == .monday ? 1 : 7
        var blocks: [Range<Int>] = []
        var blockStart = 0
        for (index, day) in days.enumerated() where index > 0 && day.isoWeekday == startWeekday {
            blocks.append(blockStart..<index)
            blockStart = index
        }
        blocks.append(blockStart..<days.count)
        return blocks
    }
}

extension TimesheetRow {
    /// The sum of the row's cells on the days in `days`.
    public func total(of days: Range<Int>) -> TimeAmount { cells[days].reduce(.zero, +) }
}

extension Timesheet {
    /// Projects `state` onto the period: clips slips to it, credits them to local days by the
    /// midnight policy, rounds billed time, and finds overlaps and running slips.
    public init(state: AppState, parameters: TimesheetParameters) {
        self.init(grid: TimesheetGrid(state: state, parameters: parameters), slips: SlipsInPeriod(state: state, parameters: parameters))
    }

    /// The timesheet of the two halves of the projection, each worked out from the same state and
    /// parameters (they do not depend on each other, so they may be worked out at the same time).
    public init(grid: TimesheetGrid, slips: SlipsInPeriod) {
        let dayTotals = grid.days.indices.map { day in grid.rows.reduce(.zero) { $0 + $1.cells[day] } }
        let weeks = Self.weeks(of: grid.days, weekStart: grid.parameters.weekStart)
        self.init(parameters: grid.parameters, days: grid.days, rows: grid.rows, overlaps: slips.overlaps,
                  runningSlips: slips.runningSlips, summedTime: slips.summedTime, wallClockTime: slips.wallClockTime, dayTotals: dayTotals,
                  weekTotals: TimesheetWeekTotals.totals(of: weeks, rowCells: grid.rows.map(\.cells), dayTotals: dayTotals))
    }
}

/// The tasks × days half of a timesheet: each task's recorded and billed time per local day.
public struct TimesheetGrid: Sendable {
    public let parameters: TimesheetParameters
    public let days: [LocalDate]
    /// Tasks with time in the period, by project title, task title, then ids.
    public let rows: [TimesheetRow]

    /// Credits each slip to the period's local days by the midnight policy, keeps its billable
    /// part apart, and rounds the billable time into billed time.
    public init(state: AppState, parameters: TimesheetParameters) {
        let (first, last) = parameters.period.days(weekStart: parameters.weekStart)
        let boundaries = DayBoundaries(first: first, last: last, timeZone: parameters.timeZone)
        var rows: [TimesheetRow] = []
        for project in state.projects {
            for task in project.tasks {
                let taskIsBillable = (parameters.projectlessTimeIsBillable || project.title != Project.projectlessTitle)
                    && (parameters.nonBillable.isEmpty || parameters.nonBillable.isBillable(task: task, of: project))
                var raw = [Int64](repeating: 0, count: boundaries.days.count)
                var billable = raw, billedByEntry = raw
                for slip in task.timeSlips {
                    let start = Instant(slip.start)
                    let end = slip.stop.map(Instant.init) ?? parameters.asOf
                    guard end > start else { continue }
                    let slipIsBillable = taskIsBillable && slip.isBillable
                    Timesheet.forEachShare(from: start, to: end, policy: parameters.midnight, in: boundaries) { day, milliseconds in
                        raw[day] = DisplayedDuration.cappedSum(raw[day], milliseconds)
                        guard slipIsBillable else { return }
                        billable[day] = DisplayedDuration.cappedSum(billable[day], milliseconds)
                        billedByEntry[day] = DisplayedDuration.cappedSum(billedByEntry[day], parameters.rounding?.billed(milliseconds) ?? milliseconds)
                    }
                }
                let billed = Timesheet.billed(raw: billable, billedByEntry: billedByEntry, rounding: parameters.rounding)
                let cells = raw.indices.map { day in
                    TimeAmount(raw: DisplayedDuration(milliseconds: raw[day]), billable: DisplayedDuration(milliseconds: billable[day]),
                               billed: DisplayedDuration(milliseconds: billed[day]))
                }
                guard cells.contains(where: { !$0.isZero }) else { continue }
                rows.append(TimesheetRow(projectID: project.id, projectTitle: project.title, taskID: task.id,
                                         taskTitle: task.title, taskState: task.state, cells: cells))
            }
        }
        // By titles, then ids as text; an id is written out only to tell equal titles apart.
        rows.sort { lhs, rhs in
            if lhs.projectTitle != rhs.projectTitle { return lhs.projectTitle < rhs.projectTitle }
            if lhs.taskTitle != rhs.taskTitle { return lhs.taskTitle < rhs.taskTitle }
            return (lhs.projectID.uuidString, lhs.taskID.uuidString) < (rhs.projectID.uuidString, rhs.taskID.uuidString)
        }
        self.parameters = parameters
        days = boundaries.days
        self.rows = rows
    }
}

/// The slip-by-slip half of a timesheet: overlaps, running slips, summed and wall-clock time.
public struct SlipsInPeriod: Sendable {
    public let overlaps: OverlapSummary
    public let runningSlips: [SlipReference]
    public let summedTime: DisplayedDuration
    public let wallClockTime: DisplayedDuration

    /// Clips each slip to the period (a running one ends at `asOf`) and sweeps them in time order.
    public init(state: AppState, parameters: TimesheetParameters) {
        let (first, last) = parameters.period.days(weekStart: parameters.weekStart)
        let boundaries = DayBoundaries(first: first, last: last, timeZone: parameters.timeZone)
        let places = state.projects.indices.flatMap { project in state.projects[project].tasks.indices.map { TaskPlace(project: project, task: $0) } }
        func slip(_ interval: ClippedInterval) -> TimeSlip {
            let place = places[Int(interval.task)]
            return state.projects[place.project].tasks[place.task].timeSlips[Int(interval.slip)]
        }
        var intervals: [ClippedInterval] = []
        intervals.reserveCapacity(state.projects.reduce(0) { $0 + $1.tasks.reduce(0) { $0 + $1.timeSlips.count } })
        var running: [ClippedInterval] = []
        var taskNumber: Int32 = 0
        for project in state.projects {
            for task in project.tasks {
                for (slipIndex, slip) in task.timeSlips.enumerated() {
                    let start = max(Instant(slip.start), boundaries.periodStart)
                    let end = min(slip.stop.map(Instant.init) ?? parameters.asOf, boundaries.periodEnd)
                    guard start < end else { continue }
                    let interval = ClippedInterval(start: start.milliseconds, end: end.milliseconds, task: taskNumber, slip: Int32(slipIndex))
                    intervals.append(interval)
                    if slip.isRunning { running.append(interval) }
                }
                taskNumber += 1
            }
        }
        // By start, end, then slip id, so equal times still come out in one order; the ids are
        // looked up only for intervals whose times are equal.
        func inTimeOrder(_ lhs: ClippedInterval, _ rhs: ClippedInterval) -> Bool {
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.end != rhs.end { return lhs.end < rhs.end }
            return ClippedInterval.idOrder(slip(lhs).id) < ClippedInterval.idOrder(slip(rhs).id)
        }
        intervals.sort(by: inTimeOrder)
        let sweep = Timesheet.sweep(intervals, listLimit: OverlapSummary.listLimit)
        func reference(_ interval: ClippedInterval) -> SlipReference {
            let place = places[Int(interval.task)]
            let project = state.projects[place.project], task = project.tasks[place.task]
            return SlipReference(slipID: task.timeSlips[Int(interval.slip)].id, projectTitle: project.title, taskTitle: task.title,
                                 start: Instant(milliseconds: interval.start), end: Instant(milliseconds: interval.end))
        }
        running.sort(by: inTimeOrder)
        overlaps = OverlapSummary(pairCount: sweep.pairCount, sharedTime: DisplayedDuration(milliseconds: sweep.sharedMilliseconds),
                                  longest: sweep.longest.map { pair in
                                      let first = intervals[pair.first], second = intervals[pair.second]
                                      return Overlap(first: reference(first), second: reference(second),
                                                     start: Instant(milliseconds: second.start),
                                                     end: Instant(milliseconds: min(first.end, second.end)))
                                  })
        runningSlips = running.map(reference)
        summedTime = DisplayedDuration(milliseconds: sweep.summedMilliseconds)
        wallClockTime = DisplayedDuration(milliseconds: sweep.wallClockMilliseconds)
    }
}

/// Where a task is in the state: its project's position, and its own in the project.
private struct TaskPlace {
    let project: Int
    let task: Int
}

extension Timesheet {
    /// Calls `body` with each day of the period and the milliseconds of `[start, end)` credited to it.
    @inline(__always)
    static func forEachShare(from start: Instant, to end: Instant, policy: MidnightPolicy, in boundaries: DayBoundaries,
                             _ body: (_ day: Int, _ milliseconds: Int64) -> Void) {
        let length = end.milliseconds - start.milliseconds
        switch policy {
        case .startDay:
            if let day = boundaries.dayIndex(containing: start) { body(day, length) }
        case .endDay:
            if let day = boundaries.dayIndex(containing: Instant(milliseconds: end.milliseconds - 1)) { body(day, length) }
        case .split:
            let clippedStart = max(start, boundaries.periodStart), clippedEnd = min(end, boundaries.periodEnd)
            guard clippedStart < clippedEnd, var day = boundaries.dayIndex(containing: clippedStart) else { return }
            var pieceStart = clippedStart
            while pieceStart < clippedEnd {
                let pieceEnd = min(clippedEnd, boundaries.starts[day + 1])
                body(day, pieceEnd.milliseconds - pieceStart.milliseconds)
                pieceStart = pieceEnd
                day += 1
            }
        }
    }

    /// Billed milliseconds per day for one task's billable time under the rounding's scope.
    static func billed(raw: [Int64], billedByEntry: [Int64], rounding: DurationRounding?) -> [Int64] {
        guard let rounding else { return raw }
        switch rounding.scope {
        case .entry:
            return billedByEntry
        case .dayTask:
            return raw.map(rounding.billed)
        case .task:
            // Each day carries the growth of the rounded running total, so the days add up to the
            // rounded task total and no day is negative.
            var cumulative: Int64 = 0, billedSoFar: Int64 = 0
            return raw.map { milliseconds in
                cumulative = DisplayedDuration.cappedSum(cumulative, milliseconds)
                let billedThrough = rounding.billed(cumulative)
                defer { billedSoFar = billedThrough }
                return billedThrough - billedSoFar
            }
        }
    }
}

/// A slip's stretch inside the period, small enough to sort by the million (24 bytes): its
/// times, and where its slip is, by which its id is found when two intervals' times are equal.
struct ClippedInterval {
    let start: Int64
    let end: Int64
    /// The slip's task, counted over every project's tasks in order.
    let task: Int32
    /// The slip's position among its task's slips.
    let slip: Int32

    /// A slip id's bytes as two big-endian words: compared, they order ids as their text does.
    static func idOrder(_ id: UUID) -> (UInt64, UInt64) {
        let bytes = id.uuid
        let high = UInt64(bytes.0) << 56 | UInt64(bytes.1) << 48 | UInt64(bytes.2) << 40 | UInt64(bytes.3) << 32
            | UInt64(bytes.4) << 24 | UInt64(bytes.5) << 16 | UInt64(bytes.6) << 8 | UInt64(bytes.7)
        let low = UInt64(bytes.8) << 56 | UInt64(bytes.9) << 48 | UInt64(bytes.10) << 40 | UInt64(bytes.11) << 32
            | UInt64(bytes.12) << 24 | UInt64(bytes.13) << 16 | UInt64(bytes.14) << 8 | UInt64(bytes.15)
        return (high, low)
    }
}
