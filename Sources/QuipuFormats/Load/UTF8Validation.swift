/// The byte offset of the first byte that is not part of well-formed UTF-8, or `nil` if all is well.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer(firstInvalidUTF8Offset)
}

/// The offset of the first byte of `bytes` that is not part of well-formed UTF-8, if any.
func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    while index < count {
        // Eight ASCII bytes at a time, the usual case.
        if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
        }
        let lead = bytes[index]
        if lead < 0x80 { index += 1; continue }
        let length: Int
        var minimumSecond: UInt8 = 0x80, maximumSecond: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; minimumSecond = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; maximumSecond = 0x9F
        case 0xF0: length = 4; minimumSecond = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; maximumSecond = 0x8F
        default: return index
        }
        guard index + length <= count else { return index }
        guard (minimumSecond...maximumSecond).contains(bytes[index + 1]) else { return index }
        for continuation in bytes[(index + 2)..<(index + length)] where continuation & 0xC0 != 0x80 { return index }
        index += length
    }
    return nil
}

/// Decodes a whole text input file (a timeclock file, a CSV export) as `decodeJSON` decodes a JSON
/// one: bytes that are not UTF-8 are a data error naming `file`, the line and the column, and
/// `expected` (`a UTF-8 CSV file`); else `read` reads them where they are.
func decodeText<Value>(_ bytes: [UInt8], file: String, expected: String,
                       _ read: (UnsafeBufferPointer<UInt8>) throws(QuipuError) -> Value) throws(QuipuError) -> Value {
    if let invalid = firstInvalidUTF8Offset(bytes) {
        let (line, column) = JSONFailure.lineAndColumn(of: invalid, in: bytes)
        throw QuipuError(.dataError, "\(file): line \(line), column \(column): invalid UTF-8; expected \(expected)")
    }
    let result = bytes.withUnsafeBufferPointer { bytes in Result { () throws(QuipuError) in try read(bytes) } }
    return try result.get()
}

/// The length of the UTF-8 byte-order mark (`EF BB BF`) at the start of `bytes`: 3, or 0 if there is none.
func byteOrderMarkLength(_ bytes: some Collection<UInt8>) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
}
