import Foundation

/// The number of an invoice or a credit note, as the documents print it.
enum DocumentNumber {
    /// A usage error made by `usage` unless `number` can be a document's number: 1 to 200
    /// characters (Unicode scalars) without control characters. `document` (`invoice`) and
    /// `example` (`2024-0042`) make the message.
    static func check(_ number: String, of document: String, example: String, _ usage: (String) -> QuipuError) throws(QuipuError) {
        guard !number.isEmpty, number.unicodeScalars.count <= 200, !number.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw usage("invalid \(document) number \"\(number)\"; expected 1 to 200 characters (Unicode scalars) without control characters, such as \(example)")
        }
    }
}
