extension QuipuConfig {
    /// The invoices the config asks for (`invoices:`), in its order.
    public func invoiceRequests() -> [InvoiceReportRequest] {
        billing.invoices.map { entry in
            InvoiceReportRequest(
                client: entry.client, period: entry.period, number: entry.number, issueDate: entry.issueDate, currency: entry.currency,
                options: ReportOptions(timeZone: entry.timeZone, weekStart: entry.weekStart, asOf: entry.asOf, formats: entry.formats),
                origin: entry.place)
        }
    }

    /// The checkouts the config asks for (`checkouts:`), with paths made relative to the workspace.
    public func checkoutRequests() -> [CheckoutReportRequest] {
        billing.checkouts.map { entry in
            CheckoutReportRequest(ordersPath: resolveInWorkspace(entry.orders), catalogPath: entry.catalog.map(resolveInWorkspace),
                                  ratesPaths: entry.rates?.map(resolveInWorkspace), options: ReportOptions(formats: entry.formats),
                                  origin: entry.place)
        }
    }
}
