import QuipuCore
import QuipuPDF

/// A credit note as a PDF/A-3b: what `credit-note.xsl` prints, laid out by `BillingDocumentPDF`.
enum CreditNotePDF {
    /// The credit note's sheet in `language`: the invoice it credits, the credited lines, the
    /// totals, the reason and how the credit is settled.
    static func sheet(_ creditNote: CreditNote, language: DocumentLanguage = .isoEnglish) -> BillingDocumentSheet {
        let credited = creditNote.credited, terms = creditNote.terms, invoiceTerms = credited.terms
        let captionKey = switch terms.selection {
        case .amount: "creditNote.creditedAmount"
        case .wholeInvoice: "creditNote.creditedInFull"
        case .lines: "creditNote.creditedHours"
        }
        let rows = creditNote.lines.map { line in
            BillingDocumentSheet.Row(
                number: String(line.number), description: line.itemName,
                descriptionDetail: line.invoiceLine.map { "\($0.projectTitle) · " + language.sentence("creditNote.invoiceLine", ["line": String($0.number)]) }
                    ?? language.label("creditNote.creditedAmountLine"),
                hours: line.invoiceLine.map { _ in BillingDocumentSheet.exact(CreditNoteXML.quantityText(line), language) },
                hoursDetail: line.invoiceLine.map {
                    language.sentence("creditNote.ofInvoiced", ["hours": BillingDocumentSheet.exact(BillingDocumentXML.quantityText($0.quantity), language)])
                },
                rate: line.invoiceLine.map { _ in BillingDocumentSheet.amount(line.unitPrice, language) }, rateDetail: nil,
                amount: BillingDocumentSheet.amount(line.net, language), net: line.net)
        }
        var notes: [[PDFSpan]] = terms.reason.map { [[PDFSpan(language.label("creditNote.reason") + " ", bold: true), PDFSpan($0)]] } ?? []
        notes += BillingDocumentSheet.vatNotes(creditNote.vatBreakdown, language)
        if let conversion = creditNote.priceConversion {
            notes.append([PDFSpan(language.label("document.exchangeRate") + " ", bold: true),
                          PDFSpan(language.sentence("creditNote.convertedRates", [
                              "number": invoiceTerms.number, "from": conversion.from.code, "to": conversion.to.code,
                              "rate": BillingDocumentSheet.rateText(conversion, language), "date": BillingDocumentSheet.date(conversion.date, language),
                          ]))])
        }
        notes += BillingDocumentSheet.eInvoiceNote(invoiceTerms, language)
        var values = ["amount": [PDFSpan(BillingDocumentSheet.money(creditNote.payable, language), bold: true)],
                      "number": [PDFSpan(invoiceTerms.number)], "creditNote": [PDFSpan(terms.number)],
                      "date": [PDFSpan(BillingDocumentSheet.date(invoiceTerms.issueDate, language))]]
        if let invoice = credited.invoice {
            values["due"] = [PDFSpan(BillingDocumentSheet.money(invoice.payable, language))]
            values["date"] = [PDFSpan(BillingDocumentSheet.date(invoice.dueDate, language))]
        }
        let payment = BillingDocumentSheet.spans(credited.invoice == nil ? "creditNote.weCreditAgainstIssued" : "creditNote.weCreditAgainstDue",
                                                 values, language)
        let heading = language.label("document.creditNote")
        let invoiceOf = language.sentence("creditNote.invoiceOf", ["number": invoiceTerms.number,
                                                                   "date": BillingDocumentSheet.date(invoiceTerms.issueDate, language)])
        return BillingDocumentSheet(
            language: language, kind: "document.creditNote", number: terms.number, seller: invoiceTerms.seller,
            buyerLabel: language.label("creditNote.creditTo"), buyer: invoiceTerms.buyer,
            facts: [(language.label("creditNote.date"), BillingDocumentSheet.date(terms.issueDate, language)),
                    (language.label("creditNote.creditsInvoice"), invoiceOf)]
                + (credited.servicePeriod.map { period in
                    [(language.label("document.servicePeriod"), BillingDocumentSheet.date(period.lowerBound, language) + " – "
                        + BillingDocumentSheet.date(period.upperBound, language))]
                } ?? [])
                + [(language.label("common.currency"), creditNote.currency.code)] + BillingDocumentSheet.referenceFacts(invoiceTerms, language),
            caption: language.sentence(captionKey, ["number": invoiceTerms.number]), rows: rows, currency: creditNote.currency,
            totals: BillingDocumentSheet.totals(net: creditNote.netTotal, netLabel: language.label("creditNote.netCredited"), vat: creditNote.vatBreakdown,
                                                payable: creditNote.payable, payableLabel: language.label("creditNote.totalCredited"),
                                                accountingVAT: creditNote.accountingVAT, language),
            notes: notes, paymentLabel: language.label("creditNote.settlement"), payment: payment,
            info: PDFDocumentInfo(title: "\(heading) \(terms.number)", author: invoiceTerms.seller.name,
                                  subject: language.sentence("creditNote.pdfSubject", ["number": terms.number, "seller": invoiceTerms.seller.name,
                                                                                       "buyer": invoiceTerms.buyer.name, "invoice": invoiceTerms.number]),
                                  date: BillingDocumentSheet.pdfDate(terms.issueDate, in: invoiceTerms.billing.timeZone)))
    }
}
