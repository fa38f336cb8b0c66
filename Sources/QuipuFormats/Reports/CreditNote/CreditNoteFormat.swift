/// The formats a credit note comes in: an invoice's four, with a UBL 2.1 `CreditNote` for its e-invoice.
package enum CreditNoteFormat: String, OutputFormat, BillingDocumentFormat {
    case html, xml, csv
    /// A UBL 2.1 credit note.
    case ubl

    package var fileExtension: String { self == .ubl ? "ubl.xml" : rawValue }
}
