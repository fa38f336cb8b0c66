import Foundation

/// One line of an invoice: a task's billed time at its hourly rate.
public struct InvoiceLine: Hashable, Sendable {
    /// 1, 2, 3… in invoice order.
    public let number: Int
    /// The id of the task's project.
    public let projectID: UUID
    /// The title of the task's project.
    public let projectTitle: String
    /// The id of the billed task.
    public let taskID: UUID
    /// The title of the billed task, printed as the line's item name.
    public let taskTitle: String
    /// Billed time in whole seconds, as the timesheet shows it.
    public let billedSeconds: Int64
    /// Billed hours rounded to 4 decimals, printed as the quantity (unit `HUR`).
    public let quantity: Decimal
    /// The hourly rate as configured, in the rate currency.
    public let listPrice: Money
    /// Which setting the rate came from (task, project or client).
    public let rateSource: HourlyRates.Source
    /// The hourly rate in the invoice currency, rounded to 4 decimals.
    public let unitPrice: Money
    /// `quantity × unitPrice` rounded to the currency's minor unit.
    public let net: Money
}

/// VAT of one category: `taxAmount = round(taxableAmount × percent / 100)`.
public struct VATBreakdown: Hashable, Sendable {
    /// The VAT category (BT-118).
    public let category: VATCategory
    /// The VAT rate in percent (BT-119): `19` for 19 %; 0 in every category but standard.
    public let percent: Decimal
    /// The net amount taxed (BT-116): the document's net total.
    public let taxableAmount: Money
    /// The VAT charged (BT-117), rounded to the currency's minor unit.
    public let taxAmount: Money
    /// The VAT rule's exemption reason (BT-120), if it has one.
    public let exemptionReason: String?
}

/// An invoice for one client's tracked time of a period: the pure projection of an `AppState`.
///
/// Every printed number is reproducible from the printed numbers: a line's net is its printed
/// quantity times its printed unit price, rounded; the net total is the sum of the line nets
/// (EN 16931 BR-CO-10); VAT is the rounded percentage of that; the payable amount their sum.
public struct Invoice: Sendable {
    /// The terms the invoice was made from: its number, dates, period, parties, billing settings and profile.
    public let terms: InvoiceTerms
    /// The first and last local day billed.
    public let servicePeriod: ClosedRange<LocalDate>
    /// The payment due date (BT-9): the issue date plus the payment terms' days.
    public let dueDate: LocalDate
    /// One line per task with billed time in the period, in the timesheet's order (project title,
    /// then task title), numbered from 1.
    public let lines: [InvoiceLine]
    /// The sum of the line nets (BT-106, BT-109).
    public let netTotal: Money
    /// The VAT of the invoice's one category (BG-23).
    public let vatBreakdown: [VATBreakdown]
    /// The VAT total (BT-110): the category's percentage of the net total, rounded.
    public let vatTotal: Money
    /// The net total plus the VAT total (BT-112, BT-115).
    public let payable: Money
    /// The rate that converted the hourly rates to the invoice currency, when they differ.
    public let priceConversion: ExchangeRate?
    /// The VAT total in the seller's accounting currency and the rate used, when the invoice's differs.
    public let accountingVAT: (amount: Money, rate: ExchangeRate)?
    /// Billed slips that ran at the same time as another, each pair once: both are billed.
    public let overlaps: OverlapSummary
    /// Slips with no stop, billed up to `asOf`.
    public let runningSlips: [SlipReference]

    /// The invoice currency (BT-5), `terms.billing.currency`.
    public var currency: Currency { terms.billing.currency }

