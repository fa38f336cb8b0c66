import Foundation
import QuipuCore

/// Reads the Luthier shop's catalog and orders files (JSON). Prices may be strings or numbers
/// and are read exactly from their text; unknown keys are errors, so a typo is never ignored.
package enum CheckoutLoader {
    /// Loads a catalog: `{"currency":"USD","basePrice":"2000","additions":{"shape":[…],…},"shipping":[…]}`.
    package static func loadCatalog(path: String) throws(QuipuError) -> GuitarCatalog {
        try decodeCatalog(readInput(path), file: path)
    }

    /// Loads an orders file: a JSON array of orders, read on up to `workers` cores (see `decodeOrders`).
    package static func loadOrders(path: String, workers: Int = 1) throws(QuipuError) -> [GuitarOrder] {
        try decodeOrders(readInput(path), file: path, workers: workers)
    }

    /// Decodes the bytes of a catalog file; `file` names it in error messages.
    package static func decodeCatalog(_ bytes: [UInt8], file: String) throws(QuipuError) -> GuitarCatalog {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var currency: Currency?, basePrice: Decimal?
            var additions: [GuitarPart: [CatalogOption]] = [:], shipping: [ShippingOption] = []
            try scanner.readRecord(keys: ["currency", "basePrice", "additions", "shipping"],
                                   required: ["currency", "basePrice", "additions", "shipping"]) { scanner, key throws(JSONFailure) in
                switch key {
                case "currency": currency = try scanner.readCurrency()
                case "basePrice": basePrice = try scanner.readPrice()
                case "additions":
                    let parts = GuitarPart.allCases.map(\.rawValue)
                    try scanner.readRecord(keys: parts, required: parts) { scanner, part throws(JSONFailure) in
                        additions[GuitarPart(rawValue: part)!] = try readOptions(&scanner)
                    }
                default:
                    shipping = try readShipping(&scanner)
                }
            }
            return GuitarCatalog(currency: currency!, basePrice: basePrice!, additions: additions, shipping: shipping)
        }
    }

    /// Decodes the bytes of an orders file; `file` names it in error messages.
    ///
    /// With two workers or more, a large file is read in two halves at once: the second from
    /// the first order that seems to start after the middle, while the first half is read up to
    /// there. The halves are used only if the first ends exactly there, the second reads to the
    /// end without a fault and no id is in both; otherwise the file is read whole, as with one
    /// worker, so the orders and any error are always those of reading it whole.
    package static func decodeOrders(_ bytes: [UInt8], file: String, workers: Int = 1) throws(QuipuError) -> [GuitarOrder] {
        if workers > 1, bytes.count >= 1 << 20, let middle = elementStart(after: bytes.count / 2, in: bytes),
           let halves = decodeHalves(bytes, splitAt: middle) {
            return halves
        }
        return try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var orders = OrdersRead(bytes: bytes.count)
            try scanner.readElements { scanner, _ throws(JSONFailure) in try orders.read(&scanner) }
            return orders.orders
        }
    }

    /// The orders of `bytes` read in two halves at once, split before the element at `middle`;
    /// `nil` when the halves do not make up the whole file's orders without fault.
    private static func decodeHalves(_ bytes: [UInt8], splitAt middle: Int) -> [GuitarOrder]? {
        bytes.withUnsafeBufferPointer { buffer -> [GuitarOrder]? in
            let shared = SharedBytes(buffer: buffer)
            let (second, first) = Parallel.both({ () -> OrdersRead? in
                var scanner = JSONScanner(shared.buffer, startingAt: middle, depth: 1)
                var orders = OrdersRead(bytes: shared.buffer.count - middle)
                do {
                    try scanner.readRemainingElements { scanner, _ throws(JSONFailure) in try orders.read(&scanner) }
                    try scanner.finish()
                } catch { return nil }
                return orders
            }, { () -> OrdersRead? in
                var scanner = JSONScanner(shared.buffer)
                scanner.skipByteOrderMark()
                var orders = OrdersRead(bytes: middle)
                guard (try? scanner.readElements(stoppingAt: middle) { scanner, _ throws(JSONFailure) in try orders.read(&scanner) }) == true else {
                    return nil
                }
                return orders
            })
            guard let first, let second, first.ids.isDisjoint(with: second.ids) else { return nil }
            return first.orders + second.orders
        }
    }

    /// The offset of the first `{` after `offset` that follows a `,` with only white space
    /// between: where an order seems to start. Only a guess (the bytes could be inside a
    /// string), which `decodeHalves` checks.
    private static func elementStart(after offset: Int, in bytes: [UInt8]) -> Int? {
        var position = offset
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: ",") {
                var next = position + 1
                while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return next }
            }
            position += 1
        }
        return nil
    }

    /// The bytes of a file, read by two threads at once and written by neither.
    private struct SharedBytes: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
    }

    /// Orders read so far, with their ids, each of which must be new.
    private struct OrdersRead {
        var orders: [GuitarOrder] = []
        var ids: Set<String> = []
        var reader = OrderReader()

        /// Room for the orders of `bytes` bytes of JSON, guessed from the size of a plain order
        /// (about 150 bytes) up to 4 million, so that the orders and their ids are not copied
        /// again and again as they grow.
        init(bytes: Int) {
            let expected = Swift.min(bytes / 128, 1 << 22)
            orders.reserveCapacity(expected)
            ids.reserveCapacity(expected)
        }

        mutating func read(_ scanner: inout JSONScanner) throws(JSONFailure) {
            let order = try reader.read(&scanner)
            guard ids.insert(order.id).inserted else {
                throw JSONFailure(path: [.key("id")], message: "a second order \"\(order.id)\"; expected unique ids", offset: scanner.index, isSyntax: false)
            }
            orders.append(order)
        }
    }

    /// Reads orders one by one, with their keys matched as bytes and the currencies met so far
    /// remembered, so that an order costs no lookup in the ISO 4217 table.
    private struct OrderReader {
        let orderKeys = JSONRecordKeys(["id", "date", "guitar", "shipping", "currency"])
        let partKeys = JSONRecordKeys(GuitarPart.allCases.map(\.rawValue))
        var currencies: [Currency] = []

        mutating func read(_ scanner: inout JSONScanner) throws(JSONFailure) -> GuitarOrder {
            var id: String?, date: LocalDate?, choices: GuitarChoices = [:], shipping: String?, currency: Currency?
            let partKeys = partKeys, parts = GuitarPart.allCases
            try scanner.readRecord(orderKeys) { scanner, key throws(JSONFailure) in
                switch key {
                case 0: id = try scanner.readNonEmptyString(expected: "an order id such as \"A-1001\"")
                case 1: date = try scanner.readDate()
                case 2:
                    try scanner.readRecord(partKeys) { scanner, part throws(JSONFailure) in
                        choices[parts[part]] = try scanner.readString(expected: "an option id such as \"casual\"")
                    }
                case 3: shipping = try scanner.readString(expected: "a shipping option id such as \"ground\"")
                default: currency = try scanner.readCurrency(remembering: &currencies)
                }
            }
            return GuitarOrder(id: id!, date: date!, choices: choices, shipping: shipping!, currency: currency!)
        }
    }

    private static func readOptions(_ scanner: inout JSONScanner) throws(JSONFailure) -> [CatalogOption] {
        var options: [CatalogOption] = []
        try scanner.readElements { scanner, _ throws(JSONFailure) in
            var id: String?, name: String?, price: Decimal?, available = true
            try scanner.readRecord(keys: ["id", "name", "price", "available"], required: ["id", "name", "price"]) { scanner, key throws(JSONFailure) in
                switch key {
                case "id": id = try scanner.readNonEmptyString(expected: "an option id such as \"casual\"")
                case "name": name = try scanner.readString(expected: "a name such as \"Casual\"")
                case "price": price = try scanner.readPrice()
                default: available = try scanner.readBool(expected: "true or false")
                }
            }
            try checkUnique(id!, in: options.map(\.id), at: scanner)
            options.append(CatalogOption(id: id!, name: name!, price: price!, available: available))
        }
        return options
    }

    private static func readShipping(_ scanner: inout JSONScanner) throws(JSONFailure) -> [ShippingOption] {
        var options: [ShippingOption] = []
        try scanner.readElements { scanner, _ throws(JSONFailure) in
            var id: String?, name: String?, duration: String?, price: Decimal?, available = true
            try scanner.readRecord(keys: ["id", "name", "duration", "price", "available"],
                                   required: ["id", "name", "duration", "price"]) { scanner, key throws(JSONFailure) in
                switch key {
                case "id": id = try scanner.readNonEmptyString(expected: "an option id such as \"ground\"")
                case "name": name = try scanner.readString(expected: "a name such as \"Ground\"")
                case "duration": duration = try scanner.readString(expected: "a duration such as \"2-6 weeks\"")
                case "price": price = try scanner.readPrice()
                default: available = try scanner.readBool(expected: "true or false")
                }
            }
            try checkUnique(id!, in: options.map(\.id), at: scanner)
            options.append(ShippingOption(id: id!, name: name!, duration: duration!, price: price!, available: available))
        }
        return options
    }

    private static func checkUnique(_ id: String, in ids: [String], at scanner: JSONScanner) throws(JSONFailure) {
        guard ids.contains(id) else { return }
        throw JSONFailure(path: [.key("id")], message: "a second option \"\(id)\"; expected unique ids", offset: scanner.index, isSyntax: false)
    }
}

extension JSONScanner {
    /// Reads a price: an amount of 0 or more.
    fileprivate mutating func readPrice() throws(JSONFailure) -> Decimal {
        let start = index
        let price = try readAmount()
        guard price >= 0 else { throw JSONFailure(path: [], message: "the price is \(price); expected 0 or more", offset: start, isSyntax: false) }
        return price
    }

    fileprivate mutating func readNonEmptyString(expected: String) throws(JSONFailure) -> String {
        let start = index
        let text = try readString(expected: expected)
        guard !text.isEmpty else { throw JSONFailure(path: [], message: "expected \(expected), found \"\"", offset: start, isSyntax: false) }
        return text
    }
}
