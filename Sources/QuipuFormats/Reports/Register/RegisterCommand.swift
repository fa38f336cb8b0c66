import ArgumentParser
import Foundation

/// `quipu register`: the register of the workspace's invoices and credit notes, and its books.
struct RegisterCommand: ReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "List the invoices and credit notes of quipu.yml and book them for hledger and Beancount.",
        discussion: """
        Lists every invoice and credit note of the workspace's invoices: and creditNotes: issued by the as-of day, in issue-date order then number: type, client, dates, currency, net per VAT category and rate, VAT, gross, the amounts in the seller's accounting currency at each invoice's own rate, the day it was settled and what is open. Writes OUT/register.html, .xml, .csv, an hledger journal (.journal) and a Beancount file (.beancount) with a transaction per invoice, credit note and payment (formats: html, xml, csv, hledger, beancount), to the accounts of quipu.yml's accounts:, and prints their paths.

        Examples:
          quipu register
          quipu register --as-of 2024-06-30T23:59:59+02:00 --format csv,hledger,beancount

        """
    )

    @OptionGroup(title: "Report options")
    var flags: ReportFlags<RegisterKind>

    var request: RegisterRequest { RegisterRequest(options: flags.options) }
}
