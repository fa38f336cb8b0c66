import QuipuCore

/// Renders a fasting summary as CSV: one row per begun fast in the period, oldest first, the
/// running fast (with an empty `end`, measured to the as-of instant) last.
package enum FastingCSV {
    package static let header = ["start", "end", "duration_seconds", "goal_seconds", "progress_percent", "goal_met", "stage"]

    /// `start` and `end` are RFC 3339 to the whole second with the report zone's offset;
    /// `duration_seconds` whole seconds, halves up; `progress_percent` one decimal, halves up;
    /// `goal_met` from the exact values; `stage` the highest stage reached, empty below the first.
    package static func render(_ summary: FastingSummary) -> String {
        let zone = summary.parameters.timeZone
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        for fast in summary.begunFasts {
            writer.appendRow([
                .number(LocalTimeText.iso8601WholeSecond(fast.start, in: zone)),
                .number(fast.end.map { LocalTimeText.iso8601WholeSecond($0, in: zone) } ?? ""),
                .number(String(FastingElements.seconds(fast.duration))),
                .number(String(FastingElements.seconds(fast.goal.milliseconds))),
                .number(fast.progress.percentText),
                .number(fast.isGoalMet ? "true" : "false"),
                .text(fast.stage?.name ?? ""),
            ])
        }
        return writer.text
    }
}
