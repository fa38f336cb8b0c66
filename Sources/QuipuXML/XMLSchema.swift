import CLibXML2

/// A compiled W3C XML Schema (XSD) that validates documents.
package final class XMLSchema {
    private let schema: xmlSchemaPtr

    /// Compiles the trusted schema in the file at `path` (one Quipu ships or a test names, never
    /// a user's), with the schema files it includes or imports.
    package init(path: String) throws(XMLError) {
        guard let parser = xmlSchemaNewParserCtxt(path) else { throw XMLError("\(path): cannot read the schema") }
        schema = try LibrarySetup.trustingFileLoads { Self.parse(parser, name: path) }.get()
    }

    /// Compiles a schema held in memory, such as one built into the binary; `name` is used in
    /// error messages. It may not include or import other schema files: libxml2 loads no file
    /// itself (see `LibrarySetup`).
    package init(bytes: [UInt8], name: String) throws(XMLError) {
        LibrarySetup.ensure()
        // The parser reads the caller's buffer while it parses, so it lives inside this closure.
        schema = try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let parser = base.withMemoryRebound(to: CChar.self, capacity: buffer.count, { xmlSchemaNewMemParserCtxt($0, Int32(buffer.count)) })
            else { return Result<xmlSchemaPtr, XMLError>.failure(XMLError("\(name): cannot read the schema")) }
            return Self.parse(parser, name: name)
        }.get()
    }

    /// Parses with `parser`, then frees it.
    private static func parse(_ parser: xmlSchemaParserCtxtPtr, name: String) -> Result<xmlSchemaPtr, XMLError> {
        defer { xmlSchemaFreeParserCtxt(parser) }
        let collector = MessageCollector()
        xmlSchemaSetParserStructuredErrors(parser, collectStructuredError, collector.opaque)
        guard let schema = LibraryMessages.collecting(into: collector, { xmlSchemaParse(parser) }) else {
            return .failure(XMLError("\(name): invalid schema: " + collector.messages.map(\.text).joined(separator: "; ")))
        }
        return .success(schema)
    }

    deinit { xmlSchemaFree(schema) }

    /// The validation errors of `document`, each with its line; empty when it is valid.
    package func validationErrors(of document: LibXMLDocument) -> [String] {
        let collector = MessageCollector()
        guard let context = xmlSchemaNewValidCtxt(schema) else { return ["out of memory"] }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, collectStructuredError, collector.opaque)
        let result = withExtendedLifetime(collector) { xmlSchemaValidateDoc(context, document.pointer) }
        if result != 0 && collector.messages.isEmpty { return ["validation failed (\(result))"] }
        return collector.messages.map(\.text)
    }
}

private func collectStructuredError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let collector = MessageCollector.from(userData), let error else { return }
    let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    collector.add("line \(error.pointee.line): \(message)")
}
