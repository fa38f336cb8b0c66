import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

private func code(_ text: String) -> Currency { try! Currency(code: text) }
private func date(_ text: String) -> LocalDate { LocalDate.parse(text[...])! }

@Suite("Loading exchange rates")
struct RatesLoaderTests {
    /// The ECB's 90-day file of 2016-12-05 to 2017-03-03, as the example workspace ships it.
    static let ecbPath = repositoryRoot.appendingPathComponent("Examples/ecb/eurofxref-hist-90d.xml").path

    func decodeError(_ text: String, file: String = "rates.xml") -> String? {
        #expect(throws: QuipuError.self) { try RatesLoader.decode(Array(text.utf8), file: file) }?.message
    }

    @Test("M6: the real ECB 90-day file: a Saturday gets Friday's rate")
    func weekendFromECB() throws {
        let rates = try RatesLoader.load(paths: [Self.ecbPath])
        #expect(rates.coverage == date("2016-12-05")...date("2017-03-03"))
        #expect(rates.publications.count == 64)
        let rate = try rates.rate(from: code("EUR"), to: code("USD"), on: date("2017-02-25"))
        #expect(rate.publicationDate == date("2017-02-24"))
        #expect(rate.value == (try Money.parseAmount("1.0609")))
        #expect(rate.source == "ECB")
    }

    @Test("M7, M9: a cross rate through EUR from the real file, rounded only at the end")
    func crossRateFromECB() throws {
        let rates = try RatesLoader.load(paths: [Self.ecbPath])
        let rate = try rates.rate(from: code("USD"), to: code("JPY"), on: date("2017-02-25"))
        #expect(rate.description == "1 USD = 112.2066… JPY, ECB 2017-02-24, via EUR")
        #expect(try rate.convert(Money(100, code("USD"))).rounded(.halfUp) == Money(11221, code("JPY")))
    }

    @Test("M8: a date before the file's first day is an error saying which dates it covers")
    func beforeCoverage() throws {
        let rates = try RatesLoader.load(paths: [Self.ecbPath])
        let error = #expect(throws: RateLookupError.self) { try rates.rate(from: code("EUR"), to: code("ILS"), on: date("2016-12-04")) }
        #expect(error?.description == "no EUR→ILS exchange rate for 2016-12-04: no publication on that day or within 7 days before quotes both currencies; the rates cover 2016-12-05 to 2017-03-03")
    }

    @Test("ECB files with single quotes, oldest first, a daily file")
    func ecbVariants() throws {
        let oldestFirst = """
        <?xml version='1.0' encoding='UTF-8'?>
        <gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>
          <gesmes:subject>Reference rates</gesmes:subject>
          <Cube>
            <Cube time='2024-03-14'><Cube currency='USD' rate='1.0900'/></Cube>
            <Cube time='2024-03-15'><Cube currency='USD' rate='1.0887'/><Cube currency='JPY' rate='162.31'/></Cube>
          </Cube>
        </gesmes:Envelope>
        """
        let rates = ExchangeRates(try RatesLoader.decode(Array(oldestFirst.utf8), file: "two.xml"))
        #expect(try rates.rate(from: code("EUR"), to: code("USD"), on: date("2024-03-17")).value == (try Money.parseAmount("1.0887")))
        #expect(try rates.rate(from: code("EUR"), to: code("USD"), on: date("2024-03-14")).value == (try Money.parseAmount("1.09")))
    }

    @Test("R3: an XXE rates file is refused before any entity is read")
    func externalEntity() {
        let xml = """
        <?xml version="1.0"?><!DOCTYPE e [<!ENTITY x SYSTEM "file:///etc/passwd">]>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube><Cube time="2024-03-15"><Cube currency="USD" rate="&x;"/></Cube></Cube></gesmes:Envelope>
        """
        #expect(decodeError(xml)?.hasPrefix("rates.xml: line 1: has a <!DOCTYPE>, which a rates file never needs; refused before parsing") == true)
    }

    @Test("R3: a billion-laughs rates file is rejected with the file and line")
    func billionLaughs() {
        var xml = "<?xml version=\"1.0\"?><!DOCTYPE e [<!ENTITY l0 \"ha\">"
        for level in 1...10 { xml += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        xml += "]><gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\"><Cube><Cube time=\"2024-03-15\"><Cube currency=\"USD\" rate=\"&l10;\"/></Cube></Cube></gesmes:Envelope>"
        #expect(decodeError(xml)?.hasPrefix("rates.xml: line 1: has a <!DOCTYPE>") == true)
    }

    @Test("bad ECB data names the file, the line and what was expected")
    func ecbErrors() {
        func envelope(_ cubes: String) -> String {
            "<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\">\n<Cube>\n\(cubes)\n</Cube></gesmes:Envelope>"
        }
        #expect(decodeError(envelope("<Cube time=\"2024-03-15\"><Cube currency=\"USD\" rate=\"1,0887\"/></Cube>"))
            == "rates.xml: line 3: invalid amount \"1,0887\": unexpected ',' at position 2; expected digits with an optional leading '-' and '.' decimals, such as 95.10 or -2.345")
        #expect(decodeError(envelope("<Cube time=\"2024-3-15\"></Cube>")) == "rates.xml: line 3: expected <Cube time=\"YYYY-MM-DD\">, found time=\"2024-3-15\"")
        #expect(decodeError(envelope("<Cube time=\"2024-03-15\"><Cube currency=\"XYZ\" rate=\"1\"/></Cube>"))?.contains("line 3: unknown currency \"XYZ\"") == true)
        #expect(decodeError(envelope("<Cube time=\"2024-03-15\"/>\n<Cube time=\"2024-03-15\"/>")) == "rates.xml: line 4: a second publication for 2024-03-15; expected one per day")
        #expect(decodeError(envelope(""))?.contains("no <Cube time=") == true)
        #expect(decodeError("<rates/>")?.hasPrefix("rates.xml: expected the ECB's <gesmes:Envelope>") == true)
        #expect(decodeError("<a><b></a>")?.hasPrefix("rates.xml: line 1:") == true)
    }

