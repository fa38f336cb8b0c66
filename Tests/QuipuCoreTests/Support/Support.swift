import Foundation
import QuipuCore

/// The instant an ISO 8601 text names; traps on a typo in a test.
func at(_ text: String) -> Instant {
    guard let instant = Instant.parseISO8601(text) else { fatalError("bad instant in test: \(text)") }
    return instant
}

func date(_ text: String) -> Date {
    Date(timeIntervalSinceReferenceDate: TimeInterval(at(text).milliseconds) / 1000)
}

func day(_ text: String) -> LocalDate { LocalDate.parse(text[...])! }

let berlin = TimeZone(identifier: "Europe/Berlin")!

/// A state with one project and one task holding slips `[(start, stop)]` (`nil` stop: running).
func state(slips: [(String, String?)], taskTitle: String = "Task", projectTitle: String = "Project") -> AppState {
    let timeSlips = slips.enumerated().map { index, slip in
        TimeSlip(id: uuid(index + 100), start: date(slip.0), stop: slip.1.map(date))
    }
    return AppState(projects: [Project(id: uuid(1), title: projectTitle, tasks: [
        ProjectTask(id: uuid(2), title: taskTitle, timeSlips: timeSlips),
    ])])
}

func uuid(_ number: Int) -> UUID {
    UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - String(number).count) + String(number))!
}

func sheet(_ state: AppState, _ period: String, zone: TimeZone = berlin, asOf: String = "2030-01-01T00:00:00Z",
           midnight: MidnightPolicy = .split, rounding: String? = nil, weekStart: WeekStart = .monday) -> Timesheet {
    Timesheet(state: state, parameters: TimesheetParameters(
        period: try! Period.parse(period), timeZone: zone, weekStart: weekStart, asOf: at(asOf),
        midnight: midnight, rounding: rounding.map { try! DurationRounding.parse($0) }))
}

/// Raw seconds per day of the only row, by date text, leaving out empty days.
func secondsByDay(_ timesheet: Timesheet) -> [String: Int64] {
    var result: [String: Int64] = [:]
    for row in timesheet.rows {
        for (day, cell) in zip(timesheet.days, row.cells) where cell.raw.seconds > 0 {
            result["\(day)", default: 0] += cell.raw.seconds
        }
    }
    return result
}
