import Foundation
import QuipuCore

/// Reads hledger's and ledger's timeclock format:
///
///     i 2024/03/11 09:00:00 Acme Website:Design review  optional description
///     o 2024/03/11 12:15
///
/// Dates `2024/03/11`, `2024-03-11` or `2024.03.11`; times `09:00` or `09:00:00`, local to
/// `timeZone`. The account `project:task` names the project and the task (an account without a
/// colon is a task named after its project); it ends at two spaces, a tab or the end of the line.
/// A clock-in without a clock-out is running. Blank lines and lines starting with `;`, `#` or
/// `*` are comments.
enum TimeclockLoader {
    static func decode(_ bytes: [UInt8], file: String, timeZone: TimeZone) throws(QuipuError) -> AppState {
        try decodeText(bytes, file: file, expected: "a UTF-8 timeclock file") { bytes throws(QuipuError) in try read(bytes, file: file, timeZone: timeZone) }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, timeZone: TimeZone) throws(QuipuError) -> AppState {
        var history = TrackerHistory(format: .timeclock)
        var tasks = TaskMemo<Int>()
        var clockedIn: (task: Int, start: Instant, line: Int)?
        var zone = SourceZoneOffsets(timeZone)
        var days = LocalDays()
        var lineStart = byteOrderMarkLength(bytes)
        var lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = bytes.count
            if let newline = memchr(bytes.baseAddress! + lineStart, 0x0A, bytes.count - lineStart) {
                lineEnd = UnsafeRawPointer(newline) - UnsafeRawPointer(bytes.baseAddress!)
            }
            let next = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            var line = TimeclockLine(bytes: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            lineStart = next
            do throws(TimeclockLine.Failure) {
                switch line.code {
                case nil, UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"): continue
                case UInt8(ascii: "i"):
                    if let open = clockedIn {
                        throw line.failure(at: 0, "clock-in while clocked in since line \(open.line); expected an `o` line first")
                    }
                    let start = try line.readTime(in: &zone, days: &days)
                    let task = try line.readAccount(tasks: &tasks, history: &history)
                    clockedIn = (task, start, lineNumber)
                case UInt8(ascii: "o"):
                    guard let open = clockedIn else { throw line.failure(at: 0, "clock-out without a clock-in; expected an `i` line before it") }
                    let stop = try line.readTime(in: &zone, days: &days)
                    guard stop >= open.start else {
                        throw line.failure(at: 2, "clock-out \(stop.iso8601) is before the clock-in \(open.start.iso8601) on line \(open.line); "
                            + "expected a clock-out at or after the clock-in")
                    }
                    history.add(toTaskAt: open.task, start: open.start, stop: stop, record: open.line)
                    clockedIn = nil
                default:
                    throw line.failure(at: 0, "expected `i` (clock-in), `o` (clock-out), or a comment starting with ; or #")
                }
            } catch {
                throw QuipuError(.dataError, "\(file): line \(lineNumber), column \(error.column + 1): \(error.message)")
            }
        }
        if let open = clockedIn { history.add(toTaskAt: open.task, start: open.start, stop: nil, record: open.line) }
        return history.state
    }
}

/// One line of a timeclock file, read from left to right; a failure names the column.
private struct TimeclockLine {
    /// What is wrong with a line, and at which column (counted from 0).
    struct Failure: Error {
        let column: Int
        let message: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset in `bytes` of the next byte to read.
    private var index = 1

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The line's first byte; `nil` for a blank line.
    var code: UInt8? {
        guard let first = bytes.first else { return nil }
        guard first == 0x20 || first == 0x09 else { return first }
        return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? nil : first
    }

    func failure(at column: Int, _ message: String) -> Failure { Failure(column: column, message: message) }

    private mutating func skipSpaces() -> Int {
        let before = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index - before
    }

    /// The run of bytes up to the next space or tab.
    private mutating func word() -> UnsafeBufferPointer<UInt8> {
        let wordStart = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
        return UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
    }

    /// Reads the next `count` bytes with `read` if a space, a tab or the end of the line follows
    /// them: a date or a time, found without looking for its end byte by byte (`read` checks each
    /// one). Reads nothing and returns `nil` when they are not followed so or `read` refuses them.
    private mutating func readFixed<Value>(_ count: Int, _ read: (UnsafeBufferPointer<UInt8>) -> Value?) -> (text: UnsafeBufferPointer<UInt8>, value: Value)? {
        let end = index + count
        guard end <= bytes.count, end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x09 else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
        guard let value = read(text) else { return nil }
        index = end
        return (text, value)
    }

