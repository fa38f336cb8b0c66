/// Writes XML and HTML as UTF-8 bytes into one growing buffer: the one writer of Quipu's
/// hand-written outputs (the XML of a timesheet or a checkout, the HTML of a timesheet's weekly
/// grids, and the numbers of their CSV), which are too large to build as libxml2 trees.
///
/// Text and attribute values follow `XMLText`'s rule, as `LibXMLDocument` does: a character XML 1.0
/// cannot hold becomes U+FFFD. They are then escaped as libxml2 escapes them, so what this writer
/// writes is byte for byte what libxml2 writes for the same tree. Runs of bytes that need no
/// escaping are appended whole.
///
/// Elements opened with `openElement` are laid out as libxml2 formats a document: each element
/// on its own line, indented two spaces a level, and one without children closes itself
/// (`<running/>`). Markup appended with `append` is written as it is, for layouts of a writer's own.
package struct XMLByteWriter {
    /// What has been written.
    package private(set) var bytes: [UInt8]
    /// How many elements opened with `openElement` are not yet closed.
    private var depth = 0
    /// The last element opened has had no child yet: its start tag still lacks its `>`.
    private var startTagOpen = false

    /// An empty writer whose buffer has room for `capacity` bytes before it grows.
    package init(reservingCapacity capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    // MARK: Bytes as they are

    /// Appends `markup` as it is: markup known when the code is written (`"<td class=\"total\">"`).
    package mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte as it is.
    package mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `other` as it is: markup or text written before (by this writer or another), or a
    /// value with nothing to escape, such as a date or a UUID.
    package mutating func append(contentsOf other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Appends `other` as it is (see `append(contentsOf:)`), from memory the caller holds.
    package mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends the UTF-8 of `text` as it is, unescaped: markup made at run time, or a value with
    /// nothing to escape.
    package mutating func append(contentsOf text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    // MARK: Text and attributes

    /// Appends `text` as the content of an element: `&`, `<` and `>` as entities, everything else
    /// as it is (quotes, TAB, LF and CR included), as libxml2 writes the text of HTML.
    package mutating func appendEscapedText(_ text: String) {
        appendEscaped(text, inAttribute: false)
    }

    /// Appends `value` as the value of a double-quoted attribute, as libxml2 escapes one: `&`, `<`,
    /// `>` and `"` as entities, TAB, LF and CR as character references (`&#9;`, `&#10;`, `&#13;`,
    /// which attribute-value normalisation leaves alone), and `'` as it is.
    package mutating func appendEscapedAttributeValue(_ value: String) {
        appendEscaped(value, inAttribute: true)
    }

    /// Appends ` name="value"`, the value escaped (`appendEscapedAttributeValue`).
    package mutating func appendAttribute(_ name: StaticString, _ value: String) {
        appendAttributeStart(name)
        appendEscapedAttributeValue(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` for a value with nothing to escape (ASCII dates, UUIDs), written as it is.
    package mutating func appendAttribute(_ name: StaticString, plain value: [UInt8]) {
        appendAttributeStart(name)
        bytes.append(contentsOf: value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` for a value with nothing to escape (a currency code), its UTF-8 as it is.
    package mutating func appendAttribute(_ name: StaticString, plain value: String) {
        appendAttributeStart(name)
        bytes.append(contentsOf: value.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with `value` in decimal digits (`appendDecimal`).
    package mutating func appendAttribute(_ name: StaticString, _ value: Int64) {
        appendAttributeStart(name)
        appendDecimal(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="`: the start of an attribute whose value the caller writes, then closes with `"`.
    package mutating func appendAttributeStart(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` with the characters XML cannot hold replaced (`XMLText`), each run of bytes that
    /// needs no escaping appended whole, and each byte that does as its entity or reference.
    private mutating func appendEscaped(_ text: String, inAttribute: Bool) {
        var text = XMLText.replacingDisallowedCharacters(text)
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let replacement: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                case 0x09 where inAttribute: replacement = "&#9;"
                case 0x0A where inAttribute: replacement = "&#10;"
                case 0x0D where inAttribute: replacement = "&#13;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    // MARK: Numbers

    /// Appends `value` in decimal digits, after a `-` when it is negative: `0`, `42`, `-7`.
    package mutating func appendDecimal(_ value: Int64) {
        appendDecimal(value, minimumDigits: 1)
    }

    /// Appends `value` in decimal digits, at least `minimumDigits` of them (led by zeros; at most
    /// 40), after a `-` when it is negative: `7` with two digits is `07`.
    package mutating func appendDecimal(_ value: Int64, minimumDigits: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, minimumDigits: minimumDigits, fractionDigits: 0)
    }

    /// Appends the fixed-point number `value` × 10^-`fractionDigits`: its whole part (at least
    /// `0`), then, when `fractionDigits` is above 0 (at most 39), a `.` and that many digits, after
    /// a `-` when it is negative. `150` with two fraction digits is `1.50`, `-5` is `-0.05`, and
    /// with none `150`.
    package mutating func appendDecimal(_ value: Int64, fractionDigits: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, minimumDigits: fractionDigits + 1, fractionDigits: fractionDigits)
    }

    /// Appends the digits of `magnitude`, at least `minimumDigits` of them (at most 40), with a
    /// `.` before the last `fractionDigits` when there are any. The digits are gathered on the
    /// stack, from the last, then appended at once.
    private mutating func appendDigits(of magnitude: UInt64, minimumDigits: Int, fractionDigits: Int) {
        precondition(minimumDigits <= 40, "a number of at most 40 digits")
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { text in
            var rest = magnitude, index = text.count, written = 0
            repeat {
                if written == fractionDigits, written > 0 {
                    index -= 1
                    text[index] = UInt8(ascii: ".")
                }
                index -= 1
                text[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written < minimumDigits
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[index...]))
        }
    }

    // MARK: Elements laid out as libxml2 formats them

    /// Starts element `name` on a line of its own, indented two spaces for each open element.
    /// Its attributes follow (`appendAttribute`); its children are elements, opened in turn.
    package mutating func openElement(_ name: StaticString) {
        if startTagOpen { append(">\n") }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        bytes.append(UInt8(ascii: "<"))
        append(name)
        depth += 1
        startTagOpen = true
    }

    /// Ends element `name`, the last one opened: `/>` when it had no child, else its end tag on a
    /// line of its own.
    package mutating func closeElement(_ name: StaticString) {
        depth -= 1
        if startTagOpen {
            append("/>\n")
            startTagOpen = false
            return
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        append("</")
        append(name)
        append(">\n")
    }
}
