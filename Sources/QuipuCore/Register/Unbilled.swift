import Foundation

/// A client's billable time that no invoice of the register bills yet, priced as the client's
/// next invoice would price it.
public struct UnbilledTime: Sendable {
    /// The client's name under `clients:`.
    public let client: String
    /// The days the time falls on: from the first unbilled day to the as-of day; `nil` when nothing is unbilled.
    public let days: ClosedRange<LocalDate>?
    /// One per task, as an invoice of those days would bill them (hours rounded and priced the
    /// client's way); empty when nothing is unbilled.
    public let lines: [InvoiceLine]
    /// The lines' net total, in the client's currency.
    public let net: Money

    /// The billable time of `state` under `terms` (its billing, seller and buyer; its period is
    /// replaced) up to the end of `asOf`, less every stretch in `billed` (what the register's
    /// invoices bill of the same tracker file), priced with `rates`.
    public init(client: String, state: AppState, terms: InvoiceTerms, billed: BilledStretches, asOf: LocalDate,
                rates: ExchangeRates) throws(InvoiceError) {
        self.client = client
        let billing = terms.billing
        let remainder = Self.removing(billed, from: try Invoice.billedProjects(of: state, named: billing.projects), asOf: terms.asOf)
        let firstStart = remainder.projects.flatMap { project in
            project.tasks.filter { billing.nonBillable.isBillable(task: $0, of: project) }.flatMap(\.timeSlips).filter(\.isBillable)
        }.map(\.start).min()
        let firstDay = firstStart.map { LocalDateTime(Instant($0), in: billing.timeZone).date }
        guard let firstDay, firstDay <= asOf else {
            (days, lines, net) = (nil, [], Money(0, billing.currency))
            return
        }
        let period = Period.range(from: .day(firstDay), through: .day(asOf))
        let unbilledTerms = InvoiceTerms(number: terms.number, issueDate: terms.issueDate, period: period, asOf: terms.asOf, seller: terms.seller,
                                         accountingCurrency: terms.accountingCurrency, buyer: terms.buyer, billing: billing,
                                         rateFallback: terms.rateFallback, profile: terms.profile)
        do {
            let invoice = try Invoice(state: remainder, terms: unbilledTerms, rates: rates)
            (days, lines, net) = (firstDay...asOf, invoice.lines, invoice.netTotal)
        } catch .nothingToBill {
            (days, lines, net) = (nil, [], Money(0, billing.currency))
        }
    }

    /// `state` with the stretches of `billed` cut out of its slips (a slip billed in the middle
    /// leaves two pieces), running slips ended at `asOf`.
    static func removing(_ billed: BilledStretches, from state: AppState, asOf: Instant) -> AppState {
        let stretches = billed.bySlip
        return AppState(projects: state.projects.map { project in
            Project(id: project.id, title: project.title, tasks: project.tasks.map { task in
                ProjectTask(id: task.id, title: task.title, dueDate: task.dueDate, state: task.state, timeSlips: task.timeSlips.flatMap { slip in
                    guard let cuts = stretches[slip.id] else { return [slip] }
                    var pieces = [(Instant(slip.start), slip.stop.map(Instant.init) ?? asOf)]
                    for cut in cuts {
                        pieces = pieces.flatMap { start, end in
                            [(start, min(end, cut.start)), (max(start, cut.end), end)].filter { $0.0 < $0.1 }
                        }
                    }
                    return pieces.map { TimeSlip(id: slip.id, start: $0.0.date, stop: $0.1.date, isBillable: slip.isBillable) }
                })
            })
        })
    }
}

/// The stretches of slips of one tracker file that invoices bill, by slip.
public struct BilledStretches: Sendable {
    /// Per slip id, the stretches of it invoices bill.
    public let bySlip: [UUID: [SlipReference]]

    /// The stretches `slips` name.
    public init(_ slips: [SlipReference]) { bySlip = Dictionary(grouping: slips, by: \.slipID) }
}

/// Every client's unbilled time on a day.
public struct Unbilled: Sendable {
    public let asOf: LocalDate
    /// By client, in the order given.
    public let clients: [UnbilledTime]

    public init(asOf: LocalDate, clients: [UnbilledTime]) {
        self.asOf = asOf
        self.clients = clients
    }
}
