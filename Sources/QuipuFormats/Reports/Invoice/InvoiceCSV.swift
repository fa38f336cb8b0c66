import QuipuCore

/// Renders an invoice's lines as CSV, one row per line:
/// `invoice,line,project,task,hours,unit_price,net,currency`. Hours are the printed quantity
/// (4 decimals), so `hours × unit_price`, rounded to the currency's minor unit, is `net`.
package enum InvoiceCSV {
    package static let header = ["invoice", "line", "project", "task", "hours", "unit_price", "net", "currency"]

    /// The CSV text.
    package static func render(_ invoice: Invoice) -> String {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.number))
        for line in invoice.lines {
            writer.appendRow([
                .text(invoice.terms.number), .number(String(line.number)), .text(line.projectTitle), .text(line.taskTitle),
                .number(BillingDocumentXML.quantityText(line.quantity)), .number(line.unitPrice.amountText), .number(line.net.amountText),
                .number(line.net.currency.code),
            ])
        }
        return writer.text
    }
}
