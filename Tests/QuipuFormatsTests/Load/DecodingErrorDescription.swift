import Foundation
@testable import QuipuFormats

extension DecodingError {
    /// The error in one line, as Quipu words data errors: the coding path, then what was expected
    /// and found, such as `projects[1].tasks[0].title: expected a string, found a number`.
    var oneLineDescription: String {
        switch self {
        case let .typeMismatch(type, context):
            // Foundation says "Expected to decode Double but found a string instead." (or "found number", "found bool").
            let found = context.debugDescription.firstRange(of: "found ").map { context.debugDescription[$0.upperBound...] }
            let word = found.map { String($0.replacing(" instead.", with: "")) } ?? "something else"
            let phrases = ["a string": "a string", "number": "a number", "a dictionary": "an object", "an array": "an array", "bool": "a boolean"]
            return "\(Self.pathText(context.codingPath)): expected \(Self.expectation(for: type)), found \(phrases[word] ?? word)"
        case let .valueNotFound(type, context):
            return "\(Self.pathText(context.codingPath)): expected \(Self.expectation(for: type)), found null"
        case let .keyNotFound(key, context):
            return "\(Self.pathText(context.codingPath + [key])): missing; expected the key \"\(key.stringValue)\""
        case let .dataCorrupted(context):
            if context.debugDescription.contains("UUID") {
                return "\(Self.pathText(context.codingPath)): expected a UUID string such as \"DEC19C67-9D85-5B59-91D4-BC056B886574\""
            }
            return "\(Self.pathText(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(self)"
        }
    }

    /// `projects[1].tasks[0].timeSlips[3].start`, or `top level`.
    static func pathText(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.reduce(into: "") { text, key in
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "top level" : text
    }

    private static func expectation(for type: Any.Type) -> String {
        switch type {
        case is Date.Type, is Double.Type: AppStateDecoder.seconds
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
