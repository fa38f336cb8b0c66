import Foundation
import QuipuCore

/// Decodes the app's `AppState` JSON straight from bytes into the model, in one pass with no
/// intermediate objects. It accepts exactly what the app's `JSONEncoder()` writes (and what
/// `JSONDecoder` would accept) and reports the first problem with its JSON path.
struct AppStateDecoder {
    /// Called now and then with the fraction of the file read so far.
    var progress: ((Double) -> Void)?
    /// The slip arrays read ahead on both cores (`readSlipArraysAhead`), by the offset of their `[`.
    var slipsReadAhead: [Int: SlipsReadAhead] = [:]

    static let seconds = "a number (seconds since 2001-01-01T00:00:00Z)"

    /// Reads the document, which `scanner` starts (after any byte-order mark).
    func read(_ scanner: inout JSONScanner) throws(JSONFailure) -> AppState {
        var projects: [Project]?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            if key.is("projects") {
                projects = try within(.key("projects")) { () throws(JSONFailure) in try readProjects(&scanner) }
            } else {
                try scanner.skipValue()
            }
        }
        // Bad JSON after the object is reported before a missing key, as `JSONDecoder` reports it.
        try scanner.finish()
        guard let projects else { throw missing("projects", at: scanner) }
        return AppState(projects: projects)
    }

    private func readProjects(_ scanner: inout JSONScanner) throws(JSONFailure) -> [Project] {
        var projects: [Project] = []
        try scanner.readArray(expected: "an array") { scanner, index throws(JSONFailure) in
            projects.append(try within(.index(index)) { () throws(JSONFailure) in try readProject(&scanner) })
        }
        return projects
    }

    private func readProject(_ scanner: inout JSONScanner) throws(JSONFailure) -> Project {
        var id: UUID?, title: String?, tasks: [ProjectTask]?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            if key.is("id") {
                id = try readID(&scanner)
            } else if key.is("title") {
                title = try readTitle(&scanner)
            } else if key.is("tasks") {
                tasks = try within(.key("tasks")) { () throws(JSONFailure) in
                    var tasks: [ProjectTask] = []
                    try scanner.readArray(expected: "an array") { scanner, index throws(JSONFailure) in
                        tasks.append(try within(.index(index)) { () throws(JSONFailure) in try readTask(&scanner) })
                    }
                    return tasks
                }
            } else {
                try scanner.skipValue()
            }
        }
        guard let id else { throw missing("id", at: scanner) }
        guard let title else { throw missing("title", at: scanner) }
        guard let tasks else { throw missing("tasks", at: scanner) }
        return Project(id: id, title: title, tasks: tasks)
    }

    private func readTask(_ scanner: inout JSONScanner) throws(JSONFailure) -> ProjectTask {
        var id: UUID?, title: String?, dueDate: DueDate?, state: ProjectTask.State?, slips: [TimeSlip]?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            if key.is("id") {
                id = try readID(&scanner)
            } else if key.is("title") {
                title = try readTitle(&scanner)
            } else if key.is("dueDate") {
                dueDate = try within(.key("dueDate")) { () throws(JSONFailure) in try readDueDate(&scanner) }
            } else if key.is("state") {
                state = try within(.key("state")) { () throws(JSONFailure) in try readState(&scanner) }
            } else if key.is("timeSlips") {
                slips = try within(.key("timeSlips")) { () throws(JSONFailure) in try readSlips(&scanner) }
            } else {
                try scanner.skipValue()
            }
        }
        guard let id else { throw missing("id", at: scanner) }
        guard let title else { throw missing("title", at: scanner) }
        guard let dueDate else { throw missing("dueDate", at: scanner) }
        guard let state else { throw missing("state", at: scanner) }
        guard let slips else { throw missing("timeSlips", at: scanner) }
        return ProjectTask(id: id, title: title, dueDate: dueDate, state: state, timeSlips: slips)
    }

    private func readSlips(_ scanner: inout JSONScanner) throws(JSONFailure) -> [TimeSlip] {
        scanner.skipWhitespace()
        if let ahead = slipsReadAhead[scanner.index] {
            // The same bytes, read already: the slips the general reader would read from them.
            scanner.index = ahead.end
            progress?(scanner.fractionRead)
            return ahead.slips
        }
        var slips: [TimeSlip] = []
        try scanner.readArray(expected: "an array") { scanner, index throws(JSONFailure) in
            if index & 0x3FF == 0x3FF { progress?(scanner.fractionRead) }
            if let written = scanner.readSlipAsWritten() {
                slips.append(written.slip)
                return
            }
            var id: UUIDBytes?, start: Double?, stop: Double?
            do throws(JSONFailure) {
                try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
                    if key.is("id") {
                        id = try within(.key("id")) { () throws(JSONFailure) in try scanner.readUUID(expected: "a string") }
                    } else if key.is("start") {
                        start = try within(.key("start")) { () throws(JSONFailure) in try scanner.readNumber(expected: Self.seconds) }
                    } else if key.is("stop") {
                        stop = try within(.key("stop")) { () throws(JSONFailure) in
                            try scanner.readNullIfPresent() ? nil : try scanner.readNumber(expected: Self.seconds)
                        }
                    } else {
                        try scanner.skipValue()
                    }
                }
                guard let id else { throw missing("id", at: scanner) }
                guard let start else { throw missing("start", at: scanner) }
                slips.append(TimeSlip(id: UUID(id), start: Date(timeIntervalSinceReferenceDate: start),
                                      stop: stop.map(Date.init(timeIntervalSinceReferenceDate:))))
            } catch {
                throw error.inside(.index(index))
            }
        }
        return filled(slips)
    }

    private func readDueDate(_ scanner: inout JSONScanner) throws(JSONFailure) -> DueDate {
        let start = scanner
        var keys: [String] = []
        var date: Double?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            keys.append(key.text)
            if key.is("date") {
                date = try within(.key("date")) { () throws(JSONFailure) -> Double in
                    var seconds: Double?
                    try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
                        if key.is("_0") {
                            seconds = try within(.key("_0")) { () throws(JSONFailure) in try scanner.readNumber(expected: Self.seconds) }
                        } else {
                            try scanner.skipValue()
                        }
                    }
                    guard let seconds else { throw missing("_0", at: scanner) }
                    return seconds
                }
            } else {
                try scanner.skipValue()
            }
        }
        switch (keys, date) {
        case (["unknown"], _): return .unknown
        case let (["date"], seconds?): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        default: throw start.dataError(DueDate.expectation(foundKeys: keys))
        }
    }

    private func readState(_ scanner: inout JSONScanner) throws(JSONFailure) -> ProjectTask.State {
        let start = scanner
        var keys: [String] = []
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            keys.append(key.text)
            try scanner.skipValue()
        }
        guard keys.count == 1, let state = ProjectTask.State(rawValue: keys[0]) else {
            throw start.dataError(ProjectTask.State.expectation(foundKeys: keys))
        }
        return state
    }

    private func readID(_ scanner: inout JSONScanner) throws(JSONFailure) -> UUID {
        try within(.key("id")) { () throws(JSONFailure) in UUID(try scanner.readUUID(expected: "a string")) }
    }

    private func readTitle(_ scanner: inout JSONScanner) throws(JSONFailure) -> String {
        try within(.key("title")) { () throws(JSONFailure) in try scanner.readString(expected: "a string") }
    }

    private func missing(_ key: String, at scanner: JSONScanner) -> JSONFailure {
        JSONFailure(path: [.key(key)], message: "missing; expected the key \"\(key)\"", offset: scanner.index, isSyntax: false)
    }
}