    /// Reads ` DATE TIME` and returns the instant it names in `zone`.
    mutating func readTime(in zone: inout SourceZoneOffsets, days: inout LocalDays) throws(Failure) -> Instant {
        guard skipSpaces() > 0 else { throw failure(at: index, "expected a space and a date such as 2024/03/11") }
        let dateColumn = index
        guard let day = readFixed(10, { Self.day($0, days: &days) })?.value else {
            throw failure(at: dateColumn, "\"\(String(decoding: word(), as: UTF8.self))\" is not a date; expected one such as 2024/03/11 or 2024-03-11")
        }
        guard skipSpaces() > 0 else { throw failure(at: index, "expected a space and a time such as 09:30 or 09:30:00") }
        let timeColumn = index
        guard let (timeText, secondOfDay) = readFixed(8, Self.secondOfDay) ?? readFixed(5, Self.secondOfDay) else {
            throw failure(at: timeColumn, "\"\(String(decoding: word(), as: UTF8.self))\" is not a time; expected one such as 09:30 or 09:30:00")
        }
        func local() -> String { "\(LocalDate(daysSince1970: day)) \(String(decoding: timeText, as: UTF8.self))" }
        guard let offset = zone.offset(atDay: day, secondOfDay: secondOfDay) else {
            throw failure(at: dateColumn, "\(local()) does not exist in \(zone.identifier) (the clocks skip it); expected a local time of that zone")
        }
        guard let instant = Instant(utcDay: day, secondOfDay: secondOfDay, offsetSeconds: offset) else {
            throw failure(at: dateColumn, "\(local()) is out of range; expected a time \(Instant.supportedRangeDescription)")
        }
        return instant
    }

    /// `2024/03/11`, `2024-03-11` or `2024.03.11`, in days since 1970-01-01.
    private static func day(_ text: UnsafeBufferPointer<UInt8>, days: inout LocalDays) -> Int? {
        guard text.count == 10, [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains(text[4]), text[7] == text[4],
              let year = text.number(at: 0, digits: 4), let month = text.number(at: 5, digits: 2), let day = text.number(at: 8, digits: 2)
        else { return nil }
        return days.days(year: year, month: month, day: day)
    }

    /// `09:30` or `09:30:00`, in seconds since midnight.
    private static func secondOfDay(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard text.count == 5 || (text.count == 8 && text[5] == UInt8(ascii: ":")), text[2] == UInt8(ascii: ":"),
              let hour = text.number(at: 0, digits: 2), hour < 24, let minute = text.number(at: 3, digits: 2), minute < 60,
              let second = text.count == 8 ? text.number(at: 6, digits: 2) : 0, second < 60 else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// Reads the account after the time, `project:task` or `project` for a task of that name,
    /// and returns its task's position in `history`, known from `tasks` when the same account came before.
    mutating func readAccount(tasks: inout TaskMemo<Int>, history: inout TrackerHistory) throws(Failure) -> Int {
        _ = skipSpaces()
        let accountColumn = index
        var end = index
        while end < bytes.count, bytes[end] != 0x09, !(bytes[end] == 0x20 && end + 1 < bytes.count && bytes[end + 1] == 0x20) { end += 1 }
        while end > index, bytes[end - 1] == 0x20 { end -= 1 }
        let accountBytes = UnsafeBufferPointer(rebasing: bytes[index..<end])
        index = end
        tasks.startKey()
        tasks.appendKey(accountBytes)
        return try tasks.task { () throws(Failure) in
            let account = String(decoding: accountBytes, as: UTF8.self)
            guard !account.isEmpty else { throw failure(at: accountColumn, "expected an account after the time, such as Acme:Design") }
            guard let colon = account.firstIndex(of: ":") else { return history.position(ofTask: account, in: account) }
            let project = String(account[..<colon]), task = String(account[account.index(after: colon)...])
            guard !project.isEmpty, !task.isEmpty else {
                throw failure(at: accountColumn, "\"\(account)\" has an empty part; expected project:task or a project alone")
            }
            return history.position(ofTask: task, in: project)
        }
    }
}
