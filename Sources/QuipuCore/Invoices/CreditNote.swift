import Foundation

/// A credit of one invoice line: in full, or some of its hours.
public struct LineCredit: Hashable, Sendable {
    /// The invoice line: its number (`2`), or its task's title or id.
    public let line: String
    /// The hours credited, at most 4 decimals as the invoice's quantities; `nil` credits the whole line.
    public let hours: Decimal?

    /// Credits the line `line` names: in full, or `hours` of it.
    public init(line: String, hours: Decimal? = nil) {
        self.line = line
        self.hours = hours
    }
}

/// What a credit note credits of its invoice.
public enum CreditSelection: Hashable, Sendable {
    /// Every line in full: the invoice is cancelled.
    case wholeInvoice
    /// The chosen lines, each in full or some of its hours.
    case lines([LineCredit])
    /// A net amount in the invoice's currency, taxed like the invoice, for a reason the credit note states.
    case amount(Decimal)
}

/// Everything a credit note depends on besides the invoice it credits.
public struct CreditNoteTerms: Sendable {
    /// The credit note's own number (`2024-C001`).
    public let number: String
    /// On or after the invoice's issue date.
    public let issueDate: LocalDate
    /// What is credited.
    public let selection: CreditSelection
    /// Why the invoice is credited; required for an amount, which it names.
    public let reason: String?

    /// Creates terms from their parts; `CreditNote.init` checks them against the invoice.
    public init(number: String, issueDate: LocalDate, selection: CreditSelection, reason: String? = nil) {
        self.number = number
        self.issueDate = issueDate
        self.selection = selection
        self.reason = reason
    }
}

/// The unit of a credited quantity (UN/ECE recommendation 20).
public enum CreditedUnit: String, Sendable {
    /// Hours of an invoice line.
    case hours = "HUR"
    /// One credited amount.
    case one = "C62"
}

/// One line of a credit note: hours of an invoice line at its unit price, or an amount.
public struct CreditNoteLine: Hashable, Sendable {
    /// 1, 2, 3… in the order of the invoice's lines (an amount is line 1).
    public let number: Int
    /// The invoice line credited; `nil` for an amount credited with a reason.
    public let invoiceLine: InvoiceLine?
    /// The credited task's title, or the reason of a credited amount.
    public let itemName: String
    /// Hours to 4 decimals, or 1 for an amount.
    public let quantity: Decimal
    /// The unit of `quantity`: hours of an invoice line, or one for an amount.
    public let unit: CreditedUnit
    /// The invoice line's unit price, or the credited amount.
    public let unitPrice: Money
    /// `quantity × unitPrice` rounded to the currency's minor unit: the invoice line's net when
    /// the whole line is credited.
    public let net: Money
}

/// An invoice issued outside the register (before the books moved to Quipu, or by another tool)
/// that a credit note credits: only what the credit note states of it is known, so it is credited
/// an amount, never lines, and nothing limits that amount but the credit note's own terms.
public struct ExternalInvoice: Sendable {
    /// Its number, issue date, parties, billing settings (currency, VAT category, rounding),
    /// profile and references. `terms.period` is its service period when `servicePeriod` is
    /// known, else its issue date's day, which nothing prints.
    public let terms: InvoiceTerms
    /// The days it billed, when stated.
    public let servicePeriod: ClosedRange<LocalDate>?
    /// The rate from its currency to the seller's accounting currency on its rate date (the
    /// service period's last day or the issue date, as `BillingSettings.rateDate` says), when the two differ.
    public let accountingRate: ExchangeRate?

    /// The invoice `terms` describe, which billed `servicePeriod` when that is known, with the
    /// accounting currency's rate from `rates`.
    /// - Throws: `InvoiceError` when the buyer's VAT identifier does not suit the VAT category, the
    ///   profile lacks data, or the exchange rate is missing.
    public init(terms: InvoiceTerms, servicePeriod: Period?, rates: ExchangeRates) throws(InvoiceError) {
        let billing = terms.billing
        if let problem = billing.vat.buyerProblem(terms.buyer) { throw problem }
        let missing = terms.profile.missingRequirements(of: terms)
        guard missing.isEmpty else { throw .profileRequirementsMissing(terms.profile, missing) }
        let days = servicePeriod.map { $0.days(weekStart: billing.weekStart) }
        if billing.currency == terms.accountingCurrency {
            accountingRate = nil
        } else {
            let rateDate = billing.rateDate == .periodEnd ? days?.last ?? terms.issueDate : terms.issueDate
            do { accountingRate = try rates.rate(from: billing.currency, to: terms.accountingCurrency, on: rateDate, fallback: terms.rateFallback) } catch {
                throw .rate(error)
            }
        }
        self.terms = terms
        self.servicePeriod = days.map { $0.first...$0.last }
    }
}

