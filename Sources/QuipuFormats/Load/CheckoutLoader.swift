import Foundation
import QuipuCore

/// Reads the Luthier shop's catalog and orders files (JSON). Prices may be strings or numbers
/// and are read exactly from their text; unknown keys are errors, so a typo is never ignored.
public enum CheckoutLoader {
    /// Loads a catalog: `{"currency":"USD","basePrice":"2000","additions":{"shape":[…],…},"shipping":[…]}`.
    public static func loadCatalog(path: String) throws(QuipuError) -> GuitarCatalog {
        try decodeCatalog(readInput(path), file: path)
    }

    /// Loads an orders file: a JSON array of orders.
    public static func loadOrders(path: String) throws(QuipuError) -> [GuitarOrder] {
        try decodeOrders(readInput(path), file: path)
    }

    /// Decodes the bytes of a catalog file; `file` names it in error messages.
    public static func decodeCatalog(_ bytes: [UInt8], file: String) throws(QuipuError) -> GuitarCatalog {
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
    public static func decodeOrders(_ bytes: [UInt8], file: String) throws(QuipuError) -> [GuitarOrder] {
        try decodeJSON(bytes, file: file) { scanner throws(JSONFailure) in
            var orders: [GuitarOrder] = []
            var ids: Set<String> = []
            var reader = OrderReader()
            try scanner.readElements { scanner, _ throws(JSONFailure) in
                let order = try reader.read(&scanner)
                guard ids.insert(order.id).inserted else {
                    throw JSONFailure(path: [.key("id")], message: "a second order \"\(order.id)\"; expected unique ids", offset: scanner.index, isSyntax: false)
                }
                orders.append(order)
            }
            return orders
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
