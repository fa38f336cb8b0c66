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
    package var bytes: [UInt8] { buffer }
    /// The bytes written so far (`bytes`), appended to in place.
    @usableFromInline
    var buffer: [UInt8]
    /// How many elements opened with `openElement` are not yet closed.
    private var depth = 0
    /// The last element opened has had no child yet: its start tag still lacks its `>`.
    private var startTagOpen = false

    /// An empty writer whose buffer has room for `capacity` bytes before it grows.
    package init(reservingCapacity capacity: Int = 0) {
        buffer = []
        buffer.reserveCapacity(capacity)
    }

    // MARK: Bytes as they are

    /// Appends `markup` as it is: markup known when the code is written (`"<td class=\"total\">"`).
    @inlinable
    package mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Appends one byte as it is.
    @inlinable
    package mutating func append(_ byte: UInt8) {
        buffer.append(byte)
    }

    /// Appends `other` as it is: markup or text written before (by this writer or another), or a
    /// value with nothing to escape, such as a date or a UUID.
    @inlinable
    package mutating func append<Bytes: Collection>(contentsOf other: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: other)
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
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` for a value with nothing to escape (ASCII dates, UUIDs, currency
    /// codes), written as it is.
    @inlinable
    package mutating func appendAttribute<Bytes: Collection>(_ name: StaticString, plain value: Bytes) where Bytes.Element == UInt8 {
        appendAttributeStart(name)
        buffer.append(contentsOf: value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with `value` in decimal digits (`appendDecimal`).
    @inlinable
    package mutating func appendAttribute(_ name: StaticString, _ value: Int64) {
        appendAttributeStart(name)
        appendDecimal(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends ` name="`: the start of an attribute whose value the caller writes, then closes with `"`.
    @inlinable
    package mutating func appendAttributeStart(_ name: StaticString) {
        buffer.append(UInt8(ascii: " "))
        append(name)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
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
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    // MARK: Numbers

    /// Appends `value` in decimal digits, after a `-` when it is negative: `0`, `42`, `-7`.
    @inlinable
    package mutating func appendDecimal(_ value: Int64) {
        appendDecimal(value, minimumDigits: 1)
    }

    /// Appends `value` in decimal digits, at least `minimumDigits` of them (led by zeros), after a
    /// `-` when it is negative: `7` with two digits is `07`.
    @inlinable
    package mutating func appendDecimal(_ value: Int64, minimumDigits: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, minimumDigits: minimumDigits, fractionDigits: 0)
    }

    /// Appends the fixed-point number `value` × 10^-`fractionDigits`: its whole part (at least
    /// `0`), then, when `fractionDigits` is above 0, a `.` and that many digits, after a `-` when
    /// it is negative. `150` with two fraction digits is `1.50`, `-5` is `-0.05`, and with none `150`.
    @inlinable
    package mutating func appendDecimal(_ value: Int64, fractionDigits: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, minimumDigits: fractionDigits + 1, fractionDigits: fractionDigits)
    }

    /// Appends the digits of `magnitude`, at least `minimumDigits` of them, with a `.` before the
    /// last `fractionDigits` when there are any. The digits are written from the last, in place.
    @usableFromInline
    mutating func appendDigits(of magnitude: UInt64, minimumDigits: Int, fractionDigits: Int) {
        var digitCount = 1, power: UInt64 = 10
        while digitCount < 20, magnitude >= power {
            digitCount += 1
            power &*= 10
        }
        let digits = max(digitCount, minimumDigits)
        let end = buffer.count + digits + (fractionDigits > 0 ? 1 : 0)
        buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: end - buffer.count))
        buffer.withUnsafeMutableBufferPointer { buffer in
            var rest = magnitude, index = end
            for position in 0..<digits {
                if position == fractionDigits, position > 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ".")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
        }
    }

    // MARK: Elements laid out as libxml2 formats them

    /// Starts element `name` on a line of its own, indented two spaces for each open element.
    /// Its attributes follow (`appendAttribute`); its children are elements, opened in turn.
    package mutating func openElement(_ name: StaticString) {
        if startTagOpen { append(">\n") }
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        buffer.append(UInt8(ascii: "<"))
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
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        append("</")
        append(name)
        append(">\n")
    }
}
