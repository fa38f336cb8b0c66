import QuipuCore

/// Deterministic time-tracker histories of any size, written byte for byte as the app's
/// `JSONEncoder()` writes its `AppState` (compact, dates as seconds since 2001-01-01, `\/` escaped).
///
/// Slips follow one another over two years (2023–2024) with fractional-second times, crossing
/// midnight and the DST changes; the last is running. A few tasks are active at a time and the
/// set moves on as time passes, like real work.
///
/// One person's history (the default): every 997th slip overlaps the one before. A team's
/// merged history (`people` > 1): slip `i` is person `i % people`'s; each person's own slips
/// follow one another and never overlap, and the people work at the same time, each starting a
/// little later than the one before, so many slips run at once.
///
/// An agency's wide history (`tasks` set): that many tasks in projects of 3 to 12 tasks each,
/// every slip on a task picked at random among all of them, so every task has time on almost
/// every day and the timesheet's grid is full.
///
/// Whole-second times (`wholeSeconds`): the same slips, each start and stop rounded to the
/// nearest second, as the app writes a `Date` that has no fraction (`731836800`, no `.0`).
/// Rounding keeps every order between times, so a person's slips still never overlap.
package struct SyntheticHistory: Sendable {
    package let slipCount: Int
    package let seed: UInt64
    /// Write every object's keys in a random order (the app's encoder promises no order).
    package let shuffledKeys: Bool
    /// How many people's slips the history merges.
    package let people: Int
    /// How many tasks the slips are spread over, all at once; `nil`: a few tasks active at a time
    /// out of one per 4,000 slips (at least 8).
    package let tasks: Int?
    /// Write every slip's start and stop in whole seconds instead of with a fraction.
    package let wholeSeconds: Bool

    package init(slipCount: Int, seed: UInt64 = 2001, shuffledKeys: Bool = false, people: Int = 1, tasks: Int? = nil, wholeSeconds: Bool = false) {
        precondition(people >= 1, "a history has at least one person")
        precondition(tasks.map { $0 >= 3 } ?? true, "a wide history has at least 3 tasks")
        self.slipCount = slipCount
        self.seed = seed
        self.shuffledKeys = shuffledKeys
        self.people = people
        self.tasks = tasks
        self.wholeSeconds = wholeSeconds
    }

    /// The first instant of the history: 2023-01-01T00:00:00Z, in seconds since 2001-01-01.
    package static let start = 694_224_000.0
    /// Two years of 365 days.
    package static let span = 730.0 * 86_400

    /// The JSON bytes of the history.
    package func json() -> [UInt8] {
        var random = SplitMix64(state: seed)
        let taskCount = tasks ?? max(8, slipCount / 4000)
        let tasksOfProjects = tasks == nil ? Self.interleavedProjects(taskCount: taskCount) : Self.agencyProjects(taskCount: taskCount, random: &random)
        var slipsByTask = [[Int]](repeating: [], count: taskCount)
        for slip in 0..<slipCount {
            if tasks == nil {
                let window = slip * taskCount / max(slipCount, 1)
                slipsByTask[(window + Int(random.next() % 8)) % taskCount].append(slip)
            } else {
                slipsByTask[Int(random.next() % UInt64(taskCount))].append(slip)
            }
        }
        let slipsPerPerson = (slipCount + people - 1) / people
        let step = Self.span / Double(max(slipsPerPerson, 1))
        // Each person's slips are `step` apart and at most 0.95 `step` long; the sub-second jitter
        // stays under the 0.05 `step` gap so that a person's slips never overlap.
        let jitter = people == 1 ? 1 : min(1, step * 0.04)
        var output = JSONOutput(shuffledKeys: shuffledKeys, random: random)
        output.bytes.reserveCapacity(slipCount * 86 + 4096)
        output.object([("projects", { output in
            output.array(tasksOfProjects.indices) { output, project in
                output.object([
                    ("id", { $0.uuid() }),
                    ("title", { $0.string(Self.projectTitles[project % Self.projectTitles.count] + " \(project)") }),
                    ("tasks", { output in
                        output.array(tasksOfProjects[project]) { output, task in
                            output.object([
                                ("id", { $0.uuid() }),
                                ("title", { $0.string(Self.taskTitles[task % Self.taskTitles.count] + " #\(task)") }),
                                ("dueDate", { output in
                                    if task % 3 == 0 {
                                        output.object([("unknown", { $0.object([]) })])
                                    } else {
                                        output.object([("date", { $0.object([("_0", { $0.number(Self.start + Double(task) * 86_400 * 3) })]) })])
                                    }
                                }),
                                ("state", { $0.object([(["unfinished", "inProgress", "finished"][task % 3], { $0.object([]) })]) }),
                                ("timeSlips", { output in
                                    output.array(slipsByTask[task]) { output, slip in
                                        let microseconds = Double(output.random.next() % 1_000_000) / 1_000_000 * jitter
                                        let person = slip % people, turn = slip / people
                                        var start = Self.start + (Double(turn) + Double(person) / Double(people)) * step + microseconds
                                        if people == 1 && slip % 997 == 996 { start -= step * 0.5 }  // overlaps the slip before
                                        var stop = start + step * (0.5 + Double(output.random.next() % 450) / 1000)
                                        if wholeSeconds { (start, stop) = (start.rounded(), stop.rounded()) }
                                        var members: [(String, (inout JSONOutput) -> Void)] = [("id", { $0.uuid() }), ("start", { $0.number(start) })]
                                        if slip != slipCount - 1 { members.append(("stop", { $0.number(stop) })) }
                                        output.object(members)
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

    /// One project per 8 tasks (at least 2), each holding every so many tasks.
    static func interleavedProjects(taskCount: Int) -> [[Int]] {
        let projectCount = max(2, taskCount / 8)
        return (0..<projectCount).map { Array(stride(from: $0, to: taskCount, by: projectCount)) }
    }

    /// Projects of 3 to 12 consecutive tasks each (`taskCount` at least 3).
    static func agencyProjects(taskCount: Int, random: inout SplitMix64) -> [[Int]] {
        var projects: [[Int]] = [], next = 0
        while taskCount - next > 12 {
            let size = min(3 + Int(random.next() % 10), taskCount - next - 3)
            projects.append(Array(next..<next + size))
            next += size
        }
        projects.append(Array(next..<taskCount))
        return projects
    }

    /// The instant after the last slip starts: a fixed `asOf` for reports over the history.
    package var end: Instant { Instant(milliseconds: Int64((Self.start + Self.span) * 1000)) }

    static let projectTitles = ["Acme Corp / Website", "R&D \"Q1\" experiments", "Admin", "Guitar shop <checkout>", "Café ☕ rewrite"]
    static let taskTitles = ["Design review", "=SUM(A1) import bug", "Implement \"checkout\"", "Email & calls", "Prototype 🎸 tuner", "Tests"]
}

/// A compact JSON writer that writes like `JSONEncoder()`.
struct JSONOutput {
    var bytes: [UInt8] = []
    let shuffledKeys: Bool
    var random: SplitMix64

    init(shuffledKeys: Bool, random: SplitMix64) {
        self.shuffledKeys = shuffledKeys
        self.random = random
    }

    mutating func object(_ members: [(String, (inout JSONOutput) -> Void)]) {
        var members = members
        if shuffledKeys { members.shuffle(using: &random) }
        bytes.append(UInt8(ascii: "{"))
        for (position, member) in members.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            string(member.0)
            bytes.append(UInt8(ascii: ":"))
            member.1(&self)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Elements: Sequence>(_ elements: Elements, _ body: (inout JSONOutput, Elements.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            body(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes += [UInt8(ascii: "\\"), byte]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A `Double` as `JSONEncoder` writes it: the shortest text that reads back, without `.0`.
    mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes += text.utf8
    }

    /// A random version-4 UUID in upper case.
    mutating func uuid() {
        let high = random.next() & 0xFFFF_FFFF_FFFF_0FFF | 0x4000, low = random.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        let hex = Array("0123456789ABCDEF".utf8)
        bytes.append(UInt8(ascii: "\""))
        for nibble in 0..<32 {
            if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = nibble < 16 ? high : low
            bytes.append(hex[Int(word >> (60 - 4 * UInt64(nibble % 16)) & 0xF)])
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// SplitMix64: a small, fast, deterministic random number generator.
package struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    package init(state: UInt64) { self.state = state }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
