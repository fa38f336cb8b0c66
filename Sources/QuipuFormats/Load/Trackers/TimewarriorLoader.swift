import Foundation
import QuipuCore

/// Reads `timew export`: a JSON array of intervals `{"id", "start", "end", "tags", "annotation"}`
/// with times in UTC as `20231001T103000Z`; an interval without `end` is running. Tags become
/// the project and the task, and say whether the time is billable, as `TrackerMapping` says, by
/// their text: Timewarrior keeps tags sorted, so their order says nothing.
enum TimewarriorLoader {
    private static let keys = JSONRecordKeys(["id", "start", "end", "tags", "annotation"], required: ["start"])

    static func decode(_ bytes: [UInt8], file: String, mapping: TrackerMapping) throws(QuipuError) -> AppState {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var history = TrackerHistory(format: .timewarrior)
            var tasks = TaskMemo<TaggedTask>()
            var days = LocalDays()
            try scanner.readElements { scanner, element throws(JSONFailure) in
                var start = Instant(milliseconds: 0), end: Instant?
                // Where the tags stand, `[` to `]`: the same bytes always name the same project and task.
                var tags = scanner.index..<scanner.index
                if let plain = scanner.readPlainInterval(days: &days) {
                    (start, end, tags) = plain
                } else {
                    try scanner.readRecord(keys) { scanner, position throws(JSONFailure) in
                        switch position {
                        case 0: _ = try scanner.readNumber(expected: "an interval number")
                        case 1: start = try scanner.readTimewarriorInstant(days: &days)
                        case 2: end = try scanner.readTimewarriorInstant(days: &days)
                        case 3:
                            scanner.skipWhitespace()
                            let tagsStart = scanner.index
                            try scanner.readElements { scanner, _ throws(JSONFailure) in _ = try scanner.readRawString(expected: "a tag (a string)") }
                            tags = tagsStart..<scanner.index
                        default: _ = try scanner.readRawString(expected: "an annotation (a string)")
                        }
                    }
                }
                if let end, end < start {
                    throw JSONFailure(path: [.key("end")], message: "\(end.iso8601) is before the start \(start.iso8601); expected an end at or after the start",
                                      offset: scanner.index, isSyntax: false)
                }
                tasks.startKey()
                tasks.appendKey(UnsafeBufferPointer(rebasing: scanner.bytes[tags]))
                let task = try tasks.task { () throws(JSONFailure) in
                    var texts: [String] = []
                    if !tags.isEmpty {
                        var tagsScanner = JSONScanner(scanner.bytes, startingAt: tags.lowerBound, depth: 0)
                        try tagsScanner.readElements { tagsScanner, _ throws(JSONFailure) in texts.append(try tagsScanner.readString(expected: "a tag")) }
                    }
                    do throws(TagMappingFailure) {
                        let named = try mapping.projectAndTask(of: texts)
                        return TaggedTask(position: history.position(ofTask: named.task, in: named.project), isBillable: named.isBillable)
                    } catch {
                        throw JSONFailure(path: [.key("tags")], message: error.message, offset: scanner.index, isSyntax: false)
                    }
                }
                history.add(toTaskAt: task.position, start: start, stop: end, isBillable: task.isBillable, record: element)
            }
            return history.state
        }
    }
}

extension JSONScanner {
    /// Reads a Timewarrior time, UTC in ISO 8601's basic form: `"20231001T103000Z"`.
    mutating func readTimewarriorInstant(days: inout LocalDays) throws(JSONFailure) -> Instant {
        let string = try readRawString(expected: "a time such as \"20231001T103000Z\"")
        let instant = string.plain ? TimewarriorLoader.instant(basicISO8601: bytes(of: string), days: &days)
            : Array(try text(of: string).utf8).withUnsafeBufferPointer { TimewarriorLoader.instant(basicISO8601: $0, days: &days) }
        guard let instant else {
            throw JSONFailure(path: [], message: "\"\(try text(of: string))\" is not a time; expected UTC such as \"20231001T103000Z\" "
                + Instant.supportedRangeDescription, offset: string.start - 1, isSyntax: false)
        }
        return instant
    }
}

