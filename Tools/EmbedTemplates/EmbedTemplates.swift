import Foundation

// Writes a Swift file that holds the given files, base64-encoded, under the names given, sorted
// by name; two files under one name are an error:
//   quipu-embed-templates OUTPUT.swift NAME=PATH...
@main
struct EmbedTemplates {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: quipu-embed-templates OUTPUT.swift NAME=PATH...\n".utf8))
            exit(64)
        }
        var files: [String: String] = [:]
        for entry in arguments.dropFirst() {
            guard let separator = entry.firstIndex(of: "=") else {
                FileHandle.standardError.write(Data("quipu-embed-templates: \(entry): expected NAME=PATH\n".utf8))
                exit(64)
            }
            let name = String(entry[..<separator]), path = String(entry[entry.index(after: separator)...])
            if let other = files[name] {
                FileHandle.standardError.write(Data("error: two templates named \(name): \(other) and \(path); expected one\n".utf8))
                exit(65)
            }
            files[name] = path
        }
        var source = """
        // Generated at build time by the EmbedTemplates plugin from the templates beside the code. Do not edit.

        /// The built-in templates as they were when this binary was built: each file's path in the
        /// templates folder users export, and its bytes in base64.
        let embeddedTemplateFiles: [(path: String, base64: String)] = [

        """
        for name in files.keys.sorted() {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: files[name]!))
            source += "    (\(String(reflecting: name)), \"\(bytes.base64EncodedString())\"),\n"
        }
        source += "]\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}
