import CLibXML2

/// A compiled W3C XML Schema (XSD) that validates documents.
public final class XMLSchema {
    private let schema: xmlSchemaPtr

    /// Compiles the schema in the file at `path`.
    public init(path: String) throws(XMLError) {
        let collector = MessageCollector()
        guard let parser = xmlSchemaNewParserCtxt(path) else { throw XMLError("\(path): cannot read the schema") }
        defer { xmlSchemaFreeParserCtxt(parser) }
        xmlSchemaSetParserStructuredErrors(parser, collectStructuredError, collector.opaque)
        guard let schema = withExtendedLifetime(collector, { xmlSchemaParse(parser) }) else {
            throw XMLError("\(path): invalid schema: " + collector.messages.joined(separator: "; "))
        }
        self.schema = schema
    }

    deinit { xmlSchemaFree(schema) }

    /// The validation errors of `document`, each with its line; empty when it is valid.
    public func validationErrors(of document: XMLDocument) -> [String] {
        let collector = MessageCollector()
        guard let context = xmlSchemaNewValidCtxt(schema) else { return ["out of memory"] }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, collectStructuredError, collector.opaque)
        let result = withExtendedLifetime(collector) { xmlSchemaValidateDoc(context, document.pointer) }
        if result != 0 && collector.messages.isEmpty { return ["validation failed (\(result))"] }
        return collector.messages
    }
}

private func collectStructuredError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let collector = MessageCollector.from(userData), let error else { return }
    let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    collector.add("line \(error.pointee.line): \(message)")
}
