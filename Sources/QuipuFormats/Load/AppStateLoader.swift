import Foundation
import QuipuCore

/// Reads the time tracker's `AppState` exactly as the app's plain `JSONEncoder()` writes it:
/// dates as seconds since 2001-01-01, enums as one-key objects, `_0` payloads, a missing `stop`
/// for a running slip; compact or pretty-printed, in any key order.
public enum AppStateLoader {
    /// Loads the file at `path`. Every failure names the file and, for bad data, the JSON path.
    /// `progress`, if given, is called now and then with the fraction of the file decoded.
    public static func load(path: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        try decode(readInput(path), file: path, progress: progress)
    }

    /// Decodes the bytes of an `AppState` file; `file` names it in error messages.
    /// `progress`, if given, is called now and then with the fraction of the bytes decoded.
    public static func decode(_ bytes: [UInt8], file: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> AppState {
        let bytesRead = progress.map { report in { (read: Int) in report(Double(read) / Double(max(bytes.count, 1))) } }
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONFailure) in try AppStateDecoder(progress: bytesRead).decode(buffer) }
        }
        switch decoded {
        case let .success(state):
            try validate(state, file: file)
            return state
        case let .failure(failure):
            throw QuipuError(.dataError, "\(file): \(describe(failure, in: bytes))")
        }
    }

    /// The reference decoder: Foundation's `JSONDecoder` over the model's `Codable` conformance.
    /// Slower by an order of magnitude; kept as the oracle the tests hold `decode` to.
    static func decodeWithCodable(_ bytes: [UInt8], file: String) throws(QuipuError) -> AppState {
        if let offset = firstInvalidUTF8Offset(bytes) {
            throw QuipuError(.dataError, "\(file): \(invalidUTF8(at: offset))")
        }
        let json = Array(bytes.dropFirst(byteOrderMarkLength(bytes)))
        let state: AppState
        do {
            state = try JSONDecoder().decode(AppState.self, from: Data(json))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw QuipuError(.dataError, "\(file): \(syntaxError(in: json))")
        } catch let error as DecodingError {
            throw QuipuError(.dataError, "\(file): \(describe(error))")
        } catch {
            throw QuipuError(.dataError, "\(file): \(error)")
        }
        try validate(state, file: file)
        return state
    }

    static func describe(_ failure: JSONFailure, in bytes: [UInt8]) -> String {
        if let offset = firstInvalidUTF8Offset(bytes), offset <= failure.offset { return invalidUTF8(at: offset) }
        guard failure.isSyntax else { return "\(failure.pathText): \(failure.message)" }
        let (line, column) = lineAndColumn(of: failure.offset, in: bytes)
        return "line \(line), column \(column): not valid JSON (\(failure.message))"
    }

    static func invalidUTF8(at offset: Int) -> String {
        "invalid UTF-8 at byte offset \(offset); expected a UTF-8 JSON file"
    }

    /// The 1-based line and column (in bytes, not counting a byte-order mark) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes.prefix(min(offset, bytes.count))
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? min(byteOrderMarkLength(bytes), before.count)
        let column = before.count - lineStart + 1
        return (line, column)
    }

    /// Rejects what JSON can express but the app never writes: a date outside years 1–9999, a
    /// slip that stops before it starts, the same slip id twice (as a bad merge of two files leaves).
    static func validate(_ state: AppState, file: String) throws(QuipuError) {
        func fail(_ path: String, _ message: String) -> QuipuError { QuipuError(.dataError, "\(file): \(path): \(message)") }
        func instant(_ date: Date, at path: @autoclosure () -> String) throws(QuipuError) -> Instant {
            guard let instant = Instant(checking: date) else {
                throw fail(path(), "\(numberText(date.timeIntervalSinceReferenceDate)) is out of range; "
                    + "expected seconds since 2001-01-01 for a date in years 1–9999")
            }
            return instant
        }
        var slipIDs: [UInt128] = []
        slipIDs.reserveCapacity(state.projects.reduce(0) { $0 + $1.tasks.reduce(0) { $0 + $1.timeSlips.count } })
        for (p, project) in state.projects.enumerated() {
            for (t, task) in project.tasks.enumerated() {
                if case let .date(date) = task.dueDate { _ = try instant(date, at: "projects[\(p)].tasks[\(t)].dueDate.date._0") }
                for (s, slip) in task.timeSlips.enumerated() {
                    func path() -> String { "projects[\(p)].tasks[\(t)].timeSlips[\(s)]" }
                    let start = try instant(slip.start, at: path() + ".start")
                    if let stopDate = slip.stop {
                        let stop = try instant(stopDate, at: path() + ".stop")
                        guard stop >= start else {
                            throw fail(path() + ".stop", "stop \(stop.iso8601) is before start \(start.iso8601); expected a stop at or after the start")
                        }
                    }
                    slipIDs.append(withUnsafeBytes(of: slip.id.uuid) { $0.loadUnaligned(as: UInt128.self) })
                }
            }
        }
        if containsDuplicates(slipIDs) { try rejectDuplicateSlipIDs(in: state, file: file) }
    }

    /// Names the first time slip id met twice, in file order, with both of its JSON paths.
    private static func rejectDuplicateSlipIDs(in state: AppState, file: String) throws(QuipuError) {
        var firstPaths: [UUID: String] = [:]
        for (p, project) in state.projects.enumerated() {
            for (t, task) in project.tasks.enumerated() {
                for (s, slip) in task.timeSlips.enumerated() {
                    let path = "projects[\(p)].tasks[\(t)].timeSlips[\(s)].id"
                    if let first = firstPaths.updateValue(path, forKey: slip.id) {
                        throw QuipuError(.dataError, "\(file): \(first) and \(path) are both \(slip.id.uuidString); expected each time slip id once")
                    }
                }
            }
        }
    }

    /// A number as the file would spell it: `768395400`, `0.5`, `1e300`.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)".replacing("e+", with: "e")
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, context):
            // Foundation says "Expected to decode Double but found a string instead." (or "found number", "found bool").
            let found = context.debugDescription.firstRange(of: "found ").map { context.debugDescription[$0.upperBound...] }
            let word = found.map { String($0.replacing(" instead.", with: "")) } ?? "something else"
            let phrases = ["a string": "a string", "number": "a number", "a dictionary": "an object", "an array": "an array", "bool": "a boolean"]
            return "\(path(context.codingPath)): expected \(expectation(for: type)), found \(phrases[word] ?? word)"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(expectation(for: type)), found null"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])): missing; expected the key \"\(key.stringValue)\""
        case let .dataCorrupted(context):
            if context.debugDescription.contains("UUID") {
                return "\(path(context.codingPath)): expected a UUID string such as \"DEC19C67-9D85-5B59-91D4-BC056B886574\""
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// Where and why `bytes` is not JSON: `line 3, column 9: not valid JSON (Invalid value around character 17.)`.
    /// `JSONDecoder` does not say where; `JSONSerialization` gives the byte offset.
    static func syntaxError(in bytes: [UInt8]) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return "not a JSON object; expected {\"projects\": [...]}"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let range = detail.firstRange(of: "character "),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
                return "not valid JSON (\(detail))"
            }
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            return "line \(line), column \(column): not valid JSON (\(detail.lowercased().dropLast()))"
        }
    }

    /// `projects[1].tasks[0].timeSlips[3].start`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.reduce(into: "") { text, key in
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "top level" : text
    }

    private static func expectation(for type: Any.Type) -> String {
        switch type {
        case is Date.Type, is Double.Type: AppStateDecoder.seconds
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}

/// Reads a whole input file, mapping failures to sysexits statuses. Reads straight into the
/// array, with no intermediate `Data`: an AppState file can be a hundred megabytes.
func readInput(_ path: String) throws(QuipuError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw QuipuError(.noInput, "\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw QuipuError(.noInput, "\(path): is a directory; expected a file") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw QuipuError(.noInput, "\(path): cannot be read (\(String(cString: strerror(errno))))") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw QuipuError(.ioError, "\(path): cannot be read (\(String(cString: strerror(errno))))") }
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
        while count < buffer.count {
            let read = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0, errno == EINTR { continue }
            if read <= 0 { failure = read < 0 ? errno : 0; break }
            count += read
        }
    }
    guard failure == 0 else { throw QuipuError(.ioError, "\(path): cannot be read (\(String(cString: strerror(failure))))") }
    return bytes
}
