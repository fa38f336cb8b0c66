import QuipuCore
import QuipuXML

/// Renders a register as Quipu's register XML (`urn:quipu:register:1`, `register.xsd`): a
/// `document` per invoice and credit note with its net per VAT category and rate, then the
/// totals per currency and in the accounting currency. The HTML is made from it by `register.xsl`.
package enum RegisterXML {
    package static let namespace = "urn:quipu:register:1"

    package static func bytes(_ listing: RegisterListing, asOfInstant: Instant, timeZone: String) -> [UInt8] {
        var out = XMLByteWriter(reservingCapacity: 1024 + listing.entries.count * 600)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<register")
        out.appendAttribute("xmlns", namespace)
        out.appendAttribute("asOf", "\(listing.asOf)")
        out.appendAttribute("asOfInstant", asOfInstant.iso8601)
        out.appendAttribute("timeZone", timeZone)
        out.appendAttribute("accountingCurrency", listing.accountingCurrency.code)
        out.append(">\n")
        for entry in listing.entries {
            out.append("  <document")
            out.appendAttribute("type", entry.kind == .invoice ? "invoice" : "creditNote")
            out.appendAttribute("number", entry.number)
            if let credits = entry.credits { out.appendAttribute("credits", credits) }
            out.appendAttribute("client", entry.client)
            out.appendAttribute("clientName", entry.clientName)
            out.appendAttribute("issueDate", "\(entry.issueDate)")
            if let due = entry.dueDate { out.appendAttribute("dueDate", "\(due)") }
            out.appendAttribute("currency", entry.net.currency.code)
            out.appendAttribute("net", entry.net.amountText)
            out.appendAttribute("vat", entry.vat.amountText)
            out.appendAttribute("gross", entry.gross.amountText)
            out.appendAttribute("accountingNet", entry.accountingNet.amountText)
            out.appendAttribute("accountingVat", entry.accountingVAT.amountText)
            out.appendAttribute("accountingGross", entry.accountingGross.amountText)
            if let paid = entry.paid { out.appendAttribute("paid", "\(paid)") }
            if let open = entry.open { out.appendAttribute("open", open.amountText) }
            out.append(">\n")
            for (key, net) in entry.netByVAT {
                out.append("    <vat")
                out.appendAttribute("category", key.category.rawValue)
                out.appendAttribute("percent", "\(key.percent)")
                out.appendAttribute("net", net.amountText)
                out.append("/>\n")
            }
            out.append("  </document>\n")
        }
        out.append("  <totals>\n")
        for total in listing.totals {
            out.append("    <total")
            out.appendAttribute("currency", total.currency.code)
            out.appendAttribute("invoices", Int64(total.invoices))
            out.appendAttribute("creditNotes", Int64(total.creditNotes))
            out.appendAttribute("net", total.net.amountText)
            out.appendAttribute("vat", total.vat.amountText)
            out.appendAttribute("gross", total.gross.amountText)
            out.appendAttribute("accountingNet", total.accountingNet.amountText)
            out.appendAttribute("accountingVat", total.accountingVAT.amountText)
            out.appendAttribute("accountingGross", total.accountingGross.amountText)
            out.appendAttribute("open", total.open.amountText)
            out.append("/>\n")
        }
        out.append("    <accountingTotal")
        out.appendAttribute("currency", listing.accountingCurrency.code)
        out.appendAttribute("net", listing.accountingNet.amountText)
        out.appendAttribute("vat", listing.accountingVAT.amountText)
        out.appendAttribute("gross", listing.accountingGross.amountText)
        out.append("/>\n  </totals>\n</register>\n")
        return out.bytes
    }
}
