import Foundation
import QuipuCore
import QuipuXML

/// Renders unbilled time as Quipu's unbilled XML (`urn:quipu:unbilled:1`, `unbilled.xsd`): per
/// client, the days its unbilled time falls on and one line per task as its next invoice would
/// bill it. The HTML is made from this document by `unbilled.xsl`.
package enum UnbilledXML {
    package static let namespace = "urn:quipu:unbilled:1"

    /// The document as an element tree; `clientNames` are the clients' names as invoices print them.
    package static func element(_ unbilled: Unbilled, clientNames: [String: String], asOf: Instant, timeZone: TimeZone) -> XMLElementValue {
        XMLElementValue("unbilled", [("xmlns", namespace), ("asOf", "\(unbilled.asOf)"), ("asOfInstant", asOf.iso8601), ("timeZone", timeZone.identifier)],
                        unbilled.clients.map { time in
            var attributes = [("key", time.client), ("name", clientNames[time.client] ?? time.client), ("currency", time.net.currency.code),
                              ("net", time.net.amountText)]
            if let days = time.days { attributes += [("firstDay", "\(days.lowerBound)"), ("lastDay", "\(days.upperBound)")] }
            return .element(XMLElementValue("client", attributes, time.lines.map { line in
                .element(XMLElementValue("line", [
                    ("projectId", line.projectID.uuidString), ("project", line.projectTitle), ("taskId", line.taskID.uuidString), ("task", line.taskTitle),
                    ("billedSeconds", String(line.billedSeconds)), ("billedHm", line.billedHoursMinutes),
                    ("quantity", BillingDocumentXML.quantityText(line.quantity)), ("unitPrice", line.unitPrice.amountText), ("net", line.net.amountText),
                ]))
            }))
        })
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    package static func document(_ unbilled: Unbilled, clientNames: [String: String], asOf: Instant, timeZone: TimeZone) -> LibXMLDocument {
        LibXMLDocument(root: element(unbilled, clientNames: clientNames, asOf: asOf, timeZone: timeZone))
    }
}
