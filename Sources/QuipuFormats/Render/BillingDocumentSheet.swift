import Foundation
import QuipuCore
import QuipuPDF

/// What an invoice or a credit note prints on paper, as text in reading order: the content of
/// its HTML page (`invoice.xsl`, `credit-note.xsl`, `invoice-parts.xsl`), made from the same
/// values for its PDF (`BillingDocumentPDF` lays it out), in the document's language: its labels,
/// and its dates, amounts and countries as its locale writes them. Amounts are exact, from their text.
struct BillingDocumentSheet {
    /// A line of the table: its number, what it bills, hours, rate and amount, each with the
    /// small text under it; `net` is what it adds to the total carried from page to page.
    struct Row {
        var number: String
        var description: String
        var descriptionDetail: String
        var hours: String?
        var hoursDetail: String?
        var rate: String?
        var rateDetail: String?
        var amount: String
        var net: Money
    }

    /// A row of the totals: the net, a VAT category, the amount due, the VAT in the accounting currency.
    struct Total {
        var label: String
        var detail: String?
        var amount: String
        var isDue = false
    }

    /// The language the sheet is written in, for the texts the layout adds (column headings,
    /// carried totals, page numbers).
    var language: DocumentLanguage
    /// The label of what the document is: `document.invoice` or `document.creditNote`.
    var kind: String
    var number: String
    var seller: Party
    /// `Bill to` or `Credit to`.
    var buyerLabel: String
    var buyer: Party
    /// The facts under the parties: dates, the service period, the currency and references.
    var facts: [(label: String, value: String)]
    var caption: String
    var rows: [Row]
    var currency: Currency
    /// `Net total` and the others, in order.
    var totals: [Total]
    /// Paragraphs under the totals: the VAT's exemption reasons, the exchange rate, the e-invoice's profile.
    var notes: [[PDFSpan]]
    /// `Payment` or `Settlement`.
    var paymentLabel: String
    var payment: [PDFSpan]
    /// The invoice's payment QR code, drawn beside `payment` under `paymentCodeCaption`; `nil` for none.
    var paymentCode: QRMatrix? = nil
    /// The PDF's title, subject and date.
    var info: PDFDocumentInfo

    /// `Invoice` or `Credit note`, in the sheet's language.
    var heading: String { language.label(kind) }

    /// The column headings of the table.
    var columns: [String] { ["document.lineNumber", "document.description", "common.hours", "document.ratePerHour", "common.amount"].map(language.label) }
    /// Over the total carried to the next page.
    var carriedForward: String { language.label("document.carriedForward") }
    /// Over the total brought from the page before.
    var broughtForward: String { language.label("document.broughtForward") }
    /// The head of a page after the first: `Invoice 2024-0042 · ACME Corp. (continued)`.
    var continuedHead: String { "\(heading) \(number) · \(buyer.name) \(language.label("document.continued"))" }

    /// What the payment QR code's caption says.
    var paymentCodeCaption: String { language.label("invoice.scanToPay") }

    /// `Page 2 of 3`.
    func pageNumber(_ page: Int, of pages: Int) -> String { language.sentence("document.page", ["page": String(page), "pages": String(pages)]) }

    /// The seller in one line, for the footer.
    var footer: String {
        ([seller.name, Self.addressLine(seller.address, language)] + [seller.vatID.map { "\(language.label("document.vatId")) \($0)" }, seller.email].compactMap { $0 })
            .joined(separator: " · ")
    }
}

extension BillingDocumentSheet {
    /// A decimal's text (`-1234567.891`) with every decimal it has, as `language`'s locale writes
    /// it: `−1,234,567.891` in ISO English, `-1.234.567,891` in de-DE.
    static func exact(_ text: String, _ language: DocumentLanguage) -> String {
        let decimals = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        // The text is an amount or quantity Quipu wrote, so it parses, and rounding it to its own decimals changes nothing.
        return try! language.formatter.number(Money.parseAmount(text), decimals: decimals)
    }

    /// An amount without its currency, with every decimal of its text: `5,383.88`, `129.732`.
    static func amount(_ money: Money, _ language: DocumentLanguage) -> String { exact(money.amountText, language) }