    @Test("JSON rates: amounts as strings or numbers, exactly; several bases combine")
    func jsonRates() throws {
        let text = #"{"base":"USD","date":"2024-03-15","rates":{"EUR":"0.92","ILS":3.6512345678901234567}}"#
        let publications = try RatesLoader.decode(Array(text.utf8), file: "/tmp/usd.json")
        #expect(publications.count == 1)
        #expect(publications[0].source == "usd.json")
        #expect("\(publications[0].rates[code("ILS")]!)" == "3.6512345678901234567")
        let rates = ExchangeRates(publications + (try RatesLoader.load(paths: [Self.ecbPath])).publications)
        #expect(try rates.rate(from: code("EUR"), to: code("ILS"), on: date("2024-03-18")).via == code("USD"))
        let array = #"[{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.0887"}},{"base":"EUR","date":"2024-03-14","rates":{"USD":"1.09"}}]"#
        #expect(try RatesLoader.decode(Array(array.utf8), file: "eur.json").map(\.date) == [date("2024-03-15"), date("2024-03-14")])
    }

    @Test("one pair quoted for one day with two rates, in one file or in two, is an error naming both; the same rate twice is not")
    func conflictingRates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-rates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            return folder.appendingPathComponent(name).path
        }
        let first = try file("a.json", #"{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.0887","JPY":"161.5"}}"#)
        let same = try file("b.json", #"{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.08870"}}"#)
        let other = try file("c.json", #"{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.09"}}"#)
        let inOne = try file("d.json", #"[{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.0887"}},{"base":"EUR","date":"2024-03-15","rates":{"USD":"1.1"}}]"#)
        #expect(try RatesLoader.load(paths: [first, same]).publications.count == 2)
        let across = #expect(throws: QuipuError.self) { try RatesLoader.load(paths: [first, other]) }
        #expect(across?.status == .dataError)
        #expect(across?.message == "\(other): EUR→USD on 2024-03-15 is 1.09, but \(first) gives 1.0887; expected one rate per pair and day")
        let within = #expect(throws: QuipuError.self) { try RatesLoader.load(paths: [inOne]) }
        #expect(within?.message == "\(inOne): EUR→USD on 2024-03-15 is 1.1, but an earlier publication of this file gives 1.0887; expected one rate per pair and day")
    }

    @Test("bad JSON rates name the file, the JSON path and what was expected", arguments: [
        (#"{"base":"USD","date":"2024-03-15","rates":{"EUR":"0.9x"}}"#, #"r.json: rates.EUR: invalid amount "0.9x": unexpected 'x' at position 4; expected digits with an optional leading '-' and '.' decimals, such as 95.10 or -2.345"#),
        (#"{"base":"USD","date":"2024-03-15","rates":{"EUR":1e3}}"#, #"r.json: rates.EUR: invalid amount "1e3": unexpected 'e' at position 2; expected digits with an optional leading '-' and '.' decimals, such as 95.10 or -2.345"#),
        (#"{"base":"USD","date":"2024-03-15","rates":{"EUR":"0"}}"#, "r.json: rates.EUR: the rate is 0; expected a rate above 0"),
        (#"{"base":"USD","date":"2024-03-15","rates":{"EUROS":"1"}}"#, #"r.json: rates.EUROS: unknown currency "EUROS"; expected an ISO 4217 code such as EUR, USD, JPY"#),
        (#"{"base":"USD","rates":{}}"#, #"r.json: date: missing; expected the key "date""#),
        (#"{"base":"USD","date":"15.03.2024","rates":{}}"#, #"r.json: date: expected a date such as "2024-03-15", found "15.03.2024""#),
        (#"{"base":"USD","date":"2024-03-15","rates":{},"source":"x"}"#, "r.json: source: unknown key; expected one of base, date, rates"),
        ("{\"base\":\"USD\",\n\"date\":", "r.json: line 2, column 8: not valid JSON (expected a value, found the end of the file)"),
    ])
    func jsonErrors(_ text: String, _ message: String) {
        #expect(decodeError(text, file: "r.json") == message)
    }
}
