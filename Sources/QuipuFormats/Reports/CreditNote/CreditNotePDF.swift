import QuipuCore
import QuipuPDF

/// A credit note as a PDF/A-3b: what `credit-note.xsl` prints, laid out by `BillingDocumentPDF`.
enum CreditNotePDF {
    /// The credit note's sheet: the invoice it credits, the credited lines, the totals, the reason and how the credit is settled.
    static func sheet(_ creditNote: CreditNote) -> BillingDocumentSheet {
        let credited = creditNote.credited, terms = creditNote.terms, invoiceTerms = credited.terms
        let caption = switch terms.selection {
        case .amount: "Credited: an amount of invoice \(invoiceTerms.number), taxed as it is."
        case .wholeInvoice: "Credited: every line of invoice \(invoiceTerms.number), in full."
        case .lines: "Credited: hours of invoice \(invoiceTerms.number)'s lines at its rates."
        }
        let rows = creditNote.lines.map { line in
            BillingDocumentSheet.Row(
                number: String(line.number), description: line.itemName,
                descriptionDetail: line.invoiceLine.map { "\($0.projectTitle) · invoice line \($0.number)" } ?? "Credited amount",
                hours: line.invoiceLine.map { _ in CreditNoteXML.quantityText(line) },
                hoursDetail: line.invoiceLine.map { "of \(BillingDocumentXML.quantityText($0.quantity)) invoiced" },
                rate: line.invoiceLine.map { _ in BillingDocumentSheet.grouped(line.unitPrice.amountText) }, rateDetail: nil,
                amount: BillingDocumentSheet.grouped(line.net.amountText), net: line.net)
        }
        var notes: [[PDFSpan]] = terms.reason.map { [[PDFSpan("Reason: ", bold: true), PDFSpan($0)]] } ?? []
        notes += BillingDocumentSheet.vatNotes(creditNote.vatBreakdown)
        if let conversion = creditNote.priceConversion {
            notes.append([PDFSpan("Exchange rate: ", bold: true),
                          PDFSpan("the rates of invoice \(invoiceTerms.number), whose hourly rates in \(conversion.from.code) were converted to "
                              + "\(conversion.to.code) at \(BillingDocumentSheet.rateText(conversion)), the rate for \(conversion.date).")])
        }
        notes += BillingDocumentSheet.eInvoiceNote(invoiceTerms)
        let against = credited.invoice.map { invoice in
            " against invoice \(invoiceTerms.number) (total due \(BillingDocumentSheet.money(invoice.payable)) by \(invoice.dueDate))"
        } ?? " against invoice \(invoiceTerms.number) of \(invoiceTerms.issueDate)"
        let payment = [PDFSpan("We credit you "), PDFSpan(BillingDocumentSheet.money(creditNote.payable), bold: true),
                       PDFSpan(against + ": deduct it from your payment of that invoice, quoting credit note \(terms.number); "
                           + "if you have paid it, we refund the amount.")]
        return BillingDocumentSheet(
            heading: "Credit note", number: terms.number, seller: invoiceTerms.seller, buyerLabel: "Credit to", buyer: invoiceTerms.buyer,
            facts: [("Credit note date", "\(terms.issueDate)"), ("Credits invoice", "\(invoiceTerms.number) of \(invoiceTerms.issueDate)")]
                + (credited.servicePeriod.map { [("Service period", "\($0.lowerBound) – \($0.upperBound)")] } ?? [])
                + [("Currency", creditNote.currency.code)] + BillingDocumentSheet.referenceFacts(invoiceTerms),
            caption: caption, rows: rows, currency: creditNote.currency,
            totals: BillingDocumentSheet.totals(net: creditNote.netTotal, netLabel: "Net credited", vat: creditNote.vatBreakdown,
                                                payable: creditNote.payable, payableLabel: "Total credited", accountingVAT: creditNote.accountingVAT),
            notes: notes, paymentLabel: "Settlement", payment: payment,
            info: PDFDocumentInfo(title: "Credit note \(terms.number)", author: invoiceTerms.seller.name,
                                  subject: "Credit note \(terms.number) of \(invoiceTerms.seller.name) to \(invoiceTerms.buyer.name), crediting invoice \(invoiceTerms.number)",
                                  date: BillingDocumentSheet.pdfDate(terms.issueDate, in: invoiceTerms.billing.timeZone)))
    }
}