/// A task of years holds tens of thousands of slips, in an array grown by doubling: `slips` with
/// only the room they fill, or a merged history's model takes up to twice its size.
private func filled(_ slips: [TimeSlip]) -> [TimeSlip] {
    guard slips.capacity - slips.count > 64 else { return slips }
    return slips.withUnsafeBufferPointer(Array.init)
}

/// A time slip as the app writes it, read in one straight pass (`readSlipAsWritten`).
struct WrittenSlip {
    let id: UUIDBytes
    let start: Double
    /// `nil` while the slip is running.
    let stop: Double?

    /// The slip of the model.
    var slip: TimeSlip {
        TimeSlip(id: UUID(id), start: Date(timeIntervalSinceReferenceDate: start), stop: stop.map(Date.init(timeIntervalSinceReferenceDate:)))
    }
}

/// A slips array read ahead of the decoder: its slips, and the offset just after its `]`.
struct SlipsReadAhead {
    let slips: [TimeSlip]
    let end: Int
}

/// Reads ahead, half of the bytes on each core, every array right after a `"timeSlips":` key
/// (quotes inside a JSON string are escaped, so that text is always a key) that holds only slips
/// spelled as the app writes them, compact. The decoder then takes
/// such an array whole when it meets it as a task's slips: these are the same bytes, read as
/// its general reader reads them. Any other array, or one in an object the decoder skips, is
/// left to the decoder, which reports what is wrong with it.
func readSlipArraysAhead(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int: SlipsReadAhead] {
    let key = Array(#""timeSlips":"#.utf8)
    let halves = Parallel.map(2, workers: 2) { half -> [(Int, SlipsReadAhead)] in
        // The arrays that open in this half (a bracket is rare outside them); one may run on past its end.
        let upper = bytes.count * (half + 1) / 2
        var position = bytes.count * half / 2
        var found: [(Int, SlipsReadAhead)] = []
        while position < upper, let match = memchr(bytes.baseAddress! + position, Int32(UInt8(ascii: "[")), upper - position) {
            let bracket = UnsafePointer<UInt8>(match.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress!
            position = bracket + 1
            guard bracket >= key.count, memcmp(bytes.baseAddress! + bracket - key.count, key, key.count) == 0 else { continue }
            var scanner = JSONScanner(bytes, startingAt: bracket + 1, depth: 0)
            if let slips = scanner.readSlipArrayAsWritten() {
                found.append((bracket, SlipsReadAhead(slips: slips, end: scanner.index)))
                position = scanner.index
            }
        }
        return found
    }
    return Dictionary(halves.joined(), uniquingKeysWith: { first, _ in first })
}

extension JSONScanner {
    /// Reads a slip spelled as the app's `JSONEncoder()` writes it: compact, each of `id`, `start`
    /// and `stop` once (no `stop` while it runs) in any order (the encoder's order changes from
    /// one run of the app to the next), the id a plain 36-character UUID, each time plain digits
    /// from 1 to 9 first, with or without a fraction, 19 digits at most. Any other spelling (white
    /// space, another key, `null`, an exponent, escapes) leaves the scanner where it was and
    /// returns `nil`, for the general reader, which reads the same values from these bytes and
    /// names what is wrong with others.
    mutating func readSlipAsWritten() -> WrittenSlip? {
        var position = index
        guard matches("{", at: &position) else { return nil }
        var id: UUIDBytes?, start: Double?, stop: Double?
        repeat {
            if matches("\"id\":\"", at: &position) {
                guard id == nil, position + 37 <= bytes.count, bytes[position + 36] == UInt8(ascii: "\""),
                      let uuid = UUIDBytes(ascii: UnsafeBufferPointer(rebasing: bytes[position..<position + 36])) else { return nil }
                id = uuid
                position += 37
            } else if matches("\"start\":", at: &position) {
                guard start == nil, let seconds = plainSeconds(at: &position) else { return nil }
                start = seconds
            } else if matches("\"stop\":", at: &position) {
                guard stop == nil, let seconds = plainSeconds(at: &position) else { return nil }
                stop = seconds
            } else {
                return nil
            }
        } while matches(",", at: &position)
        guard matches("}", at: &position), let id, let start else { return nil }
        index = position
        return WrittenSlip(id: id, start: start, stop: stop)
    }

    /// Reads the rest of an array, after its `[`, whose elements are all slips spelled as the app
    /// writes them (`readSlipAsWritten`) with nothing between them but commas; `nil` for any other.
    mutating func readSlipArrayAsWritten() -> [TimeSlip]? {
        var slips: [TimeSlip] = []
        var position = index
        if !matches("]", at: &position) {
            while true {
                index = position
                guard let written = readSlipAsWritten() else { return nil }
                slips.append(written.slip)
                position = index
                if matches("]", at: &position) { break }
                guard matches(",", at: &position) else { return nil }
            }
        }
        index = position
        return filled(slips)
    }

    /// Whether `literal` is spelled at `position`; if so, moves `position` past it.
    @inline(__always)
    private func matches(_ literal: StaticString, at position: inout Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count, memcmp(bytes.baseAddress! + position, literal.utf8Start, count) == 0 else { return false }
        position += count
        return true
    }

    /// The seconds spelled at `position` as plain digits (1 to 9 first, 19 digits at most, with or
    /// without a fraction), as `readNumber` reads them, moving `position` past them; `nil` for
    /// any other number. What follows is the caller's to check.
    @inline(__always)
    private func plainSeconds(at position: inout Int) -> Double? {
        var next = position
        guard next < bytes.count, bytes[next] &- UInt8(ascii: "1") < 9 else { return nil }
        var mantissa: UInt64 = 0
        while next < bytes.count, bytes[next] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[next] &- UInt8(ascii: "0"))
            next += 1
        }
        var fractionDigits = 0
        if next < bytes.count, bytes[next] == UInt8(ascii: ".") {
            next += 1
            while next < bytes.count, bytes[next] &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[next] &- UInt8(ascii: "0"))
                fractionDigits += 1
                next += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard next - position - (fractionDigits > 0 ? 1 : 0) <= 19 else { return nil }
        position = next
        return exactDouble(mantissa: mantissa, fractionDigits: fractionDigits)
    }
}
