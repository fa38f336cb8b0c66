import QuipuCore

/// How a report's CSV is written: standard CSV (RFC 4180, dot decimals, commas between fields),
/// or for a spreadsheet of a locale (`csvLocale: de-DE`) with the locale's decimal symbol in the
/// columns of decimal numbers and, where that symbol is a comma, semicolons between fields (what
/// spreadsheets of those locales read), after a UTF-8 byte order mark (which tells Excel the text
/// is UTF-8). Dates, instants, counts, ids and text stay as they are in every dialect.
package struct CSVDialect: Sendable, Equatable {
    /// The symbol between a number's whole part and its fraction.
    let decimalSymbol: UInt8
    /// The byte between two fields.
    let fieldSeparator: UInt8
    /// Whether the file starts with a UTF-8 byte order mark.
    let marksUTF8: Bool

    /// RFC 4180 with dot decimals: what every report writes unless told otherwise.
    package static let standard = CSVDialect(decimalSymbol: UInt8(ascii: "."), fieldSeparator: UInt8(ascii: ","), marksUTF8: false)

    /// The dialect a spreadsheet of `locale` reads.
    package init(for locale: QuipuLocale) {
        let comma = LocaleFormatter(locale).decimalSymbol == ","
        self.init(decimalSymbol: UInt8(ascii: comma ? "," : "."), fieldSeparator: UInt8(ascii: comma ? ";" : ","), marksUTF8: true)
    }

    private init(decimalSymbol: UInt8, fieldSeparator: UInt8, marksUTF8: Bool) {
        self.decimalSymbol = decimalSymbol
        self.fieldSeparator = fieldSeparator
        self.marksUTF8 = marksUTF8
    }

    /// `csv`, a standard CSV file Quipu wrote (a header row, CRLF line ends, RFC 4180 quoting), in
    /// this dialect: in each column whose header `isDecimalColumn` names, a plain decimal number
    /// (`-178.50`) gets the decimal symbol; a field holding the new separator is quoted.
    package func converting(_ csv: [UInt8], isDecimalColumn: (String) -> Bool) -> [UInt8] {
        guard self != .standard else { return csv }
        var output: [UInt8] = marksUTF8 ? [0xEF, 0xBB, 0xBF] : []
        output.reserveCapacity(csv.count + csv.count / 16)
        var decimalColumns: [Bool] = [], header: [String] = [], isHeader = true
        var column = 0, index = 0
        while index < csv.count {
            let start = index
            var quoted = false
            if csv[index] == UInt8(ascii: "\"") {
                quoted = true
                index += 1
                while index < csv.count {
                    if csv[index] == UInt8(ascii: "\"") {
                        if index + 1 < csv.count, csv[index + 1] == UInt8(ascii: "\"") { index += 2; continue }
                        index += 1
                        break
                    }
                    index += 1
                }
            } else {
                while index < csv.count, csv[index] != UInt8(ascii: ","), csv[index] != 0x0D { index += 1 }
            }
            let field = csv[start ..< index]
            if isHeader {
                header.append(String(decoding: field, as: UTF8.self))
            }
            if !isHeader, column < decimalColumns.count, decimalColumns[column], Self.isPlainDecimal(field) {
                output.append(contentsOf: field.map { $0 == UInt8(ascii: ".") ? decimalSymbol : $0 })
            } else if !quoted, field.contains(fieldSeparator) {
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: field)
                output.append(UInt8(ascii: "\""))
            } else {
                output.append(contentsOf: field)
            }
            if index < csv.count, csv[index] == UInt8(ascii: ",") {
                output.append(fieldSeparator)
                column += 1
                index += 1
            } else {
                // The end of a record: CRLF.
                output.append(contentsOf: csv[index ..< min(index + 2, csv.count)])
                index += 2
                if isHeader {
                    decimalColumns = header.map(isDecimalColumn)
                    isHeader = false
                }
                column = 0
            }
        }
        return output
    }

    /// Whether `field` is `-?[0-9]+.[0-9]+`, a decimal as Quipu's CSV writes one.
    private static func isPlainDecimal(_ field: ArraySlice<UInt8>) -> Bool {
        let unsigned = field.first == UInt8(ascii: "-") ? field.dropFirst() : field
        guard let dot = unsigned.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let whole = unsigned[..<dot], fraction = unsigned[(dot + 1)...]
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit) && fraction.allSatisfy(isDigit)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) }
}
