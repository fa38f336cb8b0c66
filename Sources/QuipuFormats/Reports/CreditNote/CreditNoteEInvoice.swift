import Foundation
import QuipuCore

/// A credit note as an EN 16931 e-invoice of type code 381 (a UBL 2.1 `CreditNote`, a CII
/// `CrossIndustryInvoice`) conforming to the invoice's profile: the invoice's specification and
/// process identifiers, references, parties, VAT category and service period; the credited
/// invoice's number and issue date as its billing reference (BT-25, BT-26); hours as quantities
/// of unit `HUR`, a credited amount as one `C62`. Amounts are positive and add up like an invoice's.
extension EInvoiceDocument {
    /// The e-invoice of `creditNote`.
    init(_ creditNote: CreditNote) {
        let invoice = creditNote.credited.terms, request = creditNote.terms
        self.init(
            kind: .creditNote, number: request.number, issueDate: request.issueDate, dueDate: nil, request: invoice,
            currency: creditNote.currency,
            notes: Self.notes(request.reason.map { [$0] } ?? [], conversion: creditNote.priceConversion, vatBreakdown: creditNote.vatBreakdown),
            servicePeriod: creditNote.credited.servicePeriod, billingReference: (invoice.number, invoice.issueDate),
            paymentTerms: Self.paymentTerms(creditNote),
            totals: Totals(net: creditNote.netTotal, vatBreakdown: creditNote.vatBreakdown, vat: creditNote.vatTotal,
                           payable: creditNote.payable, accountingVAT: creditNote.accountingVAT?.amount),
            lines: creditNote.lines.map { line in
                Line(number: line.number, quantity: CreditNoteXML.quantityText(line), unitCode: line.unit.rawValue, net: line.net,
                     description: Self.description(line, of: invoice), name: line.itemName, price: line.unitPrice)
            })
    }

    /// `Credits invoice 2024-0044 of 2024-04-02: deducted from its amount due, or refunded if it is paid.`
    static func paymentTerms(_ creditNote: CreditNote) -> String {
        let invoice = creditNote.credited.terms
        return "Credits invoice \(invoice.number) of \(invoice.issueDate): deducted from its amount due, or refunded if it is paid."
    }

    /// `Invoice 2024-0044 line 1, Admin: Email, 1.5000 of 4.4167 h credited`, or the credited amount's `Credited on invoice 2024-0044`.
    private static func description(_ line: CreditNoteLine, of invoice: InvoiceTerms) -> String {
        guard let credited = line.invoiceLine else { return "Credited on invoice \(invoice.number)" }
        return "Invoice \(invoice.number) line \(credited.number), \(credited.projectTitle): \(credited.taskTitle), "
            + "\(BillingDocumentXML.quantityText(line.quantity)) of \(BillingDocumentXML.quantityText(credited.quantity)) h credited"
    }
}
