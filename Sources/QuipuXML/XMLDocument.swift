import CLibXML2

/// An XML document held by libxml2. Built from `XMLElement` values or parsed safely from bytes.
public final class XMLDocument {
    let pointer: xmlDocPtr

    init(owning pointer: xmlDocPtr) { self.pointer = pointer }

    deinit { xmlFreeDoc(pointer) }

    /// Builds a document whose root is `root`. A `xmlns` attribute on the root sets the default
    /// namespace of every element below it.
    public convenience init(root: XMLElement) {
        let document = xmlNewDoc("1.0")!
        self.init(owning: document)
        let namespaceURI = root.attributes.first { $0.name == "xmlns" }?.value
        let rootNode = xmlNewDocNode(document, nil, root.name, nil)!
        xmlDocSetRootElement(document, rootNode)
        let namespace = namespaceURI.flatMap { xmlNewNs(rootNode, $0, nil) }
        xmlSetNs(rootNode, namespace)
        Self.fill(rootNode, with: root, namespace: namespace)
    }

    private static func fill(_ node: xmlNodePtr, with element: XMLElement, namespace: xmlNsPtr?) {
        for attribute in element.attributes where attribute.name != "xmlns" {
            _ = xmlNewProp(node, attribute.name, attribute.value)
        }
        for child in element.children {
            switch child {
            case let .text(text):
                xmlNodeAddContent(node, text)
            case let .element(childElement):
                let childNode = xmlNewChild(node, namespace, childElement.name, nil)!
                fill(childNode, with: childElement, namespace: namespace)
            }
        }
    }

    /// Parses `bytes` as untrusted XML: no entity expansion, no DTD loading, no network.
    /// `name` is used in error messages.
    public convenience init(parsing bytes: [UInt8], name: String) throws(XMLError) {
        guard let context = xmlNewParserCtxt() else { throw XMLError("\(name): out of memory") }
        defer { xmlFreeParserCtxt(context) }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCtxtReadMemory(context, $0, Int32(buffer.count), name, "UTF-8", untrustedParseOptions)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            let error = xmlCtxtGetLastError(context)
            let line = error.map { Int($0.pointee.line) } ?? 0
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "not well-formed"
            throw XMLError("\(name): line \(line): \(message.trimmingTrailingNewlines())")
        }
        self.init(owning: document)
    }

    /// The document as UTF-8 bytes with an XML declaration, indented where that adds no text.
    public func serialized() -> [UInt8] {
        let buffer = xmlBufferCreate()!
        defer { xmlBufferFree(buffer) }
        let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_FORMAT.rawValue))
        xmlSaveDoc(context, pointer)
        xmlSaveClose(context)
        return Array(UnsafeBufferPointer(start: xmlBufferContent(buffer), count: Int(xmlBufferLength(buffer))))
    }
}

/// How every document Quipu reads is parsed: no network, errors collected rather than printed.
/// Deliberately absent: entity substitution, DTD loading or validation, huge-input mode, XInclude.
let untrustedParseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
