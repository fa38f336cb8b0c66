import QuipuCore

/// Hours as fasting exports and `--goal` write them (`16`, `16.5`, `44`), read exactly from their
/// text, never through a floating-point number.
enum FastingHours {
    /// The most hours a goal or a fast's `Hours` may say: more than a century.
    static let most: Int64 = 1_000_000

    /// The milliseconds of `text`: digits with an optional `.` and at most nine fraction digits,
    /// at most `most` hours, rounded half up to the millisecond; `nil` for anything else.
    static func milliseconds(_ text: some Collection<UInt8>) -> Int64? {
        let bytes = Array(text)
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let whole = bytes[..<point], fraction = bytes[min(point + 1, bytes.count)...]
        guard !whole.isEmpty, whole.count <= 7, whole.allSatisfy(isDigit), fraction.count <= 9, fraction.allSatisfy(isDigit),
              point == bytes.count || !fraction.isEmpty else { return nil }
        let hours = whole.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
        let fractionValue = fraction.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
        var scale: Int64 = 1
        for _ in fraction { scale *= 10 }
        let milliseconds = hours * 3_600_000 + (fractionValue * 3_600_000 * 2 + scale) / (2 * scale)
        return milliseconds <= most * 3_600_000 ? milliseconds : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// A goal as `--goal` and `goal:` write it: hours (`16`, `16.5`, `16h`) or a preset's name
    /// (`16:8`, `18:6`, `20:4`, `OMAD`).
    static func goal(_ text: String) throws(QuipuError) -> Fasting.Goal {
        if let preset = Fasting.Goal.presets.first(where: { $0.name.lowercased() == text.lowercased() }) { return preset.goal }
        let hours = text.hasSuffix("h") ? text.dropLast() : Substring(text)
        guard let milliseconds = milliseconds(hours.utf8), milliseconds >= 1 else {
            throw QuipuError(.usage, "invalid goal \"\(text)\"; expected hours above 0 (such as 16 or 16.5) or a preset: 16:8, 18:6, 20:4, OMAD")
        }
        return Fasting.Goal(milliseconds: milliseconds)
    }
}
