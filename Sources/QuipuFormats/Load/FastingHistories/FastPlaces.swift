/// Where the fasts of a history file stand in it, so that the checks between fasts
/// (`FastingHistoryLoader.validate`) name them as the file's format does: by JSON path in a JSON
/// file, by line and column in a CSV file.
struct FastPlaces {
    /// A fast's start or end.
    enum Time { case start, end }

    /// A fast where a message begins with it: `[3]`, `fast_data[3]`, `line 5`.
    let record: (Int) -> String
    /// A fast's start or end: `[3].start`, `fast_data[3].EndDTM`, `line 5, column 18`.
    let time: (Int, Time) -> String
    /// A fast in the middle of a message: `fast [3]`, `the fast at fast_data[3]`, `the fast on line 5`.
    let mention: (Int) -> String
    /// What a running fast has no value for: `"end"`, `"EndDTM"`, `End`.
    let endKey: String

    /// The fasts of the JSON array at `array` (empty for the document itself), with their keys.
    static func json(array: String = "", startKey: String = "start", endKey: String = "end") -> FastPlaces {
        FastPlaces(record: { "\(array)[\($0)]" }, time: { "\(array)[\($0)].\($1 == .start ? startKey : endKey)" },
                   mention: { array.isEmpty ? "fast [\($0)]" : "the fast at \(array)[\($0)]" }, endKey: "\"\(endKey)\"")
    }

    /// The fasts of a CSV file of `bytes`, one a record, by the byte offsets of their start and
    /// end fields; a fast's line is its start's.
    static func csv(_ bytes: [UInt8], startOffsets: [Int], endOffsets: [Int], endColumn: String) -> FastPlaces {
        func place(_ offset: Int) -> (line: Int, column: Int) { JSONFailure.lineAndColumn(of: offset, in: bytes) }
        return FastPlaces(record: { "line \(place(startOffsets[$0]).line)" },
                          time: { index, time in
                              let (line, column) = place(time == .start ? startOffsets[index] : endOffsets[index])
                              return "line \(line), column \(column)"
                          },
                          mention: { "the fast on line \(place(startOffsets[$0]).line)" }, endKey: endColumn)
    }
}
