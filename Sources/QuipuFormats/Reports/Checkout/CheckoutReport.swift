import Foundation
import QuipuCore

/// A checkout as a user asks for it: `quipu checkout --orders orders.json` or an entry of `checkouts:`.
package struct CheckoutRequest: ReportRequest {
    package var ordersPath: String
    /// `nil` for `luthier.json` beside the orders file.
    package var catalogPath: String?
    /// `nil` for the workspace's `rates:`.
    package var ratesPaths: [String]?
    /// The command line's or the entry's options.
    package var options = ReportOptions<CheckoutFormat>()
    /// Where it was asked for (`quipu.yml: line 50: checkouts[0]`); `nil` on the command line.
    package var origin: String?

    /// The report, with the rates files and their fallback rule from the workspace config where not given.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> CheckoutReport {
        let config = context.workspace
        let output = try context.options(options).settings(in: context.environment, origin: origin).output(defaultStem: "checkout")
        let catalog = catalogPath ?? URL(fileURLWithPath: ordersPath).deletingLastPathComponent().appendingPathComponent("luthier.json").relativePath
        return CheckoutReport(ordersPath: ordersPath, catalogPath: catalog, ratesPaths: ratesPaths ?? config?.ratesPaths ?? [],
                              fallback: config?.rateFallback ?? .previous, output: output, origin: origin,
                              workers: context.environment.processorCount)
    }
}

/// What a checkout is made from.
package struct CheckoutSource: Sendable {
    package let catalog: GuitarCatalog
    package let orders: [GuitarOrder]
    package let rates: ExchangeRates
}

/// A checkout ready to make: every order of a file priced from the catalog in its own currency.
package struct CheckoutReport: Report {
    package let ordersPath: String
    package let catalogPath: String
    package let ratesPaths: [String]
    package let fallback: RateFallback
    /// `OUT/checkout.EXT` for each format, unless named otherwise.
    package let output: ReportOutput<CheckoutFormat>
    package let origin: String?
    /// How many threads read the orders and price them.
    package var workers = 1

    package var inputPaths: [String] { [ordersPath, catalogPath] + ratesPaths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> CheckoutSource {
        progress?(.reading(ordersPath))
        let orders = try CheckoutLoader.loadOrders(path: ordersPath, workers: workers)
        progress?(.reading(catalogPath))
        let catalog = try CheckoutLoader.loadCatalog(path: catalogPath)
        return CheckoutSource(catalog: catalog, orders: orders, rates: try RatesLoader.load(paths: ratesPaths))
    }

    package func project(_ source: CheckoutSource) throws(QuipuError) -> Checkout {
        do {
            return try Checkout(orders: source.orders, catalog: source.catalog, rates: source.rates, fallback: fallback,
                                workers: workers)
        } catch {
            let hint = if case .rate = error, ratesPaths.isEmpty { "; expected --rates FILE or `rates:` in quipu.yml" } else { "" }
            throw QuipuError(.dataError, [origin, ordersPath, "\(error)\(hint)"].compactMap { $0 }.joined(separator: ": "))
        }
    }

    package func render(_ checkout: Checkout) throws(QuipuError) -> [RenderedReport] {
        output.rendered(try CheckoutRenderer(templates: output.templates, formats: output.formats, language: output.language).render(checkout))
    }
}
