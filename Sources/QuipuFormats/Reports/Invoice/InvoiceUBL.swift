import Foundation
import QuipuCore
import QuipuXML

/// Renders an invoice as a UBL 2.1 `Invoice` conforming to EN 16931 (the European e-invoicing
/// standard's core): it validates against the OASIS UBL 2.1 schema and raises no fatal assert of
/// the CEN EN 16931 rules. Hours are `InvoicedQuantity unitCode="HUR"`; the billed period is the
/// `InvoicePeriod`; VAT is broken down per category; when the invoice's currency is not the
/// seller's accounting currency, the VAT total is also stated in that one (BT-6, BT-111).
/// The request's profile names the specification and business process (BT-24, BT-23); the
/// parties' electronic addresses, the seller's contact and the buyer's and order references are
/// stated when given, which Peppol BIS Billing 3.0 and XRechnung 3.0 require. `UBLDocument`
/// writes what an invoice shares with a credit note.
package enum InvoiceUBL {
    /// The document as an element tree.
    package static func element(_ invoice: Invoice) -> XMLElementValue {
        let request = invoice.terms
        return UBLDocument(
            kind: .invoice, number: request.number, issueDate: request.issueDate, dueDate: invoice.dueDate, request: request,
            currency: invoice.currency,
            notes: UBLDocument.notes([], conversion: invoice.priceConversion, vatBreakdown: invoice.vatBreakdown),
            servicePeriod: invoice.servicePeriod, billingReference: nil, paymentTerms: paymentTerms(invoice),
            totals: UBLDocument.Totals(net: invoice.netTotal, vatBreakdown: invoice.vatBreakdown, vat: invoice.vatTotal, payable: invoice.payable,
                                       accountingVAT: invoice.accountingVAT?.amount),
            lines: invoice.lines.map { line in
                UBLDocument.Line(number: line.number, quantity: BillingDocumentXML.quantityText(line.quantity), unitCode: "HUR", net: line.net,
                                 description: "\(line.projectTitle): \(line.taskTitle), \(line.billedHoursMinutes) h:mm billed",
                                 name: line.taskTitle, price: line.unitPrice)
            }).element
    }

    /// The document as a libxml2 tree.
    package static func document(_ invoice: Invoice) -> LibXMLDocument {
        LibXMLDocument(root: element(invoice))
    }

    /// `Payable within 14 days of the issue date, by 2024-04-16.`
    static func paymentTerms(_ invoice: Invoice) -> String {
        let days = invoice.terms.billing.paymentTermsDays
        return days == 0 ? "Payable on receipt, by \(invoice.dueDate)." : "Payable within \(days) day\(days == 1 ? "" : "s") of the issue date, by \(invoice.dueDate)."
    }
}

extension InvoiceLine {
    /// The billed time as `h:mm`.
    var billedHoursMinutes: String { DisplayedDuration(milliseconds: billedSeconds * 1000).hoursMinutesText }
}
