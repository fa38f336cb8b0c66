import Foundation
import QuipuCore

/// Reading the small JSON input formats (rates, catalog, orders): objects whose keys are all
/// known, amounts read exactly from their text, currencies and dates checked where they are.
extension JSONScanner {
    /// Reads an object whose keys must be among `keys`: `body` reads each value, with the key on
    /// the path of any failure. An unknown key is an error listing the expected ones; a key in
    /// `required` that is absent is an error naming it.
    mutating func readRecord(keys: [String], required: [String], _ body: (inout JSONScanner, String) throws(JSONFailure) -> Void) throws(JSONFailure) {
        try readRecord(JSONRecordKeys(keys, required: required)) { scanner, position throws(JSONFailure) in try body(&scanner, keys[position]) }
    }

    /// Reads an object whose keys must be among `keys`: `body` reads each value, given the key's
    /// position in `keys.names`, with the key on the path of any failure. Keys are matched as
    /// bytes: reading a record makes no `String` of its keys.
    mutating func readRecord(_ keys: JSONRecordKeys, _ body: (inout JSONScanner, Int) throws(JSONFailure) -> Void) throws(JSONFailure) {
        // Bit i is set once keys.names[i] has been read: no set to allocate and hash per record.
        var seen: UInt64 = 0
        try readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            guard let position = keys.position(of: key) else {
                throw JSONFailure(path: [.key(key.text)], message: "unknown key; expected one of \(keys.names.joined(separator: ", "))",
                                  offset: scanner.index, isSyntax: false)
            }
            guard seen & 1 << position == 0 else {
                throw JSONFailure(path: [.key(keys.names[position])], message: "duplicate key", offset: scanner.index, isSyntax: false)
            }
            seen |= 1 << position
            do throws(JSONFailure) { try body(&scanner, position) } catch { throw error.inside(.key(keys.names[position])) }
        }
        let absent = keys.required & ~seen
        if absent != 0 {
            let name = keys.names[absent.trailingZeroBitCount]
            throw JSONFailure(path: [.key(name)], message: "missing; expected the key \"\(name)\"", offset: index, isSyntax: false)
        }
    }

    /// Reads an array, with each element's index on the path of any failure; with `stop`, only
    /// up to an element that starts at that offset (see `readArray`).
    @discardableResult
    mutating func readElements(stoppingAt stop: Int? = nil, _ body: (inout JSONScanner, Int) throws(JSONFailure) -> Void) throws(JSONFailure) -> Bool {
        try readArray(expected: "an array", stoppingAt: stop) { scanner, element throws(JSONFailure) in
            try within(.index(element)) { () throws(JSONFailure) in try body(&scanner, element) }
        }
    }

    /// Reads an amount written as a string (`"95.10"`) or a number (`95.10`), exactly from its
    /// text: strictly parsed, never through `Double`.
    mutating func readAmount() throws(JSONFailure) -> Decimal {
        let start = index
        let text = try peekKind() == .number ? try readNumberText(expected: "an amount") : try readString(expected: "an amount such as \"95.10\" or 95.10")
        do { return try Money.parseAmount(text) } catch { throw JSONFailure(path: [], message: "\(error)", offset: start, isSyntax: false) }
    }

    /// Reads an ISO 4217 code such as `"EUR"`.
    mutating func readCurrency() throws(JSONFailure) -> Currency {
        var known: [Currency] = []
        return try readCurrency(remembering: &known)
    }

    /// Reads an ISO 4217 code, looked up in the table only when it is not among `known` (to which it is then added).
    mutating func readCurrency(remembering known: inout [Currency]) throws(JSONFailure) -> Currency {
        let start = index
        let text = try readString(expected: "a currency code such as \"EUR\"")
        if let currency = known.first(where: { $0.code == text }) { return currency }
        do {
            let currency = try Currency(code: text)
            known.append(currency)
            return currency
        } catch { throw JSONFailure(path: [], message: "\(error)", offset: start, isSyntax: false) }
    }

    /// Reads a date `"2024-03-15"`.
    mutating func readDate() throws(JSONFailure) -> LocalDate {
        let start = index
        let text = try readString(expected: "a date such as \"2024-03-15\"")
        guard let date = LocalDate.parse(text[...]) else {
            throw JSONFailure(path: [], message: "expected a date such as \"2024-03-15\", found \"\(text)\"", offset: start, isSyntax: false)
        }
        return date
    }

    /// Reads `true` or `false`.
    mutating func readBool(expected: String) throws(JSONFailure) -> Bool {
        try require(.boolean, expected: expected)
        let value = bytes[index] == UInt8(ascii: "t")
        try skipValue()
        return value
    }
}

/// The keys a JSON record may have, with their bytes, so that a key read is matched without
/// making a `String` of it.
struct JSONRecordKeys {
    let names: [String]
    private let utf8: [[UInt8]]
    /// Bit i is set when `names[i]` is required.
    let required: UInt64

    /// The keys `names` (at most 64), of which those in `required` must be present; all of them by default.
    init(_ names: [String], required: [String]? = nil) {
        precondition(names.count <= 64, "a record reads at most 64 keys")
        self.names = names
        utf8 = names.map { Array($0.utf8) }
        self.required = names.indices.reduce(0) { mask, position in
            (required ?? names).contains(names[position]) ? mask | 1 << position : mask
        }
    }

    /// The position of `key` among `names`, if it is one of them.
    @inline(__always)
    func position(of key: JSONKey) -> Int? {
        if let decoded = key.decoded { return names.firstIndex(of: decoded) }
        for position in utf8.indices where utf8[position].count == key.bytes.count && utf8[position].first == key.bytes.first {
            let same = utf8[position].withUnsafeBufferPointer { memcmp($0.baseAddress!, key.bytes.baseAddress!, key.bytes.count) == 0 }
            if same { return position }
        }
        return nil
    }
}
