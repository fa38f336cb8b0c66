import QuipuCore

/// `numbering:` at the top level or under a client: the patterns of the invoice and credit-note
/// series, where they start, and whether gaps are allowed.
///
/// ```yaml
/// numbering: {invoices: "{yyyy}-{seq:4}", creditNotes: "{yyyy}-C{seq:3}", start: 42, gaps: allowed}
/// ```
///
/// `start: 42` is the invoices' first number in the series' first year (books carried over
/// mid-year); `start: {invoices: 42, creditNotes: 7}` gives both series theirs.
package struct NumberingConfig: Sendable {
    package let invoices: NumberSeries?
    package let creditNotes: NumberSeries?

    package static let none = NumberingConfig(invoices: nil, creditNotes: nil)

    /// Reads a `numbering:` mapping; `owner` names its series (`clients.acme`), `nil` at the top level.
    static func read(_ value: ConfigValue, owner: String?) throws(QuipuError) -> NumberingConfig {
        let expected = "patterns of invoice and credit note numbers, such as {invoices: \"{yyyy}-{seq:4}\", creditNotes: \"{yyyy}-C{seq:3}\"}"
        let fields = try value.mapping(allowed: ["invoices", "creditNotes", "start", "gaps"], expected: expected)
        if fields["invoices"] == nil, fields["creditNotes"] == nil { throw value.mistake("names no series; expected \(expected)") }
        var starts = (invoices: 1, creditNotes: 1)
        if let start = fields["start"] {
            if start.node.mapping != nil {
                let series = try start.mapping(allowed: ["invoices", "creditNotes"], expected: "the first numbers, such as {invoices: 42, creditNotes: 7}")
                starts.invoices = try series["invoices"]?.firstSequence() ?? 1
                starts.creditNotes = try series["creditNotes"]?.firstSequence() ?? 1
            } else {
                starts.invoices = try start.firstSequence()
            }
        }
        let gapsAllowed = try fields["gaps"].map { gaps throws(QuipuError) in
            switch try gaps.text("allowed or forbidden") {
            case "allowed": true
            case "forbidden": false
            case let other: throw gaps.mistake("\"\(other)\"; expected allowed (numbers need only be unique) or forbidden (the default)")
            }
        } ?? false
        func series(_ key: String, start: Int) throws(QuipuError) -> NumberSeries? {
            guard let field = fields[key] else { return nil }
            let pattern = try field.parsed("a pattern such as {yyyy}-{seq:4}") { text throws(QuipuError) in
                do throws(NumberPattern.ParseError) { return try NumberPattern.parse(text) } catch { throw QuipuError(.usage, error.description) }
            }
            return NumberSeries(name: [owner, key].compactMap { $0 }.joined(separator: " "), pattern: pattern, start: start, gapsAllowed: gapsAllowed)
        }
        return NumberingConfig(invoices: try series("invoices", start: starts.invoices), creditNotes: try series("creditNotes", start: starts.creditNotes))
    }
}

private extension ConfigValue {
    /// A series' first sequence number: 1 to 100000.
    func firstSequence() throws(QuipuError) -> Int {
        let number = try count("a first sequence number from 1 to 100000, such as 42")
        guard number >= 1 else { throw mistake("is 0; expected a first sequence number from 1 to 100000, such as 42") }
        return number
    }
}

extension QuipuConfig {
    /// The series the invoices of `client` are numbered in: the client's own, else the workspace's.
    package func invoiceSeries(of client: String) -> NumberSeries? {
        self.client(client)?.numbering.invoices ?? numbering.invoices
    }

    /// The series the credit notes of `client`'s invoices are numbered in.
    package func creditNoteSeries(of client: String) -> NumberSeries? {
        self.client(client)?.numbering.creditNotes ?? numbering.creditNotes
    }

    /// The register's documents: every entry of `invoices:` and `creditNotes:`, in the file's order.
    package var registerDocuments: [RegisterDocument] {
        requests(of: InvoiceRequest.self).map { invoice in
            RegisterDocument(kind: .invoice, number: invoice.number, issueDate: invoice.issueDate, series: invoiceSeries(of: invoice.client),
                             place: invoice.origin ?? path)
        } + requests(of: CreditNoteRequest.self).map { note in
            let client = note.external?.client ?? invoicesByNumber[note.invoice]?.first?.client
            return RegisterDocument(kind: .creditNote, number: note.number, issueDate: note.issueDate,
                                    series: client.flatMap(creditNoteSeries(of:)), place: note.origin ?? path)
        }
    }
}
