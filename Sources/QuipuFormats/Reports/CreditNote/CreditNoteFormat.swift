/// The formats a credit note comes in: an invoice's, with a UBL 2.1 `CreditNote` and a CII credit note for its e-invoice.
package enum CreditNoteFormat: String, OutputFormat, BillingDocumentFormat {
    case html, xml, csv
    /// A UBL 2.1 credit note.
    case ubl
    /// A UN/CEFACT CII credit note (type code 381), the XML of Factur-X and ZUGFeRD.
    case cii
    /// A PDF/A-3b to send or print.
    case pdf
}

extension CreditNoteFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        ["quantity", "unit_price", "net"].contains(header)
    }
}
