import CPDFLibraries
import Foundation

/// An instant a document states, to the second with its UTC offset, as PDF and XMP write it:
/// `D:20240402000000+02'00'` and `2024-04-02T00:00:00+02:00`. Made from the document (an
/// invoice's issue date), never from the clock.
package struct PDFDate: Sendable, Hashable {
    package let year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    /// Seconds east of UTC, in whole minutes.
    package let offsetSeconds: Int

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, offsetSeconds: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
        self.offsetSeconds = offsetSeconds
    }

    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    private var yearText: String { String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) }
    private var offsetParts: (sign: String, hours: String, minutes: String) {
        (offsetSeconds < 0 ? "-" : "+", two(abs(offsetSeconds) / 3600), two(abs(offsetSeconds) % 3600 / 60))
    }

    /// The PDF date string of the Info dictionary and the embedded file's parameters.
    package var pdfText: String {
        let offset = offsetParts
        return "D:\(yearText)\(two(month))\(two(day))\(two(hour))\(two(minute))\(two(second))\(offset.sign)\(offset.hours)'\(offset.minutes)'"
    }

    /// The XMP date (ISO 8601).
    package var xmpText: String {
        let offset = offsetParts
        return "\(yearText)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))\(offset.sign)\(offset.hours):\(offset.minutes)"
    }
}

/// What the Info dictionary and the XMP metadata say of a document.
package struct PDFDocumentInfo: Sendable, Hashable {
    /// `Invoice 2024-0042`.
    package let title: String
    /// Who made the document: the seller.
    package let author: String
    /// `Invoice 2024-0042 of Ada Lovelace Consulting to ACME Corp.`
    package let subject: String
    /// The document's own date, for its creation and modification dates.
    package let date: PDFDate

    package init(title: String, author: String, subject: String, date: PDFDate) {
        self.title = title
        self.author = author
        self.subject = subject
        self.date = date
    }
}

/// An XML file a PDF/A-3 carries as the machine-readable form of the document it shows: Factur-X's
/// `factur-x.xml`, with `AFRelationship /Alternative` and the Factur-X XMP extension schema's
/// properties.
package struct PDFEmbeddedXML: Sendable, Hashable {
    /// The file's name in the PDF: `factur-x.xml`.
    package let fileName: String
    package let bytes: [UInt8]
    /// Factur-X's document type in capitals: `INVOICE`.
    package let documentType: String
    /// The version of the standard the XML follows: `1.0`.
    package let version: String
    /// The XML's conformance level: `EN 16931`, `XRECHNUNG`.
    package let conformanceLevel: String

    package init(fileName: String = "factur-x.xml", bytes: [UInt8], documentType: String = "INVOICE", version: String = "1.0",
                 conformanceLevel: String) {
        self.fileName = fileName
        self.bytes = bytes
        self.documentType = documentType
        self.version = version
        self.conformanceLevel = conformanceLevel
    }
}

