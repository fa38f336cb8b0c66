import ArgumentParser
import Foundation

/// `quipu receivables`: the open invoices of the register, aged.
struct ReceivablesCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "receivables",
        abstract: "List who still owes what: the register's open invoices, aged.",
        discussion: """
        Makes every invoice and credit note listed in quipu.yml (the register) and lists each invoice with something still open on the as-of day: its amount due less its credit notes and the payments received by then (`paid:` or `payments:` on its entry), its issue and due dates, the days it is overdue and its aging bucket (current, 1-30, 31-60, 61-90, over 90 days). Totals per currency, and in the seller's accounting currency at each invoice's own exchange rate. Writes OUT/receivables.html, .xml and .csv (formats: html, xml, csv) and prints their paths.

        Examples:
          quipu receivables
          quipu receivables --as-of 2024-06-01T00:00:00Z --format csv

        """
    )

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<ReceivablesKind>

    var request: ReceivablesRequest { ReceivablesRequest(options: flags.options) }
}