    /// An amount with its currency, as the locale writes it: `1,234.56 USD` in ISO English,
    /// `1.234,56 $` in de-DE; one with more decimals than its currency's minor units keeps them, and its code.
    static func money(_ money: Money, _ language: DocumentLanguage) -> String {
        guard (try? money.amount.rounded(toPlaces: money.currency.minorUnits, .halfUp)) == money.amount else {
            return amount(money, language) + " " + money.currency.code
        }
        // An amount at its currency's minor units rounds to itself.
        return try! language.formatter.money(money)
    }

    /// An amount's text before its decimal symbol, and from it on (with what follows: ` USD`,
    /// ` €`); without one, up to its last digit and the rest (`1.200 ¥`: `1.200` and ` ¥`). The
    /// last symbol counts, so that a currency symbol before the amount may hold one.
    static func split(_ text: String, at decimalSymbol: String) -> (whole: String, tail: String) {
        guard let point = text.range(of: decimalSymbol, options: .backwards)?.lowerBound ?? text.lastIndex(where: \.isNumber).map(text.index(after:)) else {
            return (text, "")
        }
        return (String(text[..<point]), String(text[point...]))
    }

    /// A day as the locale writes it in full: `2. April 2024`; ISO English keeps `2024-04-02`.
    static func date(_ date: LocalDate, _ language: DocumentLanguage) -> String { language.formatter.date(date, .long) }

    /// The label `key` cut at its `{name}`s, each replaced by `values[name]` (an amount in bold, an
    /// IBAN in monospace), in both languages of a bilingual document.
    static func spans(_ key: String, _ values: [String: [PDFSpan]], _ language: DocumentLanguage) -> [PDFSpan] {
        spans(key, language) { _ in values }
    }

    /// The sentence `key` as spans in each language of the document, joined by ` / `, each
    /// `{name}` replaced by what `values` gives for that language (an index of `languageIndices`).
    static func spans(_ key: String, _ language: DocumentLanguage, values: (Int) -> [String: [PDFSpan]]) -> [PDFSpan] {
        var spans: [PDFSpan] = []
        for index in language.languageIndices {
            if index > 0 { spans.append(PDFSpan(" / ")) }
            var rest = Substring(language.label(key, in: index))
            let values = values(index)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { spans.append(PDFSpan(String(rest[..<open]))) }
                spans += values[String(rest[rest.index(after: open)..<close])] ?? []
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { spans.append(PDFSpan(String(rest))) }
        }
        return spans
    }

    /// An IBAN in groups of four, joined by no-break spaces so that a line never breaks inside it.
    static func iban(_ iban: String) -> String {
        var groups: [String] = [], rest = Substring(iban)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        return groups.joined(separator: "\u{00A0}")
    }

    /// A postal address in one line: `Hauptstraße 1, 10115 Berlin, DE` (`Deutschland` in de-DE).
    static func addressLine(_ address: PostalAddress, _ language: DocumentLanguage) -> String {
        "\(address.street), \(address.postalCode) \(address.city), \(language.formatter.countryName(address.country))"
    }

    /// A party's block: name, address, VAT id, email, electronic address and contact, one line each.
    static func partyLines(_ party: Party, _ language: DocumentLanguage) -> [String] {
        var lines = [party.name, party.address.street, "\(party.address.postalCode) \(party.address.city)",
                     language.formatter.countryName(party.address.country)]
        if let vatID = party.vatID { lines.append("\(language.label("document.vatId")) \(vatID)") }
        if let email = party.email { lines.append(email) }
        if let endpoint = party.endpoint { lines.append("\(language.label("document.eInvoiceAddress")) \(endpoint.scheme):\(endpoint.id)") }
        if let contact = party.contact {
            lines.append(language.label("document.contact") + " " + [contact.name, contact.telephone, contact.email].compactMap { $0 }.joined(separator: " · "))
        }
        return lines
    }

    /// The buyer's and order references of an e-invoice, for the facts.
    static func referenceFacts(_ terms: InvoiceTerms, _ language: DocumentLanguage) -> [(label: String, value: String)] {
        [("document.yourReference", terms.buyerReference), ("document.yourOrder", terms.orderReference)].compactMap { key, value in
            value.map { (language.label(key), $0) }
        }
    }

