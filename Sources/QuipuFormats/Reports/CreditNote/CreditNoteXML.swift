import Foundation
import QuipuCore
import QuipuXML

/// Renders a credit note as Quipu XML: a `creditNote` in the invoice's namespace
/// (`urn:quipu:invoice:1`), described by `Templates/schemas/invoice.xsd` beside the invoice, whose
/// parties, e-invoice profile, exchange rate and totals it states the same way (`BillingDocumentXML`). The HTML is made
/// from this document by `credit-note.xsl`.
package enum CreditNoteXML {
    /// The document as an element tree.
    package static func element(_ creditNote: CreditNote) -> XMLElementValue {
        let credited = creditNote.credited, request = creditNote.terms
        var children: [XMLContent] = [.element(XMLElementValue("creditedInvoice", creditedInvoiceAttributes(credited)))]
        children += BillingDocumentXML.parties(credited.terms)
        if let conversion = creditNote.priceConversion { children.append(.element(BillingDocumentXML.rate("conversion", conversion))) }
        children.append(.element(XMLElementValue("lines", [], creditNote.lines.map { line in
            var attributes = [("number", String(line.number))]
            if let credited = line.invoiceLine {
                attributes += [("invoiceLine", String(credited.number)), ("projectId", credited.projectID.uuidString), ("project", credited.projectTitle),
                               ("taskId", credited.taskID.uuidString), ("invoiceQuantity", BillingDocumentXML.quantityText(credited.quantity))]
            }
            attributes += [("item", line.itemName), ("quantity", quantityText(line)), ("unit", line.unit.rawValue),
                           ("unitPrice", line.unitPrice.amountText), ("net", line.net.amountText)]
            return .element(XMLElementValue("line", attributes))
        })))
        children += BillingDocumentXML.totals(vatBreakdown: creditNote.vatBreakdown, net: creditNote.netTotal, vat: creditNote.vatTotal,
                                      payable: creditNote.payable, accountingVAT: creditNote.accountingVAT)
        var attributes = [("xmlns", BillingDocumentXML.namespace), ("number", request.number), ("issueDate", "\(request.issueDate)"),
                          ("currency", creditNote.currency.code), ("credits", credits(request.selection))]
        if let reason = request.reason { attributes.append(("reason", reason)) }
        return XMLElementValue("creditNote", attributes, children)
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    package static func document(_ creditNote: CreditNote) -> LibXMLDocument {
        LibXMLDocument(root: element(creditNote))
    }

    /// The credited invoice's number and issue date; an invoice of the register's due date,
    /// period, service days and totals; an external one's service days when known.
    private static func creditedInvoiceAttributes(_ credited: CreditedInvoice) -> [(String, String)] {
        let terms = credited.terms
        var attributes = [("number", terms.number), ("issueDate", "\(terms.issueDate)")]
        switch credited {
        case let .register(invoice):
            attributes += [("dueDate", "\(invoice.dueDate)"), ("period", "\(terms.period)"), ("firstDay", "\(invoice.servicePeriod.lowerBound)"),
                           ("lastDay", "\(invoice.servicePeriod.upperBound)"), ("net", invoice.netTotal.amountText),
                           ("vat", invoice.vatTotal.amountText), ("payable", invoice.payable.amountText)]
        case let .external(invoice):
            attributes.append(("external", "true"))
            if let days = invoice.servicePeriod {
                attributes += [("period", "\(terms.period)"), ("firstDay", "\(days.lowerBound)"), ("lastDay", "\(days.upperBound)")]
            }
        }
        return attributes
    }

    /// A credited quantity as printed: hours with exactly 4 decimals (`1.5000`), an amount's `1`.
    static func quantityText(_ line: CreditNoteLine) -> String {
        line.unit == .hours ? BillingDocumentXML.quantityText(line.quantity) : "\(line.quantity)"
    }

    /// What the credit note credits, in a word: `invoice` (all of it), `lines` or `amount`.
    private static func credits(_ selection: CreditSelection) -> String {
        switch selection {
        case .wholeInvoice: "invoice"
        case .lines: "lines"
        case .amount: "amount"
        }
    }
}
