import Foundation
import QuipuCore

/// An invoice as an EN 16931 e-invoice (the European e-invoicing standard's core), written as a
/// UBL 2.1 `Invoice` and as a UN/CEFACT CII `CrossIndustryInvoice` of type code 380: each
/// validates against its schema and raises no fatal assert of the CEN EN 16931 rules. Hours are
/// quantities of unit `HUR`; the billed period is the invoicing period; VAT is broken down per
/// category; when the invoice's currency is not the seller's accounting currency, the VAT total
/// is also stated in that one (BT-6, BT-111). The request's profile names the specification and
/// business process (BT-24, BT-23); the parties' electronic addresses, the seller's contact and
/// the buyer's and order references are stated when given, which Peppol BIS Billing 3.0 and
/// XRechnung 3.0 require.
extension EInvoiceDocument {
    /// The e-invoice of `invoice`.
    init(_ invoice: Invoice) {
        let request = invoice.terms
        self.init(
            kind: .invoice, number: request.number, issueDate: request.issueDate, dueDate: invoice.dueDate, request: request,
            currency: invoice.currency,
            notes: Self.notes([], conversion: invoice.priceConversion, vatBreakdown: invoice.vatBreakdown),
            servicePeriod: invoice.servicePeriod, billingReference: nil, paymentTerms: Self.paymentTerms(invoice),
            totals: Totals(net: invoice.netTotal, vatBreakdown: invoice.vatBreakdown, vat: invoice.vatTotal, payable: invoice.payable,
                           accountingVAT: invoice.accountingVAT?.amount),
            lines: invoice.lines.map { line in
                Line(number: line.number, quantity: BillingDocumentXML.quantityText(line.quantity), unitCode: "HUR", net: line.net,
                     description: "\(line.projectTitle): \(line.taskTitle), \(line.billedHoursMinutes) h:mm billed",
                     name: line.taskTitle, price: line.unitPrice)
            })
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
