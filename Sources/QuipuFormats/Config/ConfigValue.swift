import Foundation
import QuipuCore
import Yams

/// A node of `quipu.yml` with where it stands (the file, its line, its key path), read by type.
/// Every mistake is a usage error naming all three: `quipu.yml: line 14: clients.acme.vat.percent:
/// invalid amount "19%" …`. Scalars are read from their text as written, so an amount such as
/// `95.10` is never turned into a floating-point number on the way.
struct ConfigValue {
    let node: Node
    /// The key path: `clients.acme.vat`, `invoices[0]`; empty at the top.
    let path: String
    /// The config file's path, as given.
    let file: String
    /// The line the value's key stands on (the value's own line at the top or in a list).
    let line: Int?

    init(node: Node, path: String, file: String, line: Int? = nil) {
        self.node = node
        self.path = path
        self.file = file
        self.line = line ?? node.mark?.line
    }

    /// `quipu.yml: line 14: clients.acme`: where error messages about this value start.
    var place: String {
        return "\(file): \(line.map { "line \($0): " } ?? "")\(path)"
    }

    /// A usage error about this value.
    func mistake(_ message: String) -> QuipuError {
        QuipuError(.usage, path.isEmpty ? "\(file): \(message)" : "\(place): \(message)")
    }

    /// The value of `key` below this one, for reading.
    private func child(_ node: Node, _ key: String, keyNode: Node) -> ConfigValue {
        ConfigValue(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file, line: keyNode.mark?.line)
    }

    /// Every scalar at or below this value, in the file's order, with its place: what a message
    /// about a file the config names can point to.
    var scalarPlaces: [(text: String, place: String)] {
        if let mapping = node.mapping {
            return mapping.flatMap { keyNode, valueNode in
                keyNode.scalar.map { child(valueNode, $0.string, keyNode: keyNode).scalarPlaces } ?? []
            }
        }
        if let sequence = node.sequence {
            return sequence.enumerated().flatMap { ConfigValue(node: $1, path: "\(path)[\($0)]", file: file).scalarPlaces }
        }
        return node.scalar.map { [($0.string, place)] } ?? []
    }

    /// Whether the node is YAML's null (`~`, `null` or nothing after the colon).
    var isNull: Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The entries of a mapping, in the file's order, checking that every key is one of `allowed`
    /// (an unknown key close to one of them is asked about: `did you mean "timeZone"?`).
    func mapping(allowed: [String], expected: String) throws(QuipuError) -> ConfigMapping {
        guard let mapping = node.mapping else { throw mistake("expected \(expected)") }
        var entries: [(key: String, value: ConfigValue)] = []
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar?.string else { throw mistake("a key that is not text; expected \(expected)") }
            let value = child(valueNode, key, keyNode: keyNode)
            guard allowed.contains(key) else {
                let guess = nearestName(to: key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
                throw value.mistake("unknown key; expected one of \(allowed.joined(separator: ", "))\(guess)")
            }
            entries.append((key, value))
        }
        return ConfigMapping(owner: self, entries: entries)
    }

