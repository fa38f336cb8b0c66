import Foundation
import QuipuCore

/// Renders unbilled time as CSV: one row per client and task, in the order of the clients and of
/// their lines.
package enum UnbilledCSV {
    package static let header = ["client", "client_name", "first_day", "last_day", "project", "task", "hours", "unit_price", "net", "currency"]

    package static func bytes(_ unbilled: Unbilled, clientNames: [String: String]) -> [UInt8] {
        var writer = CSVWriter()
        writer.appendRow(header.map(CSVField.text))
        for time in unbilled.clients {
            guard let days = time.days else { continue }
            for line in time.lines {
                writer.appendRow([.text(time.client), .text(clientNames[time.client] ?? time.client), .number("\(days.lowerBound)"),
                                  .number("\(days.upperBound)"), .text(line.projectTitle), .text(line.taskTitle),
                                  .number(BillingDocumentXML.quantityText(line.quantity)), .number(line.unitPrice.amountText),
                                  .number(line.net.amountText), .number(line.net.currency.code)])
            }
        }
        return Array(writer.text.utf8)
    }
}
