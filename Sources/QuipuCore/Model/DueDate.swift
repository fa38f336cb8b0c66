import Foundation

/// When a task is due, if known. Encoded like the app's synthesized `Codable`:
/// `{"unknown":{}}` or `{"date":{"_0":769132800}}`.
public enum DueDate: Equatable, Codable, Hashable, Sendable {
    /// No due date was set.
    case unknown
    /// Due at this moment, decoded with the decoder's date strategy (the app's default: seconds since 2001-01-01).
    case date(Date)

    private enum CodingKeys: String, CodingKey { case unknown, date }
    private enum PayloadKeys: String, CodingKey { case _0 }

    /// Decodes `{"unknown":{}}` or `{"date":{"_0":…}}`.
    /// - Throws: `DecodingError.dataCorrupted` (with `expectation(foundKeys:)` as its description)
    ///   when the object's keys are not exactly one of the two cases.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys.map(\.stringValue)
        switch keys {
        case ["unknown"]:
            self = .unknown
        case ["date"]:
            let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: AnyCodingKey(stringValue: "date"))
            self = .date(try payload.decode(Date.self, forKey: ._0))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: DueDate.expectation(foundKeys: keys)))
        }
    }

    /// What a decoder says when an encoded due date is neither case.
    public static func expectation(foundKeys keys: [String]) -> String {
        "expected {\"unknown\":{}} or {\"date\":{\"_0\":<seconds since 2001-01-01>}}; found keys \(keys)"
    }

    /// Encodes the case as the app's synthesized `Codable` does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .unknown:
            _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .unknown)
        case let .date(date):
            var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .date)
            try payload.encode(date, forKey: ._0)
        }
    }
}
