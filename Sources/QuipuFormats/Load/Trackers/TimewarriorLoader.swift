import Foundation
import QuipuCore

/// Reads `timew export`: a JSON array of intervals `{"id", "start", "end", "tags", "annotation"}`
/// with times in UTC as `20231001T103000Z`; an interval without `end` is running. Tags become
/// the project and the task as `TrackerMapping` says, by their text: Timewarrior keeps tags
/// sorted, so their order says nothing.
enum TimewarriorLoader {
    private static let keys = JSONRecordKeys(["id", "start", "end", "tags", "annotation"], required: ["start"])

    static func decode(_ bytes: [UInt8], file: String, mapping: TrackerMapping) throws(QuipuError) -> AppState {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var history = TrackerHistory(format: .timewarrior)
            var tasks = TaskMemo()
            var tags: [RawJSONString] = []
            try scanner.readElements { scanner, element throws(JSONFailure) in
                var start = Instant(milliseconds: 0), end: Instant?
                tags.removeAll(keepingCapacity: true)
                try scanner.readRecord(keys) { scanner, position throws(JSONFailure) in
                    switch position {
                    case 0: _ = try scanner.readNumber(expected: "an interval number")
                    case 1: start = try scanner.readTimewarriorInstant()
                    case 2: end = try scanner.readTimewarriorInstant()
                    case 3:
                        try scanner.readElements { scanner, _ throws(JSONFailure) in tags.append(try scanner.readRawString(expected: "a tag (a string)")) }
                    default: _ = try scanner.readRawString(expected: "an annotation (a string)")
                    }
                }
                if let end, end < start {
                    throw JSONFailure(path: [.key("end")], message: "\(end.iso8601) is before the start \(start.iso8601); expected an end at or after the start",
                                      offset: scanner.index, isSyntax: false)
                }
                tasks.startKey()
                for tag in tags { tasks.appendKey(scanner.bytes(of: tag)) }
                let task = try tasks.position { () throws(JSONFailure) in
                    var texts: [String] = []
                    for tag in tags { texts.append(try scanner.text(of: tag)) }
                    do throws(TagMappingFailure) {
                        let named = try mapping.projectAndTask(of: texts)
                        return history.position(ofTask: named.task, in: named.project)
                    } catch {
                        throw JSONFailure(path: [.key("tags")], message: error.message, offset: scanner.index, isSyntax: false)
                    }
                }
                history.add(toTaskAt: task, start: start, stop: end, record: element)
            }
            return history.state
        }
    }
}

extension JSONScanner {
    /// Reads a Timewarrior time, UTC in ISO 8601's basic form: `"20231001T103000Z"`.
    mutating func readTimewarriorInstant() throws(JSONFailure) -> Instant {
        let string = try readRawString(expected: "a time such as \"20231001T103000Z\"")
        let instant = string.plain ? Instant(basicISO8601: bytes(of: string))
            : Array(try text(of: string).utf8).withUnsafeBufferPointer { Instant(basicISO8601: $0) }
        guard let instant else {
            throw JSONFailure(path: [], message: "\"\(try text(of: string))\" is not a time; expected UTC such as \"20231001T103000Z\" "
                + Instant.supportedRangeDescription, offset: string.start - 1, isSyntax: false)
        }
        return instant
    }
}

extension Instant {
    /// `20231001T103000Z`, or `nil` for anything else or an instant outside `supportedRange`.
    init?(basicISO8601 utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count == 16, utf8[8] == UInt8(ascii: "T"), utf8[15] == UInt8(ascii: "Z"),
              let year = Int(digits: utf8[0..<4]), let month = Int(digits: utf8[4..<6]), let day = Int(digits: utf8[6..<8]),
              let date = LocalDate(year: year, month: month, day: day),
              let hour = Int(digits: utf8[9..<11]), hour < 24, let minute = Int(digits: utf8[11..<13]), minute < 60,
              let second = Int(digits: utf8[13..<15]), second < 60 else { return nil }
        self.init(utcDate: date, secondOfDay: hour * 3600 + minute * 60 + second)
    }
}

extension Int {
    /// The number that ASCII digits (and only digits) spell.
    init?<Digits: Collection<UInt8>>(digits: Digits) {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for byte in digits {
            guard byte &- 0x30 < 10 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        self = value
    }
}
