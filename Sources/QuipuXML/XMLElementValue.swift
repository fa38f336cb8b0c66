/// A small value model of an XML element: what renderers build and `LibXMLDocument` turns into libxml2 nodes.
///
/// Text and attribute values are literal: escaping happens in libxml2 when the document is written.
package struct XMLElementValue: Equatable, Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    package var children: [XMLContent]

    package init(_ name: String, _ attributes: [(String, String)] = [], _ children: [XMLContent] = []) {
        self.name = name
        self.attributes = attributes.map { (name: $0.0, value: $0.1) }
        self.children = children
    }

    /// An element whose only child is `text`.
    package init(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        self.init(name, attributes, [.text(text)])
    }

    package static func == (lhs: XMLElementValue, rhs: XMLElementValue) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

/// What an element contains.
package enum XMLContent: Equatable, Sendable {
    case element(XMLElementValue)
    case text(String)
}
