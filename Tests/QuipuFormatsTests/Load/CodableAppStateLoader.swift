import Foundation
import QuipuCore
@testable import QuipuFormats

extension AppStateLoader {
    /// The reference decoder: Foundation's `JSONDecoder` over the model's `Codable` conformance,
    /// with the same checks and error wording as `decode`. Slower by an order of magnitude; the
    /// oracle the tests hold `decode` to.
    static func decodeWithCodable(_ bytes: [UInt8], file: String) throws(QuipuError) -> AppState {
        if let offset = firstInvalidUTF8Offset(bytes) {
            throw QuipuError(.dataError, "\(file): \(JSONFailure.invalidUTF8(at: offset))")
        }
        let json = Array(bytes.dropFirst(byteOrderMarkLength(bytes)))
        let state: AppState
        do {
            state = try JSONDecoder().decode(AppState.self, from: Data(json))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw QuipuError(.dataError, "\(file): \(syntaxError(in: json))")
        } catch let error as DecodingError {
            throw QuipuError(.dataError, "\(file): \(error.oneLineDescription)")
        } catch {
            throw QuipuError(.dataError, "\(file): \(error)")
        }
        try validate(state, file: file)
        return state
    }

    /// Where and why `bytes` is not JSON: `line 3, column 9: not valid JSON (Invalid value around character 17.)`.
    /// `JSONDecoder` does not say where; `JSONSerialization` gives the byte offset.
    private static func syntaxError(in bytes: [UInt8]) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return "not a JSON object; expected {\"projects\": [...]}"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let range = detail.firstRange(of: "character "),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
                return "not valid JSON (\(detail))"
            }
            let (line, column) = JSONFailure.lineAndColumn(of: offset, in: bytes)
            return "line \(line), column \(column): not valid JSON (\(detail.lowercased().dropLast()))"
        }
    }
}
