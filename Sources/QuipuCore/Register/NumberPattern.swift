/// How the numbers of a series of documents are made: literal text around a year (`{yyyy}` or
/// `{yy}`) and one sequence number (`{seq}`, or `{seq:4}` zero-padded to four digits), such as
/// `{yyyy}-{seq:4}` for `2024-0042` or `{yyyy}-C{seq:3}` for `2024-C001`. With a year in the
/// pattern, the sequence restarts at 1 each year; without, it runs on.
public struct NumberPattern: Hashable, Sendable, CustomStringConvertible {
    /// One part of a pattern.
    public enum Part: Hashable, Sendable {
        case text(String)
        /// The issue date's year, in four digits or in its last two.
        case year(digits: Int)
        /// The sequence number, zero-padded to at least `digits` digits (1: not padded).
        case sequence(digits: Int)
    }

    /// The parts, in order; exactly one is the sequence.
    public let parts: [Part]
    /// The pattern as written.
    public let description: String

    /// Why a pattern could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let text: String
        public let reason: String
        public var description: String {
            "invalid numbering pattern \"\(text)\": \(reason); expected text with one {seq} or {seq:N} (N 1 to 9) and optionally {yyyy} or {yy}, "
                + "such as {yyyy}-{seq:4}"
        }
    }

    /// Reads a pattern such as `{yyyy}-{seq:4}`.
    public static func parse(_ text: String) throws(ParseError) -> NumberPattern {
        var parts: [Part] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "{") else {
                parts.append(.text(String(rest)))
                break
            }
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { throw ParseError(text: text, reason: "a { without its }") }
            let token = rest[rest.index(after: open)..<close]
            switch token {
            case "yyyy": parts.append(.year(digits: 4))
            case "yy": parts.append(.year(digits: 2))
            case "seq": parts.append(.sequence(digits: 1))
            default:
                guard token.hasPrefix("seq:"), let digits = Int(token.dropFirst(4)), (1...9).contains(digits) else {
                    throw ParseError(text: text, reason: "unknown placeholder {\(token)}")
                }
                parts.append(.sequence(digits: digits))
            }
            rest = rest[rest.index(after: close)...]
        }
        let sequences = parts.filter { if case .sequence = $0 { true } else { false } }.count
        guard sequences == 1 else { throw ParseError(text: text, reason: sequences == 0 ? "no sequence number" : "two sequence numbers") }
        let years = parts.filter { if case .year = $0 { true } else { false } }.count
        guard years <= 1 else { throw ParseError(text: text, reason: "two years") }
        for (part, next) in zip(parts, parts.dropFirst()) where !part.isText && !next.isText {
            throw ParseError(text: text, reason: "two placeholders with nothing between them")
        }
        return NumberPattern(parts: parts, description: text)
    }

    /// Whether the sequence restarts each year: the pattern has a year.
    public var restartsYearly: Bool { parts.contains { if case .year = $0 { true } else { false } } }

    /// The number of `sequence` in the year `year`: `2024-0042`.
    public func number(year: Int, sequence: Int) -> String {
        parts.map { part in
            switch part {
            case let .text(text): text
            case let .year(digits): digits == 4 ? padded(year, 4) : padded(year % 100, 2)
            case let .sequence(digits): padded(sequence, digits)
            }
        }.joined()
    }

    /// The year (as the pattern writes it, `nil` when it has none) and sequence number `number`
    /// holds, or `nil` when it is not a number of this pattern.
    public func read(_ number: String) -> (year: Int?, sequence: Int)? {
        var rest = Substring(number)
        var year: Int?, sequence: Int?
        for (index, part) in parts.enumerated() {
            switch part {
            case let .text(text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case let .year(digits):
                let written = rest.prefix(digits)
                guard written.count == digits, written.allSatisfy(\.isASCIIDigit), let value = Int(written) else { return nil }
                year = value
                rest = rest.dropFirst(digits)
            case let .sequence(digits):
                // The digits up to the next text (or the end): at least `digits`, no extra leading zero.
                let end: Substring.Index
                if index + 1 < parts.count, case let .text(next) = parts[index + 1] {
                    guard let range = rest.range(of: next) else { return nil }
                    end = range.lowerBound
                } else {
                    end = rest.endIndex
                }
                let written = rest[..<end]
                guard written.count >= digits, written.count <= 9, written.allSatisfy(\.isASCIIDigit), let value = Int(written),
                      written.count == digits || written.first != "0" else { return nil }
                sequence = value
                rest = rest[end...]
            }
        }
        guard rest.isEmpty, let sequence else { return nil }
        return (year, sequence)
    }

    /// Whether `year` is the one written as `written` (its last two digits for `{yy}`).
    public func matches(year: Int, written: Int) -> Bool {
        parts.contains { $0 == .year(digits: 2) } ? year % 100 == written : year == written
    }

    private func padded(_ value: Int, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}

private extension NumberPattern.Part {
    var isText: Bool { if case .text = self { true } else { false } }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
