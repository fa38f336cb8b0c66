extension JSONFailure {
    /// This failure of a file of `bytes` in words: `invalid UTF-8 at byte offset 12; …` when the
    /// file is not UTF-8 up to the failure, `line 3, column 9: not valid JSON (…)` for a syntax
    /// error, else `projects[1].title: expected a string, found a number`.
    func description(in bytes: [UInt8]) -> String {
        if let invalid = firstInvalidUTF8Offset(bytes), invalid <= offset { return Self.invalidUTF8(at: invalid) }
        guard isSyntax else { return "\(pathText): \(message)" }
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return "line \(line), column \(column): not valid JSON (\(message))"
    }

    /// What is wrong with a file whose bytes stop being UTF-8 at `offset`.
    static func invalidUTF8(at offset: Int) -> String {
        "invalid UTF-8 at byte offset \(offset); expected a UTF-8 JSON file"
    }

    /// The 1-based line and column (in bytes, not counting a byte-order mark) of a byte offset.
    static func lineAndColumn<Bytes: BidirectionalCollection<UInt8>>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int) where Bytes.Index == Int {
        let before = bytes.prefix(min(offset, bytes.count))
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? min(byteOrderMarkLength(bytes), before.count)
        let column = before.count - lineStart + 1
        return (line, column)
    }
}
