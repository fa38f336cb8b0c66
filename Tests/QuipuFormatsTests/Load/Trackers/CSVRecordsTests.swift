@testable import QuipuFormats
import Testing

@Suite("Reading CSV records")
struct CSVRecordsTests {
    /// Every record's fields' text, or the error `text` is refused with.
    static func records(_ text: String) -> Result<[[String]], QuipuError> {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(QuipuError) in
                var reader = CSVRecords(bytes, file: "f")
                var fields: [CSVRecords.Field] = []
                var records: [[String]] = []
                while try reader.next(into: &fields) { records.append(fields.map(reader.text(of:))) }
                return records
            }
        }
    }

    @Test("lines with and without quotes, CRLF and LF, a CR inside a field, blank lines, a trailing comma, no line end at the end")
    func records() throws {
        #expect(try Self.records("a,b,c\r\n\r\n\"x, \"\"y\"\"\",z\nq\rr,,\n\n\"\"\nlast,").get() == [
            ["a", "b", "c"], ["x, \"y\"", "z"], ["q\rr", "", ""], ["last", ""],
        ])
        #expect(try Self.records("a,b\r").get() == [["a", "b\r"]])
        #expect(try Self.records("\u{FEFF}h1,h2\nsay \"\"hi\"\",2\n").get() == [["h1", "h2"], ["say \"\"hi\"\"", "2"]])
        #expect(try Self.records("a,\"b\nc\",d\ne,f").get() == [["a", "b\nc", "d"], ["e", "f"]])
        #expect(try Self.records("").get() == [])
    }

    @Test("an unclosed quote and text after a closing quote are errors naming the line and column")
    func errors() {
        #expect(throws: QuipuError(.dataError, "f: line 2, column 6: text after a closing quote; expected a comma or the end of the line")) {
            try Self.records("a,b\nc,\"d\"e\n").get()
        }
        #expect(throws: QuipuError(.dataError, "f: line 3, column 1: a quoted field that never ends; expected a closing \"")) {
            try Self.records("a\n\"b\n").get()
        }
    }
}
