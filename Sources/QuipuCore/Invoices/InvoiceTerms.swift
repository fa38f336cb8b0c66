import Foundation

/// Which day's exchange rate converts an invoice.
public enum RateDateRule: String, CaseIterable, Sendable {
    /// The last day of the billed period.
    case periodEnd = "period-end"
    /// The invoice's issue date.
    case issue
}

/// How one client is billed: what is billed, at which rates, in which currency, taxed how.
public struct BillingSettings: Sendable {
    /// Projects billed, by title or id; `nil` bills every project but the one of time recorded
    /// without a project (`Project.projectlessTitle`).
    public let projects: [String]?
    /// Projects and tasks whose time is not billed, besides slips recorded as not billable.
    public let nonBillable: NonBillableWork
    /// The invoice currency.
    public let currency: Currency
    /// The currency of `hourlyRates`; unit prices are converted from it when it is not `currency`.
    public let rateCurrency: Currency
    /// The client's hourly rates, in `rateCurrency`.
    public let hourlyRates: HourlyRates
    /// How every line is taxed.
    public let vat: VATRule
    /// Due date = issue date + this many days.
    public let paymentTermsDays: Int
    /// Which day's exchange rates convert the hourly rates and the accounting VAT.
    public let rateDate: RateDateRule
    /// How quantities, prices, line nets and VAT are rounded.
    public let roundingMode: RoundingMode
    /// The zone whose local days the billed time falls on.
    public let timeZone: TimeZone
    /// The first day of a week, for a period of ISO weeks.
    public let weekStart: WeekStart
    /// To which local day time across midnight is credited, and so whether it falls in the period.
    public let midnight: MidnightPolicy
    /// The timesheet's rounding, which decides billed time; `nil` bills recorded time.
    public let timeRounding: DurationRounding?

    /// Creates settings from their parts; `rateCurrency` defaults to `currency`. `Invoice.init`
    /// checks them against the tracked time.
    public init(projects: [String]? = nil, currency: Currency, rateCurrency: Currency? = nil, hourlyRates: HourlyRates,
                vat: VATRule, paymentTermsDays: Int, rateDate: RateDateRule = .periodEnd, roundingMode: RoundingMode = .halfUp,
                timeZone: TimeZone, weekStart: WeekStart = .monday, midnight: MidnightPolicy = .split,
                timeRounding: DurationRounding? = nil, nonBillable: NonBillableWork = .none) {
        self.projects = projects
        self.nonBillable = nonBillable
        self.currency = currency
        self.rateCurrency = rateCurrency ?? currency
        self.hourlyRates = hourlyRates
        self.vat = vat
        self.paymentTermsDays = paymentTermsDays
        self.rateDate = rateDate
        self.roundingMode = roundingMode
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.midnight = midnight
        self.timeRounding = timeRounding
    }
}

/// Everything one invoice depends on besides the tracked time and the exchange rates.
public struct InvoiceTerms: Sendable {
    /// The invoice number as given (`2024-0042`).
    public let number: String
    /// The day the invoice is issued (BT-2); the due date counts from it.
    public let issueDate: LocalDate
    /// The period billed, read in the billing's time zone and week start.
    public let period: Period
    /// Running slips are billed up to this instant.
    public let asOf: Instant
    /// The party that bills.
    public let seller: Party
    /// The seller's bookkeeping currency: the VAT total is also stated in it when the invoice's differs.
    public let accountingCurrency: Currency
    /// The client billed.
    public let buyer: Party
    /// How the buyer is billed: projects, rates, currency, VAT, rounding and time zone.
    public let billing: BillingSettings
    /// Which publication prices a rate date that has none.
    public let rateFallback: RateFallback
    /// The rule set the e-invoice is made for.
    public let profile: InvoiceProfile
    /// The buyer's reference (BT-10), such as a German public buyer's Leitweg-ID `04011000-12345-67`.
    public let buyerReference: String?
    /// The buyer's purchase order number (BT-13).
    public let orderReference: String?

    /// Creates terms from their parts; `Invoice.init` checks them.
    public init(number: String, issueDate: LocalDate, period: Period, asOf: Instant, seller: Party, accountingCurrency: Currency,
                buyer: Party, billing: BillingSettings, rateFallback: RateFallback = .previous, profile: InvoiceProfile = .en16931,
                buyerReference: String? = nil, orderReference: String? = nil) {
        self.number = number
        self.issueDate = issueDate
        self.period = period
        self.asOf = asOf
        self.seller = seller
        self.accountingCurrency = accountingCurrency
        self.buyer = buyer
        self.billing = billing
        self.rateFallback = rateFallback
        self.profile = profile
        self.buyerReference = buyerReference
        self.orderReference = orderReference
    }
}
