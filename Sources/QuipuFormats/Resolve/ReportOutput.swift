import QuipuCore
import Foundation

/// An output format of one kind of report. Each kind has an enum of its own (`TimesheetFormat`,
/// `InvoiceFormat` …), so a kind cannot be asked for a format it lacks, and its renderer switches
/// over exactly the formats it has.
package protocol OutputFormat: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String, AllCases == [Self] {
    /// The ending of a file in this format, without the dot (`html`, `ubl.xml`).
    var fileExtension: String { get }
    /// Whether the CSV column headed `header` holds decimal numbers, which a CSV for a locale's
    /// spreadsheet writes with its decimal symbol (`CSVDialect`); `false` for every column by default.
    static func isDecimalCSVColumn(_ header: String) -> Bool
}

extension OutputFormat {
    package var fileExtension: String { rawValue }

    package static func isDecimalCSVColumn(_: String) -> Bool { false }

    /// Reads format names such as `["html", "xml"]` (a flag's comma-separated list, split, or a
    /// config list): each must be one of this kind's, and none may be empty; `nil` means all of
    /// them. Repeats count once; the order is the one asked for.
    package static func parseList(_ names: [String]?) throws(QuipuError) -> [Self] {
        guard let names else { return allCases }
        let expected = allCases.map(\.rawValue)
        let expectation = "expected \(expected.dropLast().joined(separator: ", "))\(expected.count > 1 ? " or " : "")\(expected.last!)"
        guard !names.isEmpty else { throw QuipuError(.usage, "no format given; \(expectation)") }
        var formats: [Self] = []
        for name in names {
            guard let format = Self(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw QuipuError(.usage, "unknown format \"\(name)\"; \(expectation)")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}

/// Where a report's files go and what they are, the same for every kind: the formats, the folder,
/// the file stem (`timesheet-2024-W13`), the templates the HTML is made with and the paper of the PDF. A file's path is
/// `FOLDER/STEM.EXTENSION`.
package struct ReportOutput<Format: OutputFormat>: Sendable {
    /// At least one, each once, in the order asked for.
    package let formats: [Format]
    package let folder: String
    package let fileStem: String
    package let templates: Templates
    package let paper: Paper
    /// The language and formats of the HTML and PDF.
    package let language: DocumentLanguage
    /// How the CSV is written.
    package let csvDialect: CSVDialect

    package init(formats: [Format] = Format.allCases, folder: String = "output", fileStem: String, templates: Templates = .builtIn,
                 paper: Paper = .a4, language: DocumentLanguage = .isoEnglish, csvDialect: CSVDialect = .standard) {
        self.formats = formats
        self.folder = folder
        self.fileStem = fileStem
        self.templates = templates
        self.paper = paper
        self.language = language
        self.csvDialect = csvDialect
    }

    /// The file of `format`.
    package func path(_ format: Format) -> String { "\(folder)/\(fileStem).\(format.fileExtension)" }

    /// Every file, in the order of `formats`.
    package var paths: [String] { formats.map(path) }

    /// Each of `formats`' file: its bytes, taken from `files` by its format, with its path, in
    /// the order of `formats`; the CSV in the output's `csvDialect`. A renderer that made no bytes
    /// for a format asked of it is a programming error.
    package func rendered(_ files: [Format: [UInt8]]) -> [RenderedReport] {
        formats.map { format in
            guard let bytes = files[format] else { preconditionFailure("no \(format.rawValue) was rendered for \(path(format))") }
            let written = format.rawValue == "csv" ? csvDialect.converting(bytes, isDecimalColumn: Format.isDecimalCSVColumn) : bytes
            return RenderedReport(path: path(format), bytes: written)
        }
    }

    /// The longest file stem, in UTF-8 bytes: with the longest extensions (`.ubl.xml`, `.cii.xml`) and the
    /// writer's temporary suffix it stays well under the 255 bytes most file systems allow.
    package static var maximumStemLength: Int { 160 }

    /// Checks a file stem given by the user: not empty, not `.` or `..`, no `/`, no control
    /// character, at most `maximumStemLength` bytes.
    package static func checkedStem(_ stem: String) throws(QuipuError) -> String {
        let expected = "expected a file name without folder and extension, such as timesheet-march"
        guard !stem.isEmpty, stem != ".", stem != ".." else { throw QuipuError(.usage, "invalid file name \"\(stem)\"; \(expected)") }
        guard !stem.contains("/"), !stem.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw QuipuError(.usage, "invalid file name \"\(stem.debugDescription.dropFirst().dropLast())\": it holds a / or a control character; \(expected)")
        }
        guard stem.utf8.count <= maximumStemLength else {
            throw QuipuError(.usage, "file name of \(stem.utf8.count) bytes is too long; expected at most \(maximumStemLength) bytes")
        }
        return stem
    }

    /// `text` made into a file stem: every character but ASCII letters, digits, `-`, `_` and `.`
    /// replaced by `-`, no leading `.`, and cut to `maximumStemLength` bytes: `2024/0042` is
    /// `2024-0042`, `../x` is `-.-x`.
    package static func safeStem(_ text: String) -> String {
        var stem = String(text.unicodeScalars.prefix(maximumStemLength).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "-"
        })
        if stem.hasPrefix(".") { stem = "-" + stem.dropFirst() }
        return stem
    }
}
