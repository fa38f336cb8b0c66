import Foundation
import QuipuCore

/// Reads Watson's history in either of its forms: its `frames` file, an array of
/// `[start, stop, project, id, tags, updated_at]` with Unix seconds, or `watson log --json`, an
/// array of `{"id", "project", "start", "stop", "tags"}` with ISO 8601 times and offsets. The
/// project is the project; the first tag other than the billing tags (`TrackerMapping`) is the
/// task, else a task named after the project; the billing tags say whether the time is billable.
enum WatsonLoader {
    private static let logKeys = JSONRecordKeys(["id", "project", "start", "stop", "tags"], required: ["project", "start", "stop"])

    static func decode(_ bytes: [UInt8], file: String, mapping: TrackerMapping) throws(QuipuError) -> AppState {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var history = TrackerHistory(format: .watson)
            var tasks = TaskMemo<TaggedTask>()
            try scanner.readElements { scanner, element throws(JSONFailure) in
                let frame: WatsonFrame
                if let plain = scanner.readPlainWatsonFrame() {
                    frame = plain
                } else {
                    frame = try scanner.peekKind() == .array ? try scanner.readWatsonFrame() : try scanner.readWatsonLogEntry(logKeys)
                }
                guard frame.stop >= frame.start else {
                    throw JSONFailure(path: [frame.stopPath], message: "\(frame.stop.iso8601) is before the start \(frame.start.iso8601); "
                        + "expected a stop at or after the start", offset: scanner.index, isSyntax: false)
                }
                tasks.startKey()
                tasks.appendKey(scanner.bytes(of: frame.project))
                tasks.appendKey(UnsafeBufferPointer(rebasing: scanner.bytes[frame.tags]))
                let task = try tasks.task { () throws(JSONFailure) in
                    let project = try scanner.text(of: frame.project)
                    var tags: [String] = []
                    if !frame.tags.isEmpty {
                        var tagsScanner = JSONScanner(scanner.bytes, startingAt: frame.tags.lowerBound, depth: 0)
                        try tagsScanner.readElements { tagsScanner, _ throws(JSONFailure) in tags.append(try tagsScanner.readString(expected: "a tag")) }
                    }
                    do throws(TagMappingFailure) {
                        let (isBillable, otherTags) = try mapping.billing(of: tags)
                        return TaggedTask(position: history.position(ofTask: otherTags.first ?? project, in: project), isBillable: isBillable)
                    } catch {
                        throw JSONFailure(path: [frame.tagsPath], message: error.message, offset: scanner.index, isSyntax: false)
                    }
                }
                history.add(toTaskAt: task.position, start: frame.start, stop: frame.stop, isBillable: task.isBillable, record: element)
            }
            return history.state
        }
    }
}

/// One Watson frame, its project and tags as written, and where its stop and tags stand, for messages.
private struct WatsonFrame {
    var start = Instant(milliseconds: 0), stop = Instant(milliseconds: 0)
    var project = RawJSONString(start: 0, end: 0, plain: true)
    /// The tags array, `[` to `]`; empty when the frame has none.
    var tags = 0..<0
    let stopPath: JSONFailure.PathComponent
    let tagsPath: JSONFailure.PathComponent
}

private extension JSONScanner {
    /// A frame as Watson writes it, read in one go: six elements, whole seconds, strings of plain
    /// ASCII. `nil`, having read nothing, for anything else, which `readWatsonFrame` then reads
    /// (and names what is wrong with it).
    mutating func readPlainWatsonFrame() -> WatsonFrame? {
        let frameStart = index
        var frame = WatsonFrame(stopPath: .index(1), tagsPath: .index(4))
        func plainFrame() -> Bool {
            guard skip(UInt8(ascii: "[")), let start = readWholeUnixInstant(), skip(UInt8(ascii: ",")), let stop = readWholeUnixInstant(),
                  skip(UInt8(ascii: ",")), let project = readPlainString(), project.end > project.start, skip(UInt8(ascii: ",")),
                  readPlainString() != nil, skip(UInt8(ascii: ",")) else { return false }
            (frame.start, frame.stop, frame.project) = (start, stop, project)
            skipWhitespace()
            let tagsStart = index
            guard skip(UInt8(ascii: "[")) else { return false }
            if !skip(UInt8(ascii: "]")) {
                repeat {
                    guard readPlainString() != nil else { return false }
                } while skip(UInt8(ascii: ","))
                guard skip(UInt8(ascii: "]")) else { return false }
            }
            frame.tags = tagsStart..<index
            return skip(UInt8(ascii: ",")) && readWholeUnixInstant() != nil && skip(UInt8(ascii: "]"))
        }
        guard plainFrame() else {
            index = frameStart
            return nil
        }
        return frame
    }

