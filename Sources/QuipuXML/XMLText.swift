/// The one rule for text that goes into Quipu's output, whatever the format: every character
/// XML 1.0 cannot hold is replaced by U+FFFD (the replacement character).
///
/// XML 1.0 allows TAB, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF. Everything else
/// (the other C0 controls, NUL included, and the non-characters U+FFFE and U+FFFF) would make a
/// document that is not well-formed, or, for NUL, cut the text short where libxml2 reads it as
/// a C string. CSV applies the same rule, so every format says the same text.
package enum XMLText {
    /// Whether XML 1.0 allows `scalar` in a document (the production `Char`).
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with each character XML 1.0 cannot hold replaced by U+FFFD; `text` itself when it
    /// has none.
    package static func replacingDisallowedCharacters(_ text: String) -> String {
        guard containsDisallowedCharacters(text) else { return text }
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { cleaned.append(isAllowed(scalar) ? scalar : "\u{FFFD}") }
        return String(cleaned)
    }

    /// Whether `text` has a character XML 1.0 cannot hold. Looks at bytes: only bytes below 0x20
    /// and the lead byte 0xEF (of U+F000–U+FFFF) can start one.
    package static func containsDisallowedCharacters(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0xEF } && text.unicodeScalars.contains { !isAllowed($0) }
    }
}
