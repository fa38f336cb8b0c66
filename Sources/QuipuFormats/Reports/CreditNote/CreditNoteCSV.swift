import QuipuCore

/// Renders a credit note's lines as CSV, one row per line:
/// `credit_note,invoice,line,invoice_line,project,item,quantity,unit,unit_price,net,currency`.
/// A credited line's `item` is its task and `quantity` its hours (4 decimals, unit `HUR`); a
/// credited amount has no invoice line or project, its reason as `item` and quantity 1 (`C62`).
/// `quantity × unit_price`, rounded to the currency's minor unit, is `net`.
package enum CreditNoteCSV {
    package static let header = ["credit_note", "invoice", "line", "invoice_line", "project", "item", "quantity", "unit", "unit_price", "net", "currency"]

    /// The CSV text.
    package static func render(_ creditNote: CreditNote) -> String {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.number))
        for line in creditNote.lines {
            writer.appendRow([
                .text(creditNote.terms.number), .text(creditNote.credited.terms.number), .number(String(line.number)),
                .number(line.invoiceLine.map { String($0.number) } ?? ""), .text(line.invoiceLine?.projectTitle ?? ""), .text(line.itemName),
                .number(CreditNoteXML.quantityText(line)), .number(line.unit.rawValue), .number(line.unitPrice.amountText),
                .number(line.net.amountText), .number(line.net.currency.code),
            ])
        }
        return writer.text
    }
}
