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

/// A credit note: a positive document that takes back all or part of an issued invoice, in the
/// invoice's currency, at its unit prices and exchange rates, taxed in its VAT category. Its
/// totals add up like an invoice's (`DocumentTotals`), and it never credits more than the
/// invoice: no line more hours than it bills, no amount more than the invoice's net total.
public struct CreditNote: Sendable {
    /// The invoice credited, as it was issued: its number, dates, parties, profile and references.
    public let invoice: Invoice
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
    public var currency: Currency { invoice.currency }

    /// The rate that converted the credited lines' unit prices: the invoice's, when hours of its
    /// lines are credited; `nil` for an amount, which is in the invoice's currency as given.
    public var priceConversion: ExchangeRate? { lines.contains { $0.invoiceLine == nil } ? nil : invoice.priceConversion }

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
        let billing = invoice.terms.billing, mode = billing.roundingMode
        guard terms.issueDate >= invoice.terms.issueDate else {
            throw .issuedBeforeInvoice(terms.issueDate, invoiceDate: invoice.terms.issueDate)
        }
        let reason = terms.reason.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var lines: [CreditNoteLine] = []
        func credit(_ line: InvoiceLine, hours: Decimal?) throws(CreditNoteError) {
            let quantity = hours ?? line.quantity
            let net = try hours == nil ? line.net : Self.money { () throws(MoneyError) in try line.unitPrice.multiplied(by: quantity).rounded(mode) }
            lines.append(CreditNoteLine(number: lines.count + 1, invoiceLine: line, itemName: line.taskTitle, quantity: quantity, unit: .hours,
                                        unitPrice: line.unitPrice, net: net))
        }
        switch terms.selection {
        case .wholeInvoice:
            for line in invoice.lines { try credit(line, hours: nil) }
        case let .lines(credits):
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
        case let .amount(amount):
            guard let reason else { throw .reasonRequired }
            guard amount > 0, (try? amount.rounded(toPlaces: invoice.currency.minorUnits, mode)) == amount else {
                throw .invalidAmount(amount, invoice.currency)
            }
            let credited = Money(amount, invoice.currency)
            guard amount <= invoice.netTotal.amount else { throw .amountExceedsInvoice(credited, invoiceNet: invoice.netTotal) }
            lines.append(CreditNoteLine(number: 1, invoiceLine: nil, itemName: reason, quantity: 1, unit: .one, unitPrice: credited, net: credited))
        }
        let totals = try Self.money { () throws(MoneyError) in
            try DocumentTotals(lineNets: lines.map(\.net), currency: invoice.currency, vat: billing.vat, mode: mode)
        }
        self.invoice = invoice
        self.terms = CreditNoteTerms(number: terms.number, issueDate: terms.issueDate, selection: terms.selection, reason: reason)
        self.lines = lines
        netTotal = totals.net
        vatBreakdown = totals.vatBreakdown
        vatTotal = totals.vat
        payable = totals.payable
        accountingVAT = try invoice.accountingVAT.map { invoiceVAT throws(CreditNoteError) in
            (try Self.money { () throws(MoneyError) in try invoiceVAT.rate.convert(totals.vat).rounded(mode) }, invoiceVAT.rate)
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
    /// An amount could not be computed exactly.
    case money(MoneyError)

    /// The index of the line credit the problem is about, if it is about one.
    public var credit: Int? {
        switch self {
        case let .unknownLine(credit, _, _, _), let .ambiguousLine(credit, _, _), let .lineCreditedTwice(credit, _, _),
             let .invalidHours(credit, _), let .hoursExceedLine(credit, _, _, _, _):
            credit
        case .invalidAmount, .amountExceedsInvoice, .reasonRequired, .nothingCredited, .issuedBeforeInvoice, .money:
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
        case let .money(error):
            "\(error)"
        }
    }
}
