import QuipuCore

/// Deterministic histories of any size in the other trackers' formats and as `AppState.json`, for
/// the benchmark and the tests: the same records in each. Record `i` starts 20 minutes after
/// record `i - 1`, from 2000-01-01T00:00:00Z, and lasts 1 to 15 minutes (whole seconds); it
/// belongs to one of seven projects and one of five tasks. Local times (timeclock, Toggl,
/// Clockify) are UTC.
package struct SyntheticTrackerHistory: Sendable {
    package let recordCount: Int
    package let seed: UInt64

    package init(recordCount: Int, seed: UInt64 = 2001) {
        self.recordCount = recordCount
        self.seed = seed
    }

    /// The first start, in seconds since 1970-01-01.
    static let firstStart: Int64 = 946_684_800

    /// A UTC day no record ends after: the day of the last record's start plus 15 minutes, which no record lasts.
    package var lastDay: LocalDate { parts(Self.firstStart + Int64(max(recordCount - 1, 0)) * 1200 + 900).date }

    private struct Record {
        let start: Int64, stop: Int64
        /// Positions in `projects` and `tasks`.
        let projectIndex: Int, taskIndex: Int
        var project: String { SyntheticTrackerHistory.projects[projectIndex] }
        var task: String { SyntheticTrackerHistory.tasks[taskIndex] }
    }

    private static let projects = ["Acme Website", "Research", "Admin", "Guitar shop", "Book", "Teaching", "Open source"]
    private static let tasks = ["Design", "Review", "Email", "Invoices", "Support"]

    private func forEachRecord(_ body: (Int, Record) -> Void) {
        var random = SplitMix64(state: seed)
        for index in 0..<recordCount {
            let start = Self.firstStart + Int64(index) * 1200
            let length = 60 + Int64(random.next() % 840)
            body(index, Record(start: start, stop: start + length, projectIndex: index % Self.projects.count,
                               taskIndex: index / Self.projects.count % Self.tasks.count))
        }
    }

    /// The same records as the app's `AppState.json`, compact as its `JSONEncoder()` writes it: each
    /// project with its five tasks, each task's slips in the order of the records, random ids.
    package func appState() -> [UInt8] {
        var slipsByTask = [[Record]](repeating: [], count: Self.projects.count * Self.tasks.count)
        forEachRecord { _, record in slipsByTask[record.projectIndex * Self.tasks.count + record.taskIndex].append(record) }
        var output = JSONOutput(shuffledKeys: false, random: SplitMix64(state: seed))
        output.bytes.reserveCapacity(recordCount * 100 + 4096)
        let unixToReference = 978_307_200.0
        output.object([("projects", { output in
            output.array(Self.projects.indices) { output, project in
                output.object([
                    ("id", { $0.uuid() }),
                    ("title", { $0.string(Self.projects[project]) }),
                    ("tasks", { output in
                        output.array(Self.tasks.indices) { output, task in
                            output.object([
                                ("id", { $0.uuid() }),
                                ("title", { $0.string(Self.tasks[task]) }),
                                ("dueDate", { $0.object([("unknown", { $0.object([]) })]) }),
                                ("state", { $0.object([("unfinished", { $0.object([]) })]) }),
                                ("timeSlips", { output in
                                    output.array(slipsByTask[project * Self.tasks.count + task]) { output, record in
                                        output.object([("id", { $0.uuid() }), ("start", { $0.number(Double(record.start) - unixToReference) }),
                                                       ("stop", { $0.number(Double(record.stop) - unixToReference) })])
                                    }
                                }),
                            ])
                        }
                    }),
                ])
            }
        })])
        return output.bytes
    }

    /// `timew export`, with tags `project:…` and `task:…` (sorted, as Timewarrior keeps them).
    package func timewarrior() -> [UInt8] {
        var text = "[\n"
        forEachRecord { index, record in
            text += "{\"id\":\(recordCount - index),\"start\":\"\(basic(record.start))\",\"end\":\"\(basic(record.stop))\","
                + "\"tags\":[\"project:\(record.project)\",\"task:\(record.task)\"]}" + (index + 1 < recordCount ? ",\n" : "\n")
        }
        return Array((text + "]\n").utf8)
    }

    /// Timewarrior's own database, for its `timew summary`: each month's file (`2000-01.data`) with
    /// its `inc START - END # TAGS` lines.
    package func timewarriorDatabase() -> [(name: String, bytes: [UInt8])] {
        var months: [(name: String, bytes: [UInt8])] = []
        forEachRecord { _, record in
            let date = parts(record.start).date
            let name = "\(date.year)-\(two(date.month)).data"
            if months.last?.name != name { months.append((name, [])) }
            months[months.count - 1].bytes += "inc \(basic(record.start)) - \(basic(record.stop)) # \"project:\(record.project)\" \"task:\(record.task)\"\n".utf8
        }
        return months
    }

    /// Watson's `frames` file.
    package func watsonFrames() -> [UInt8] {
        var text = "["
        forEachRecord { index, record in
            text += (index == 0 ? "\n" : ",\n") + " [\(record.start), \(record.stop), \"\(record.project)\", \"\(String(index, radix: 16))\", "
                + "[\"\(record.task)\"], \(record.stop)]"
        }
        return Array((text + "\n]\n").utf8)
    }

    /// A timeclock file.
    package func timeclock() -> [UInt8] {
        var text = ""
        forEachRecord { _, record in
            text += "i \(local(record.start, dateSeparator: "/")) \(record.project):\(record.task)\no \(local(record.stop, dateSeparator: "/"))\n"
        }
        return Array(text.utf8)
    }

    /// Toggl Track's detailed CSV export.
    package func toggl() -> [UInt8] {
        var text = "User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)\r\n"
        forEachRecord { _, record in
            let start = local(record.start, dateSeparator: "-").split(separator: " "), stop = local(record.stop, dateSeparator: "-").split(separator: " ")
            text += "Ada,ada@example.org,,\(record.project),\(record.task),,Yes,\(start[0]),\(start[1]),\(stop[0]),\(stop[1]),"
                + "\(duration(record.stop - record.start)),,0.00\r\n"
        }
        return Array(text.utf8)
    }

    /// Clockify's detailed CSV export, month-first dates on the 12-hour clock.
    package func clockify() -> [UInt8] {
        var text = "\"Project\",\"Client\",\"Description\",\"Task\",\"User\",\"Group\",\"Email\",\"Tags\",\"Billable\",\"Start Date\",\"Start Time\","
            + "\"End Date\",\"End Time\",\"Duration (h)\",\"Duration (decimal)\",\"Billable Rate (EUR)\",\"Billable Amount (EUR)\"\r\n"
        forEachRecord { _, record in
            text += "\"\(record.project)\",\"\",\"\",\"\(record.task)\",\"Ada\",\"\",\"ada@example.org\",\"\",\"Yes\","
                + "\"\(usDate(record.start))\",\"\(twelveHour(record.start))\",\"\(usDate(record.stop))\",\"\(twelveHour(record.stop))\","
                + "\"\(duration(record.stop - record.start))\",\"0.00\",\"0.00\",\"0.00\"\r\n"
        }
        return Array(text.utf8)
    }

    private func parts(_ seconds: Int64) -> (date: LocalDate, hour: Int, minute: Int, second: Int) {
        let days = Int(seconds / 86_400), secondOfDay = Int(seconds % 86_400)
        return (LocalDate(daysSince1970: days), secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    }

    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private func basic(_ seconds: Int64) -> String {
        let (date, hour, minute, second) = parts(seconds)
        return "\(date.year)\(two(date.month))\(two(date.day))T\(two(hour))\(two(minute))\(two(second))Z"
    }

    private func local(_ seconds: Int64, dateSeparator: String) -> String {
        let (date, hour, minute, second) = parts(seconds)
        return "\(date.year)\(dateSeparator)\(two(date.month))\(dateSeparator)\(two(date.day)) \(two(hour)):\(two(minute)):\(two(second))"
    }

    private func usDate(_ seconds: Int64) -> String {
        let date = parts(seconds).date
        return "\(two(date.month))/\(two(date.day))/\(date.year)"
    }

    private func twelveHour(_ seconds: Int64) -> String {
        let (_, hour, minute, second) = parts(seconds)
        return "\(two(hour % 12 == 0 ? 12 : hour % 12)):\(two(minute)):\(two(second)) \(hour < 12 ? "AM" : "PM")"
    }

    private func duration(_ seconds: Int64) -> String { "\(two(Int(seconds / 3600))):\(two(Int(seconds / 60 % 60))):\(two(Int(seconds % 60)))" }
}
