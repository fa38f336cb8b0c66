import Foundation
import QuipuCore
import QuipuXML

/// Renders an invoice as Quipu's invoice XML (`urn:quipu:invoice:1`, `Templates/schemas/invoice.xsd`),
/// its parties, rates and totals as `BillingDocumentXML` states them for a credit note too.
/// The HTML is made from this document by `invoice.xsl`, its payment QR code from the
/// `paymentCode` element (when the invoice has one and it is wanted, see `PaymentQRCode`). Amounts are printed as the invoice
/// states them: line nets and totals to the currency's minor unit, quantities to 4 decimals,
/// unit prices as rounded (at most 4 decimals).
package enum InvoiceXML {
    /// The document as an element tree, with `paymentCode` when given.
    static func element(_ invoice: Invoice, paymentCode: PaymentQRCode? = nil) -> XMLElementValue {
        let request = invoice.terms, billing = request.billing
        var children = BillingDocumentXML.parties(request)
        var billed: [(String, String)] = [("rateCurrency", billing.rateCurrency.code), ("midnight", billing.midnight.rawValue)]
        if let rounding = billing.timeRounding {
            billed += [("roundMinutes", String(rounding.incrementSeconds / 60)), ("roundMode", rounding.modeName), ("roundScope", rounding.scope.rawValue)]
        }
        children.append(.element(XMLElementValue("billing", billed)))
        if let conversion = invoice.priceConversion {
            children.append(.element(BillingDocumentXML.rate("conversion", conversion)))
        }
        children.append(.element(XMLElementValue("lines", [], invoice.lines.map { line in
            .element(XMLElementValue("line", [
                ("number", String(line.number)), ("projectId", line.projectID.uuidString), ("project", line.projectTitle),
                ("taskId", line.taskID.uuidString), ("task", line.taskTitle), ("billedSeconds", String(line.billedSeconds)),
                ("billedHm", line.billedHoursMinutes),
                ("quantity", BillingDocumentXML.quantityText(line.quantity)), ("unit", "HUR"), ("listPrice", line.listPrice.amountText),
                ("listCurrency", line.listPrice.currency.code), ("rateSource", line.rateSource.rawValue),
                ("unitPrice", line.unitPrice.amountText), ("net", line.net.amountText),
            ]))
        })))
        children += BillingDocumentXML.totals(vatBreakdown: invoice.vatBreakdown, net: invoice.netTotal, vat: invoice.vatTotal, payable: invoice.payable,
                           accountingVAT: invoice.accountingVAT)
        children.append(.element(XMLElementValue("overlaps", [
            ("pairs", String(invoice.overlaps.pairCount)), ("sharedSeconds", String(invoice.overlaps.sharedTime.seconds)),
            ("sharedHm", invoice.overlaps.sharedTime.hoursMinutesText),
        ])))
        children.append(.element(XMLElementValue("running", [("slips", String(invoice.runningSlips.count))])))
        if let paymentCode { children.append(.element(paymentCode.element)) }

        return XMLElementValue("invoice", [
            ("xmlns", BillingDocumentXML.namespace), ("number", request.number), ("issueDate", "\(request.issueDate)"), ("dueDate", "\(invoice.dueDate)"),
            ("period", "\(request.period)"), ("firstDay", "\(invoice.servicePeriod.lowerBound)"), ("lastDay", "\(invoice.servicePeriod.upperBound)"),
            ("currency", invoice.currency.code), ("timeZone", billing.timeZone.identifier), ("asOf", request.asOf.iso8601),
            ("roundingMode", billing.roundingMode.rawValue), ("paymentTermsDays", String(billing.paymentTermsDays)),
        ], children)
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    static func document(_ invoice: Invoice, paymentCode: PaymentQRCode? = nil) -> LibXMLDocument {
        LibXMLDocument(root: element(invoice, paymentCode: paymentCode))
    }
}