    /// Bills `state` as `terms` say, converting with `rates` where currencies differ.
    ///
    /// Billed time is the timesheet's (`Timesheet`) of the billable time of the billed projects over
    /// the period (slips recorded as billable, outside `BillingSettings.nonBillable`), with the
    /// billing's time zone, week start, midnight policy and time rounding; running slips count up
    /// to `terms.asOf`. Hourly rates and the accounting VAT are converted at the rate date's
    /// exchange rates (`BillingSettings.rateDate`, `InvoiceTerms.rateFallback`).
    /// - Throws: `InvoiceError` when the buyer's VAT identifier does not suit the VAT category, the
    ///   profile lacks data, the payment terms are negative, a rate key or project name matches
    ///   nothing (or a title is shared), an exchange rate or a task's hourly rate is missing, an
    ///   amount overflows, or nothing in the period is billed.
    public init(state: AppState, terms: InvoiceTerms, rates: ExchangeRates) throws(InvoiceError) {
        let billing = terms.billing, mode = billing.roundingMode
        if let problem = billing.vat.buyerProblem(terms.buyer) { throw problem }
        let missing = terms.profile.missingRequirements(of: terms)
        guard missing.isEmpty else { throw .profileRequirementsMissing(terms.profile, missing) }
        guard billing.paymentTermsDays >= 0 else { throw .negativePaymentTerms(billing.paymentTermsDays) }
        let unmatched = billing.hourlyRates.unmatchedKeys(in: state)
        guard unmatched.isEmpty else { throw .unmatchedRateKeys(unmatched) }
        let billed = try Self.billedProjects(of: state, named: billing.projects)

        let days = terms.period.days(weekStart: billing.weekStart)
        let rateDate = billing.rateDate == .periodEnd ? days.last : terms.issueDate
        func lookUp(_ from: Currency, _ to: Currency) throws(InvoiceError) -> ExchangeRate {
            do { return try rates.rate(from: from, to: to, on: rateDate, fallback: terms.rateFallback) } catch { throw .rate(error) }
        }
        let priceRate = try lookUp(billing.rateCurrency, billing.currency)
        let timesheet = Timesheet(state: billed, parameters: TimesheetParameters(
            period: terms.period, timeZone: billing.timeZone, weekStart: billing.weekStart, asOf: terms.asOf,
            midnight: billing.midnight, rounding: billing.timeRounding, nonBillable: billing.nonBillable,
            projectlessTimeIsBillable: billing.projects != nil))

        var lines: [InvoiceLine] = []
        for row in timesheet.rows where row.total.billed.seconds > 0 {
            let project = billed.projects.first { $0.id == row.projectID }!
            let task = project.tasks.first { $0.id == row.taskID }!
            guard let (rate, source) = billing.hourlyRates.rate(project: project, task: task) else {
                throw .noHourlyRate(project: project.title, task: task.title)
            }
            lines.append(try Self.money { () throws(MoneyError) in
                let seconds = row.total.billed.seconds
                let quantity = try DecimalArithmetic.divide(Decimal(seconds), 3600).rounded(toPlaces: 4, mode)
                let listPrice = Money(rate, billing.rateCurrency)
                let unitPrice = Money(try priceRate.convert(listPrice).amount.rounded(toPlaces: 4, mode), billing.currency)
                return InvoiceLine(number: lines.count + 1, projectID: project.id, projectTitle: project.title, taskID: task.id,
                                   taskTitle: task.title, billedSeconds: seconds, quantity: quantity, listPrice: listPrice,
                                   rateSource: source, unitPrice: unitPrice, net: try unitPrice.multiplied(by: quantity).rounded(mode))
            })
        }
        guard !lines.isEmpty else { throw .nothingToBill(terms.period) }

        let totals = try Self.money { () throws(MoneyError) in
            try DocumentTotals(lineNets: lines.map(\.net), currency: billing.currency, vat: billing.vat, mode: mode)
        }
        if billing.currency == terms.accountingCurrency {
            accountingVAT = nil
        } else {
            let rate = try lookUp(billing.currency, terms.accountingCurrency)
            accountingVAT = (try Self.money { () throws(MoneyError) in try rate.convert(totals.vat).rounded(mode) }, rate)
        }
        self.terms = terms
        servicePeriod = days.first...days.last
        dueDate = terms.issueDate.adding(days: billing.paymentTermsDays)
        self.lines = lines
        netTotal = totals.net
        vatBreakdown = totals.vatBreakdown
        vatTotal = totals.vat
        payable = totals.payable
        priceConversion = priceRate.isIdentity ? nil : priceRate
        overlaps = timesheet.overlaps
        runningSlips = timesheet.runningSlips
    }

    /// The stretch of each slip of `state` (the one it bills from) this invoice bills: of the
    /// billable slips of the tasks its lines bill, the part in the period, or the whole slip where
    /// the midnight policy credits it all to a day of the period; in the app's order.
    public func billedSlips(of state: AppState) -> [SlipReference] {
        let billing = terms.billing
        let (first, last) = terms.period.days(weekStart: billing.weekStart)
        let boundaries = DayBoundaries(first: first, last: last, timeZone: billing.timeZone)
        // The tasks the lines bill: only those of billed projects whose time may be billed have lines.
        let billedTasks = Set(lines.map { [$0.projectID, $0.taskID] })
        var slips: [SlipReference] = []
        for project in state.projects {
            for task in project.tasks where billedTasks.contains([project.id, task.id]) {
                for slip in task.timeSlips where slip.isBillable {
                    let start = Instant(slip.start), end = slip.stop.map(Instant.init) ?? terms.asOf
                    guard end > start else { continue }
                    let stretch: (Instant, Instant)?
                    switch billing.midnight {
                    case .split:
                        let clippedStart = max(start, boundaries.periodStart), clippedEnd = min(end, boundaries.periodEnd)
                        stretch = clippedStart < clippedEnd ? (clippedStart, clippedEnd) : nil
                    case .startDay: stretch = boundaries.dayIndex(containing: start) != nil ? (start, end) : nil
                    case .endDay: stretch = boundaries.dayIndex(containing: Instant(milliseconds: end.milliseconds - 1)) != nil ? (start, end) : nil
                    }
                    guard let (from, to) = stretch else { continue }
                    slips.append(SlipReference(slipID: slip.id, projectTitle: project.title, taskTitle: task.title, start: from, end: to))
                }
            }
        }
        return slips
    }

    /// `state` with only the projects `names` names (by title or id), in the app's order; all
    /// of them but the one of time recorded without a project when `names` is `nil`. A name that matches no project is an error, and so is a
    /// title two projects share (billing both would be a guess): such a project is named by its id.
    static func billedProjects(of state: AppState, named names: [String]?) throws(InvoiceError) -> AppState {
        guard let names else { return AppState(projects: state.projects.filter { $0.title != Project.projectlessTitle }) }
        for name in names {
            let matches = state.projects.filter { HourlyRates.names(name, title: $0.title, id: $0.id) }
            if matches.isEmpty { throw .unknownProject(name, available: state.projects.map(\.title)) }
            if matches.count > 1 { throw .ambiguousProject(name, ids: matches.map(\.id)) }
        }
        return AppState(projects: state.projects.filter { project in
            names.contains { HourlyRates.names($0, title: project.title, id: project.id) }
        })
    }

    private static func money<T>(_ body: () throws(MoneyError) -> T) throws(InvoiceError) -> T {
        do { return try body() } catch { throw .money(error) }
    }
}
