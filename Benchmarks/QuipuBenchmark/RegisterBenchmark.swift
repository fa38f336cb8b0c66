import Foundation
import QuipuCore

/// `quipu-benchmark register [COUNT]`: a workspace whose register holds COUNT invoices (10,000 by
/// default): 100 clients, each billed monthly from one shared `AppState.json` (a project per
/// client, two hours on each workday), numbered `{yyyy}-{seq:5}` without gaps, most paid, every
/// twentieth credited in part, with receivables, unbilled-time and register entries. Times the
/// whole `quipu build` (every invoice as CSV, the register checked, the register's reports) and
/// its peak memory.
func runRegisterBenchmark(invoiceCount: Int) throws {
    let clientCount = 100
    let months = max(1, (invoiceCount + clientCount - 1) / clientCount)
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let workspace = folder.appendingPathComponent("benchmark-data/register-\(invoiceCount)")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let firstMonth = (year: 2016, month: 1)
    func month(_ index: Int) -> (year: Int, month: Int) {
        let zeroBased = firstMonth.month - 1 + index
        return (firstMonth.year + zeroBased / 12, zeroBased % 12 + 1)
    }
    func text(_ date: (year: Int, month: Int), day: Int = 1) -> String {
        String(format: "%04d-%02d-%02d", date.year, date.month, day)
    }

    // The history: per client a project with one task, a slip of two hours (09:00–11:00 UTC) on each workday.
    let days = LocalDate(year: firstMonth.year, month: firstMonth.month, day: 1)!.daysSince1970..<LocalDate(
        year: month(months).year, month: month(months).month, day: 1)!.daysSince1970
    var json = "{\"projects\":["
    var slipCount = 0
    for client in 0..<clientCount {
        json += (client > 0 ? "," : "") + "{\"id\":\"\(uuid(1, client, 0))\",\"title\":\"Project \(client)\",\"tasks\":[{\"id\":\"\(uuid(2, client, 0))\","
            + "\"title\":\"Work\",\"dueDate\":{\"unknown\":{}},\"state\":{\"inProgress\":{}},\"timeSlips\":["
        var first = true
        for day in days where LocalDate(daysSince1970: day).isoWeekday <= 5 {
            let start = (Int64(day) * 86_400 - 978_307_200) + 9 * 3600
            json += (first ? "" : ",") + "{\"id\":\"\(uuid(3, client, day))\",\"start\":\(start),\"stop\":\(start + 7200)}"
            first = false
            slipCount += 1
        }
        json += "]}]}"
    }
    json += "]}"
    try Data(json.utf8).write(to: workspace.appendingPathComponent("AppState.json"))

    // The register: invoices in issue-date order, one series without gaps per year.
    var yaml = """
    workspace: .
    output: output
    timeZone: UTC
    numbering: {invoices: "{yyyy}-{seq:5}", creditNotes: "{yyyy}-C{seq:5}"}
    seller:
      name: Benchmark Consulting
      address: {street: Hauptstraße 1, city: Berlin, postalCode: "10115", country: DE}
      vatId: DE123456789
      accountingCurrency: EUR
    clients:

    """
    for client in 0..<clientCount {
        yaml += """
          c\(client):
            name: Client \(client) GmbH
            address: {street: Weg \(client), city: Hamburg, postalCode: "20357", country: DE}
            state: AppState.json
            projects: [Project \(client)]
            currency: EUR
            hourlyRate: 95.00
            vat: {category: S, percent: 19}
            paymentTermsDays: 30

        """
    }
    yaml += "invoices:\n"
    var creditNotes = "creditNotes:\n"
    var written = 0, credited = 0
    var sequence = (year: 0, invoices: 0, creditNotes: 0)
    for index in 0..<months {
        let billed = month(index), issued = month(index + 1)
        if issued.year != sequence.year { sequence = (issued.year, 0, 0) }
        for client in 0..<clientCount where written < invoiceCount {
            sequence.invoices += 1
            let number = String(format: "%04d-%05d", issued.year, sequence.invoices)
            let paid = written % 7 == 0 ? "" : ", paid: \(text(issued, day: 20))"
            yaml += "  - {client: c\(client), period: \(String(format: "%04d-%02d", billed.year, billed.month)), number: \(number), "
                + "issueDate: \(text(issued)), asOf: \"\(text(issued))T00:00:00Z\", formats: [csv]\(paid)}\n"
            if written % 20 == 0 {
                sequence.creditNotes += 1
                creditNotes += "  - {invoice: \(number), number: \(String(format: "%04d-C%05d", issued.year, sequence.creditNotes)), "
                    + "issueDate: \(text(issued, day: 15)), amount: 10.00, reason: Discount, formats: [csv]}\n"
                credited += 1
            }
            written += 1
        }
    }
    let end = month(months)
    yaml += creditNotes + """
    receivables:
      - {asOf: "\(text(end, day: 15))T00:00:00Z"}
    unbilled:
      - {asOf: "\(text(end, day: 15))T00:00:00Z"}
    register: {asOf: "\(text(end, day: 15))T00:00:00Z", formats: [csv, hledger, beancount]}

    """
    let config = workspace.appendingPathComponent("quipu.yml")
    try Data(yaml.utf8).write(to: config)
    let stateMegabytes = Double(json.utf8.count) / 1_000_000
    print("Quipu register benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(written) invoices and \(credited) credit notes "
        + "of \(clientCount) clients over \(months) months, billed from one AppState.json of \(slipCount) slips (\(format(stateMegabytes, 1)) MB)")
    var walls: [Double] = [], peak = 0
    for _ in 0..<3 {
        let run = try runProcess(folder.appendingPathComponent("quipu").path, ["build", "--config", config.path])
        walls.append(run.seconds)
        peak = max(peak, run.peakKilobytes)
    }
    var python: [Double] = []
    let state = workspace.appendingPathComponent("AppState.json").path
    for _ in 0..<3 { python.append(try runProcess("/usr/bin/python3", ["-c", "import json; json.load(open('\(state)'))"]).seconds) }
    print("quipu build (every invoice and credit note as CSV, the register checked, receivables, unbilled time, the register as CSV, hledger and Beancount): "
        + "median of three \(format(median(walls))) s, peak \(peak / 1024) MB")
    print("python3 json.load of the AppState.json, whole process: median of three \(format(median(python))) s; "
        + "quipu / python: \(format(median(walls) / median(python), 1))")
}

/// A fixed UUID from a kind and two numbers, so that the generated files are the same every time.
private func uuid(_ kind: Int, _ first: Int, _ second: Int) -> String {
    String(format: "%08X-0000-8000-8000-%04X%08X", kind, first, second)
}
