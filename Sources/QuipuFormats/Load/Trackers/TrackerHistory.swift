import Foundation
import QuipuCore

/// Gathers a tracker's records into the app's projects, tasks and slips, with ids derived from
/// the source: a project's from its name, a task's from its project's and its own, a slip's from
/// the format, the record's position and its times. The same file always gives the same ids, so
/// its reports are byte-identical run after run; the same project and task names give the same
/// ids in every format, so the same history in two formats gives the same timesheet.
struct TrackerHistory {
    private let format: TrackerFormat
    private var projectNames: [String] = []
    private var projectPositions: [String: Int] = [:]
    /// Per project, its tasks' names in the order first met.
    private var taskNames: [[String]] = []
    private var taskPositions: [[String]: Int] = [:]
    /// Per task position (in `taskPositions` order), its slips.
    private var slips: [[TimeSlip]] = []

    init(format: TrackerFormat) { self.format = format }

    /// Adds a slip of `task` in `project` from `start` to `stop` (`nil`: running); `record`
    /// is the record's line or index, which makes its id unique in the file.
    mutating func add(project: String, task: String, start: Instant, stop: Instant?, record: Int) {
        let projectPosition: Int
        if let known = projectPositions[project] {
            projectPosition = known
        } else {
            projectPosition = projectNames.count
            projectPositions[project] = projectPosition
            projectNames.append(project)
            taskNames.append([])
        }
        let taskKey = [project, task]
        let taskPosition: Int
        if let known = taskPositions[taskKey] {
            taskPosition = known
        } else {
            taskPosition = slips.count
            taskPositions[taskKey] = taskPosition
            taskNames[projectPosition].append(task)
            slips.append([])
        }
        let id = StableID.uuid("slip", format.rawValue, String(record), String(start.milliseconds), stop.map { String($0.milliseconds) } ?? "running")
        slips[taskPosition].append(TimeSlip(id: id, start: start.date, stop: stop?.date))
    }

    /// The projects, and their tasks, in the order first met.
    var state: AppState {
        AppState(projects: projectNames.map { project in
            Project(id: StableID.uuid("project", project), title: project, tasks: taskNames[projectPositions[project]!].map { task in
                ProjectTask(id: StableID.uuid("task", project, task), title: task, timeSlips: slips[taskPositions[[project, task]]!])
            })
        })
    }
}

/// Version 8 (custom) UUIDs from a 128-bit FNV-1a hash of text parts: deterministic and
/// well spread. Not cryptographic; they only need to be stable and distinct.
enum StableID {
    static func uuid(_ parts: String...) -> UUID {
        var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt128(byte)
                hash &*= prime
            }
            // A separator no UTF-8 text contains, so ("ab", "c") and ("a", "bc") differ.
            hash ^= 0xFF
            hash &*= prime
        }
        var bytes = (0..<16).map { UInt8(truncatingIfNeeded: hash >> (8 * (15 - $0))) }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

extension Instant {
    /// The instant of a date and a time of day in UTC, `nil` outside `supportedRange`.
    init?(utcDate date: LocalDate, secondOfDay: Int, offsetSeconds: Int = 0) {
        self.init(unixMilliseconds: (Int64(date.daysSince1970) * 86_400 + Int64(secondOfDay - offsetSeconds)) * 1000)
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z, `nil` outside `supportedRange`.
    init?(unixMilliseconds milliseconds: Int64) {
        let instant = Instant(milliseconds: milliseconds - 978_307_200_000)
        guard Instant.supportedRange.contains(instant) else { return nil }
        self = instant
    }

    /// The model's `Date` of this instant.
    var date: Date { Date(timeIntervalSinceReferenceDate: Double(milliseconds) / 1000) }
}
