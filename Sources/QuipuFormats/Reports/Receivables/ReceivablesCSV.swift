import Foundation
import QuipuCore
import QuipuXML

/// Renders receivables as CSV: one row per open invoice, by client, due date and number.
package enum ReceivablesCSV {
    package static let header = ["client", "client_name", "invoice", "issue_date", "due_date", "days_overdue", "bucket", "currency", "payable",
                                 "credited", "paid", "open", "accounting_currency", "open_accounting"]

    package static func bytes(_ receivables: Receivables) -> [UInt8] {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        for open in receivables.invoices {
            let invoice = open.booked.invoice
            writer.appendRow([.text(open.booked.client), .text(invoice.terms.buyer.name), .text(open.booked.number), .number("\(open.booked.issueDate)"),
                              .number("\(invoice.dueDate)"), .number(String(open.daysOverdue)), .number(open.bucket.rawValue),
                              .number(invoice.currency.code), .number(invoice.payable.amountText), .number(open.balance.credited.amountText),
                              .number(open.balance.paid.amountText), .number(open.balance.open.amountText),
                              .number(receivables.accountingTotals.currency.code), .number(open.openInAccountingCurrency.amountText)])
        }
        return Array(writer.text.utf8)
    }
}
