import Foundation

// Writes a Swift file that holds every file of a folder, base64-encoded, sorted by path:
//   quipu-embed-templates TEMPLATES_FOLDER OUTPUT.swift
@main
struct EmbedTemplates {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: quipu-embed-templates TEMPLATES_FOLDER OUTPUT.swift\n".utf8))
            exit(64)
        }
        let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted().filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        var source = """
        // Generated at build time from Templates/ by the EmbedTemplates plugin. Do not edit.

        /// `Templates/` as it was when this binary was built: each file's path inside the folder and its bytes in base64.
        let embeddedTemplateFiles: [(path: String, base64: String)] = [

        """
        for path in files {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(path))
            source += "    (\(String(reflecting: path)), \"\(bytes.base64EncodedString())\"),\n"
        }
        source += "]\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
    }
}
