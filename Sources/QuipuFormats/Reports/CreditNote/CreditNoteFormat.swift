/// The formats a credit note comes in: an invoice's four, with a UBL 2.1 `CreditNote` for its e-invoice.
public enum CreditNoteFormat: String, OutputFormat, BillingDocumentFormat {
    case html, xml, csv
    /// A UBL 2.1 credit note.
    case ubl

    public var fileExtension: String { self == .ubl ? "ubl.xml" : rawValue }
}
