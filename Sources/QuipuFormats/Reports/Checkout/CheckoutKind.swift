import ArgumentParser
import Foundation
import QuipuCore

/// Checkouts of the guitar shop's orders: `checkouts:` in `quipu.yml`, `quipu checkout` on the
/// command line.
enum CheckoutKind: ReportKind {
    static let section = ConfigSection(key: "checkouts", isList: true, example: "{orders: orders.json, catalog: luthier.json}")
    static let command: any ParsableCommand.Type = CheckoutCommand.self

    /// The shared options a checkout takes: its orders carry their own dates, so no zone, week or as-of.
    static let sharedKeys = ["formats", "output", "name", "templates"]

    /// An entry: `orders`, optionally `catalog` and `rates` (relative to the workspace; the
    /// workspace's `rates:` by default), and the output options; `name` tells two checkouts' files apart.
    static func request(from entry: ConfigValue, in config: QuipuConfig) throws(QuipuError) -> CheckoutReportRequest {
        let expected = "a checkout: orders, and optionally catalog, rates, " + sharedKeys.joined(separator: ", ")
        let fields = try entry.mapping(allowed: ["orders", "catalog", "rates"] + sharedKeys, expected: expected)
        return CheckoutReportRequest(
            ordersPath: config.resolveInWorkspace(try fields.required("orders", expected).nonEmptyText("an orders file such as orders.json")),
            catalogPath: try fields["catalog"].map { value throws(QuipuError) in
                config.resolveInWorkspace(try value.nonEmptyText("a catalog file such as luthier.json"))
            },
            ratesPaths: try fields["rates"]?.texts("a rates file path or a list of them").map(config.resolveInWorkspace),
            options: try ReportOptions.read(fields, formats: CheckoutFormat.self, keys: sharedKeys, config: config),
            origin: entry.place)
    }
}

/// The formats a checkout comes in.
public enum CheckoutFormat: String, OutputFormat {
    case html, xml, csv
}
