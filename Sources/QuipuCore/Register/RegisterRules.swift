/// A numbered series of invoices or credit notes: its pattern, where its first year starts, and
/// whether its numbers must run without gaps.
public struct NumberSeries: Hashable, Sendable {
    /// Which documents it numbers and whose: `invoices`, `clients.acme invoices`; documents of
    /// the same name form one series.
    public let name: String
    public let pattern: NumberPattern
    /// The sequence number of the series' first document in its first year (books carried over
    /// mid-year start at 42); later years, and a series without a year, start at 1 otherwise.
    public let start: Int
    /// Whether only uniqueness is required (`gaps: allowed`), not numbers without gaps.
    public let gapsAllowed: Bool

    public init(name: String, pattern: NumberPattern, start: Int = 1, gapsAllowed: Bool = false) {
        self.name = name
        self.pattern = pattern
        self.start = start
        self.gapsAllowed = gapsAllowed
    }

    /// The number that follows the series' documents in `year`: the first of the year without
    /// any, else the one after the highest.
    public func next(after documents: [RegisterDocument], year: Int) -> String {
        let readings = documents.filter { $0.series?.name == name }.compactMap { document in
            pattern.read(document.number).map { (document, $0) }
        }
        let firstYear = readings.compactMap { $0.0.issueDate?.year }.min() ?? year
        let sameYear = readings.filter { !pattern.restartsYearly || $0.1.year.map { pattern.matches(year: year, written: $0) } == true }
        let highest = sameYear.map(\.1.sequence).max()
        let first = pattern.restartsYearly && year != firstYear ? 1 : start
        return pattern.number(year: year, sequence: highest.map { $0 + 1 } ?? first)
    }
}

/// An invoice or a credit note of the register, as its rules see it.
public struct RegisterDocument: Sendable {
    /// An invoice or a credit note; the raw value is how messages and the register's CSV name it.
    public enum Kind: String, Sendable {
        case invoice
        case creditNote = "credit note"
    }

    public let kind: Kind
    public let number: String
    /// `nil` when the entry states none (it is then issued the day it is made).
    public let issueDate: LocalDate?
    /// The series its number belongs to; `nil` when its documents are not numbered by a pattern.
    public let series: NumberSeries?
    /// Where the document is listed (`quipu.yml: line 90: invoices[1]`), for messages.
    public let place: String

    public init(kind: Kind, number: String, issueDate: LocalDate?, series: NumberSeries?, place: String) {
        self.kind = kind
        self.number = number
        self.issueDate = issueDate
        self.series = series
        self.place = place
    }
}

/// A broken rule of the register, said at the document that breaks it.
public struct RegisterProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the document is listed.
    public let place: String
    public let message: String
    public var description: String { "\(place): \(message)" }
}

/// The rules every register keeps: each number once among invoices and credit notes, and in a
/// numbered series, numbers of its pattern, in the year they are issued, running without gaps in
/// issue-date order (unless gaps are allowed).
public enum RegisterRules {
    /// The first rule `documents` break, in the order above and of the documents.
    public static func check(_ documents: [RegisterDocument]) throws(RegisterProblem) {
        var seen: [String: RegisterDocument] = [:]
        for document in documents {
            if let first = seen[document.number] {
                throw RegisterProblem(place: document.place, message: "number \"\(document.number)\" is also the number of the \(first.kind.rawValue) at "
                    + "\(first.place); expected each invoice and credit note number once")
            }
            seen[document.number] = document
        }
        var numbered: [String: [(document: RegisterDocument, issueDate: LocalDate, year: Int?, sequence: Int)]] = [:]
        var seriesOrder: [String] = []
        for document in documents {
            guard let series = document.series else { continue }
            guard let issueDate = document.issueDate else {
                throw RegisterProblem(place: document.place, message: "no issueDate; expected the \(document.kind.rawValue)'s issue date, "
                    + "which its numbered series (\(series.pattern)) is checked by")
            }
            guard let reading = series.pattern.read(document.number) else {
                // The number its last digits would be, written the series' way (`2024-43` → `2024-0043`), else the year's first.
                let digits = String(document.number.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
                let sequence = Int(digits.prefix(9)).flatMap { $0 > 0 ? $0 : nil } ?? 1
                throw RegisterProblem(place: document.place, message: "number \"\(document.number)\" is not one of the series \(series.pattern); "
                    + "expected one such as \(series.pattern.number(year: issueDate.year, sequence: sequence))")
            }
            if let written = reading.year, !series.pattern.matches(year: issueDate.year, written: written) {
                throw RegisterProblem(place: document.place, message: "number \"\(document.number)\" is of another year than its issue date, "
                    + "\(issueDate); expected a number of \(issueDate.year), the year it is issued in")
            }
            if numbered[series.name] == nil { seriesOrder.append(series.name) }
            numbered[series.name, default: []].append((document, issueDate, reading.year, reading.sequence))
        }
        for name in seriesOrder {
            let entries = numbered[name]!
            let series = entries[0].document.series!
            guard !series.gapsAllowed else { continue }
            let firstYear = entries.map(\.issueDate.year).min()!
            let years = Dictionary(grouping: entries) { series.pattern.restartsYearly ? $0.issueDate.year : 0 }
            for year in years.keys.sorted() {
                let bySequence = years[year]!.sorted { $0.sequence < $1.sequence }
                for (earlier, later) in zip(bySequence, bySequence.dropFirst()) where later.issueDate < earlier.issueDate {
                    throw RegisterProblem(place: earlier.document.place, message: "number \"\(earlier.document.number)\", issued on \(earlier.issueDate), "
                        + "comes after \"\(later.document.number)\", issued on \(later.issueDate) at \(later.document.place); "
                        + "expected numbers in issue-date order")
                }
                let first = !series.pattern.restartsYearly || year == firstYear ? series.start : 1
                for (index, entry) in bySequence.enumerated() where entry.sequence != first + index {
                    let number = series.pattern.number(year: entry.issueDate.year, sequence: first + index)
                    guard index > 0 else {
                        throw RegisterProblem(place: entry.document.place, message: "number \"\(entry.document.number)\" is the first of the series "
                            + "\(series.pattern)\(series.pattern.restartsYearly ? " in \(year)" : ""); expected \(number) (or `start:` under numbering "
                            + "for books carried over, or `gaps: allowed`)")
                    }
                    let previous = bySequence[index - 1]
                    throw RegisterProblem(place: entry.document.place, message: "number \"\(entry.document.number)\" follows \"\(previous.document.number)\" "
                        + "at \(previous.document.place), leaving a gap; expected \(number) next (numbers of a series run without gaps, "
                        + "unless `gaps: allowed` under numbering)")
                }
            }
        }
    }
}
