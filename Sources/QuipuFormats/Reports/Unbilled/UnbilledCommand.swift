import ArgumentParser
import Foundation

/// `quipu unbilled`: billable time no invoice of the register bills yet.
struct UnbilledCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "unbilled",
        abstract: "List the billable time no invoice bills yet, and what it would bill.",
        discussion: """
        For each client of quipu.yml (or the one named), the billable time of its tracker file up to the as-of day that no invoice listed in quipu.yml bills (invoices credited in full bill nothing), per project and task, with the hours and the amount the client's next invoice would state: the client's rates, rounding, currency and exchange rates. Writes OUT/unbilled.html, .xml and .csv (formats: html, xml, csv) and prints their paths.

        Examples:
          quipu unbilled
          quipu unbilled acme --as-of 2024-06-30T22:00:00Z --format csv

        """
    )

    @Argument(help: ArgumentHelp("A client's name under `clients:`. Default: every client.", valueName: "client"))
    var client: String?

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<UnbilledKind>

    var request: UnbilledRequest { UnbilledRequest(client: client, options: flags.options) }
}