/// The invoice a credit note credits.
public enum CreditedInvoice: Sendable {
    /// An invoice of the register, made again from its entry: its lines can be credited, and
    /// together the credit notes credit at most what it bills.
    case register(Invoice)
    /// An invoice outside the register, credited an amount.
    case external(ExternalInvoice)

    /// Its number, issue date, parties, billing settings, profile and references.
    public var terms: InvoiceTerms {
        switch self {
        case let .register(invoice): invoice.terms
        case let .external(invoice): invoice.terms
        }
    }

    /// The invoice of the register, or `nil` for an external one.
    public var invoice: Invoice? {
        if case let .register(invoice) = self { invoice } else { nil }
    }

    /// The days it billed, when known (always for an invoice of the register).
    public var servicePeriod: ClosedRange<LocalDate>? {
        switch self {
        case let .register(invoice): invoice.servicePeriod
        case let .external(invoice): invoice.servicePeriod
        }
    }

    /// The rate its VAT was converted to the accounting currency at, when the currencies differ:
    /// the rate a credit note's accounting amounts use, whatever the rates on its own date.
    public var accountingRate: ExchangeRate? {
        switch self {
        case let .register(invoice): invoice.accountingVAT?.rate
        case let .external(invoice): invoice.accountingRate
        }
    }
}

/// A credit note: a positive document that takes back all or part of an issued invoice, in the
/// invoice's currency, at its unit prices and exchange rates, taxed in its VAT category. Its
/// totals add up like an invoice's (`DocumentTotals`), and it never credits more than an invoice
/// of the register: no line more hours than it bills, no amount more than the invoice's net total.
public struct CreditNote: Sendable {
    /// The invoice credited, as it was issued: its number, dates, parties, profile and references.
    public let credited: CreditedInvoice
    /// The terms the credit note was made from, a blank reason stored as `nil`.
    public let terms: CreditNoteTerms
    /// The credited lines in the invoice's order, or the one line of a credited amount.
    public let lines: [CreditNoteLine]
    /// The sum of the line nets (BT-106, BT-109).
    public let netTotal: Money
    /// The VAT of the invoice's one category (BG-23).
    public let vatBreakdown: [VATBreakdown]
    /// The VAT total (BT-110): the invoice category's percentage of the net total, rounded.
    public let vatTotal: Money
    /// The net total plus the VAT total (BT-112, BT-115).
    public let payable: Money
    /// The VAT total in the seller's accounting currency, at the invoice's rate, when the invoice's currency differs.
    public let accountingVAT: (amount: Money, rate: ExchangeRate)?

    /// The invoice's currency, which the credit note keeps.
    public var currency: Currency { credited.terms.billing.currency }

    /// The rate that converted the credited lines' unit prices: the invoice's, when hours of its
    /// lines are credited; `nil` for an amount, which is in the invoice's currency as given.
    public var priceConversion: ExchangeRate? { lines.contains { $0.invoiceLine == nil } ? nil : credited.invoice?.priceConversion }

    /// Credits `invoice` as `terms` say.
    ///
    /// Credited hours are priced at the invoice line's unit price and rounded once; a whole line
    /// keeps the invoice line's net. The accounting VAT is converted at the invoice's rate, never
    /// at the credit note's date.
    /// - Throws: `CreditNoteError` when the issue date is before the invoice's, a line reference
    ///   is unknown or ambiguous, a line is credited twice, hours or an amount are not positive,
    ///   too precise or more than the invoice bills, an amount has no reason, no line is chosen,
    ///   or an amount overflows.
    public init(crediting invoice: Invoice, terms: CreditNoteTerms) throws(CreditNoteError) {
        try self.init(credited: .register(invoice), terms: terms)
    }

    /// Credits `invoice`, issued outside the register, the amount `terms` give, taxed in its VAT
    /// category; its VAT in the accounting currency is converted at the invoice's rate.
    /// - Throws: `CreditNoteError` when the terms credit lines or the whole invoice (an external
    ///   invoice's lines are unknown), the issue date is before the invoice's, the amount is not
    ///   positive or too precise, it has no reason, or an amount overflows.
    public init(creditingExternal invoice: ExternalInvoice, terms: CreditNoteTerms) throws(CreditNoteError) {
        try self.init(credited: .external(invoice), terms: terms)
    }

