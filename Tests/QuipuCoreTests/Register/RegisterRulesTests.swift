import QuipuCore
import Testing

@Suite("The register's rules: unique numbers, numbered series without gaps")
struct RegisterRulesTests {
    static let yearly = NumberSeries(name: "invoices", pattern: try! NumberPattern.parse("{yyyy}-{seq:4}"))

    static func invoice(_ number: String, _ issued: String?, series: NumberSeries? = yearly, line: Int) -> RegisterDocument {
        RegisterDocument(kind: .invoice, number: number, issueDate: issued.map(day), series: series, place: "quipu.yml: line \(line): invoices")
    }

    static func problem(_ documents: [RegisterDocument]) -> String? {
        do { try RegisterRules.check(documents); return nil } catch { return error.description }
    }

    @Test("patterns read and write numbers: years, padded and plain sequences, text around them")
    func patterns() throws {
        let pattern = try NumberPattern.parse("{yyyy}-{seq:4}")
        #expect(pattern.number(year: 2024, sequence: 42) == "2024-0042")
        #expect(pattern.read("2024-0042")! == (2024, 42))
        #expect(pattern.read("2024-12345")! == (2024, 12345))
        #expect(pattern.read("2024-042") == nil && pattern.read("2024-00042") == nil && pattern.read("24-0042") == nil && pattern.read("2024-0042x") == nil)
        let credit = try NumberPattern.parse("CN{yy}/{seq}")
        #expect(credit.number(year: 2025, sequence: 7) == "CN25/7")
        #expect(credit.read("CN25/7")! == (25, 7) && credit.read("CN25/07") == nil)
        #expect(credit.matches(year: 2025, written: 25) && !credit.matches(year: 2024, written: 25))
        #expect(try NumberPattern.parse("R-{seq:5}").restartsYearly == false)
        for invalid in ["{yyyy}-", "{seq}{seq}", "{yyyy}{seq}", "{seq:0}", "{seq:10}", "{month}-{seq}", "{seq", "{yy}{yyyy}-{seq}"] {
            #expect(throws: NumberPattern.ParseError.self, "\(invalid)") { try NumberPattern.parse(invalid) }
        }
    }

    @Test("a number used twice, by two invoices or an invoice and a credit note, is refused naming both places")
    func duplicates() {
        let note = RegisterDocument(kind: .creditNote, number: "2024-0001", issueDate: day("2024-04-10"), series: nil, place: "quipu.yml: line 9: creditNotes[0]")
        #expect(Self.problem([Self.invoice("2024-0001", "2024-04-01", line: 3), note])
            == #"quipu.yml: line 9: creditNotes[0]: number "2024-0001" is also the number of the invoice at quipu.yml: line 3: invoices; expected each invoice and credit note number once"#)
    }

    @Test("a numbered series runs without gaps in issue-date order, restarting each year; start sets the first year's first number")
    func gaps() {
        let run = [Self.invoice("2024-0001", "2024-01-05", line: 1), Self.invoice("2024-0002", "2024-02-01", line: 2),
                   Self.invoice("2025-0001", "2025-01-02", line: 3), Self.invoice("2025-0002", "2025-01-02", line: 4)]
        #expect(Self.problem(run) == nil)
        #expect(Self.problem(run.reversed()) == nil)
        let gap = [Self.invoice("2024-0001", "2024-01-05", line: 1), Self.invoice("2024-0003", "2024-02-01", line: 2)]
        #expect(Self.problem(gap) == #"quipu.yml: line 2: invoices: number "2024-0003" follows "2024-0001" at quipu.yml: line 1: invoices, leaving a gap; "#
            + "expected 2024-0002 next (numbers of a series run without gaps, unless `gaps: allowed` under numbering)")
        let order = [Self.invoice("2024-0001", "2024-03-05", line: 1), Self.invoice("2024-0002", "2024-02-01", line: 2)]
        #expect(Self.problem(order) == #"quipu.yml: line 1: invoices: number "2024-0001", issued on 2024-03-05, comes after "2024-0002", "#
            + "issued on 2024-02-01 at quipu.yml: line 2: invoices; expected numbers in issue-date order")
        #expect(Self.problem([Self.invoice("2024-0002", "2024-01-05", line: 1)])?.hasSuffix(
            "is the first of the series {yyyy}-{seq:4} in 2024; expected 2024-0001 (or `start:` under numbering for books carried over, or `gaps: allowed`)") == true)
        let carried = NumberSeries(name: "invoices", pattern: Self.yearly.pattern, start: 42)
        #expect(Self.problem([Self.invoice("2024-0042", "2024-06-01", series: carried, line: 1), Self.invoice("2025-0001", "2025-01-03", series: carried, line: 2)]) == nil)
        #expect(Self.problem([Self.invoice("2024-0042", "2024-06-01", series: carried, line: 1), Self.invoice("2025-0042", "2025-01-03", series: carried, line: 2)])?
            .contains("expected 2025-0001") == true)
        let allowed = NumberSeries(name: "invoices", pattern: Self.yearly.pattern, gapsAllowed: true)
        #expect(Self.problem([Self.invoice("2024-0007", "2024-06-01", series: allowed, line: 1), Self.invoice("2024-0003", "2024-07-01", series: allowed, line: 2)]) == nil)
    }

    @Test("two series (a client's own beside the workspace's) are checked apart")
    func separateSeries() {
        let own = NumberSeries(name: "clients.acme invoices", pattern: try! NumberPattern.parse("ACME-{seq:3}"))
        #expect(Self.problem([Self.invoice("2024-0001", "2024-01-05", line: 1), Self.invoice("ACME-001", "2024-01-06", series: own, line: 2),
                              Self.invoice("2024-0002", "2024-01-07", line: 3), Self.invoice("ACME-002", "2025-01-06", series: own, line: 4)]) == nil)
    }

    @Test("a numbered document states its issue date, a number of its pattern, of its issue date's year")
    func numberedDocuments() {
        #expect(Self.problem([Self.invoice("2024-0001", nil, line: 1)])
            == "quipu.yml: line 1: invoices: no issueDate; expected the invoice's issue date, which its numbered series ({yyyy}-{seq:4}) is checked by")
        #expect(Self.problem([Self.invoice("INV-1", "2024-01-05", line: 1)])
            == #"quipu.yml: line 1: invoices: number "INV-1" is not one of the series {yyyy}-{seq:4}; expected one such as 2024-0001"#)
        #expect(Self.problem([Self.invoice("2024-43", "2024-01-05", line: 1)])?.hasSuffix("expected one such as 2024-0043") == true)
        #expect(Self.problem([Self.invoice("2023-0001", "2024-01-05", line: 1)])
            == #"quipu.yml: line 1: invoices: number "2023-0001" is of another year than its issue date, 2024-01-05; expected a number of 2024, the year it is issued in"#)
        #expect(Self.problem([Self.invoice("INV-1", nil, series: nil, line: 1)]) == nil)
    }

    @Test("the next number follows the highest of the year, or starts the year")
    func next() {
        let documents = [Self.invoice("2024-0041", "2024-03-01", line: 1), Self.invoice("2024-0042", "2024-04-02", line: 2)]
        #expect(Self.yearly.next(after: documents, year: 2024) == "2024-0043")
        #expect(Self.yearly.next(after: documents, year: 2025) == "2025-0001")
        #expect(NumberSeries(name: "invoices", pattern: Self.yearly.pattern, start: 42).next(after: [], year: 2024) == "2024-0042")
    }
}
