import CLibXML2

/// An XML document held by libxml2. Built from `XMLElementValue` values or parsed safely from bytes.
package final class LibXMLDocument {
    let pointer: xmlDocPtr

    init(owning pointer: xmlDocPtr) { self.pointer = pointer }

    deinit { xmlFreeDoc(pointer) }

    /// Builds a document whose root is `root`.
    ///
    /// Namespaces are declared as in XML text: an `xmlns` attribute sets the default namespace of
    /// its element and everything below it, an `xmlns:p` attribute binds the prefix `p`, and a
    /// name `p:local` (of an element or an attribute) is in the namespace bound to `p`. A prefix
    /// that is not bound where it is used is a programming error.
    ///
    /// Text and attribute values follow `XMLText`'s rule: a character XML 1.0 cannot hold becomes
    /// U+FFFD, so the document is always well-formed and a NUL never cuts a value short.
    package convenience init(root: XMLElementValue) {
        let document = xmlNewDoc("1.0")!
        self.init(owning: document)
        let rootNode = xmlNewDocNode(document, nil, root.name, nil)!
        xmlDocSetRootElement(document, rootNode)
        Self.fill(rootNode, with: root, inScope: [:])
    }

    /// Declares `element`'s namespaces on `node`, puts `node` in its namespace, then adds the
    /// attributes and children. `inScope` maps each bound prefix ("" for the default) to its namespace.
    private static func fill(_ node: xmlNodePtr, with element: XMLElementValue, inScope: [String: xmlNsPtr]) {
        var scope = inScope
        for attribute in element.attributes {
            if attribute.name == "xmlns" {
                scope[""] = xmlNewNs(node, attribute.value, nil)
            } else if attribute.name.hasPrefix("xmlns:") {
                scope[String(attribute.name.dropFirst(6))] = xmlNewNs(node, attribute.value, String(attribute.name.dropFirst(6)))
            }
        }
        let (prefix, localName) = split(element.name)
        xmlNodeSetName(node, localName)
        xmlSetNs(node, namespace(prefix ?? "", in: scope, for: element.name))
        for attribute in element.attributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let (attributePrefix, attributeName) = split(attribute.name)
            // An unprefixed attribute is in no namespace, whatever the default namespace is.
            let attributeNamespace = attributePrefix.map { namespace($0, in: scope, for: attribute.name) } ?? nil
            _ = xmlNewNsProp(node, attributeNamespace, attributeName, XMLText.replacingDisallowedCharacters(attribute.value))
        }
        for child in element.children {
            switch child {
            case let .text(text):
                xmlNodeAddContent(node, XMLText.replacingDisallowedCharacters(text))
            case let .element(childElement):
                let childNode = xmlNewChild(node, nil, childElement.name, nil)!
                fill(childNode, with: childElement, inScope: scope)
            }
        }
    }

    private static func split(_ name: String) -> (prefix: String?, localName: String) {
        guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    private static func namespace(_ prefix: String, in scope: [String: xmlNsPtr], for name: String) -> xmlNsPtr? {
        if let namespace = scope[prefix] { return namespace }
        precondition(prefix.isEmpty, "XML name \(name) uses the prefix \(prefix), which no xmlns:\(prefix) attribute binds")
        return nil
    }

    /// Parses `bytes` as untrusted XML: no entity expansion, no DTD loading, no network.
    /// `name` is used in error messages.
    package convenience init(parsing bytes: [UInt8], name: String) throws(XMLError) {
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
    package func serialized() -> [UInt8] {
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
