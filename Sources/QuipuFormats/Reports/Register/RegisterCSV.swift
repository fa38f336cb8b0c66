import QuipuCore

/// Renders a register as CSV, one row per invoice and credit note, then a `total` row per
/// currency (invoices less credit notes) and an `accounting total` row:
/// `number,type,credits,client,client_name,issue_date,due_date,currency,net_S_19,…,net,vat,gross,
/// accounting_currency,accounting_net,accounting_vat,accounting_gross,paid,open`, with one `net_`
/// column per VAT category and rate the register has (`net_O_0`, `net_AE_0`, `net_S_19`). A
/// document's amounts are its own, positive; `type` says whether it is an invoice or a credit note.
package enum RegisterCSV {
    static func header(_ listing: RegisterListing) -> [String] {
        ["number", "type", "credits", "client", "client_name", "issue_date", "due_date", "currency"]
            + listing.vatKeys.map { "net_\($0.category.rawValue)_\($0.percent)" }
            + ["net", "vat", "gross", "accounting_currency", "accounting_net", "accounting_vat", "accounting_gross", "paid", "open"]
    }

    package static func bytes(_ listing: RegisterListing) -> [UInt8] {
        var csv = CSVWriter()
        csv.appendRow(header(listing).map(CSVField.number))
        let accounting = listing.accountingCurrency.code
        for entry in listing.entries {
            let nets = listing.vatKeys.map { key in entry.netByVAT.first { $0.key == key }.map { CSVField.number($0.net.amountText) } ?? .number("") }
            csv.appendRow([.text(entry.number), .number(entry.kind.rawValue), .text(entry.credits ?? ""), .text(entry.client), .text(entry.clientName),
                           .number("\(entry.issueDate)"), .number(entry.dueDate.map { "\($0)" } ?? ""), .number(entry.net.currency.code)]
                + nets
                + [.number(entry.net.amountText), .number(entry.vat.amountText), .number(entry.gross.amountText), .number(accounting),
                   .number(entry.accountingNet.amountText), .number(entry.accountingVAT.amountText), .number(entry.accountingGross.amountText),
                   .number(entry.paid.map { "\($0)" } ?? ""), .number(entry.open?.amountText ?? "")])
        }
        for total in listing.totals {
            let nets = listing.vatKeys.map { key -> CSVField in
                let amounts = listing.entries.filter { $0.net.currency == total.currency }
                    .compactMap { entry in entry.netByVAT.first { $0.key == key }.map { entry.kind == .invoice ? $0.net.amount : -$0.net.amount } }
                return amounts.isEmpty ? .number("") : .number(Money(amounts.reduce(0, +), total.currency).amountText)
            }
            csv.appendRow([.number(""), .number("total"), .number(""), .number(""), .number(""), .number(""), .number(""), .number(total.currency.code)]
                + nets
                + [.number(total.net.amountText), .number(total.vat.amountText), .number(total.gross.amountText), .number(accounting),
                   .number(total.accountingNet.amountText), .number(total.accountingVAT.amountText), .number(total.accountingGross.amountText),
                   .number(""), .number(total.open.amountText)])
        }
        csv.appendRow(Array(repeating: CSVField.number(""), count: 1) + [.number("accounting total")]
            + Array(repeating: CSVField.number(""), count: 6 + listing.vatKeys.count + 3)
            + [.number(accounting), .number(listing.accountingNet.amountText), .number(listing.accountingVAT.amountText),
               .number(listing.accountingGross.amountText), .number(""), .number("")])
        return Array(csv.text.utf8)
    }
}
