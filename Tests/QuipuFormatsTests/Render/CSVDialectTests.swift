import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("CSV for a locale's spreadsheet")
struct CSVDialectTests {
    static let csv = Array((
        "invoice,task,hours,net,paid\r\n"
        + "2024.07,1.5,41.5000,-1090.84,2024-04-12\r\n"
        + "2024-0042,\"Design, review\",3.25,11777.24,\r\n"
        + "2024-0043,a;b,0.50,12,\r\n").utf8)

    static func isDecimal(_ header: String) -> Bool { ["hours", "net"].contains(header) }

    @Test("de-DE: decimal commas in number columns only, semicolons between fields, a field with a semicolon quoted, after a BOM")
    func german() {
        let converted = CSVDialect(for: .germanGermany).converting(Self.csv, isDecimalColumn: Self.isDecimal)
        #expect(converted.prefix(3) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: converted.dropFirst(3), as: UTF8.self) ==
            "invoice;task;hours;net;paid\r\n"
            + "2024.07;1.5;41,5000;-1090,84;2024-04-12\r\n"
            + "2024-0042;\"Design, review\";3,25;11777,24;\r\n"
            + "2024-0043;\"a;b\";0,50;12;\r\n")
    }

    @Test("a locale with dot decimals keeps commas and numbers, with a BOM; standard CSV is the bytes as they are")
    func dotDecimals() {
        let british = CSVDialect(for: .englishUnitedKingdom).converting(Self.csv, isDecimalColumn: Self.isDecimal)
        #expect(Array(british.dropFirst(3)) == Self.csv)
        #expect(CSVDialect(for: .germanSwitzerland) == CSVDialect(for: .englishUnitedStates))
        #expect(CSVDialect.standard.converting(Self.csv, isDecimalColumn: Self.isDecimal) == Self.csv)
    }
}