    private init(credited: CreditedInvoice, terms: CreditNoteTerms) throws(CreditNoteError) {
        let invoiceTerms = credited.terms, billing = invoiceTerms.billing, mode = billing.roundingMode
        guard terms.issueDate >= invoiceTerms.issueDate else {
            throw .issuedBeforeInvoice(terms.issueDate, invoiceDate: invoiceTerms.issueDate)
        }
        let currency = billing.currency
        let reason = terms.reason.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var lines: [CreditNoteLine] = []
        func credit(_ line: InvoiceLine, hours: Decimal?) throws(CreditNoteError) {
            let quantity = hours ?? line.quantity
            let net = try hours == nil ? line.net : Self.money { () throws(MoneyError) in try line.unitPrice.multiplied(by: quantity).rounded(mode) }
            lines.append(CreditNoteLine(number: lines.count + 1, invoiceLine: line, itemName: line.taskTitle, quantity: quantity, unit: .hours,
                                        unitPrice: line.unitPrice, net: net))
        }
        switch (terms.selection, credited) {
        case (.wholeInvoice, .external), (.lines, .external):
            throw .externalInvoiceHasNoLines(invoiceTerms.number)
        case let (.wholeInvoice, .register(invoice)):
            for line in invoice.lines { try credit(line, hours: nil) }
        case let (.lines(credits), .register(invoice)):
            guard !credits.isEmpty else { throw .nothingCredited }
            var creditsByLine: [Int: LineCredit] = [:]
            for (index, lineCredit) in credits.enumerated() {
                let line = try Self.line(lineCredit.line, of: invoice, credit: index)
                guard creditsByLine[line.number] == nil else { throw .lineCreditedTwice(credit: index, line: line.number, task: line.taskTitle) }
                if let hours = lineCredit.hours {
                    guard hours > 0, (try? hours.rounded(toPlaces: 4, mode)) == hours else { throw .invalidHours(credit: index, hours: hours) }
                    guard hours <= line.quantity else {
                        throw .hoursExceedLine(credit: index, hours: hours, line: line.number, task: line.taskTitle, billed: line.quantity)
                    }
                }
                creditsByLine[line.number] = lineCredit
            }
            // In the invoice's order, whatever the order they were asked for in.
            for line in invoice.lines { if let chosen = creditsByLine[line.number] { try credit(line, hours: chosen.hours) } }
        case let (.amount(amount), _):
            guard let reason else { throw .reasonRequired }
            guard amount > 0, (try? amount.rounded(toPlaces: currency.minorUnits, mode)) == amount else {
                throw .invalidAmount(amount, currency)
            }
            let creditedAmount = Money(amount, currency)
            if let invoice = credited.invoice, amount > invoice.netTotal.amount {
                throw .amountExceedsInvoice(creditedAmount, invoiceNet: invoice.netTotal)
            }
            lines.append(CreditNoteLine(number: 1, invoiceLine: nil, itemName: reason, quantity: 1, unit: .one, unitPrice: creditedAmount,
                                        net: creditedAmount))
        }
        let totals = try Self.money { () throws(MoneyError) in
            try DocumentTotals(lineNets: lines.map(\.net), currency: currency, vat: billing.vat, mode: mode)
        }
        self.credited = credited
        self.terms = CreditNoteTerms(number: terms.number, issueDate: terms.issueDate, selection: terms.selection, reason: reason)
        self.lines = lines
        netTotal = totals.net
        vatBreakdown = totals.vatBreakdown
        vatTotal = totals.vat
        payable = totals.payable
        accountingVAT = try credited.accountingRate.map { rate throws(CreditNoteError) in
            (try Self.money { () throws(MoneyError) in try rate.convert(totals.vat).rounded(mode) }, rate)
        }
    }

    /// The line of `invoice` that `reference` names: by number, else by its task's title or id;
    /// a title that two lines' tasks share names neither.
    static func line(_ reference: String, of invoice: Invoice, credit: Int) throws(CreditNoteError) -> InvoiceLine {
        if let number = Int(reference), let line = invoice.lines.first(where: { $0.number == number }) { return line }
        let matches = invoice.lines.filter { HourlyRates.names(reference, title: $0.taskTitle, id: $0.taskID) }
        if matches.count > 1 { throw .ambiguousLine(credit: credit, reference: reference, lines: matches.map(\.number)) }
        guard let line = matches.first else {
            throw .unknownLine(credit: credit, reference: reference, invoice: invoice.terms.number,
                               lines: invoice.lines.map { "\($0.number) (\($0.taskTitle))" })
        }
        return line
    }