    /// The VAT rows of the totals, one per category.
    static func vatTotals(_ breakdown: [VATBreakdown], _ language: DocumentLanguage) -> [Total] {
        breakdown.map { vat in
            var label = vat.category == .outsideScope
                ? language.label("vat.outsideScope")
                : language.sentence("vat.rate", ["percent": exact("\(vat.percent)", language)])
            if let key = categoryKey(vat.category) { label += " – " + language.label(key) }
            return Total(label: label, detail: language.sentence("vat.on", ["amount": money(vat.taxableAmount, language)]),
                         amount: money(vat.taxAmount, language))
        }
    }

    /// The label of what a VAT category is, beside its rate; none for the standard rate and outside the scope.
    static func categoryKey(_ category: VATCategory) -> String? {
        switch category {
        case .reverseCharge: "vat.category.AE"
        case .exempt: "vat.category.E"
        case .zeroRated: "vat.category.Z"
        case .intraCommunitySupply: "vat.category.K"
        case .export: "vat.category.G"
        case .standard, .outsideScope: nil
        }
    }

    /// The totals: the net, each VAT category, the payable amount and the VAT in the accounting currency.
    static func totals(net: Money, netLabel: String, vat: [VATBreakdown], payable: Money, payableLabel: String,
                       accountingVAT: (amount: Money, rate: ExchangeRate)?, _ language: DocumentLanguage) -> [Total] {
        var totals = [Total(label: netLabel, amount: money(net, language))] + vatTotals(vat, language)
        totals.append(Total(label: payableLabel, amount: money(payable, language), isDue: true))
        if let accountingVAT {
            totals.append(Total(label: language.sentence("document.vatIn", ["currency": accountingVAT.rate.to.code]),
                                detail: rateText(accountingVAT.rate, language), amount: money(accountingVAT.amount, language)))
        }
        return totals
    }

    /// A rate as the notes print it: `1 EUR = 1.0811 USD (ECB, published 2024-03-28, via EUR)`.
    static func rateText(_ rate: ExchangeRate, _ language: DocumentLanguage) -> String {
        let shown = rate.valueText(), digits = shown.hasSuffix("…") ? String(shown.dropLast()) : shown
        var values = ["from": rate.from.code, "to": rate.to.code, "source": rate.source,
                      "rate": exact(digits, language) + (digits == shown ? "" : "…"),
                      // Only the identity rate of a currency to itself lacks a publication, and it converts nothing a document prints.
                      "date": date(rate.publicationDate ?? rate.date, language)]
        if let via = rate.via { values["via"] = via.code }
        return language.sentence(rate.via == nil ? "document.exchangeRateText" : "document.exchangeRateTextVia", values)
    }

    /// The notes both documents print after their own: the VAT's exemption reasons.
    static func vatNotes(_ breakdown: [VATBreakdown], _ language: DocumentLanguage) -> [[PDFSpan]] {
        breakdown.compactMap { vat in
            EInvoiceDocument.printedExemptionReason(vat).map { [PDFSpan(language.label("document.vatNote") + " ", bold: true), PDFSpan($0)] }
        }
    }

    /// The e-invoice's profile, when the document is one beyond plain EN 16931 or has references.
    static func eInvoiceNote(_ terms: InvoiceTerms, _ language: DocumentLanguage) -> [[PDFSpan]] {
        guard terms.profile != .en16931 || terms.buyerReference != nil || terms.orderReference != nil else { return [] }
        let name = switch terms.profile {
        case .peppol: "Peppol BIS Billing 3.0"
        case .xrechnung: "XRechnung 3.0"
        case .en16931: "EN 16931"
        }
        return [[PDFSpan(language.label("document.eInvoice") + " ", bold: true), PDFSpan("\(name) (\(terms.profile.customizationID)).")]]
    }

    /// The document's date for the PDF's metadata: `date` at midnight in `zone`, with its offset
    /// there (at noon's, on a day whose midnight the clocks skip).
    static func pdfDate(_ date: LocalDate, in zone: TimeZone) -> PDFDate {
        let offsets = ZoneOffsets(timeZone: zone, days: date, through: date)
        let offset = offsets.offsetSeconds(atLocal: date, secondOfDay: 0) ?? offsets.offsetSeconds(atLocal: date, secondOfDay: 43_200) ?? 0
        return PDFDate(year: date.year, month: date.month, day: date.day, offsetSeconds: offset)
    }
}