private extension JSONScanner {
    /// An interval as `timew export` writes it, read in one go: its keys in Timewarrior's order
    /// (`id`, `start`, `end`, `tags`, `annotation`; all but `start` may be absent), a whole
    /// number, times that are times, an end not before the start, strings of plain ASCII. `nil`,
    /// having read nothing, for anything else, which `readRecord` then reads (and names what is wrong with it).
    mutating func readPlainInterval(days: inout LocalDays) -> (start: Instant, end: Instant?, tags: Range<Int>)? {
        let intervalStart = index
        func plainInterval() -> (start: Instant, end: Instant?, tags: Range<Int>)? {
            guard skip(UInt8(ascii: "{")) else { return nil }
            if skipKey("id") { guard skipWholeNumber(), skip(UInt8(ascii: ",")) else { return nil } }
            guard skipKey("start"), let startText = readPlainString(),
                  let start = TimewarriorLoader.instant(basicISO8601: bytes(of: startText), days: &days) else { return nil }
            var end: Instant?
            skipWhitespace()
            var tags = index..<index
            var more = skip(UInt8(ascii: ","))
            if more, skipKey("end") {
                guard let endText = readPlainString(), let instant = TimewarriorLoader.instant(basicISO8601: bytes(of: endText), days: &days),
                      instant >= start else { return nil }
                end = instant
                more = skip(UInt8(ascii: ","))
            }
            if more, skipKey("tags") {
                skipWhitespace()
                let tagsStart = index
                guard skip(UInt8(ascii: "[")) else { return nil }
                if !skip(UInt8(ascii: "]")) {
                    repeat { guard readPlainString() != nil else { return nil } } while skip(UInt8(ascii: ","))
                    guard skip(UInt8(ascii: "]")) else { return nil }
                }
                tags = tagsStart..<index
                more = skip(UInt8(ascii: ","))
            }
            if more, skipKey("annotation") {
                guard readPlainString() != nil else { return nil }
                more = skip(UInt8(ascii: ","))
            }
            guard !more, skip(UInt8(ascii: "}")) else { return nil }
            return (start, end, tags)
        }
        guard let interval = plainInterval() else {
            index = intervalStart
            return nil
        }
        return interval
    }

    /// Moves past `"name":` if that is next; whether it was.
    mutating func skipKey(_ name: StaticString) -> Bool {
        let keyStart = index
        guard let key = readPlainString(), key.end - key.start == name.utf8CodeUnitCount,
              memcmp(bytes.baseAddress! + key.start, name.utf8Start, name.utf8CodeUnitCount) == 0, skip(UInt8(ascii: ":")) else {
            index = keyStart
            return false
        }
        return true
    }

    /// Moves past a whole number of at most eighteen digits, no leading zero; whether one was next.
    mutating func skipWholeNumber() -> Bool {
        skipWhitespace()
        let digitsStart = index
        while index < bytes.count, bytes[index] &- 0x30 < 10, index - digitsStart < 19 { index += 1 }
        let digits = index - digitsStart
        guard digits > 0, digits <= 18, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return false }
        guard index < bytes.count else { return true }
        let next = bytes[index]
        return next &- 0x30 >= 10 && next != UInt8(ascii: ".") && next | 0x20 != UInt8(ascii: "e")
    }
}

extension TimewarriorLoader {
    /// `20231001T103000Z`, or `nil` for anything else or an instant outside `supportedRange`.
    static func instant(basicISO8601 utf8: UnsafeBufferPointer<UInt8>, days: inout LocalDays) -> Instant? {
        guard utf8.count == 16, utf8[8] == UInt8(ascii: "T"), utf8[15] == UInt8(ascii: "Z"),
              let year = utf8.number(at: 0, digits: 4), let month = utf8.number(at: 4, digits: 2), let day = utf8.number(at: 6, digits: 2),
              let hour = utf8.number(at: 9, digits: 2), hour < 24, let minute = utf8.number(at: 11, digits: 2), minute < 60,
              let second = utf8.number(at: 13, digits: 2), second < 60,
              let daysSince1970 = days.days(year: year, month: month, day: day) else { return nil }
        return Instant(utcDay: daysSince1970, secondOfDay: hour * 3600 + minute * 60 + second)
    }
}
