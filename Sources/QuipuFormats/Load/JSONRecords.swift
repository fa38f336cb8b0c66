import Foundation
import QuipuCore

/// Reading the small JSON input formats (rates, catalog, orders): objects whose keys are all
/// known, amounts read exactly from their text, currencies and dates checked where they are.
extension JSONScanner {
    /// Reads an object whose keys must be among `keys`: `body` reads each value, with the key on
    /// the path of any failure. An unknown key is an error listing the expected ones; a key in
    /// `required` that is absent is an error naming it.
    mutating func readRecord(keys: [String], required: [String], _ body: (inout JSONScanner, String) throws(JSONFailure) -> Void) throws(JSONFailure) {
        precondition(keys.count <= 64, "a record reads at most 64 keys")
        // Bit i is set once keys[i] has been read: no set to allocate and hash per record.
        var seen: UInt64 = 0
        try readObject(expected: "an object") { scanner, key throws(JSONFailure) in
            let name = key.text
            guard let position = keys.firstIndex(of: name) else {
                throw JSONFailure(path: [.key(name)], message: "unknown key; expected one of \(keys.joined(separator: ", "))",
                                  offset: scanner.index, isSyntax: false)
            }
            guard seen & 1 << position == 0 else {
                throw JSONFailure(path: [.key(name)], message: "duplicate key", offset: scanner.index, isSyntax: false)
            }
            seen |= 1 << position
            try inside(.key(name)) { () throws(JSONFailure) in try body(&scanner, name) }
        }
        if let absent = required.first(where: { key in keys.firstIndex(of: key).map { seen & 1 << $0 == 0 } ?? true }) {
            throw JSONFailure(path: [.key(absent)], message: "missing; expected the key \"\(absent)\"", offset: index, isSyntax: false)
        }
    }

    /// Reads an array, with each element's index on the path of any failure.
    mutating func readElements(_ body: (inout JSONScanner, Int) throws(JSONFailure) -> Void) throws(JSONFailure) {
        try readArray(expected: "an array") { scanner, element throws(JSONFailure) in
            try inside(.index(element)) { () throws(JSONFailure) in try body(&scanner, element) }
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
        let start = index
        let text = try readString(expected: "a currency code such as \"EUR\"")
        do { return try Currency(code: text) } catch { throw JSONFailure(path: [], message: "\(error)", offset: start, isSyntax: false) }
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

/// Runs `body`, adding `component` to the path of a failure.
func inside<Value>(_ component: JSONFailure.PathComponent, _ body: () throws(JSONFailure) -> Value) throws(JSONFailure) -> Value {
    do { return try body() } catch { throw error.inside(component) }
}

/// Decodes a whole JSON file with `body`; failures name the file and the JSON path or line.
func decodeJSON<Value>(_ bytes: [UInt8], file: String, _ body: (inout JSONScanner) throws(JSONFailure) -> Value) throws(QuipuError) -> Value {
    let result = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONFailure) in
            var scanner = JSONScanner(buffer)
            let value = try body(&scanner)
            try scanner.finish()
            return value
        }
    }
    switch result {
    case let .success(value): return value
    case let .failure(failure): throw QuipuError(.dataError, "\(file): \(AppStateLoader.describe(failure, in: bytes))")
    }
}
