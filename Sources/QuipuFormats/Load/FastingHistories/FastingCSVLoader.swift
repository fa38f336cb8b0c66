import QuipuCore

/// Reads the plain CSV history any app's fasts can be written as: `start,end,goal_hours`, with
/// `start` and `end` ISO 8601 instants with their offset (`2024-03-24T19:06:40Z`), `end` empty
/// while the fast runs, and `goal_hours` (optional, as a column or a value) the goal in hours,
/// such as `16` or `16.5`; without it, the default goal.
enum FastingCSVLoader {
    static let table = FastingCSVTable(format: .csv, required: ["start", "end"], optional: ["goal_hours"], startColumn: "start", endColumn: "end")

    static func decode(_ bytes: [UInt8], file: String, goal: Fasting.Goal) throws(QuipuError) -> LoadedFastingHistory {
        try table.decode(bytes, file: file) { record throws(QuipuError) in
            let start = try instant(record, record.field("start")!)
            let endField = record.field("end")!
            let end = record.bytes(endField).isEmpty ? nil : try instant(record, endField)
            guard let goalField = record.field("goal_hours"), !record.bytes(goalField).isEmpty else {
                return DecodedFast(goal: goal, start: start, end: end)
            }
            guard let milliseconds = FastingHours.milliseconds(record.bytes(goalField)), milliseconds >= 1 else {
                throw record.failure(goalField, "\"\(record.text(goalField))\" is not a goal; expected hours above 0 and at most \(FastingHours.most), "
                    + "such as 16 or 16.5, or nothing for the default goal")
            }
            return DecodedFast(goal: Fasting.Goal(milliseconds: milliseconds), start: start, end: end)
        }
    }

    private static func instant(_ record: FastingCSVRecord, _ field: CSVRecords.Field) throws(QuipuError) -> Instant {
        let text = String(decoding: record.bytes(field), as: UTF8.self)
        guard let instant = Instant.parseISO8601(text) else { throw record.failure(field, Instant.iso8601Problem(text)) }
        return instant
    }
}
