import Foundation
import QuipuCore

/// Reads a table of fasting stages written by a person: a JSON array of
/// `{"name": "fat burning", "hours": 16}`, hours possibly fractional (`16.5`), in any order.
///
/// Names must have a letter or digit; hours must be positive (at most 1,000,000) and differ from
/// stage to stage; the table is sorted by hours. Unlike the app's files, this one is typed by
/// hand, so a key other than `name` and `hours` is an error rather than a silently ignored typo.
package enum FastingStagesLoader {
    /// Loads the file at `path`; the table is named after the file.
    package static func load(path: String) throws(QuipuError) -> FastingStages {
        try decode(readInput(path), file: path)
    }

    /// Decodes the bytes of a stages file; `file` names it in error messages and names the table.
    package static func decode(_ bytes: [UInt8], file: String) throws(QuipuError) -> FastingStages {
        let stages = try decodeJSON(bytes, file: file, readStages)
        do {
            return try FastingStages(name: URL(fileURLWithPath: file).lastPathComponent, stages: stages)
        } catch {
            let field = error.field == "threshold" ? "hours" : error.field
            throw QuipuError(.dataError, "\(file): [\(error.index)].\(field): \(error.reason)")
        }
    }

    static let mostHours = 1_000_000.0

    private static func readStages(_ scanner: inout JSONScanner) throws(JSONFailure) -> [FastingStage] {
        var stages: [FastingStage] = []
        try scanner.readArray(expected: "an array of stages such as [{\"name\":\"fat burning\",\"hours\":16}]") { scanner, index throws(JSONFailure) in
            try within(.index(index)) { () throws(JSONFailure) in
                var name: String?, threshold: Int64?
                try scanner.readObject(expected: "an object such as {\"name\":\"fat burning\",\"hours\":16}") { scanner, key throws(JSONFailure) in
                    if key.is("name") {
                        name = try within(.key("name")) { () throws(JSONFailure) in try scanner.readString(expected: "a string") }
                    } else if key.is("hours") {
                        threshold = try within(.key("hours")) { () throws(JSONFailure) in
                            let valueStart = scanner
                            let hours = try scanner.readNumber(expected: "a number of hours")
                            guard hours > 0, hours <= mostHours else {
                                throw valueStart.dataError("expected a positive number of hours up to 1000000, found \(hours)")
                            }
                            return Int64((hours * 3_600_000).rounded())
                        }
                    } else {
                        throw scanner.dataError("unknown key; expected only \"name\" and \"hours\"").inside(.key(key.text))
                    }
                }
                guard let name else { throw missing("name", at: scanner) }
                guard let threshold else { throw missing("hours", at: scanner) }
                stages.append(FastingStage(name: name, threshold: threshold))
            }
        }
        return stages
    }

    private static func missing(_ key: String, at scanner: JSONScanner) -> JSONFailure {
        JSONFailure(path: [.key(key)], message: "missing; expected the key \"\(key)\"", offset: scanner.index, isSyntax: false)
    }
}
