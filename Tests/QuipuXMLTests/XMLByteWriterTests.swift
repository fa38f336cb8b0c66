import QuipuXML
import Testing

@Suite("Writing XML and HTML as bytes")
struct XMLByteWriterTests {
    /// What `body` writes, as text.
    static func written(_ body: (inout XMLByteWriter) -> Void) -> String {
        var writer = XMLByteWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The document `<r a="VALUE"><c/></r>` as the writer writes it.
    static func document(attribute value: String) -> [UInt8] {
        var writer = XMLByteWriter()
        writer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.openElement("r")
        writer.appendAttribute("a", value)
        writer.openElement("c")
        writer.closeElement("c")
        writer.closeElement("r")
        return writer.bytes
    }

    static let hostile = [
        #"R&D "q" <script> 'it''s'"#, "tab\there\nnew line\r\n", "nul\u{0}bell\u{7}escape\u{1B}", "non-characters \u{FFFE}\u{FFFF}",
        "é 🎸 שלום \u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}", "]]> &amp; &#10;", "&", "", "plain",
    ]

    @Test("an attribute and the element layout are byte for byte what libxml2 writes for the same tree", arguments: hostile)
    func attributeAsLibXML(value: String) {
        let tree = LibXMLDocument(root: XMLElementValue("r", [("a", value)], [.element(XMLElementValue("c"))]))
        #expect(Self.document(attribute: value) == tree.serialized())
    }

    @Test("attribute values: markup and double quotes as entities, TAB, LF and CR as references, the apostrophe as it is")
    func attributeEscaping() {
        #expect(Self.written { $0.appendEscapedAttributeValue(#"a & b < c > d "e" 'f'"#) } == #"a &amp; b &lt; c &gt; d &quot;e&quot; 'f'"#)
        #expect(Self.written { $0.appendEscapedAttributeValue("1\t2\n3\r4") } == "1&#9;2&#10;3&#13;4")
        #expect(Self.written { $0.appendAttribute("title", "<&>") } == #" title="&lt;&amp;&gt;""#)
        #expect(Self.written { $0.appendAttribute("id", plain: Array("2024-03-31".utf8)) } == #" id="2024-03-31""#)
    }

    @Test("text: markup as entities; quotes, apostrophes, TAB, LF and CR as they are")
    func textEscaping() {
        #expect(Self.written { $0.appendEscapedText(#"a & b < c > d "e" 'f'"#) } == #"a &amp; b &lt; c &gt; d "e" 'f'"#)
        #expect(Self.written { $0.appendEscapedText("1\t2\n3\r4") } == "1\t2\n3\r4")
        #expect(Self.written { $0.appendEscapedText("&&<<") } == "&amp;&amp;&lt;&lt;")
    }

    @Test("characters XML 1.0 cannot hold become U+FFFD in text and attributes, as XMLText says",
          arguments: XMLTextTests.disallowed)
    func disallowedCharacters(scalar: Unicode.Scalar) {
        let value = "before" + String(Character(scalar)) + "after"
        #expect(Self.written { $0.appendEscapedText(value) } == "before\u{FFFD}after")
        #expect(Self.written { $0.appendEscapedAttributeValue(value) } == "before\u{FFFD}after")
    }

    @Test("non-ASCII text, and text with nothing to escape, is written as it is")
    func nonASCII() {
        let text = "é 🎸 שלום 東京 \u{D7FF}\u{E000}\u{FFFD}\u{EFFF}\u{F000}\u{10000}\u{10FFFF}"
        #expect(Self.written { $0.appendEscapedText(text) } == text)
        #expect(Self.written { $0.appendEscapedAttributeValue(text) } == text)
        #expect(Self.written { $0.appendEscapedText("") } == "")
    }

    @Test("integers in decimal digits", arguments: [
        (0, "0"), (7, "7"), (10, "10"), (1_234_567_890, "1234567890"), (-1, "-1"), (-90, "-90"),
        (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808"), (999_999_999_999_999_999, "999999999999999999"),
        (1_000_000_000_000_000_000, "1000000000000000000"),
    ] as [(Int64, String)])
    func integers(value: Int64, text: String) {
        #expect(Self.written { $0.appendDecimal(value) } == text)
        #expect(Self.written { $0.appendAttribute("n", value) } == #" n="\#(text)""#)
    }

    @Test("integers with leading zeros", arguments: [(7, 2, "07"), (0, 2, "00"), (59, 2, "59"), (123, 2, "123"), (-7, 3, "-007"), (5, 1, "5")]
          as [(Int64, Int, String)])
    func leadingZeros(value: Int64, digits: Int, text: String) {
        #expect(Self.written { $0.appendDecimal(value, minimumDigits: digits) } == text)
    }

    @Test("fixed-point numbers", arguments: [
        (150, 2, "1.50"), (5, 2, "0.05"), (0, 2, "0.00"), (-235, 2, "-2.35"), (-5, 2, "-0.05"), (16062, 0, "16062"), (0, 0, "0"),
        (-3, 0, "-3"), (7, 4, "0.0007"), (1500, 3, "1.500"), (Int64.max, 4, "922337203685477.5807"), (Int64.min, 2, "-92233720368547758.08"),
    ] as [(Int64, Int, String)])
    func fixedPoint(value: Int64, fractionDigits: Int, text: String) {
        #expect(Self.written { $0.appendDecimal(value, fractionDigits: fractionDigits) } == text)
    }

    @Test("markup and bytes are appended as they are, and elements are laid out as libxml2 lays them out")
    func layout() {
        let text = Self.written { writer in
            writer.append("<p>")
            writer.append(UInt8(ascii: "x"))
            writer.append(contentsOf: Array("&amp;".utf8))
            writer.append("</p>\n")
            writer.openElement("a")
            writer.openElement("b")
            writer.appendAttribute("n", 1)
            writer.openElement("c")
            writer.closeElement("c")
            writer.closeElement("b")
            writer.openElement("d")
            writer.closeElement("d")
            writer.closeElement("a")
        }
        #expect(text == "<p>x&amp;</p>\n<a>\n  <b n=\"1\">\n    <c/>\n  </b>\n  <d/>\n</a>\n")
    }
}
