import QuipuXML
import Testing

@Suite("Text XML 1.0 cannot hold")
struct XMLTextTests {
    static let disallowed: [Unicode.Scalar] = ["\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"]

    @Test("each character XML 1.0 cannot hold becomes U+FFFD in text and attributes, the document parses back, and NUL cuts nothing",
          arguments: disallowed)
    func replacedAndWellFormed(scalar: Unicode.Scalar) throws {
        let value = "before" + String(Character(scalar)) + "after"
        let root = XMLElementValue("r", [("title", value)], [.element(XMLElementValue("name", text: value))])
        let bytes = LibXMLDocument(root: root).serialized()
        let parsed = try LibXMLDocument(parsing: bytes, name: "r.xml").rootElement()
        #expect(parsed?.attributes["title"] == "before\u{FFFD}after")
        #expect(String(decoding: bytes, as: UTF8.self).contains("<name>before\u{FFFD}after</name>"))
    }

    @Test("TAB, LF, CR and the characters around the excluded ranges are kept")
    func allowedKept() {
        let text = "a\tb\nc\rd \u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}🎸"
        #expect(XMLText.replacingDisallowedCharacters(text) == text)
        #expect(XMLText.replacingDisallowedCharacters("\u{0}\u{0}x\u{FFFF}") == "\u{FFFD}\u{FFFD}x\u{FFFD}")
        #expect(XMLText.replacingDisallowedCharacters("\u{EFFF}\u{F000}") == "\u{EFFF}\u{F000}")
    }
}

@Suite("Errors are one line")
struct OneLineErrorTests {
    @Test("libxml2's two-line message about bad UTF-8 becomes one line naming the file and line")
    func badEncoding() {
        let error = #expect(throws: XMLError.self) { try LibXMLDocument(parsing: Array("<a>\n<b c=\"".utf8) + [0xA8, 0x2E] + Array("\"/></a>".utf8), name: "bad.xml") }
        #expect(error?.message.hasPrefix("bad.xml: line 2: ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
    }

    @Test("line breaks and control characters in a message become a space and U+FFFD")
    func controlCharacters() {
        #expect(XMLError("a\nb\r\nc\u{1B}[31md\n").message == "a b  c\u{FFFD}[31md")
    }
}
