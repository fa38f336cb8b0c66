import Foundation
import Testing

/// The repository's root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Expects `bytes` to equal the reviewed golden file `Tests/QuipuFormatsTests/Golden/NAME` byte for
/// byte. With `QUIPU_UPDATE_GOLDEN` set it writes them there first: review the change by eye
/// before committing it.
func expectGolden(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let golden = repositoryRoot.appendingPathComponent("Tests/QuipuFormatsTests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["QUIPU_UPDATE_GOLDEN"] != nil {
        try Data(bytes).write(to: golden)
    }
    let expected = try [UInt8](Data(contentsOf: golden))
    #expect(bytes == expected, "\(firstDifference(bytes, expected)) in \(name); review, then rerun with QUIPU_UPDATE_GOLDEN=1",
            sourceLocation: sourceLocation)
}

/// Where two texts first differ, as a line number and the two lines.
func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
    let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (number, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
        return "line \(number + 1) is\n  \(got)\nnot\n  \(wanted)\n"
    }
    return "\(actualLines.count) lines instead of \(expectedLines.count)"
}
