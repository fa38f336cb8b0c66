import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Rendering invoices and checkouts")
struct InvoiceRenderingTests {
    static let environment = RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!)
    static let config: QuipuConfig = try! QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")

    /// The example workspace's invoice `number` (2024-0042, 2024-0043 or 2024-0044), with `change` applied to its request.
    static func exampleInvoice(_ number: String = "2024-0042", _ change: (inout InvoiceRequest) -> Void = { _ in }) throws -> InvoiceReport {
        var request = try #require(config.requests(of: InvoiceRequest.self).first { $0.number == number })
        change(&request)
        return try request.resolve(config: config, in: environment)
    }

    /// Every file of a report, by file name.
    static func files(_ report: any Report) throws -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: try report.make().files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.bytes) })
    }

    static var goldenFiles: [String] {
        ["invoice-2024-0042.html", "invoice-2024-0042.xml", "invoice-2024-0042.csv", "invoice-2024-0042.ubl.xml", "invoice-2024-0042.cii.xml",
         "invoice-2024-0043.ubl.xml", "invoice-2024-0043.cii.xml", "invoice-2024-0044.xml", "invoice-2024-0044.ubl.xml", "invoice-2024-0044.cii.xml",
         "checkout.html", "checkout.xml", "checkout.csv"]
    }

    static func exampleFiles() throws -> [String: [UInt8]] {
        try files(exampleInvoice("2024-0042")).merging(files(exampleInvoice("2024-0043")), uniquingKeysWith: { $1 })
            .merging(files(exampleInvoice("2024-0044")), uniquingKeysWith: { $1 })
            .merging(files(config.requests(of: CheckoutRequest.self)[0].resolve(config: config, in: environment)), uniquingKeysWith: { $1 })
    }

    @Test("O4: the example invoices and checkout match their reviewed golden files byte for byte", arguments: goldenFiles)
    func golden(name: String) throws {
        try expectGolden(try #require(try Self.exampleFiles()[name]), name)
    }

    @Test("O4: the same invoice renders to the same bytes every time, whatever the machine's zone")
    func deterministic() throws {
        let first = try Self.files(Self.exampleInvoice())
        let other = try InvoiceRequest(client: "acme", period: .of("2024-03"), number: "2024-0042", issueDate: LocalDate(year: 2024, month: 4, day: 2),
                                             options: ReportOptions(asOf: .at("2024-04-01T00:00:00Z"), formats: [.html, .xml, .csv, .ubl, .cii, .pdf]))
            .resolve(config: Self.config, in: RunEnvironment(now: Date(), systemTimeZone: TimeZone(identifier: "Pacific/Kiritimati")!))
        #expect(try Self.files(other) == first)
        #expect(try Self.files(Self.exampleInvoice()) == first)
    }

    /// Invoices in several shapes: converted and not, outside the scope of VAT, reverse charge over
    /// Peppol, XRechnung, a currency without decimals.
    static let variants: [(number: String, currency: String?)] = [("2024-0042", nil), ("2024-0042", "EUR"), ("2024-0042", "JPY"),
                                                                    ("2024-0043", nil), ("2024-0043", "GBP"), ("2024-0044", nil)]

    @Test("O2: every Quipu invoice XML validates against invoice.xsd", arguments: variants)
    func validXML(variant: (number: String, currency: String?)) throws {
        let report = try Self.exampleInvoice(variant.number) { $0.currency = variant.currency.flatMap { try? Currency(code: $0) } }
        let xml = try #require(try Self.files(report)["invoice-\(variant.number).xml"])
        #expect(try Templates.builtIn.schema("invoice.xsd").validationErrors(of: try LibXMLDocument(parsing: xml, name: "invoice.xml")) == [])
    }

    @Test("O2: the checkout XML validates against checkout.xsd, which refuses a broken one")
    func validCheckoutXML() throws {
        let files = try Self.files(Self.config.requests(of: CheckoutRequest.self)[0].resolve(config: Self.config, in: Self.environment))
        let schema = try Templates.builtIn.schema("checkout.xsd")
        #expect(schema.validationErrors(of: try LibXMLDocument(parsing: try #require(files["checkout.xml"]), name: "checkout.xml")) == [])
        let broken = #"<checkout xmlns="urn:quipu:checkout:1" catalogCurrency="usd" basePrice="2000" orders="1"><totals/></checkout>"#
        #expect(!schema.validationErrors(of: try LibXMLDocument(parsing: Array(broken.utf8), name: "broken.xml")).isEmpty)
    }

    @Test("M4, O1: the invoice CSV has the contract's header, and each net is its printed hours × unit price, rounded")
    func invoiceCSV() throws {
        let csv = String(decoding: try #require(try Self.files(Self.exampleInvoice())["invoice-2024-0042.csv"]), as: UTF8.self)
        let rows = CSVTestParser.parse(csv)
        #expect(rows[0] == ["invoice", "line", "project", "task", "hours", "unit_price", "net", "currency"])
        #expect(rows.count == 3)
        var total = Decimal.zero
        for row in rows.dropFirst() {
            #expect(row.count == 8)
            let net = try Money.parseAmount(row[6])
            let product = try Money.parseAmount(row[4]) * Money.parseAmount(row[5])
            #expect(try product.rounded(toPlaces: 2, .halfUp) == net)
            total += net
        }
        let xml = String(decoding: try #require(try Self.files(Self.exampleInvoice())["invoice-2024-0042.xml"]), as: UTF8.self)
        #expect(xml.contains(#"<totals net="\#(total.plainText(minimumDecimals: 2))""#))
    }

    @Test("K2, O1: the checkout CSV has the contract's header and one row per line, the total row summing the others")
    func checkoutCSV() throws {
        let files = try Self.files(Self.config.requests(of: CheckoutRequest.self)[0].resolve(config: Self.config, in: Self.environment))
        let rows = CSVTestParser.parse(String(decoding: try #require(files["checkout.csv"]), as: UTF8.self))
        #expect(rows[0] == ["order", "date", "line", "item", "catalog_price", "catalog_currency", "rate", "rate_date", "price", "currency"])
        #expect(rows.count == 1 + 5 * 7)
        for order in stride(from: 1, to: rows.count, by: 7) {
            let lines = rows[order..<order + 7]
            #expect(lines.map { $0[2] } == ["base", "shape", "color", "body", "fretboard", "shipping", "total"])
            let sum = try lines.dropLast().reduce(Decimal.zero) { $0 + (try Money.parseAmount($1[8])) }
            #expect(sum == (try Money.parseAmount(lines.last![8])))
            if lines.first![5] == lines.first![9] { #expect(lines.allSatisfy { $0[6] == "1" && $0[7].isEmpty }) }
        }
        let html = String(decoding: try #require(files["checkout.html"]), as: UTF8.self)
        #expect(html.contains(">Free<"))
    }

    @Test("M9: a converted invoice prints the rate, its publication date and its source")
    func conversionPrinted() throws {
        let html = String(decoding: try #require(try Self.files(Self.exampleInvoice())["invoice-2024-0042.html"]), as: UTF8.self)
        #expect(html.contains("1 EUR = 1.0811 USD (rates-2024-illustrative.json, published <time>2024-03-28</time>)"))
        #expect(html.contains("the rate for <time>2024-03-31</time>"))
        #expect(html.contains("VAT in EUR"))
    }

    @Test("M5: reverse charge charges no VAT and says why, in HTML and UBL")
    func reverseCharge() throws {
        let files = try Self.files(Self.exampleInvoice("2024-0043"))
        let html = String(decoding: try #require(files["invoice-2024-0043.html"]), as: UTF8.self)
        let ubl = String(decoding: try #require(files["invoice-2024-0043.ubl.xml"]), as: UTF8.self)
        #expect(html.contains("reverse charge") && html.contains("Reverse charge: the recipient is liable for VAT"))
        #expect(ubl.contains("<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>"))
        #expect(ubl.contains(#"<cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>"#))
    }

    /// The example workspace as it was before profiles: every client EN 16931, acme at 19 %.
    static let en16931Workspace = """
    workspace: \(repositoryRoot.path)/Examples
    timeZone: Europe/Berlin
    rates: [ecb/eurofxref-hist-90d.xml, rates-2024-illustrative.json]
    seller:
      name: Ada Lovelace Consulting
      address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
      vatId: DE123456789
      iban: DE89370400440532013000
      email: billing@ada.example
      accountingCurrency: EUR
    clients:
      acme:
        name: ACME Corp.
        address: {street: 1 Main St, city: Springfield, postalCode: "12345", country: US}
        vatId: US123456789
        state: AppState.json
        projects: [Acme Corp — Website]
        currency: USD
        rateCurrency: EUR
        hourlyRate: 95.00
        taskRates: {Acme Corp — Website: {Design review & <feedback>: 120.00}}
        vat: {category: S, percent: 19}
        paymentTermsDays: 14
        round: 15:up:task
      lab:
        name: Labor für Klangforschung B.V.
        address: {street: Keizersgracht 100, city: Amsterdam, postalCode: 1015 CS, country: NL}
        vatId: NL123456789B01
        state: AppState.json
        projects: ["R&D: Q1 experiments 🚀"]
        currency: EUR
        hourlyRate: 110.00
        vat: {category: AE, exemptionReason: "Reverse charge: the recipient is liable for VAT (Article 196, Council Directive 2006/112/EC)"}
        paymentTermsDays: 30

    """

    @Test("an EN 16931 invoice without the profiles' settings is byte for byte what it was before profiles", arguments: [
        ("acme", "2024-0042"), ("lab", "2024-0043"),
    ])
    func en16931Unchanged(client: String, number: String) throws {
        let config = try QuipuConfig.parse(Array(Self.en16931Workspace.utf8), path: "quipu.yml")
        let report = try InvoiceRequest(client: client, period: .of("2024-03"), number: number, issueDate: LocalDate(year: 2024, month: 4, day: 2),
                                              options: ReportOptions(asOf: .at("2024-04-01T00:00:00Z"), formats: [.ubl]))
            .resolve(config: config, in: Self.environment)
        try expectGolden(try #require(try Self.files(report)["invoice-\(number).ubl.xml"]), "invoice-\(number)-en16931.ubl.xml")
    }

    @Test("Peppol: the specification and process identifiers, the order reference and both EAS electronic addresses")
    func peppolUBL() throws {
        let ubl = String(decoding: try #require(try Self.files(Self.exampleInvoice("2024-0043"))["invoice-2024-0043.ubl.xml"]), as: UTF8.self)
        #expect(ubl.contains("<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>"))
        #expect(ubl.contains("<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>"))
        #expect(ubl.contains("<cac:OrderReference>\n    <cbc:ID>PO-2024-117</cbc:ID>"))
        #expect(ubl.contains(#"<cbc:EndpointID schemeID="9930">DE123456789</cbc:EndpointID>"#))
        #expect(ubl.contains(#"<cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>"#))
        #expect(!ubl.contains(#"schemeID="EM""#))
        let converted = try Self.files(Self.exampleInvoice("2024-0043") { $0.currency = try? Currency(code: "GBP") })["invoice-2024-0043.ubl.xml"]
        let notes = String(decoding: try #require(converted), as: UTF8.self).components(separatedBy: "\n  <cbc:Note>")
        #expect(notes.count == 2 && notes[1].hasPrefix("Hourly rates in EUR converted at ") && notes[1].contains(". Reverse charge: "))
        let overridden = try Self.exampleInvoice("2024-0043") { $0.profile = .en16931 }
        #expect(overridden.terms.profile == .en16931 && overridden.terms.orderReference == "PO-2024-117")
    }

    @Test("XRechnung: the Leitweg-ID as buyer reference and the seller's contact, in UBL, XML and HTML")
    func xrechnung() throws {
        let files = try Self.files(Self.exampleInvoice("2024-0044"))
        let ubl = String(decoding: try #require(files["invoice-2024-0044.ubl.xml"]), as: UTF8.self)
        #expect(ubl.contains("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"))
        #expect(ubl.contains("<cbc:BuyerReference>04011000-12345-67</cbc:BuyerReference>"))
        #expect(ubl.contains("<cbc:Name>Ada Lovelace</cbc:Name>\n        <cbc:Telephone>+49 30 1234567</cbc:Telephone>"))
        let xml = String(decoding: try #require(files["invoice-2024-0044.xml"]), as: UTF8.self)
        #expect(xml.contains(#"buyerReference="04011000-12345-67""#) && xml.contains(#"<endpoint scheme="0204" id="04011000-12345-67"/>"#))
        let html = String(decoding: try #require(files["invoice-2024-0044.html"]), as: UTF8.self)
        // In German, as the example's client has its invoices.
        #expect(html.contains("Ihr Zeichen") && html.contains(#"E-Rechnungsadresse <span class="code">0204:04011000-12345-67</span>"#) && html.contains("XRechnung 3.0"))
        #expect(html.contains("Ada Lovelace") && html.contains("+49 30 1234567"))
    }

    @Test("outside the scope of VAT: no line rate, a 0 % breakdown, no VAT identifier stated as such, the reason with VATEX-EU-O")
    func outsideScope() throws {
        let files = try Self.files(Self.exampleInvoice("2024-0042"))
        let ubl = String(decoding: try #require(files["invoice-2024-0042.ubl.xml"]), as: UTF8.self)
        #expect(ubl.components(separatedBy: "<cbc:Percent>").count == 2 && ubl.contains("<cbc:ID>O</cbc:ID>\n        <cbc:Percent>0</cbc:Percent>"))
        #expect(!ubl.contains("<cac:PartyTaxScheme>"))
        #expect(ubl.contains("<cac:PartyIdentification>\n        <cbc:ID>DE123456789</cbc:ID>"))
        #expect(ubl.contains("<cbc:TaxExemptionReasonCode>VATEX-EU-O</cbc:TaxExemptionReasonCode>"))
        let html = String(decoding: try #require(files["invoice-2024-0042.html"]), as: UTF8.self)
        #expect(html.contains("No VAT – outside the scope of VAT") && html.contains("Nicht im Inland steuerbare Leistung"))
    }

    @Test("an intra-community supply states the buyer's address as the place of delivery; an export its own code", arguments: [
        ("K", "VATEX-EU-IC", true), ("G", "VATEX-EU-G", false),
    ])
    func exemptSupplies(category: String, code: String, delivered: Bool) throws {
        let yaml = Self.en16931Workspace.replacingOccurrences(of: "{category: AE, exemptionReason: \"Reverse charge: the recipient",
                                                              with: "{category: \(category), exemptionReason: \"Exempt: the recipient")
        let report = try InvoiceRequest(client: "lab", period: .of("2024-03"), number: "1", issueDate: LocalDate(year: 2024, month: 4, day: 2),
                                              options: ReportOptions(asOf: .at("2024-04-01T00:00:00Z"), formats: [.ubl, .xml]))
            .resolve(config: try QuipuConfig.parse(Array(yaml.utf8), path: "quipu.yml"), in: Self.environment)
        let files = try Self.files(report)
        let ubl = String(decoding: try #require(files["invoice-1.ubl.xml"]), as: UTF8.self)
        #expect(ubl.contains("<cbc:TaxExemptionReasonCode>\(code)</cbc:TaxExemptionReasonCode>"))
        #expect(ubl.contains("<cac:Delivery>\n    <cac:DeliveryLocation>\n      <cac:Address>\n        <cbc:StreetName>Keizersgracht 100</cbc:StreetName>\n"
            + "        <cbc:CityName>Amsterdam</cbc:CityName>\n        <cbc:PostalZone>1015 CS</cbc:PostalZone>") == delivered)
        let xml = try LibXMLDocument(parsing: try #require(files["invoice-1.xml"]), name: "invoice.xml")
        #expect(try Templates.builtIn.schema("invoice.xsd").validationErrors(of: xml) == [])
    }

    @Test("M2, M12: a UBL invoice in a currency with three decimals is a clear error; the other formats work")
    func ublNeedsTwoDecimals() throws {
        #expect {
            _ = try Self.exampleInvoice { $0.currency = try? Currency(code: "KWD") }
        } throws: { error in
            (error as? QuipuError)?.status == .usage && (error as? QuipuError)?.message.contains("cannot write a UBL or CII invoice in KWD") == true
        }
        let ratesFile = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-kwd-\(UUID().uuidString).json")
        try Data(#"{"base":"EUR","date":"2024-03-28","rates":{"KWD":"0.3321","USD":"1.0811"}}"#.utf8).write(to: ratesFile)
        let report = try Self.exampleInvoice {
            $0.currency = try? Currency(code: "KWD")
            $0.options.formats = [.html, .xml, .csv]
        }
        let withRates = InvoiceReport(statePath: report.statePath, ratesPaths: [ratesFile.path], terms: report.terms, output: report.output,
                                      origin: nil, clientPlace: nil)
        let csv = String(decoding: try #require(try Self.files(withRates)["invoice-2024-0042.csv"]), as: UTF8.self)
        #expect(csv.contains(",KWD\r\n"))
        #expect(CSVTestParser.parse(csv)[1][6].split(separator: ".").last?.count == 3)
    }

    @Test("R2: an invoice number is kept in the documents and made safe in the file name")
    func fileNames() throws {
        typealias Output = ReportOutput<InvoiceFormat>
        #expect(Output.safeStem("2024-0042") == "2024-0042")
        #expect(Output.safeStem("2024/0042") == "2024-0042")
        #expect(Output.safeStem("../x") == "-.-x")
        #expect(Output.safeStem("Nº 7") == "N--7")
        let accented = "a" + String(repeating: "\u{301}", count: 199)
        #expect(Output.safeStem(accented).utf8.count == Output.maximumStemLength)
        let report = try Self.exampleInvoice { $0.number = accented }
        #expect(report.terms.number == accented)
        #expect(report.outputPaths.allSatisfy { URL(fileURLWithPath: $0).lastPathComponent.utf8.count < 200 })
        #expect(throws: QuipuError.self) { try Self.exampleInvoice { $0.number = accented + "\u{301}" } }
    }
}

/// A small RFC 4180 reader for checking CSV output: quoted fields, doubled quotes, CRLF records.
enum CSVTestParser {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else { field.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                row.append(field); rows.append(row); row = []; field = ""
            } else { field.append(character) }
        }
        return rows
    }
}

@Suite("Checkout XML written as text")
struct CheckoutXMLTextTests {
    static let rates = ExchangeRates([RatePublication(date: LocalDate(year: 2024, month: 3, day: 15)!, base: try! Currency(code: "EUR"),
                                                      rates: [try! Currency(code: "USD"): Decimal(string: "1.0705")!], source: "ECB")])

    /// The checkout's XML, as text.
    static func xml(_ checkout: Checkout) -> String { String(decoding: CheckoutXML.bytes(checkout), as: UTF8.self) }

    /// The checkout's CSV, as text.
    static func csv(_ checkout: Checkout) -> String { String(decoding: CheckoutCSV.bytes(checkout), as: UTF8.self) }

    static func checkout(count: Int, id: (Int) -> String = { "A-\($0)" }) throws -> Checkout {
        let catalog = try CheckoutLoader.loadCatalog(path: repositoryRoot.path + "/Examples/luthier.json")
        let orders = (0..<count).map { index in
            GuitarOrder(id: id(index), date: LocalDate(year: 2024, month: 3, day: 15)!,
                        choices: [.shape: "casual", .color: "sky", .body: "koa", .fretboard: "ebony"], shipping: index % 2 == 0 ? "pickup" : "ground",
                        currency: try! Currency(code: index % 2 == 0 ? "USD" : "EUR"))
        }
        return try Checkout(orders: orders, catalog: catalog, rates: rates)
    }

    @Test("S3, O2: hostile order ids are escaped in the text, which parses back to the same values and validates")
    func escaping() throws {
        let hostile = [#"R&D "q" <script>"#, "tab\there\nnew line\r", "]]> &copy; 🎸 שלום", "bell\u{7}"]
        let checkout = try Self.checkout(count: hostile.count) { hostile[$0] }
        let text = Self.xml(checkout)
        let document = try LibXMLDocument(parsing: Array(text.utf8), name: "checkout.xml")
        #expect(try Templates.builtIn.schema("checkout.xsd").validationErrors(of: document) == [])
        let ids = document.rootElement()!.children.filter { $0.localName == "order" }.map { $0.attributes["id"] }
        #expect(ids == ["R&D \"q\" <script>", "tab\there\nnew line\r", "]]> &copy; 🎸 שלום", "bell\u{FFFD}"])
    }

    @Test("R5: the HTML lists at most htmlOrderLimit orders and says how many more there are; the XML and CSV have them all")
    func htmlLimit() throws {
        let count = CheckoutXML.htmlOrderLimit + 7
        let checkout = try Self.checkout(count: count)
        let source = try CheckoutXML.htmlSource(checkout)
        #expect(source.rootElement()!.children.filter { $0.localName == "order" }.count == CheckoutXML.htmlOrderLimit)
        #expect(source.rootElement()!.attributes["unlisted"] == "7")
        #expect(try Templates.builtIn.schema("checkout.xsd").validationErrors(of: source) == [])
        let files = try CheckoutRenderer(templates: .builtIn, formats: CheckoutFormat.allCases, language: .isoEnglish).render(checkout)
        #expect(String(decoding: try #require(files[.html]), as: UTF8.self).contains("… and 7 more orders"))
        #expect(String(decoding: try #require(files[.xml]), as: UTF8.self).components(separatedBy: "<order ").count == count + 1)
        #expect(CSVTestParser.parse(String(decoding: try #require(files[.csv]), as: UTF8.self)).count == 1 + 7 * count)
    }

    @Test("K2: a catalog with more options than a slot keeps writes each line made afresh, the same as a small one's")
    func manyOptions() throws {
        let small = try CheckoutLoader.loadCatalog(path: repositoryRoot.path + "/Examples/luthier.json")
        var additions = small.additions
        additions[.shape] = (0..<70).map { CatalogOption(id: "shape-\($0)", name: "Shape \($0)", price: Decimal($0)) }
        let large = GuitarCatalog(currency: small.currency, basePrice: small.basePrice, additions: additions, shipping: small.shipping)
        func checkout(_ catalog: GuitarCatalog, shape: String) throws -> Checkout {
            let order = GuitarOrder(id: "A-1", date: LocalDate(year: 2024, month: 3, day: 15)!,
                                    choices: [.shape: shape, .color: "sky", .body: "koa", .fretboard: "ebony"], shipping: "ground",
                                    currency: try Currency(code: "EUR"))
            return try Checkout(orders: [order], catalog: catalog, rates: Self.rates)
        }
        let csv = try Self.csv(checkout(large, shape: "shape-69"))
        #expect(csv.contains("A-1,2024-03-15,shape,Shape 69,69.00,USD,"))
        let expected = try Self.csv(checkout(small, shape: "casual")).split(separator: "\r\n").filter { !$0.contains(",shape,") && !$0.contains(",total,") }
        let lines = csv.split(separator: "\r\n").filter { !$0.contains(",shape,") && !$0.contains(",total,") }
        #expect(lines == expected)
    }

    @Test("M2: amounts in minor units are written as Money.amountText writes them", arguments: [
        (-235, "EUR"), (5, "EUR"), (0, "EUR"), (16062, "JPY"), (1500, "KWD"), (7, "CLF"), (Int.max, "CLF"), (Int.min, "EUR"),
    ])
    func amountText(_ units: Int, _ code: String) throws {
        var writer = XMLByteWriter()
        let currency = try Currency(code: code)
        CheckoutBytes.appendAmount(units, minorUnits: currency.minorUnits, otherwise: Money(minorUnits: 0, currency), to: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == Money(minorUnits: units, currency).amountText)
    }

    @Test("K2: lines made together for many orders are the lines made one by one for each order alone")
    func wholeSlotsEqualSingleLines() throws {
        let many = try Self.checkout(count: 40)
        #expect(many.orders.count >= 4 * many.pricings.count)
        let header = CheckoutCSV.header.joined(separator: ",") + "\r\n"
        let alone = try many.orders.map { priced in
            try Self.csv(Checkout(orders: [priced.order], catalog: many.catalog, rates: Self.rates)).dropFirst(header.count)
        }
        #expect(Self.csv(many) == header + alone.joined())
        let xml = Self.xml(many)
        for priced in many.orders {
            let single = try Self.xml(Checkout(orders: [priced.order], catalog: many.catalog, rates: Self.rates))
            let element = single[single.range(of: "  <order ")!.lowerBound..<single.range(of: "  </order>\n")!.upperBound]
            #expect(xml.contains(element))
        }
    }
}
