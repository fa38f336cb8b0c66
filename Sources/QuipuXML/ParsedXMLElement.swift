import CLibXML2

/// An element of a parsed document, read into a value: what loaders walk to read XML input.
package struct ParsedXMLElement: Sendable {
    /// The name without its prefix: `Envelope` for `gesmes:Envelope`.
    package let localName: String
    /// The namespace the element is in, if any.
    package let namespaceURI: String?
    /// Attribute values by local name.
    package let attributes: [String: String]
    /// The child elements, in document order.
    package let children: [ParsedXMLElement]
    /// The element's own text and CDATA (not its children's), joined.
    package let text: String
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
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(read(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: if let content = current.pointee.content { text += String(cString: content) }
            default: break
            }
            child = current.pointee.next
        }
        return ParsedXMLElement(localName: String(cString: node.pointee.name),
                                namespaceURI: node.pointee.ns.flatMap { $0.pointee.href.map { String(cString: $0) } },
                                attributes: attributes, children: children, text: text, line: Int(xmlGetLineNo(node)))
    }
}
