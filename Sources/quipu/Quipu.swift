import ArgumentParser
import Foundation
import QuipuFormats

@main
struct Quipu: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quipu",
        abstract: "Exact, deterministic reports from what your small Swift apps persist.",
        discussion: """
        Quipu reads what small Swift apps persist and writes reports as HTML, XML and CSV: timesheets and invoices (also as UBL 2.1 e-invoices) from a time tracker, checkout totals from a guitar shop's orders, fasting summaries and a static website of them from a fasting timer. `quipu build` makes every report that quipu.yml asks for; the other commands make one.

        Exit status: 0 on success, 64 for a bad flag or quipu.yml, 65 for bad input data, 66 for a missing input file, 73 when an output file cannot be written.
        """,
        subcommands: [Build.self] + ReportKinds.commands + [RatesCommand.self, TemplatesCommand.self]
    )
}
