import Foundation
import QuipuCore

/// Gathers a tracker's records into the app's projects, tasks and slips, with ids derived from
/// the source: a project's from its name, a task's from its project's and its own, a slip's from
/// the format, the record's position and its times. The same file always gives the same ids, so
/// its reports are byte-identical run after run; the same project and task names give the same
/// ids in every format, so the same history in two formats gives the same timesheet.
struct TrackerHistory {
    /// The format's name hashed, where each slip's id starts (`StableID.slipHashBasis`).
    private let slipHashBasis: UInt128
    private var projectNames: [String] = []
    private var projectPositions: [String: Int] = [:]
    /// Per project, its tasks' names in the order first met, and each one's position in `slips`.
    private var taskNames: [[String]] = []
    private var taskPositions: [[String: Int]] = []
    /// Per task position, its slips.
    private var slips: [[TimeSlip]] = []

    init(format: TrackerFormat) { slipHashBasis = StableID.slipHashBasis(format) }

    /// Adds a slip of the task at `taskPosition` (see `position(ofTask:in:)`) from `start` to
    /// `stop` (`nil`: running), billable or not as its record says; `record` is the record's line
    /// or index, which makes its id unique in the file.
    mutating func add(toTaskAt taskPosition: Int, start: Instant, stop: Instant?, isBillable: Bool = true, record: Int) {
        let id = StableID.uuid(slipFrom: slipHashBasis, record: record, start: start, stop: stop)
        slips[taskPosition].append(TimeSlip(id: id, start: start.date, stop: stop?.date, isBillable: isBillable))
    }

    /// The position of `task` in `project`, both added when first met.
    mutating func position(ofTask task: String, in project: String) -> Int {
        let projectPosition: Int
        if let known = projectPositions[project] {
            projectPosition = known
        } else {
            projectPosition = projectNames.count
            projectPositions[project] = projectPosition
            projectNames.append(project)
            taskNames.append([])
            taskPositions.append([:])
        }
        if let known = taskPositions[projectPosition][task] { return known }
        let position = slips.count
        taskPositions[projectPosition][task] = position
        taskNames[projectPosition].append(task)
        slips.append([])
        return position
    }

    /// The projects, and their tasks, in the order first met.
    var state: AppState {
        AppState(projects: projectNames.indices.map { projectPosition in
            let project = projectNames[projectPosition]
            return Project(id: StableID.uuid("project", project), title: project, tasks: taskNames[projectPosition].map { task in
                ProjectTask(id: StableID.uuid("task", project, task), title: task, timeSlips: slips[taskPositions[projectPosition][task]!])
            })
        })
    }
}

/// Version 8 (custom) UUIDs from 128-bit hashes: of text parts by FNV-1a, of a slip's numbers a
/// word at a time. Deterministic and well spread; not cryptographic, they only need to be stable
/// and distinct.
enum StableID {
    private static let offsetBasis: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d

    /// The id of a project (`"project", name`) or a task (`"task", project, name`).
    static func uuid(_ parts: String...) -> UUID {
        var hash = offsetBasis
        for part in parts {
            for byte in part.utf8 { mix(byte, into: &hash) }
            // A separator no UTF-8 text contains, so ("ab", "c") and ("a", "bc") differ.
            mix(0xFF, into: &hash)
        }
        return uuid(hash)
    }

    /// Where the hashes of a format's slips start: its name hashed.
    static func slipHashBasis(_ format: TrackerFormat) -> UInt128 {
        format.rawValue.utf8.reduce(into: offsetBasis) { hash, byte in mix(byte, into: &hash) }
    }

    /// The id of a slip: its format (as `slipHashBasis`), its record's line or index, and its
    /// times, mixed a 64-bit word at a time into the two halves of the hash (MurmurHash3's
    /// finalizer, a bijection, so that records differing in one word differ in both halves).
    static func uuid(slipFrom basis: UInt128, record: Int, start: Instant, stop: Instant?) -> UUID {
        var high = UInt64(truncatingIfNeeded: basis >> 64), low = UInt64(truncatingIfNeeded: basis)
        func absorb(_ word: Int64) {
            high = finalized(high ^ UInt64(bitPattern: word))
            low = finalized(low &+ UInt64(bitPattern: word) &+ high)
        }
        absorb(Int64(record))
        absorb(start.milliseconds)
        absorb(stop?.milliseconds ?? .min)
        return uuid(UInt128(high) << 64 | UInt128(low))
    }

    /// MurmurHash3's 64-bit finalizer: every bit of `value` reaches every bit of the result.
    private static func finalized(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        return mixed ^ mixed >> 33
    }

    private static func mix(_ byte: UInt8, into hash: inout UInt128) {
        hash ^= UInt128(byte)
        // hash × the FNV 128-bit prime, 2^88 + 0x13B: a shift and a multiplication by a small number.
        hash = hash &<< 88 &+ hash &* 0x13B
    }

    /// The hash as a version 8 UUID.
    private static func uuid(_ hash: UInt128) -> UUID {
        // Big-endian, byte 6's high nibble is the version (8), byte 8's two high bits the variant (10).
        let version: UInt128 = 0xF0 << 72, variant: UInt128 = 0xC0 << 56
        let marked = hash & ~version & ~variant | 0x80 << 72 | 0x80 << 56
        return UUID(uuid: unsafeBitCast(marked.bigEndian, to: uuid_t.self))
    }
}

extension Instant {
    /// The instant of a time of day on the date `day` days after 1970-01-01, in UTC less `offsetSeconds`; `nil` outside `supportedRange`.
    init?(utcDay day: Int, secondOfDay: Int, offsetSeconds: Int = 0) {
        self.init(unixMilliseconds: (Int64(day) * 86_400 + Int64(secondOfDay - offsetSeconds)) * 1000)
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z, `nil` outside `supportedRange`.
    init?(unixMilliseconds milliseconds: Int64) {
        let instant = Instant(milliseconds: milliseconds - 978_307_200_000)
        guard Instant.supportedRange.contains(instant) else { return nil }
        self = instant
    }

}
