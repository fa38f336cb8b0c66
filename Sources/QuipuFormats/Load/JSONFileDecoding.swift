/// Decodes a whole JSON input file, as every JSON input is decoded: `read` reads the document
/// from its first byte after a UTF-8 byte-order mark, if there is one, and only white space may
/// follow it. A failure is one line naming `file` and the place: the byte offset of invalid
/// UTF-8, the line and column of bad JSON, or the JSON path of bad data.
func decodeJSON<Value>(_ bytes: [UInt8], file: String, _ read: (inout JSONScanner) throws(JSONFailure) -> Value) throws(QuipuError) -> Value {
    let result = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONFailure) in
            var scanner = JSONScanner(buffer)
            scanner.skipByteOrderMark()
            let value = try read(&scanner)
            try scanner.finish()
            return value
        }
    }
    switch result {
    case let .success(value): return value
    case let .failure(failure): throw QuipuError(.dataError, "\(file): \(failure.description(in: bytes))")
    }
}
