import CLibXML2

/// An element of a parsed document, read into a value: what loaders walk to read XML input.
package struct ParsedXMLElement: Sendable {
    /// The name without its prefix: `Envelope` for `gesmes:Envelope`.
    package let localName: String
    /// The namespace the element is in, if any.
    package let namespaceURI: String?
    /// Attribute values by local name.
    package let attributes: [String: String]
    /// The child elements, in document order (text is left out).
    package let children: [ParsedXMLElement]
    /// The line the element starts on, for error messages.
    package let line: Int
}

extension LibXMLDocument {
    /// The root element and everything below it, or `nil` for a document without one.
    package func rootElement() -> ParsedXMLElement? {
        xmlDocGetRootElement(pointer).map(Self.read)
    }

    private static func read(_ node: xmlNodePtr) -> ParsedXMLElement {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                attributes[String(cString: current.pointee.name)] = String(cString: value)
                clx_free(value)
            } else {
                attributes[String(cString: current.pointee.name)] = ""
            }
            attribute = current.pointee.next
        }
        var children: [ParsedXMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(read(current)) }
            child = current.pointee.next
        }
        return ParsedXMLElement(localName: String(cString: node.pointee.name),
                                namespaceURI: node.pointee.ns.flatMap { $0.pointee.href.map { String(cString: $0) } },
                                attributes: attributes, children: children, line: Int(xmlGetLineNo(node)))
    }
}
