import QuipuCore
import QuipuPDF

/// An invoice as a PDF/A-3b: what `invoice.xsl` prints, laid out by `BillingDocumentPDF`.
enum InvoicePDF {
    /// The invoice's sheet in `language`: its facts, one row per task billed, the totals, the notes
    /// and how to pay, with `paymentCode` beside the bank details when given.
    static func sheet(_ invoice: Invoice, language: DocumentLanguage = .isoEnglish, paymentCode: PaymentQRCode? = nil) -> BillingDocumentSheet {
        let terms = invoice.terms, currency = invoice.currency
        let caption = terms.billing.timeRounding.map { rounding in
            language.sentence("invoice.servicesRounded") { index in
                ["minutes": String(rounding.incrementSeconds / 60), "mode": language.label("rounding.mode.\(rounding.modeName)", in: index),
                 "scope": language.label(scopeKey(rounding.scope), in: index)]
            }
        } ?? language.label("invoice.servicesRendered")
        let rows = invoice.lines.map { line in
            BillingDocumentSheet.Row(
                number: String(line.number), description: line.taskTitle, descriptionDetail: line.projectTitle,
                hours: BillingDocumentSheet.exact(BillingDocumentXML.quantityText(line.quantity), language),
                hoursDetail: "\(line.billedHoursMinutes) \(language.label("common.hoursMinutes"))",
                rate: BillingDocumentSheet.amount(line.unitPrice, language),
                rateDetail: line.listPrice.currency == currency ? nil : BillingDocumentSheet.money(line.listPrice, language),
                amount: BillingDocumentSheet.amount(line.net, language), net: line.net)
        }
        var notes = BillingDocumentSheet.vatNotes(invoice.vatBreakdown, language)
        if let conversion = invoice.priceConversion {
            notes.append([PDFSpan(language.label("document.exchangeRate") + " ", bold: true),
                          PDFSpan(language.sentence("invoice.convertedRates", [
                              "from": conversion.from.code, "to": conversion.to.code, "rate": BillingDocumentSheet.rateText(conversion, language),
                              "date": BillingDocumentSheet.date(conversion.date, language),
                          ]))])
        }
        notes += BillingDocumentSheet.eInvoiceNote(terms, language)
        if !invoice.runningSlips.isEmpty { notes.append([PDFSpan(language.sentence("invoice.runningTime", ["instant": terms.asOf.iso8601]))]) }
        func dueTerms(_ index: Int) -> String {
            terms.billing.paymentTermsDays == 0
                ? language.label("invoice.dueOnReceipt", in: index)
                : language.label("invoice.paymentTerms", in: index).replacingOccurrences(of: "{days}", with: String(terms.billing.paymentTermsDays))
        }
        var values = ["amount": [PDFSpan(BillingDocumentSheet.money(invoice.payable, language), bold: true)],
                      "date": [PDFSpan(BillingDocumentSheet.date(invoice.dueDate, language))], "number": [PDFSpan(terms.number)]]
        if let iban = terms.seller.iban { values["iban"] = [PDFSpan(BillingDocumentSheet.iban(iban), mono: true)] }
        let payment = BillingDocumentSheet.spans(terms.seller.iban == nil ? "invoice.pleasePay" : "invoice.pleasePayByTransfer", language) { index in
            values.merging(["terms": [PDFSpan(dueTerms(index))]]) { own, _ in own }
        }
        let heading = language.label("document.invoice")
        return BillingDocumentSheet(
            language: language, kind: "document.invoice", number: terms.number, seller: terms.seller, buyerLabel: language.label("invoice.billTo"),
            buyer: terms.buyer,
            facts: [(language.label("invoice.invoiceDate"), BillingDocumentSheet.date(terms.issueDate, language)),
                    (language.label("invoice.dueDate"), BillingDocumentSheet.date(invoice.dueDate, language)),
                    (language.label("document.servicePeriod"), BillingDocumentSheet.date(invoice.servicePeriod.lowerBound, language) + " – "
                        + BillingDocumentSheet.date(invoice.servicePeriod.upperBound, language)),
                    (language.label("common.currency"), currency.code)]
                + BillingDocumentSheet.referenceFacts(terms, language),
            caption: caption, rows: rows, currency: currency,
            totals: BillingDocumentSheet.totals(net: invoice.netTotal, netLabel: language.label("invoice.netTotal"), vat: invoice.vatBreakdown,
                                                payable: invoice.payable, payableLabel: language.label("invoice.totalDue"),
                                                accountingVAT: invoice.accountingVAT, language),
            notes: notes, paymentLabel: language.label("invoice.payment"), payment: payment, paymentCode: paymentCode?.matrix,
            info: PDFDocumentInfo(title: "\(heading) \(terms.number)", author: terms.seller.name,
                                  subject: language.sentence("invoice.pdfSubject", ["number": terms.number, "seller": terms.seller.name,
                                                                                    "buyer": terms.buyer.name]),
                                  date: BillingDocumentSheet.pdfDate(terms.issueDate, in: terms.billing.timeZone)))
    }

    /// The label of what a rounding rounds: `rounding.scope.dayTask` for `day-task`.
    static func scopeKey(_ scope: DurationRounding.Scope) -> String {
        switch scope {
        case .entry: "rounding.scope.entry"
        case .dayTask: "rounding.scope.dayTask"
        case .task: "rounding.scope.task"
        }
    }
}
