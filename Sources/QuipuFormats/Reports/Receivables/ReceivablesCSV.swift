import Foundation
import QuipuCore
import QuipuXML

/// Renders receivables as CSV: one row per open invoice, by client, due date and number; then one
/// per credit note of an invoice outside the register, its credit a negative open amount
/// (`credit_note` names it; it has no due date or amount due).
package enum ReceivablesCSV {
    package static let header = ["client", "client_name", "invoice", "credit_note", "issue_date", "due_date", "days_overdue", "bucket", "currency",
                                 "payable", "credited", "paid", "open", "accounting_currency", "open_accounting"]

    package static func bytes(_ receivables: Receivables) -> [UInt8] {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        for open in receivables.invoices {
            let invoice = open.booked.invoice
            writer.appendRow([.text(open.booked.client), .text(invoice.terms.buyer.name), .text(open.booked.number), .text(""),
                              .number("\(open.booked.issueDate)"),
                              .number("\(invoice.dueDate)"), .number(String(open.daysOverdue)), .number(open.bucket.rawValue),
                              .number(invoice.currency.code), .number(invoice.payable.amountText), .number(open.balance.credited.amountText),
                              .number(open.balance.paid.amountText), .number(open.balance.open.amountText),
                              .number(receivables.accountingTotals.currency.code), .number(open.openInAccountingCurrency.amountText)])
        }
        for credit in receivables.credits {
            let note = credit.booked.creditNote
            writer.appendRow([.text(credit.booked.client), .text(note.credited.terms.buyer.name), .text(credit.booked.invoiceNumber),
                              .text(credit.booked.number), .number("\(credit.booked.issueDate)"), .number(""), .number("0"),
                              .number(AgingBucket.current.rawValue), .number(note.currency.code), .number(""), .number(note.payable.amountText),
                              .number(Money.zero(note.currency).amountText), .number(credit.open.amountText),
                              .number(receivables.accountingTotals.currency.code), .number(credit.openInAccountingCurrency.amountText)])
        }
        return Array(writer.text.utf8)
    }
}
