/// Deterministic fasting histories of any size, written byte for byte as the fasting timer's
/// `JSONEncoder()` writes its array of `Fasting` values (compact, dates as seconds since
/// 2001-01-01 with fractional seconds, `{"goal":{"duration":57600}}`).
///
/// One fast a day from 2023-01-01 on, begun in the evening (UTC) and ended the next day: mostly
/// 16:8, some 18:6, 20:4 and OMAD, a 37-hour fast now and then, a missed day now and then; some
/// miss their goal. Fasts never overlap; the last is running. A million fasts reach the 4900s.
package struct SyntheticFastingHistory: Sendable {
    package let fastCount: Int
    package let seed: UInt64
    /// Write every object's keys in a random order (the app's encoder promises no order).
    package let shuffledKeys: Bool

    package init(fastCount: Int, seed: UInt64 = 2001, shuffledKeys: Bool = false) {
        self.fastCount = fastCount
        self.seed = seed
        self.shuffledKeys = shuffledKeys
    }

    /// 2023-01-01T00:00:00Z, in seconds since 2001-01-01.
    package static let start = 694_224_000.0

    /// The fasts as (goal seconds, start, end or `nil` for the running one), in order.
    package func fasts() -> [(goal: Double, start: Double, end: Double?)] {
        var random = SplitMix64(state: seed)
        var fasts: [(goal: Double, start: Double, end: Double?)] = []
        fasts.reserveCapacity(fastCount)
        var day = 0.0
        var previousEnd = -Double.infinity
        for index in 0..<fastCount {
            let roll = random.next() % 100
            let goalHours: Double = roll < 70 ? 16 : roll < 85 ? 18 : roll < 90 ? 20 : 23
            let evening = Self.start + day * 86_400 + 18 * 3600 + Double(random.next() % 9000)
            let start = max(evening, previousEnd + 3600) + Double(random.next() % 1_000_000) / 1_000_000
            let isLong = random.next() % 60 == 0
            let hours = isLong ? 37 : goalHours - 2 + Double(random.next() % 300) / 60
            let end = start + hours * 3600 + Double(random.next() % 1000) / 1000
            fasts.append((goalHours * 3600, start, index == fastCount - 1 ? nil : end))
            previousEnd = end
            day += isLong ? 2 : random.next() % 12 == 0 ? 2 : 1
        }
        return fasts
    }

    /// The JSON bytes of the history.
    package func json() -> [UInt8] {
        var output = JSONOutput(shuffledKeys: shuffledKeys, random: SplitMix64(state: seed ^ 0x5EED))
        output.bytes.reserveCapacity(fastCount * 72 + 16)
        output.array(fasts()) { output, fast in
            var members: [(String, (inout JSONOutput) -> Void)] = [
                ("goal", { $0.object([("duration", { $0.number(fast.goal) })]) }),
                ("start", { $0.number(fast.start) }),
            ]
            if let end = fast.end { members.append(("end", { $0.number(end) })) }
            output.object(members)
        }
        return output.bytes
    }
}