    /// The entries of a mapping whose keys are names the user chooses (clients, projects).
    func namedEntries(expected: String) throws(QuipuError) -> [(key: String, value: ConfigValue)] {
        guard let mapping = node.mapping else { throw mistake("expected \(expected)") }
        var entries: [(key: String, value: ConfigValue)] = []
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar?.string, !key.isEmpty else { throw mistake("an empty or non-text key; expected \(expected)") }
            entries.append((key, child(valueNode, key, keyNode: keyNode)))
        }
        return entries
    }

    /// The elements of a sequence.
    func elements(expected: String) throws(QuipuError) -> [ConfigValue] {
        guard let sequence = node.sequence else { throw mistake("expected a list of \(expected)") }
        return sequence.enumerated().map { ConfigValue(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// The scalar's text exactly as written (quoted or not); a mapping or a list is a mistake.
    func text(_ expected: String) throws(QuipuError) -> String {
        guard let scalar = node.scalar, !isNull else { throw mistake("expected \(expected)") }
        return scalar.string
    }

    /// Non-empty text.
    func nonEmptyText(_ expected: String) throws(QuipuError) -> String {
        let value = try text(expected)
        guard !value.allSatisfy(\.isWhitespace) else { throw mistake("is empty; expected \(expected)") }
        return value
    }

    /// One text, or a list of texts (`rates: a.xml` or `rates: [a.xml, b.json]`).
    func texts(_ expected: String) throws(QuipuError) -> [String] {
        if node.sequence != nil {
            var values: [String] = []
            for element in try elements(expected: expected) { values.append(try element.nonEmptyText(expected)) }
            return values
        }
        return [try nonEmptyText(expected)]
    }

    /// A list of texts.
    func textList(_ expected: String) throws(QuipuError) -> [String] {
        var values: [String] = []
        for element in try elements(expected: expected) { values.append(try element.nonEmptyText(expected)) }
        return values
    }

    /// An exact decimal amount, read from the text as written (`95.10` stays 95.10).
    func amount() throws(QuipuError) -> Decimal {
        let written = try text("an amount such as 95.10")
        do { return try Money.parseAmount(written) } catch { throw mistake("\(error)") }
    }

    /// An ISO 4217 currency code.
    func currency() throws(QuipuError) -> Currency {
        let code = try text("an ISO 4217 currency code such as EUR")
        do { return try Currency(code: code) } catch { throw mistake("\(error)") }
    }

    /// A whole number of 0 or more.
    func count(_ expected: String) throws(QuipuError) -> Int {
        let written = try text(expected)
        guard !written.isEmpty, written.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(written), value <= 100_000 else {
            throw mistake("\"\(written)\" is not \(expected)")
        }
        return value
    }

    /// A day, `2024-04-02`.
    func localDate() throws(QuipuError) -> LocalDate {
        let written = try text("a date such as 2024-04-02")
        guard let date = LocalDate.parse(written[...]) else { throw mistake("invalid date \"\(written)\"; expected a date such as 2024-04-02") }
        return date
    }

    /// `true` or `false`, as YAML 1.2 writes them (`yes`, `on` or a quoted `"true"` are not read as either).
    func boolean() throws(QuipuError) -> Bool {
        let written = try text("true or false")
        guard node.scalar?.style == .plain, let value = ["true": true, "false": false][written] else {
            throw mistake("\"\(written)\" is not true or false; expected true or false")
        }
        return value
    }

    /// One of the raw values of `Choice`.
    func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(QuipuError) -> Choice where Choice.RawValue == String {
        let expected = Choice.allCases.map(\.rawValue).joined(separator: " or ")
        let written = try text(expected)
        guard let value = Choice(rawValue: written) else { throw mistake("\"\(written)\" is not valid; expected \(expected)") }
        return value
    }
}

/// A mapping's entries, read by key.
struct ConfigMapping {
    /// The mapping itself.
    let owner: ConfigValue
    let entries: [(key: String, value: ConfigValue)]

    /// The value of `key`; its absence (or null) is a mistake saying what was `expected`.
    func required(_ key: String, _ expected: String) throws(QuipuError) -> ConfigValue {
        guard let value = self[key] else { throw owner.mistake("missing key `\(key)`; expected \(expected)") }
        return value
    }

    /// The value of `key`, or `nil` when it is absent or null.
    subscript(_ key: String) -> ConfigValue? {
        entries.first { $0.key == key }.flatMap { $0.value.isNull ? nil : $0.value }
    }
}

extension ConfigValue {
    /// The scalar read by `parse`, the same function a flag's value is read by; a mistake is
    /// `parse`'s message at this value's place. `expected` says what a non-scalar should have been.
    func parsed<Value>(_ expected: String, by parse: (String) throws(QuipuError) -> Value) throws(QuipuError) -> Value {
        let written = try text(expected)
        do { return try parse(written) } catch { throw mistake(error.message) }
    }

    /// An IANA time zone id.
    func timeZone() throws(QuipuError) -> TimeZone { try parsed("an IANA time zone id such as Europe/Berlin", by: SharedOptionValue.timeZone) }

    /// A document's locale: one BCP 47 tag (`de-DE`), or a list of two for a bilingual document (`[de-DE, en-GB]`).
    func documentLocale() throws(QuipuError) -> DocumentLocale {
        let expected = "a locale such as de-DE, or two such as [de-DE, en-GB]"
        let tags = node.sequence != nil ? try textList(expected) : [try nonEmptyText(expected)]
        do { return try SharedOptionValue.locale(tags: tags) } catch { throw mistake(error.message) }
    }

    /// `monday` or `sunday`.
    func weekStart() throws(QuipuError) -> WeekStart { try parsed("monday or sunday", by: SharedOptionValue.weekStart) }

    /// A tracker file's format.
    func trackerFormat() throws(QuipuError) -> TrackerFormat { try parsed("a tracker file's format: \(TrackerFormat.choices)", by: TrackerFormat.parse) }

    /// An ISO 8601 instant with an offset.
    func instant() throws(QuipuError) -> Instant { try parsed("an ISO 8601 instant such as 2024-04-01T00:00:00Z", by: SharedOptionValue.instant) }

    /// A period (`2024-W13`, `2024-03`, `2024-03-01..2024-03-15`).
    func period() throws(QuipuError) -> Period {
        _ = try nonEmptyText("a period such as 2024-03 or 2024-W13")
        return try parsed("a period such as 2024-03 or 2024-W13", by: SharedOptionValue.period)
    }

    /// A rounding of billed time such as `15:up:task`.
    func rounding() throws(QuipuError) -> DurationRounding { try parsed("a rounding such as 15:up:task", by: SharedOptionValue.rounding) }
}
