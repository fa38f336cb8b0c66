import Foundation
import QuipuCore
import QuipuPDF

/// What an invoice or a credit note prints on paper, as text in reading order: the content of
/// its HTML page (`invoice.xsl`, `credit-note.xsl`, `invoice-parts.xsl`), made from the same
/// values for its PDF (`BillingDocumentPDF` lays it out). Amounts are grouped by three, from
/// their exact text.
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

    /// `Invoice` or `Credit note`.
    var heading: String
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

    /// The column headings of the table.
    static let columns = ["#", "Description", "Hours", "Rate per hour", "Amount"]
    /// What the payment QR code's caption says.
    static let paymentCodeCaption = "Scan to pay"
}

extension BillingDocumentSheet {
    /// An amount's digits grouped by three, from its text: `-1234567.89` → `−1,234,567.89`.
    static func grouped(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let whole = unsigned.prefix { $0 != "." }, fraction = unsigned.dropFirst(whole.count)
        var digits = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { digits += "," }
            digits.append(digit)
        }
        return (negative ? "−" : "") + digits + fraction
    }

    /// An amount with its currency: `1,234.56 USD`.
    static func money(_ money: Money) -> String { grouped(money.amountText) + " " + money.currency.code }

    /// An IBAN in groups of four, joined by no-break spaces so that a line never breaks inside it.
    static func iban(_ iban: String) -> String {
        var groups: [String] = [], rest = Substring(iban)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        return groups.joined(separator: "\u{00A0}")
    }

    /// A postal address in one line: `Hauptstraße 1, 10115 Berlin, DE`.
    static func addressLine(_ address: PostalAddress) -> String {
        "\(address.street), \(address.postalCode) \(address.city), \(address.country)"
    }

    /// A party's block: name, address, VAT id, email, electronic address and contact, one line each.
    static func partyLines(_ party: Party) -> [String] {
        var lines = [party.name, party.address.street, "\(party.address.postalCode) \(party.address.city)", party.address.country]
        if let vatID = party.vatID { lines.append("VAT ID \(vatID)") }
        if let email = party.email { lines.append(email) }
        if let endpoint = party.endpoint { lines.append("E-invoice address \(endpoint.scheme):\(endpoint.id)") }
        if let contact = party.contact {
            lines.append("Contact " + [contact.name, contact.telephone, contact.email].compactMap { $0 }.joined(separator: " · "))
        }
        return lines
    }

    /// The seller in one line, for the footer.
    var footer: String {
        ([seller.name, Self.addressLine(seller.address)] + [seller.vatID.map { "VAT ID \($0)" }, seller.email].compactMap { $0 })
            .joined(separator: " · ")
    }

    /// The buyer's and order references of an e-invoice, for the facts.
    static func referenceFacts(_ terms: InvoiceTerms) -> [(label: String, value: String)] {
        [("Your reference", terms.buyerReference), ("Your order", terms.orderReference)].compactMap { label, value in value.map { (label, $0) } }
    }

    /// The VAT rows of the totals, one per category.
    static func vatTotals(_ breakdown: [VATBreakdown]) -> [Total] {
        breakdown.map { vat in
            var label = vat.category == .outsideScope ? "No VAT – outside the scope of VAT" : "VAT \(vat.percent) %"
            switch vat.category {
            case .reverseCharge: label += " – reverse charge"
            case .exempt: label += " – exempt"
            case .zeroRated: label += " – zero rated"
            case .intraCommunitySupply: label += " – intra-community supply"
            case .export: label += " – export outside the EU"
            case .standard, .outsideScope: break
            }
            return Total(label: label, detail: "on " + money(vat.taxableAmount), amount: money(vat.taxAmount))
        }
    }

    /// The totals: the net, each VAT category, the payable amount and the VAT in the accounting currency.
    static func totals(net: Money, netLabel: String, vat: [VATBreakdown], payable: Money, payableLabel: String,
                       accountingVAT: (amount: Money, rate: ExchangeRate)?) -> [Total] {
        var totals = [Total(label: netLabel, amount: money(net))] + vatTotals(vat)
        totals.append(Total(label: payableLabel, amount: money(payable), isDue: true))
        if let accountingVAT {
            totals.append(Total(label: "VAT in \(accountingVAT.rate.to.code)", detail: rateText(accountingVAT.rate),
                                amount: money(accountingVAT.amount)))
        }
        return totals
    }

    /// A rate as the notes print it: `1 EUR = 1.0811 USD (ECB, published 2024-03-28, via EUR)`.
    static func rateText(_ rate: ExchangeRate) -> String {
        var text = "1 \(rate.from.code) = \(rate.valueText()) \(rate.to.code) (\(rate.source)"
        if let published = rate.publicationDate { text += ", published \(published)" }
        if let via = rate.via { text += ", via \(via.code)" }
        return text + ")"
    }

    /// The notes both documents print after their own: the VAT's exemption reasons.
    static func vatNotes(_ breakdown: [VATBreakdown]) -> [[PDFSpan]] {
        breakdown.compactMap { vat in EInvoiceDocument.printedExemptionReason(vat).map { [PDFSpan("VAT: ", bold: true), PDFSpan($0)] } }
    }

    /// The e-invoice's profile, when the document is one beyond plain EN 16931 or has references.
    static func eInvoiceNote(_ terms: InvoiceTerms) -> [[PDFSpan]] {
        guard terms.profile != .en16931 || terms.buyerReference != nil || terms.orderReference != nil else { return [] }
        let name = switch terms.profile {
        case .peppol: "Peppol BIS Billing 3.0"
        case .xrechnung: "XRechnung 3.0"
        case .en16931: "EN 16931"
        }
        return [[PDFSpan("E-invoice: ", bold: true), PDFSpan("\(name) (\(terms.profile.customizationID)).")]]
    }

    /// The document's date for the PDF's metadata: `date` at midnight in `zone`, with its offset
    /// there (at noon's, on a day whose midnight the clocks skip).
    static func pdfDate(_ date: LocalDate, in zone: TimeZone) -> PDFDate {
        let offsets = ZoneOffsets(timeZone: zone, days: date, through: date)
        let offset = offsets.offsetSeconds(atLocal: date, secondOfDay: 0) ?? offsets.offsetSeconds(atLocal: date, secondOfDay: 43_200) ?? 0
        return PDFDate(year: date.year, month: date.month, day: date.day, offsetSeconds: offset)
    }
}