/// Makes what cairo wrote a PDF/A-3b with qpdf's C API, adding what cairo 1.16 leaves out: XMP
/// metadata (`pdfaid` part 3, conformance B, and the Factur-X extension schema when an XML is
/// embedded), an sRGB output intent, `/CIDToGIDMap /Identity` on CID fonts, an Info dictionary of
/// the document's own (no library's name or version), a deterministic `/ID`, an end of line
/// before each `endstream`, and the embedded XML (`/AF`, `/Names /EmbeddedFiles`).
package enum PDFArchive {
    /// Who made the file, in the Info dictionary and the XMP.
    static let producer = "Quipu"

    /// The PDF/A-3b file of `drawn` (a PDF cairo wrote), described by `info`, carrying `xml` when given.
    package static func pdfA3b(_ drawn: [UInt8], info: PDFDocumentInfo, embedding xml: PDFEmbeddedXML? = nil) throws(PDFError) -> [UInt8] {
        let profile = try PDFResources.colorProfile.get()
        var handle: qpdf_data? = qpdf_init()
        guard let qpdf = handle else { throw PDFError("qpdf could not start") }
        defer { qpdf_cleanup(&handle) }
        qpdf_silence_errors(qpdf)
        qpdf_set_suppress_warnings(qpdf, QPDF_TRUE)
        func check(_ code: QPDF_ERROR_CODE, _ step: String) throws(PDFError) {
            if code & QPDF_ERRORS != 0 {
                let message = qpdf_has_error(qpdf) == QPDF_TRUE ? String(cString: qpdf_get_error_full_text(qpdf, qpdf_get_error(qpdf))) : "unknown error"
                throw PDFError("qpdf failed \(step): \(message)")
            }
        }
        try drawn.withUnsafeBufferPointer { buffer throws(PDFError) in
            try buffer.withMemoryRebound(to: CChar.self) { chars throws(PDFError) in
                try check(qpdf_read_memory(qpdf, "drawn.pdf", chars.baseAddress, UInt64(chars.count), nil), "reading cairo's PDF")
            }
        }
        let objects = QPDFObjects(qpdf)
        let root = qpdf_get_root(qpdf)
        qpdf_oh_replace_key(qpdf, qpdf_get_trailer(qpdf), "/Info", qpdf_make_indirect_object(qpdf, objects.infoDictionary(info)))

        let metadata = objects.stream(Array(XMPMetadata.packet(info: info, producer: producer, embedded: xml).utf8),
                                      dictionary: "<< /Type /Metadata /Subtype /XML >>")
        qpdf_oh_replace_key(qpdf, root, "/Metadata", metadata)

        let intent = objects.parse("<< /Type /OutputIntent /S /GTS_PDFA1 /Info (sRGB IEC61966-2.1) >>")
        qpdf_oh_replace_key(qpdf, intent, "/OutputConditionIdentifier", qpdf_oh_new_unicode_string(qpdf, "sRGB IEC61966-2.1"))
        qpdf_oh_replace_key(qpdf, intent, "/DestOutputProfile", objects.stream(profile, dictionary: "<< /N 3 >>"))
        let intents = qpdf_oh_new_array(qpdf)
        qpdf_oh_append_item(qpdf, intents, intent)
        qpdf_oh_replace_key(qpdf, root, "/OutputIntents", intents)

        if let xml { objects.embed(xml, date: info.date, in: root) }
        for index in 0..<qpdf_get_num_pages(qpdf) {
            objects.mapCIDFonts(in: qpdf_oh_get_key(qpdf, qpdf_get_page_n(qpdf, Int(index)), "/Resources"))
        }

        try check(qpdf_init_write_memory(qpdf), "starting the write")
        qpdf_set_deterministic_ID(qpdf, QPDF_TRUE)
        qpdf_set_newline_before_endstream(qpdf, QPDF_TRUE)
        qpdf_set_object_stream_mode(qpdf, qpdf_o_disable)
        qpdf_set_compress_streams(qpdf, QPDF_TRUE)
        qpdf_set_minimum_pdf_version(qpdf, "1.7")
        try check(qpdf_write(qpdf), "writing the PDF/A-3")
        return Array(UnsafeBufferPointer(start: qpdf_get_buffer(qpdf), count: qpdf_get_buffer_length(qpdf)))
    }
}

/// The objects `PDFArchive` adds, made in one qpdf document.
private struct QPDFObjects {
    let qpdf: qpdf_data

    init(_ qpdf: qpdf_data) { self.qpdf = qpdf }

    func parse(_ text: String) -> qpdf_oh { qpdf_oh_parse(qpdf, text) }

    /// A stream of `bytes` (compressed when written) with the keys of `dictionary`.
    func stream(_ bytes: [UInt8], dictionary: String) -> qpdf_oh {
        let stream = qpdf_oh_new_stream(qpdf)
        bytes.withUnsafeBufferPointer { buffer in
            qpdf_oh_replace_stream_data(qpdf, stream, buffer.baseAddress, buffer.count, qpdf_oh_new_null(qpdf), qpdf_oh_new_null(qpdf))
        }
        let keys = parse(dictionary)
        let streamDictionary = qpdf_oh_get_dict(qpdf, stream)
        qpdf_oh_begin_dict_key_iter(qpdf, keys)
        var names: [String] = []
        while qpdf_oh_dict_more_keys(qpdf) == QPDF_TRUE { names.append(String(cString: qpdf_oh_dict_next_key(qpdf))) }
        for name in names { qpdf_oh_replace_key(qpdf, streamDictionary, name, qpdf_oh_get_key(qpdf, keys, name)) }
        return stream
    }

    /// The Info dictionary: the document's title, author, subject and dates, and Quipu as its creator and producer.
    func infoDictionary(_ info: PDFDocumentInfo) -> qpdf_oh {
        let dictionary = qpdf_oh_new_dictionary(qpdf)
        let entries = [("/Title", info.title), ("/Author", info.author), ("/Subject", info.subject), ("/Creator", PDFArchive.producer),
                       ("/Producer", PDFArchive.producer), ("/CreationDate", info.date.pdfText), ("/ModDate", info.date.pdfText)]
        for (key, value) in entries { qpdf_oh_replace_key(qpdf, dictionary, key, qpdf_oh_new_unicode_string(qpdf, value)) }
        return dictionary
    }

