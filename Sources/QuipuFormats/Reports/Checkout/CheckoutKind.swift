import Foundation
import QuipuCore

/// Checkouts of the guitar shop's orders: `checkouts:` in `quipu.yml`, `quipu checkout` on the
/// command line.
enum CheckoutKind: ReportKind {
    typealias Command = CheckoutCommand
    static let section = ConfigSection(key: "checkouts", isList: true, entryName: "a checkout", requiredKeys: ["orders"],
                                       optionalKeys: ["catalog", "rates"], example: "{orders: orders.json, catalog: luthier.json}")
    /// Its orders carry their own dates, so no zone, week or as-of; `name` tells two checkouts' files apart.
    static let sharedOptions: [SharedOption] = [.formats, .output, .name, .templates, .locale, .csvLocale]

    /// An entry: `orders`, optionally `catalog` and `rates` (relative to the workspace; the
    /// workspace's `rates:` by default).
    static func request(from fields: ConfigMapping, options: ReportOptions<CheckoutFormat>,
                        in config: QuipuConfig) throws(QuipuError) -> CheckoutRequest {
        CheckoutRequest(
            ordersPath: config.pathInWorkspace(try required("orders", of: fields).nonEmptyText("an orders file such as orders.json")),
            catalogPath: try fields["catalog"].map { value throws(QuipuError) in
                config.pathInWorkspace(try value.nonEmptyText("a catalog file such as luthier.json"))
            },
            ratesPaths: try fields["rates"]?.texts("a rates file path or a list of them").map(config.pathInWorkspace),
            options: options,
            origin: fields.owner.place)
    }
}

/// The formats a checkout comes in.
package enum CheckoutFormat: String, OutputFormat {
    case html, xml, csv
}

extension CheckoutFormat {
    /// The CSV's columns of decimal numbers, which a CSV for a locale's spreadsheet writes with its decimal symbol.
    package static func isDecimalCSVColumn(_ header: String) -> Bool {
        ["catalog_price", "rate", "price"].contains(header)
    }
}