    /// `[start, stop, project, id, tags, updated_at]`, the last two optional as older Watsons wrote them.
    mutating func readWatsonFrame() throws(JSONFailure) -> WatsonFrame {
        var frame = WatsonFrame(stopPath: .index(1), tagsPath: .index(4))
        var count = 0
        try readElements { scanner, position throws(JSONFailure) in
            switch position {
            case 0: frame.start = try scanner.readUnixInstant()
            case 1: frame.stop = try scanner.readUnixInstant()
            case 2: frame.project = try scanner.readProjectName()
            case 3: _ = try scanner.readRawString(expected: "a frame id (a string)")
            case 4: frame.tags = try scanner.readTags()
            case 5: _ = try scanner.readUnixInstant()
            default: throw scanner.dataError("a seventh element; expected [start, stop, project, id, tags, updated_at]")
            }
            count = position + 1
        }
        guard count >= 3 else {
            throw dataError("\(count) element\(count == 1 ? "" : "s"); expected [start, stop, project, id, tags, updated_at]")
        }
        return frame
    }

    /// `{"id", "project", "start", "stop", "tags"}`, as `watson log --json` writes it.
    mutating func readWatsonLogEntry(_ keys: JSONRecordKeys) throws(JSONFailure) -> WatsonFrame {
        var frame = WatsonFrame(stopPath: .key("stop"), tagsPath: .key("tags"))
        try readRecord(keys) { scanner, position throws(JSONFailure) in
            switch position {
            case 0: _ = try scanner.readRawString(expected: "a frame id (a string)")
            case 1: frame.project = try scanner.readProjectName()
            case 2: frame.start = try scanner.readOffsetInstant()
            case 3: frame.stop = try scanner.readOffsetInstant()
            default: frame.tags = try scanner.readTags()
            }
        }
        return frame
    }

    mutating func readProjectName() throws(JSONFailure) -> RawJSONString {
        let name = try readRawString(expected: "a project name (a string)")
        guard name.end > name.start else { throw JSONFailure(path: [], message: "empty; expected a project name", offset: name.start, isSyntax: false) }
        return name
    }

    /// Reads an array of tags, each a string, and returns where it stands, `[` to `]`.
    mutating func readTags() throws(JSONFailure) -> Range<Int> {
        skipWhitespace()
        let start = index
        try readElements { scanner, _ throws(JSONFailure) in _ = try scanner.readRawString(expected: "a tag (a string)") }
        return start..<index
    }

    /// Seconds since 1970-01-01 UTC, whole or with a fraction, kept to the millisecond.
    mutating func readUnixInstant() throws(JSONFailure) -> Instant {
        if let instant = readWholeUnixInstant() { return instant }
        let start = index
        let seconds = try readNumber(expected: "a time in seconds since 1970-01-01 UTC")
        let milliseconds = (seconds * 1000).rounded()
        guard abs(milliseconds) < 1e17, let instant = Instant(unixMilliseconds: Int64(milliseconds)) else {
            throw JSONFailure(path: [], message: "\(AppStateLoader.numberText(seconds)) is out of range; expected seconds since 1970-01-01 "
                + "for a date \(Instant.supportedRangeDescription)", offset: start, isSyntax: false)
        }
        return instant
    }

    /// Reads a whole number of seconds of at most twelve digits, which Watson writes, without
    /// making it a `Double`; `nil`, having read nothing, for any other number or value.
    mutating func readWholeUnixInstant() -> Instant? {
        skipWhitespace()
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var seconds: Int64 = 0
        if let eight = eightDigits(at: position) {
            seconds = eight
            position += 8
        }
        while position < bytes.count, bytes[position] &- 0x30 < 10, position - digitsStart < 13 {
            seconds = seconds * 10 + Int64(bytes[position] &- 0x30)
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, digits <= 12, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
        if position < bytes.count {
            let next = bytes[position]
            guard next &- 0x30 >= 10, next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        guard let instant = Instant(unixMilliseconds: (negative ? -seconds : seconds) * 1000) else { return nil }
        index = position
        return instant
    }

    /// The value of the eight ASCII digits at `position`, read at once; `nil` if one is not a digit or they run past the end.
    private func eightDigits(at position: Int) -> Int64? {
        guard position + 8 <= bytes.count else { return nil }
        let word = UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self))
        // Every byte 0x30...0x39: its high nibble 3, and still 3 after adding 6 to it.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        guard (word & highNibbles) | ((word &+ 0x0606_0606_0606_0606) & highNibbles) >> 4 == 0x3333_3333_3333_3333 else { return nil }
        // Pairs, then fours, then all eight digits, the first digit the most significant.
        var value = ((word & 0x0F0F_0F0F_0F0F_0F0F) &* (10 << 8 + 1)) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        value = ((value & 0x0000_FFFF_0000_FFFF) &* (10000 << 32 + 1)) >> 32
        return Int64(value)
    }

    /// An ISO 8601 time with its offset: `"2024-03-11T09:00:00+01:00"`.
    mutating func readOffsetInstant() throws(JSONFailure) -> Instant {
        let start = index
        let text = try readString(expected: "a time such as \"2024-03-11T09:00:00+01:00\"")
        guard let instant = Instant.parseISO8601(text) else {
            throw JSONFailure(path: [], message: "\"\(text)\" is not a time; expected one such as \"2024-03-11T09:00:00+01:00\" "
                + Instant.supportedRangeDescription, offset: start, isSyntax: false)
        }
        return instant
    }
}
