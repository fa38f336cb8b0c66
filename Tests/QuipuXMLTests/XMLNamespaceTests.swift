import Foundation
import QuipuXML
import Testing

@Suite("Namespaced documents")
struct XMLNamespaceTests {
    /// A default namespace for the document and a prefixed one for its parts, as UBL 2.1 has
    /// (`Invoice` in the Invoice namespace, `cbc:ID` in the basic components' namespace).
    static let invoice = XMLElementValue("Invoice", [("xmlns", "urn:test:invoice"), ("xmlns:cbc", "urn:test:basic"), ("xmlns:cac", "urn:test:aggregate")], [
        .element(XMLElementValue("cbc:ID", text: "2024-0042")),
        .element(XMLElementValue("cac:Party", [], [.element(XMLElementValue("cbc:Name", text: "R&D <Ltd>"))])),
        .element(XMLElementValue("cbc:Amount", [("currencyID", "EUR")], text: "95.10")),
        .element(XMLElementValue("Note", text: "in the default namespace")),
    ])

    @Test("prefixes are declared once on the root and used on every element")
    func serialization() {
        let text = String(decoding: LibXMLDocument(root: Self.invoice).serialized(), as: UTF8.self)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <Invoice xmlns="urn:test:invoice" xmlns:cbc="urn:test:basic" xmlns:cac="urn:test:aggregate">
          <cbc:ID>2024-0042</cbc:ID>
          <cac:Party>
            <cbc:Name>R&amp;D &lt;Ltd&gt;</cbc:Name>
          </cac:Party>
          <cbc:Amount currencyID="EUR">95.10</cbc:Amount>
          <Note>in the default namespace</Note>
        </Invoice>

        """)
    }

    @Test("a document with two namespaces validates against a schema that imports the second")
    func validation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quipu-ns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("""
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:test:basic" elementFormDefault="qualified">
          <xs:element name="ID" type="xs:string"/>
          <xs:element name="Name" type="xs:string"/>
          <xs:element name="Amount"><xs:complexType><xs:simpleContent><xs:extension base="xs:decimal">
            <xs:attribute name="currencyID" type="xs:string" use="required"/></xs:extension></xs:simpleContent></xs:complexType></xs:element>
        </xs:schema>
        """.utf8).write(to: directory.appendingPathComponent("basic.xsd"))
        try Data("""
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:cbc="urn:test:basic" xmlns:cac="urn:test:aggregate"
                   targetNamespace="urn:test:aggregate" elementFormDefault="qualified">
          <xs:import namespace="urn:test:basic" schemaLocation="basic.xsd"/>
          <xs:element name="Party"><xs:complexType><xs:sequence><xs:element ref="cbc:Name"/></xs:sequence></xs:complexType></xs:element>
        </xs:schema>
        """.utf8).write(to: directory.appendingPathComponent("aggregate.xsd"))
        try Data("""
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:cbc="urn:test:basic" xmlns:cac="urn:test:aggregate"
                   targetNamespace="urn:test:invoice" elementFormDefault="qualified">
          <xs:import namespace="urn:test:basic" schemaLocation="basic.xsd"/>
          <xs:import namespace="urn:test:aggregate" schemaLocation="aggregate.xsd"/>
          <xs:element name="Invoice"><xs:complexType><xs:sequence>
            <xs:element ref="cbc:ID"/><xs:element ref="cac:Party"/><xs:element ref="cbc:Amount"/><xs:element name="Note" type="xs:string"/>
          </xs:sequence></xs:complexType></xs:element>
        </xs:schema>
        """.utf8).write(to: directory.appendingPathComponent("invoice.xsd"))
        let schema = try XMLSchema(path: directory.appendingPathComponent("invoice.xsd").path)
        #expect(schema.validationErrors(of: LibXMLDocument(root: Self.invoice)) == [])

        // The same names without the prefixes are in the default namespace, which the schema refuses.
        var unprefixed = Self.invoice
        unprefixed.children[0] = .element(XMLElementValue("ID", text: "2024-0042"))
        #expect(schema.validationErrors(of: LibXMLDocument(root: unprefixed)).count == 1)
    }
}
