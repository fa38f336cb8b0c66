import Foundation
import QuipuCore
import QuipuXML

/// Reads exchange-rate files: the ECB's reference-rate XML (the daily, 90-day and full-history
/// files: `gesmes:Envelope` / `Cube time` / `Cube currency rate`, 1 EUR = rate) and a simple JSON
/// `{"base":"USD","date":"2024-03-15","rates":{"EUR":"0.92",…}}` (or an array of such objects).
/// The format is told by the first character: `<` or `{`/`[`.
package enum RatesLoader {
    /// Loads every file in `paths` into one set of rates. A pair quoted for the same day by two
    /// publications (of one file or of two) must have the same rate: two different rates for one
    /// day are an error naming both, never a silent choice.
    package static func load(paths: [String]) throws(QuipuError) -> ExchangeRates {
        var publications: [RatePublication] = []
        var quoted: [RateKey: (rate: Decimal, file: String)] = [:]
        for path in paths {
            for publication in try decode(readInput(path), file: path) {
                for (currency, rate) in publication.rates.sorted(by: { $0.key.code < $1.key.code }) {
                    let key = RateKey(date: publication.date, base: publication.base, currency: currency)
                    if let earlier = quoted[key], earlier.rate != rate {
                        let pair = "\(publication.base.code)→\(currency.code) on \(publication.date)"
                        throw QuipuError(.dataError, "\(path): \(pair) is \(rate), but \(earlier.file == path ? "an earlier publication of this file" : earlier.file) "
                            + "gives \(earlier.rate); expected one rate per pair and day")
                    }
                    quoted[key] = (rate, path)
                }
                publications.append(publication)
            }
        }
        return ExchangeRates(publications)
    }

    /// The publications in the bytes of a rates file; `file` names it in error messages and,
    /// for JSON, as the source of its rates.
    package static func decode(_ bytes: [UInt8], file: String) throws(QuipuError) -> [RatePublication] {
        switch bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) {
        case UInt8(ascii: "<"): try decodeECB(bytes, file: file)
        case UInt8(ascii: "{"), UInt8(ascii: "["): try decodeJSON(bytes, file: file)
        default: throw QuipuError(.dataError, "\(file): not a rates file; expected the ECB's reference-rate XML or JSON such as {\"base\":\"USD\",\"date\":\"2024-03-15\",\"rates\":{\"EUR\":\"0.92\"}}")
        }
    }

    /// The ECB's XML, parsed with no entity expansion and no network; a DTD is refused outright (R3).
    static func decodeECB(_ bytes: [UInt8], file: String) throws(QuipuError) -> [RatePublication] {
        if let doctype = bytes.firstRange(of: Array("<!DOCTYPE".utf8)) {
            let line = bytes[..<doctype.lowerBound].count { $0 == UInt8(ascii: "\n") } + 1
            throw QuipuError(.dataError, "\(file): line \(line): has a <!DOCTYPE>, which a rates file never needs; refused before parsing, as DTDs and entities can read files or exhaust memory")
        }
        let document: LibXMLDocument
        do { document = try LibXMLDocument(parsing: bytes, name: file) } catch { throw QuipuError(.dataError, error.message) }
        guard let root = document.rootElement(), root.localName == "Envelope" else {
            throw QuipuError(.dataError, "\(file): expected the ECB's <gesmes:Envelope> with <Cube time=\"…\"> publications")
        }
        func fail(_ element: ParsedXMLElement, _ message: String) -> QuipuError {
            QuipuError(.dataError, "\(file): line \(element.line): \(message)")
        }
        let euro = try! Currency(code: "EUR")
        var publications: [RatePublication] = []
        var dates: Set<LocalDate> = []
        for outer in root.children where outer.localName == "Cube" {
            for day in outer.children where day.localName == "Cube" {
                guard let time = day.attributes["time"], let date = LocalDate.parse(time[...]) else {
                    throw fail(day, "expected <Cube time=\"YYYY-MM-DD\">, found time=\(day.attributes["time"].map { "\"\($0)\"" } ?? "nothing")")
                }
                guard dates.insert(date).inserted else { throw fail(day, "a second publication for \(date); expected one per day") }
                var rates: [Currency: Decimal] = [:]
                for quote in day.children where quote.localName == "Cube" {
                    guard let code = quote.attributes["currency"], let text = quote.attributes["rate"] else {
                        throw fail(quote, "expected <Cube currency=\"USD\" rate=\"1.0705\"/>")
                    }
                    let currency: Currency, rate: Decimal
                    do {
                        currency = try Currency(code: code)
                        rate = try Money.parseAmount(text)
                    } catch {
                        throw fail(quote, "\(error)")
                    }
                    guard rate > 0 else { throw fail(quote, "the \(code) rate is \(text); expected a rate above 0") }
                    guard currency != euro, rates.updateValue(rate, forKey: currency) == nil else {
                        throw fail(quote, "\(code) is quoted twice on \(date) (or is the base, EUR)")
                    }
                }
                publications.append(RatePublication(date: date, base: euro, rates: rates, source: "ECB"))
            }
        }
        guard !publications.isEmpty else { throw fail(root, "no <Cube time=\"…\"> publications; expected the ECB's reference rates") }
        return publications
    }

    /// `{"base","date","rates"}` or an array of them; the file's name is the source.
    static func decodeJSON(_ bytes: [UInt8], file: String) throws(QuipuError) -> [RatePublication] {
        let source = URL(fileURLWithPath: file).lastPathComponent
        return try QuipuFormats.decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            guard try scanner.peekKind() == .array else { return [try readPublication(&scanner, source: source)] }
            var publications: [RatePublication] = []
            try scanner.readElements { scanner, _ throws(JSONFailure) in publications.append(try readPublication(&scanner, source: source)) }
            return publications
        }
    }

    private static func readPublication(_ scanner: inout JSONScanner, source: String) throws(JSONFailure) -> RatePublication {
        var base: Currency?, date: LocalDate?, rates: [Currency: Decimal] = [:]
        try scanner.readRecord(keys: ["base", "date", "rates"], required: ["base", "date", "rates"]) { scanner, key throws(JSONFailure) in
            switch key {
            case "base": base = try scanner.readCurrency()
            case "date": date = try scanner.readDate()
            default:
                try scanner.readObject(expected: "an object of rates such as {\"EUR\":\"0.92\"}") { scanner, code throws(JSONFailure) in
                    try within(.key(code.text)) { () throws(JSONFailure) in
                        let currency: Currency
                        do { currency = try Currency(code: code.text) } catch { throw scanner.dataError("\(error)") }
                        let rate = try scanner.readAmount()
                        guard rate > 0 else { throw scanner.dataError("the rate is \(rate); expected a rate above 0") }
                        guard rates.updateValue(rate, forKey: currency) == nil else { throw scanner.dataError("\(code.text) is quoted twice") }
                    }
                }
            }
        }
        let publication = RatePublication(date: date!, base: base!, rates: rates, source: source)
        guard publication.rates[publication.base] == nil else {
            throw JSONFailure(path: [.key("rates"), .key(publication.base.code)], message: "the base currency is not quoted against itself",
                              offset: scanner.index, isSyntax: false)
        }
        return publication
    }
}

/// A rate as the files quote it: a pair of currencies on a day.
private struct RateKey: Hashable {
    let date: LocalDate
    let base: Currency
    let currency: Currency
}