    /// `xml` as an embedded file of the catalog `root`: its file specification in `/AF` and in `/Names /EmbeddedFiles`.
    func embed(_ xml: PDFEmbeddedXML, date: PDFDate, in root: qpdf_oh) {
        let file = stream(xml.bytes, dictionary: "<< /Type /EmbeddedFile /Subtype /text#2Fxml >>")
        let parameters = parse("<< /Size \(xml.bytes.count) >>")
        qpdf_oh_replace_key(qpdf, parameters, "/ModDate", qpdf_oh_new_unicode_string(qpdf, date.pdfText))
        qpdf_oh_replace_key(qpdf, qpdf_oh_get_dict(qpdf, file), "/Params", parameters)
        let specification = parse("<< /Type /Filespec /AFRelationship /Alternative >>")
        for key in ["/F", "/UF"] { qpdf_oh_replace_key(qpdf, specification, key, qpdf_oh_new_unicode_string(qpdf, xml.fileName)) }
        qpdf_oh_replace_key(qpdf, specification, "/Desc", qpdf_oh_new_unicode_string(qpdf, "Factur-X \(xml.documentType.lowercased()) (\(xml.conformanceLevel))"))
        let files = qpdf_oh_new_dictionary(qpdf)
        qpdf_oh_replace_key(qpdf, files, "/F", file)
        qpdf_oh_replace_key(qpdf, files, "/UF", file)
        qpdf_oh_replace_key(qpdf, specification, "/EF", files)
        let reference = qpdf_make_indirect_object(qpdf, specification)
        let associated = qpdf_oh_new_array(qpdf)
        qpdf_oh_append_item(qpdf, associated, reference)
        qpdf_oh_replace_key(qpdf, root, "/AF", associated)
        let names = qpdf_oh_new_array(qpdf)
        qpdf_oh_append_item(qpdf, names, qpdf_oh_new_unicode_string(qpdf, xml.fileName))
        qpdf_oh_append_item(qpdf, names, reference)
        let embeddedFiles = qpdf_oh_new_dictionary(qpdf)
        qpdf_oh_replace_key(qpdf, embeddedFiles, "/Names", names)
        let nameDictionary = qpdf_oh_is_dictionary(qpdf, qpdf_oh_get_key(qpdf, root, "/Names")) == QPDF_TRUE
            ? qpdf_oh_get_key(qpdf, root, "/Names") : qpdf_oh_new_dictionary(qpdf)
        qpdf_oh_replace_key(qpdf, nameDictionary, "/EmbeddedFiles", embeddedFiles)
        qpdf_oh_replace_key(qpdf, root, "/Names", nameDictionary)
    }

    /// Sets `/CIDToGIDMap /Identity` on every CIDFontType2 font of `resources` and of the forms
    /// they draw (PDF/A-3 6.2.11.3.2: cairo 1.16 leaves it out, its default).
    func mapCIDFonts(in resources: qpdf_oh) {
        guard qpdf_oh_is_dictionary(qpdf, resources) == QPDF_TRUE else { return }
        for font in values(of: qpdf_oh_get_key(qpdf, resources, "/Font")) {
            let descendants = qpdf_oh_get_key(qpdf, font, "/DescendantFonts")
            guard qpdf_oh_is_array(qpdf, descendants) == QPDF_TRUE else { continue }
            for index in 0..<qpdf_oh_get_array_n_items(qpdf, descendants) {
                let descendant = qpdf_oh_get_array_item(qpdf, descendants, index)
                if qpdf_oh_is_name_and_equals(qpdf, qpdf_oh_get_key(qpdf, descendant, "/Subtype"), "/CIDFontType2") == QPDF_TRUE,
                   qpdf_oh_has_key(qpdf, descendant, "/CIDToGIDMap") == QPDF_FALSE {
                    qpdf_oh_replace_key(qpdf, descendant, "/CIDToGIDMap", qpdf_oh_new_name(qpdf, "/Identity"))
                }
            }
        }
        for form in values(of: qpdf_oh_get_key(qpdf, resources, "/XObject")) {
            let dictionary = qpdf_oh_is_stream(qpdf, form) == QPDF_TRUE ? qpdf_oh_get_dict(qpdf, form) : form
            mapCIDFonts(in: qpdf_oh_get_key(qpdf, dictionary, "/Resources"))
        }
    }

    /// The values of a dictionary; none for anything else.
    private func values(of dictionary: qpdf_oh) -> [qpdf_oh] {
        guard qpdf_oh_is_dictionary(qpdf, dictionary) == QPDF_TRUE else { return [] }
        var keys: [String] = []
        qpdf_oh_begin_dict_key_iter(qpdf, dictionary)
        while qpdf_oh_dict_more_keys(qpdf) == QPDF_TRUE { keys.append(String(cString: qpdf_oh_dict_next_key(qpdf))) }
        return keys.map { qpdf_oh_get_key(qpdf, dictionary, $0) }
    }
}
