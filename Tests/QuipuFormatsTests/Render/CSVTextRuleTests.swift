@testable import QuipuFormats
import Testing

@Suite("CSV says the same text as the XML formats")
struct CSVTextRuleTests {
    @Test("characters XML 1.0 cannot hold become U+FFFD in CSV cells, of both kinds, and NUL cuts nothing",
          arguments: ["\u{0}", "\u{1}", "\u{B}", "\u{1B}", "\u{FFFE}", "\u{FFFF}"])
    func replaced(character: String) {
        #expect(CSVField.text("a" + character + "b").encoded == "a\u{FFFD}b")
        #expect(CSVField.number("1" + character + "2").encoded == "1\u{FFFD}2")
        var writer = CSVWriter()
        writer.appendRow([.text(character + "=x"), .text("tail")])
        #expect(writer.text == "\u{FFFD}=x,tail\r\n")
    }

    @Test("quoting and the formula defence still apply after the replacement")
    func quotingKept() {
        #expect(CSVField.text("=a,\u{0}").encoded == "\"'=a,\u{FFFD}\"")
        #expect(CSVField.text("tab\there").encoded == "tab\there")
    }
}
