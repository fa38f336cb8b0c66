import QuipuCore

/// Reading the numbers, dates and names of tracker files from their bytes.
extension UnsafeBufferPointer<UInt8> {
    /// The number that the `count` ASCII digits (and only digits) at `offset` spell; `nil` if
    /// one is not a digit, if there are none or more than nine, or if they run past the end.
    @inline(__always)
    func number(at offset: Int, digits count: Int) -> Int? {
        guard count > 0, count <= 9, offset >= 0, offset + count <= self.count else { return nil }
        var value = 0
        for position in offset..<(offset + count) {
            let digit = self[position] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// The bytes without spaces and tabs at either end, counted from 0.
    var trimmingSpaces: UnsafeBufferPointer<UInt8> {
        var start = 0, end = count
        while start < end, self[start] == 0x20 || self[start] == 0x09 { start += 1 }
        while end > start, self[end - 1] == 0x20 || self[end - 1] == 0x09 { end -= 1 }
        return start == 0 && end == count ? self : UnsafeBufferPointer(rebasing: self[start..<end])
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last, first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 else { return self }
        let start = utf8.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? utf8.endIndex
        let end = utf8.lastIndex { $0 != 0x20 && $0 != 0x09 }.map { utf8.index(after: $0) } ?? start
        return String(self[start..<max(start, end)])
    }
}

/// Calendar dates read from a tracker file as days since 1970-01-01, the last one remembered:
/// a file's records come many to a day, so most dates are the one before.
struct LocalDays {
    private var last: (year: Int, month: Int, day: Int, days: Int)?

    /// The days since 1970-01-01 of the date, `nil` if there is no such date.
    mutating func days(year: Int, month: Int, day: Int) -> Int? {
        if let last, last.day == day, last.month == month, last.year == year { return last.days }
        guard let date = LocalDate(year: year, month: month, day: day) else { return nil }
        last = (year, month, day, date.daysSince1970)
        return last!.days
    }
}
