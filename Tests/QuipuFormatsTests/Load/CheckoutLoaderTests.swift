import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

@Suite("Loading the Luthier catalog and orders")
struct CheckoutLoaderTests {
    let examples = repositoryRoot.appendingPathComponent("Examples")

    @Test("K1–K3: the example catalog and orders price with the example ECB rates in USD, EUR, GBP and ILS")
    func examplesPrice() throws {
        let catalog = try CheckoutLoader.loadCatalog(path: examples.appendingPathComponent("luthier.json").path)
        let orders = try CheckoutLoader.loadOrders(path: examples.appendingPathComponent("orders.json").path)
        let rates = try RatesLoader.load(paths: [examples.appendingPathComponent("ecb/eurofxref-hist-90d.xml").path])
        #expect(catalog.basePrice == 2000)
        #expect(catalog.shipping.map(\.price) == [0, 100, 250])
        #expect(catalog.additions[.shape]?.first { $0.id == "pointy" }?.available == false)
        #expect("\(catalog.additions[.fretboard]![2].price)" == "99.95")
        #expect(Set(orders.map(\.currency.code)).isSuperset(of: ["USD", "EUR", "GBP", "ILS"]))
        let checkout = try Checkout(orders: orders, catalog: catalog, rates: rates)
        #expect(checkout.orders[0].total == Money(2000, try Currency(code: "USD")))
        for priced in checkout.orders {
            #expect(priced.total == (try Money.sum(priced.lines.map(\.price), in: priced.order.currency)))
        }
    }

    func decodeError(_ text: String, catalog: Bool) -> String? {
        #expect(throws: QuipuError.self) {
            if catalog { _ = try CheckoutLoader.decodeCatalog(Array(text.utf8), file: "luthier.json") }
            else { _ = try CheckoutLoader.decodeOrders(Array(text.utf8), file: "orders.json") }
        }?.message
    }

    @Test("bad orders name the file, the JSON path and what was expected")
    func orderErrors() {
        let good = #"{"id":"A-1","date":"2024-03-15","guitar":{"shape":"casual","color":"natural","body":"koa","fretboard":"rosewood"},"shipping":"ground","currency":"EUR"}"#
        #expect(decodeError("[\(good),\(good.replacing("EUR", with: "EURO"))]", catalog: false)
            == #"orders.json: [1].currency: unknown currency "EURO"; expected an ISO 4217 code such as EUR, USD, JPY"#)
        #expect(decodeError("[\(good.replacing(#""fretboard":"rosewood""#, with: #""neck":"rosewood""#))]", catalog: false)
            == "orders.json: [0].guitar.neck: unknown key; expected one of shape, color, body, fretboard")
        #expect(decodeError("[\(good),\(good)]", catalog: false) == #"orders.json: [1].id: a second order "A-1"; expected unique ids"#)
        #expect(decodeError(#"{"orders":[]}"#, catalog: false) == "orders.json: top level: expected an array, found an object")
    }

    @Test("bad catalog prices name the JSON path: amounts are read strictly from their text")
    func catalogErrors() {
        let catalog = #"{"currency":"USD","basePrice":PRICE,"additions":{"shape":[],"color":[],"body":[],"fretboard":[]},"shipping":[]}"#
        #expect(decodeError(catalog.replacing("PRICE", with: #""2,000""#), catalog: true)?
            .hasPrefix(#"luthier.json: basePrice: invalid amount "2,000""#) == true)
        #expect(decodeError(catalog.replacing("PRICE", with: "-1"), catalog: true) == "luthier.json: basePrice: the price is -1; expected 0 or more")
        #expect(decodeError(catalog.replacing("PRICE", with: "2e3"), catalog: true)?.hasPrefix(#"luthier.json: basePrice: invalid amount "2e3""#) == true)
        let decoded = try? CheckoutLoader.decodeCatalog(Array(catalog.replacing("PRICE", with: "2000.10").utf8), file: "luthier.json")
        #expect(decoded.map { "\($0.basePrice)" } == "2000.1")
    }

    @Test("the scanner reads a number's exact text and still checks its syntax")
    func numberText() throws {
        for (text, expected) in [("95.10", "95.10"), ("-0.5", "-0.5"), ("1E+3", "1E+3"), ("12345678901234567890.123456789", "12345678901234567890.123456789")] {
            let read = Array(text.utf8).withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(buffer)
                return try? scanner.readNumberText(expected: "a number")
            }
            #expect(read == expected)
        }
        for text in ["-", "1.", "01x", "1e"] {
            let failed = Array(text.utf8).withUnsafeBufferPointer { buffer -> Bool in
                var scanner = JSONScanner(buffer)
                do {
                    _ = try scanner.readNumberText(expected: "a number")
                    try scanner.finish()
                    return false
                } catch {
                    return true
                }
            }
            #expect(failed, "\(text)")
        }
    }

    /// A JSON array of `count` valid orders, one per line, ids `N-0` …; `id` may change an id.
    func ordersText(_ count: Int, id: (Int) -> String = { "N-\($0)" }) -> String {
        let lines = (0..<count).map { index in
            #"{"id":"\#(id(index))","date":"2024-03-\#(10 + index % 5)","guitar":{"shape":"casual","color":"natural","body":"koa","fretboard":"rosewood"},"shipping":"ground","currency":"EUR"}"#
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    func decodeOrders(_ text: String, workers: Int) -> Result<[GuitarOrder], QuipuError> {
        Result { () throws(QuipuError) in try CheckoutLoader.decodeOrders(Array(text.utf8), file: "orders.json", workers: workers) }
    }

    @Test("a large orders file read in two halves at once gives the orders, or the error, of reading it whole")
    func halves() throws {
        let count = 8000
        let text = ordersText(count)
        #expect(text.utf8.count > 1 << 20)
        let whole = try decodeOrders(text, workers: 1).get()
        #expect(whole.count == count)
        #expect(try decodeOrders(text, workers: 2).get() == whole)
        #expect(try decodeOrders("\u{FEFF}" + text, workers: 2).get() == whole)
        // An id that looks like an element's start just after the middle, a fault in the second
        // half, and an id in both halves: each read as if whole.
        let tricky = ordersText(count) { index in index == count / 2 + 1 ? ",{x" : "N-\(index)" }
        #expect(try decodeOrders(tricky, workers: 2).get().map(\.id) == decodeOrders(tricky, workers: 1).get().map(\.id))
        let faulty = ordersText(count).replacing(#""id":"N-7000","date":"2024-03-10""#, with: #""id":"N-7000","date":"2024-13-10""#)
        for bad in [faulty, ordersText(count) { $0 == 7500 ? "N-3" : "N-\($0)" }] {
            guard case let .failure(error) = decodeOrders(bad, workers: 2), case let .failure(expected) = decodeOrders(bad, workers: 1) else {
                Issue.record("expected an error")
                continue
            }
            #expect(error.message == expected.message)
            #expect(error.message.hasPrefix("orders.json: [7") && error.status == .dataError)
        }
    }
}
