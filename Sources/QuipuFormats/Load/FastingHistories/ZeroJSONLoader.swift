import QuipuCore

/// Reads Zero's JSON export, `biodata.json`: an object whose `fast_data` is an array of fasts,
/// `{"FastID": …, "StartDTM": "2024-03-24T19:06:40Z", "EndDTM": null, "GoalHours": 16, "GoalID": …, "IsEnded": false}`.
/// `StartDTM` is required; `EndDTM` is `null` (or absent) while the fast runs; `GoalHours`, when
/// absent or `null`, is the default goal. Times are ISO 8601 instants with their offset (`Z` or
/// `±hh:mm`); every other key, in a fast or beside `fast_data`, is skipped. Every problem names the
/// file and the JSON path (`fast_data[3].EndDTM: …`).
enum ZeroJSONLoader {
    static func decode(_ bytes: [UInt8], file: String, goal: Fasting.Goal) throws(QuipuError) -> LoadedFastingHistory {
        let fasts = try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in try read(&scanner, goal: goal) }
        var history = try FastingHistoryLoader.validate(fasts, places: .json(array: "fast_data", startKey: "StartDTM", endKey: "EndDTM"), file: file)
        history.format = .zeroJSON
        return history
    }

    private static func read(_ scanner: inout JSONScanner, goal: Fasting.Goal) throws(JSONFailure) -> [DecodedFast] {
        var fasts: [DecodedFast]?
        try scanner.readObject(expected: "Zero's biodata.json, an object with \"fast_data\"") { scanner, key throws(JSONFailure) in
            guard key.is("fast_data") else { return try scanner.skipValue() }
            fasts = try within(.key("fast_data")) { () throws(JSONFailure) in
                var list: [DecodedFast] = []
                try scanner.readArray(expected: "an array of fasts") { scanner, index throws(JSONFailure) in
                    list.append(try within(.index(index)) { () throws(JSONFailure) in try readFast(&scanner, goal: goal) })
                }
                return list
            }
        }
        guard let fasts else {
            let message = "missing; expected the key \"fast_data\" holding the fasts, as Zero's biodata.json has it"
            throw JSONFailure(path: [.key("fast_data")], message: message, offset: scanner.index, isSyntax: false)
        }
        return fasts
    }

    private static func readFast(_ scanner: inout JSONScanner, goal defaultGoal: Fasting.Goal) throws(JSONFailure) -> DecodedFast {
        var start: Instant?, end: Instant?, goal: Fasting.Goal?
        try scanner.readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            if key.is("StartDTM") {
                start = try within(.key("StartDTM")) { () throws(JSONFailure) in try readInstant(&scanner) }
            } else if key.is("EndDTM") {
                end = try within(.key("EndDTM")) { () throws(JSONFailure) in try readInstant(&scanner) }
            } else if key.is("GoalHours") {
                goal = try within(.key("GoalHours")) { () throws(JSONFailure) in try readGoal(&scanner) }
            } else {
                try scanner.skipValue()
            }
        }
        guard let start else {
            throw JSONFailure(path: [.key("StartDTM")], message: "missing; expected the key \"StartDTM\", when the fast began",
                              offset: scanner.index, isSyntax: false)
        }
        return DecodedFast(goal: goal ?? defaultGoal, start: start, end: end)
    }

    /// An ISO 8601 instant with its offset; `nil` for `null`.
    private static func readInstant(_ scanner: inout JSONScanner) throws(JSONFailure) -> Instant? {
        if try scanner.readNullIfPresent() { return nil }
        let valueStart = scanner
        let text = try scanner.readString(expected: "an ISO 8601 instant in a string, such as \"2024-03-24T19:06:40Z\"")
        guard let instant = Instant.parseISO8601(text) else { throw valueStart.dataError(Instant.iso8601Problem(text)) }
        return instant
    }

    /// Hours above 0, such as `16` or `16.5`; `nil` for `null`.
    private static func readGoal(_ scanner: inout JSONScanner) throws(JSONFailure) -> Fasting.Goal? {
        if try scanner.readNullIfPresent() { return nil }
        let valueStart = scanner
        let text = try scanner.readNumberText(expected: "a number of hours, such as 16")
        guard let milliseconds = FastingHours.milliseconds(text.utf8), milliseconds >= 1 else {
            throw valueStart.dataError("\(text) is not a goal; expected hours above 0 and at most \(FastingHours.most), such as 16 or 16.5")
        }
        return Fasting.Goal(milliseconds: milliseconds)
    }
}
