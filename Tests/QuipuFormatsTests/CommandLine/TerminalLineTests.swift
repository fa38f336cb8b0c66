@testable import QuipuFormats
import Testing

@Suite("Messages printed on a terminal")
struct TerminalLineTests {
    @Test("control characters from hostile text are shown as escapes: one line, no terminal sequences")
    func escapesControls() {
        #expect(terminalLine("a\u{1B}[2Jb\nc\u{0}d\u{7F}e\u{85}f") == #"a\u{1B}[2Jb\u{A}c\u{0}d\u{7F}e\u{85}f"#)
        #expect(terminalLine("Design review & <feedback> 🚀 שלום") == "Design review & <feedback> 🚀 שלום")
    }
}
