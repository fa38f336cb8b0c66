import QuipuCore
import QuipuPDF

/// An invoice as a PDF/A-3b: what `invoice.xsl` prints, laid out by `BillingDocumentPDF`.
enum InvoicePDF {
    /// The invoice's sheet: its facts, one row per task billed, the totals, the notes and how to
    /// pay, with `paymentCode` beside the bank details when given.
    static func sheet(_ invoice: Invoice, paymentCode: PaymentQRCode? = nil) -> BillingDocumentSheet {
        let terms = invoice.terms, currency = invoice.currency
        var caption = "Services rendered: time billed per task"
        if let rounding = terms.billing.timeRounding {
            caption += ", in \(rounding.incrementSeconds / 60)-minute increments rounded \(rounding.modeName) per \(rounding.scope.rawValue)"
        }
        let rows = invoice.lines.map { line in
            BillingDocumentSheet.Row(
                number: String(line.number), description: line.taskTitle, descriptionDetail: line.projectTitle,
                hours: BillingDocumentXML.quantityText(line.quantity), hoursDetail: "\(line.billedHoursMinutes) h:mm",
                rate: BillingDocumentSheet.grouped(line.unitPrice.amountText),
                rateDetail: line.listPrice.currency == currency ? nil : BillingDocumentSheet.money(line.listPrice),
                amount: BillingDocumentSheet.grouped(line.net.amountText), net: line.net)
        }
        var notes = BillingDocumentSheet.vatNotes(invoice.vatBreakdown)
        if let conversion = invoice.priceConversion {
            notes.append([PDFSpan("Exchange rate: ", bold: true),
                          PDFSpan("hourly rates in \(conversion.from.code) converted to \(conversion.to.code) at \(BillingDocumentSheet.rateText(conversion)), "
                              + "the rate for \(conversion.date); each converted rate is rounded to 4 decimals.")])
        }
        notes += BillingDocumentSheet.eInvoiceNote(terms)
        if !invoice.runningSlips.isEmpty { notes.append([PDFSpan("Includes time still being recorded, counted up to \(terms.asOf.iso8601).")]) }
        let dueTerms = terms.billing.paymentTermsDays == 0 ? " (due on receipt)" : " (\(terms.billing.paymentTermsDays) days net)"
        var payment = [PDFSpan("Please pay "), PDFSpan(BillingDocumentSheet.money(invoice.payable), bold: true), PDFSpan(" by \(invoice.dueDate)\(dueTerms)")]
        if let iban = terms.seller.iban {
            payment += [PDFSpan(" by bank transfer to "), PDFSpan(BillingDocumentSheet.iban(iban), mono: true)]
        }
        payment.append(PDFSpan(", quoting invoice \(terms.number)."))
        return BillingDocumentSheet(
            heading: "Invoice", number: terms.number, seller: terms.seller, buyerLabel: "Bill to", buyer: terms.buyer,
            facts: [("Invoice date", "\(terms.issueDate)"), ("Due date", "\(invoice.dueDate)"),
                    ("Service period", "\(invoice.servicePeriod.lowerBound) – \(invoice.servicePeriod.upperBound)"), ("Currency", currency.code)]
                + BillingDocumentSheet.referenceFacts(terms),
            caption: caption + ".", rows: rows, currency: currency,
            totals: BillingDocumentSheet.totals(net: invoice.netTotal, netLabel: "Net total", vat: invoice.vatBreakdown, payable: invoice.payable,
                                                payableLabel: "Total due", accountingVAT: invoice.accountingVAT),
            notes: notes, paymentLabel: "Payment", payment: payment, paymentCode: paymentCode?.matrix,
            info: PDFDocumentInfo(title: "Invoice \(terms.number)", author: terms.seller.name,
                                  subject: "Invoice \(terms.number) of \(terms.seller.name) to \(terms.buyer.name)",
                                  date: BillingDocumentSheet.pdfDate(terms.issueDate, in: terms.billing.timeZone)))
    }
}
