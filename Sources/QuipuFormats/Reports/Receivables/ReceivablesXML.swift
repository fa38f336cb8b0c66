import Foundation
import QuipuCore
import QuipuXML

/// Renders receivables as Quipu's receivables XML (`urn:quipu:receivables:1`, `receivables.xsd`):
/// each open invoice, each credit of a credit note of an invoice outside the register, then the totals per currency and in the accounting currency, each with
/// its aging buckets. The HTML is made from this document by `receivables.xsl`.
package enum ReceivablesXML {
    package static let namespace = "urn:quipu:receivables:1"

    /// The attribute of each aging bucket, in `AgingBucket.allCases` order.
    static let bucketAttributes = ["current", "days1to30", "days31to60", "days61to90", "over90"]

    /// The document as an element tree.
    package static func element(_ receivables: Receivables, asOf: Instant, timeZone: TimeZone) -> XMLElementValue {
        var children: [XMLContent] = receivables.invoices.map { open in
            let invoice = open.booked.invoice
            return .element(XMLElementValue("invoice", [
                ("number", open.booked.number), ("client", open.booked.client), ("clientName", invoice.terms.buyer.name),
                ("issueDate", "\(open.booked.issueDate)"), ("dueDate", "\(invoice.dueDate)"), ("currency", invoice.currency.code),
                ("payable", invoice.payable.amountText), ("credited", open.balance.credited.amountText), ("paid", open.balance.paid.amountText),
                ("open", open.balance.open.amountText), ("daysOverdue", String(open.daysOverdue)), ("bucket", open.bucket.rawValue),
                ("openAccounting", open.openInAccountingCurrency.amountText),
            ]))
        }
        children += receivables.credits.map { credit in
            let note = credit.booked.creditNote
            return .element(XMLElementValue("credit", [
                ("number", credit.booked.number), ("invoice", credit.booked.invoiceNumber), ("client", credit.booked.client),
                ("clientName", note.credited.terms.buyer.name), ("issueDate", "\(credit.booked.issueDate)"), ("currency", note.currency.code),
                ("credited", note.payable.amountText), ("open", credit.open.amountText),
                ("openAccounting", credit.openInAccountingCurrency.amountText),
            ]))
        }
        children += receivables.totals.map { .element(totals("total", $0)) }
        children.append(.element(totals("accountingTotal", receivables.accountingTotals)))
        return XMLElementValue("receivables", [("xmlns", namespace), ("asOf", "\(receivables.asOf)"), ("asOfInstant", asOf.iso8601),
                                               ("timeZone", timeZone.identifier),
                                               ("accountingCurrency", receivables.accountingTotals.currency.code)], children)
    }

    private static func totals(_ name: String, _ totals: AgingTotals) -> XMLElementValue {
        XMLElementValue(name, [("currency", totals.currency.code), ("invoices", String(totals.invoiceCount)), ("credits", String(totals.creditCount)),
                               ("open", totals.open.amountText)]
            + zip(bucketAttributes, totals.buckets.map(\.amountText)).map { ($0, $1) })
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    package static func document(_ receivables: Receivables, asOf: Instant, timeZone: TimeZone) -> LibXMLDocument {
        LibXMLDocument(root: element(receivables, asOf: asOf, timeZone: timeZone))
    }
}
