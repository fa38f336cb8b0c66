import QuipuCore

/// A fasting history as read from a file.
package struct LoadedFastingHistory: Sendable {
    /// The begun fasts, in the file's order; at most one is running, and none overlap.
    package let fasts: [Fasting]
    /// How many fasts had no `start` (never begun) and were left out.
    package let unbegunCount: Int
    /// The format the file was read in.
    package var format = FastingHistoryFormat.app
}

/// Reads the fasting timer's history file exactly as the app's plain `JSONEncoder()` writes it:
/// a JSON array of `{"goal":{"duration":57600},"start":733000000,"end":733060000}`, dates as
/// seconds since 2001-01-01, compact or pretty-printed, keys in any order.
///
/// A fast without `end` is running; one without `start` was never begun and is left out (and
/// counted). Every problem names the file and the fast's 0-based JSON path: a second running
/// fast, an `end` before its `start`, a goal of zero or less, a date outside `Instant.supportedRange`,
/// and fasts that overlap (fasts that only touch, one ending as the next begins, are fine).
package enum FastingHistoryLoader {
    /// Loads the file at `path`. `progress`, if given, is called now and then with the fraction
    /// of the file decoded.
    package static func load(path: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> LoadedFastingHistory {
        try decode(readInput(path), file: path, progress: progress)
    }

    /// Decodes the bytes of a history file; `file` names it in error messages.
    package static func decode(_ bytes: [UInt8], file: String, progress: ((Double) -> Void)? = nil) throws(QuipuError) -> LoadedFastingHistory {
        let fasts = try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in try FastingHistoryDecoder(progress: progress).read(&scanner) }
        return try validate(fasts, places: .json(), file: file)
    }

    /// The fasts checked against each other, or a data error naming `file` and their places.
    static func validate(_ decoded: [DecodedFast], places: FastPlaces, file: String) throws(QuipuError) -> LoadedFastingHistory {
        do {
            return try validate(decoded, places: places)
        } catch {
            throw QuipuError(.dataError, "\(file): \(error.message)")
        }
    }

    /// A problem between fasts, already worded with its JSON path.
    struct Invalid: Error {
        let message: String
    }

    /// Checks the fasts against each other and keeps the begun ones; `places` names them in messages.
    static func validate(_ decoded: [DecodedFast], places: FastPlaces) throws(Invalid) -> LoadedFastingHistory {
        var begun: [(index: Int, start: Instant, end: Instant?)] = []
        begun.reserveCapacity(decoded.count)
        var running: Int?
        for (index, fast) in decoded.enumerated() {
            guard let start = fast.start else { continue }
            if let end = fast.end, end < start {
                throw Invalid(message: "\(places.time(index, .end)): end \(end.iso8601) is before start \(start.iso8601); expected an end at or after the start")
            }
            if fast.end == nil {
                if let running {
                    throw Invalid(message: "\(places.record(running)) and \(places.record(index)) are both running (no \(places.endKey)); "
                        + "expected at most one running fast")
                }
                running = index
            }
            begun.append((index, start, fast.end))
        }
        if !begun.indices.dropFirst().allSatisfy({ begun[$0 - 1].start <= begun[$0].start }) {
            begun.sort { ($0.start, $0.index) < ($1.start, $1.index) }
        }
        for (earlier, later) in zip(begun, begun.dropFirst()) {
            guard let earlierEnd = earlier.end else {
                throw Invalid(message: "\(places.time(later.index, .start)): begins at \(later.start.iso8601) while \(places.mention(earlier.index)), begun at "
                    + "\(earlier.start.iso8601), is still running; expected the running fast to be the latest")
            }
            if later.start < earlierEnd {
                throw Invalid(message: "\(places.time(later.index, .start)): begins at \(later.start.iso8601), before \(places.mention(earlier.index)) ends at "
                    + "\(earlierEnd.iso8601); expected fasts that do not overlap")
            }
        }
        let fasts = decoded.compactMap { $0.start == nil ? nil : Fasting(goal: $0.goal, start: $0.start, end: $0.end) }
        return LoadedFastingHistory(fasts: fasts, unbegunCount: decoded.count - fasts.count)
    }
}
