import Foundation

/// The XMP packet of a PDF/A-3b: its `pdfaid` identification (part 3, conformance B), Dublin
/// Core's title, creator and description, the creator tool, producer and dates matching the Info
/// dictionary, and for an embedded Factur-X XML the extension schema that declares the `fx:`
/// properties and their values.
enum XMPMetadata {
    /// Factur-X's namespace of the `fx:` properties for invoices.
    static let facturXNamespace = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"

    /// The packet, as UTF-8 text.
    static func packet(info: PDFDocumentInfo, producer: String, embedded xml: PDFEmbeddedXML?) -> String {
        var descriptions = [
            """
              <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
               <pdfaid:part>3</pdfaid:part>
               <pdfaid:conformance>B</pdfaid:conformance>
              </rdf:Description>
            """,
            """
              <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
               <dc:format>application/pdf</dc:format>
               <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(escaped(info.title))</rdf:li></rdf:Alt></dc:title>
               <dc:creator><rdf:Seq><rdf:li>\(escaped(info.author))</rdf:li></rdf:Seq></dc:creator>
               <dc:description><rdf:Alt><rdf:li xml:lang="x-default">\(escaped(info.subject))</rdf:li></rdf:Alt></dc:description>
              </rdf:Description>
            """,
            """
              <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
               <pdf:Producer>\(escaped(producer))</pdf:Producer>
              </rdf:Description>
            """,
            """
              <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
               <xmp:CreatorTool>\(escaped(producer))</xmp:CreatorTool>
               <xmp:CreateDate>\(info.date.xmpText)</xmp:CreateDate>
               <xmp:ModifyDate>\(info.date.xmpText)</xmp:ModifyDate>
               <xmp:MetadataDate>\(info.date.xmpText)</xmp:MetadataDate>
              </rdf:Description>
            """,
        ]
        if let xml {
            let properties = [
                ("DocumentFileName", "The name of the embedded XML document"),
                ("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"),
                ("Version", "The actual version of the standard applying to the embedded XML document"),
                ("ConformanceLevel", "The conformance level of the embedded XML document"),
            ].map { name, description in
                """
                        <rdf:li rdf:parseType="Resource">
                         <pdfaProperty:name>\(name)</pdfaProperty:name>
                         <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                         <pdfaProperty:category>external</pdfaProperty:category>
                         <pdfaProperty:description>\(description)</pdfaProperty:description>
                        </rdf:li>
                """
            }.joined(separator: "\n")
            descriptions.append("""
              <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
                xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
               <pdfaExtension:schemas>
                <rdf:Bag>
                 <rdf:li rdf:parseType="Resource">
                  <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                  <pdfaSchema:namespaceURI>\(facturXNamespace)</pdfaSchema:namespaceURI>
                  <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                  <pdfaSchema:property>
                   <rdf:Seq>
            \(properties)
                   </rdf:Seq>
                  </pdfaSchema:property>
                 </rdf:li>
                </rdf:Bag>
               </pdfaExtension:schemas>
              </rdf:Description>
            """)
            descriptions.append("""
              <rdf:Description rdf:about="" xmlns:fx="\(facturXNamespace)">
               <fx:DocumentType>\(escaped(xml.documentType))</fx:DocumentType>
               <fx:DocumentFileName>\(escaped(xml.fileName))</fx:DocumentFileName>
               <fx:Version>\(escaped(xml.version))</fx:Version>
               <fx:ConformanceLevel>\(escaped(xml.conformanceLevel))</fx:ConformanceLevel>
              </rdf:Description>
            """)
        }
        return """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        \(descriptions.joined(separator: "\n"))
         </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    /// `text` as XML character data: `&`, `<` and `>` escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
