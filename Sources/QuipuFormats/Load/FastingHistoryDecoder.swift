import QuipuCore

/// One element of a fasting history file, decoded and range-checked but not yet validated
/// against the others.
struct DecodedFast {
    let goal: Fasting.Goal
    let start: Instant?
    let end: Instant?
}

/// Decodes the fasting timer's history, a JSON array of `Fasting` values as the app's plain
/// `JSONEncoder()` writes them, straight from bytes in one pass. Keys the app does not write are
/// skipped (a newer app may add some); `null` reads as an absent date, as `JSONDecoder` reads it.
struct FastingHistoryDecoder {
    /// Called now and then with the fraction of the file read so far.
    var progress: ((Double) -> Void)?

    static let earliest = Instant.supportedRange.lowerBound
    static let latest = Instant.supportedRange.upperBound
    static let seconds = "a number (seconds since 2001-01-01T00:00:00Z)"

    /// Reads the document, which `scanner` starts (after any byte-order mark).
    func read(_ scanner: inout JSONScanner) throws(JSONFailure) -> [DecodedFast] {
        var fasts: [DecodedFast] = []
        fasts.reserveCapacity(scanner.bytes.count / 64)
        try scanner.readArray(expected: "an array of fasts") { scanner, index throws(JSONFailure) in
            fasts.append(try within(.index(index)) { () throws(JSONFailure) in try readFast(&scanner) })
            if index & 0x3FFF == 0x3FFF { progress?(scanner.fractionRead) }
        }
        return fasts
    }

    private func readFast(_ scanner: inout JSONScanner) throws(JSONFailure) -> DecodedFast {
        var goal: Fasting.Goal?, start: Instant?, end: Instant?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            if key.is("start") {
                start = try within(.key("start")) { () throws(JSONFailure) in try readDate(&scanner) }
            } else if key.is("end") {
                end = try within(.key("end")) { () throws(JSONFailure) in try readDate(&scanner) }
            } else if key.is("goal") {
                goal = try within(.key("goal")) { () throws(JSONFailure) in try readGoal(&scanner) }
            } else {
                try scanner.skipValue()
            }
        }
        guard let goal else { throw missing("goal", at: scanner) }
        return DecodedFast(goal: goal, start: start, end: end)
    }

    /// A date in `Instant.supportedRange`, to the nearest millisecond; `nil` for `null`.
    private func readDate(_ scanner: inout JSONScanner) throws(JSONFailure) -> Instant? {
        if try scanner.readNullIfPresent() { return nil }
        let valueStart = scanner
        let milliseconds = (try scanner.readNumber(expected: Self.seconds) * 1000).rounded()
        guard milliseconds >= Double(Self.earliest.milliseconds), milliseconds <= Double(Self.latest.milliseconds) else {
            throw valueStart.dataError("expected a date \(Instant.supportedRangeDescription), between \(Self.earliest.milliseconds / 1000) "
                + "and \(Self.latest.milliseconds / 1000) seconds since 2001-01-01T00:00:00Z")
        }
        return Instant(milliseconds: Int64(milliseconds))
    }

    /// `{"duration": seconds}`: at least a millisecond, at most the span of the years 1 to 9999.
    private func readGoal(_ scanner: inout JSONScanner) throws(JSONFailure) -> Fasting.Goal {
        var goal: Fasting.Goal?
        try scanner.readObject(expected: "an object such as {\"duration\":57600}") { scanner, key throws(JSONFailure) in
            guard key.is("duration") else { return try scanner.skipValue() }
            goal = try within(.key("duration")) { () throws(JSONFailure) in
                let valueStart = scanner
                let milliseconds = (try scanner.readNumber(expected: "a number of seconds") * 1000).rounded()
                let longest = Double(Self.latest.milliseconds - Self.earliest.milliseconds)
                guard milliseconds >= 1, milliseconds <= longest else {
                    throw valueStart.dataError("expected a positive number of seconds (at least 0.001, such as 57600 for 16 hours), "
                        + "found \(milliseconds < 1 ? "a goal of 0 seconds or less" : "a goal longer than 9999 years")")
                }
                return Fasting.Goal(milliseconds: Int64(milliseconds))
            }
        }
        guard let goal else { throw missing("duration", at: scanner) }
        return goal
    }

    private func missing(_ key: String, at scanner: JSONScanner) -> JSONFailure {
        JSONFailure(path: [.key(key)], message: "missing; expected the key \"\(key)\"", offset: scanner.index, isSyntax: false)
    }
}