    private static func money<T>(_ body: () throws(MoneyError) -> T) throws(CreditNoteError) -> T {
        do { return try body() } catch { throw .money(error) }
    }
}

/// Why a credit note cannot be made. A problem with one credited line names the line credit by
/// its index in the terms' selection (`credit`), so the shell can name the key or flag that gave it.
public enum CreditNoteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A reference that names no line of invoice `invoice` (its number); `lines` lists its lines as
    /// `1 (Design)`.
    case unknownLine(credit: Int, reference: String, invoice: String, lines: [String])
    /// A task title that more than one line's task has.
    case ambiguousLine(credit: Int, reference: String, lines: [Int])
    /// Two line credits name the same invoice line.
    case lineCreditedTwice(credit: Int, line: Int, task: String)
    /// Hours of 0 or less, or with more than 4 decimals.
    case invalidHours(credit: Int, hours: Decimal)
    /// More hours than the invoice line bills (`billed`).
    case hoursExceedLine(credit: Int, hours: Decimal, line: Int, task: String, billed: Decimal)
    /// An amount of 0 or less, or with more decimals than the currency's minor unit.
    case invalidAmount(Decimal, Currency)
    /// An amount above the invoice's net total.
    case amountExceedsInvoice(Money, invoiceNet: Money)
    /// An amount credited without a reason, or with a blank one.
    case reasonRequired
    /// A selection of lines with none in it.
    case nothingCredited
    /// An issue date before the invoice's.
    case issuedBeforeInvoice(LocalDate, invoiceDate: LocalDate)
    /// Lines or the whole of an invoice outside the register credited: only an amount can be.
    case externalInvoiceHasNoLines(String)
    /// An amount could not be computed exactly.
    case money(MoneyError)

    /// The index of the line credit the problem is about, if it is about one.
    public var credit: Int? {
        switch self {
        case let .unknownLine(credit, _, _, _), let .ambiguousLine(credit, _, _), let .lineCreditedTwice(credit, _, _),
             let .invalidHours(credit, _), let .hoursExceedLine(credit, _, _, _, _):
            credit
        case .invalidAmount, .amountExceedsInvoice, .reasonRequired, .nothingCredited, .issuedBeforeInvoice, .externalInvoiceHasNoLines, .money:
            nil
        }
    }

    /// One line for the user: what is wrong and what was expected.
    public var description: String {
        switch self {
        case let .unknownLine(_, reference, invoice, lines):
            "invoice \(invoice) has no line \"\(reference)\"; expected a line number or a task's title or id: \(lines.joined(separator: ", "))"
        case let .ambiguousLine(_, reference, lines):
            "lines \(lines.map(String.init).joined(separator: " and ")) bill tasks titled \"\(reference)\"; expected the line's number instead"
        case let .lineCreditedTwice(_, line, task):
            "credits line \(line) (\(task)) a second time; expected each invoice line once"
        case let .invalidHours(_, hours):
            "\(hours) hours; expected hours above 0 with at most 4 decimals, such as 1.5"
        case let .hoursExceedLine(_, hours, line, task, billed):
            "credits \(hours.plainText(minimumDecimals: 4)) h of line \(line) (\(task)), which bills \(billed.plainText(minimumDecimals: 4)) h; "
                + "expected at most \(billed.plainText(minimumDecimals: 4)) hours"
        case let .invalidAmount(amount, currency):
            "amount \(amount); expected an amount above 0 with at most \(currency.minorUnits) decimals (\(currency.code))"
        case let .amountExceedsInvoice(amount, invoiceNet):
            "credits \(amount), more than the invoice's net total of \(invoiceNet); expected at most \(invoiceNet)"
        case .reasonRequired:
            "a credited amount needs a reason; expected the reason the credit note states, such as \"Discount agreed on 2024-04-15\""
        case .nothingCredited:
            "no line credited; expected at least one line, or no lines for the whole invoice"
        case let .issuedBeforeInvoice(date, invoiceDate):
            "issue date \(date) is before the invoice's, \(invoiceDate); expected \(invoiceDate) or later"
        case let .externalInvoiceHasNoLines(number):
            "invoice \(number) is outside the register, so its lines are unknown; expected an amount and the reason the credit note states"
        case let .money(error):
            "\(error)"
        }
    }
}
