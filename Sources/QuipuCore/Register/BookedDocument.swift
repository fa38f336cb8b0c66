import Foundation

/// A made invoice or credit note of the register, as the rules between documents see it: what
/// an invoice bills, and what a credit note takes back of it.
public enum BookedDocument: Sendable {
    case invoice(BookedInvoice)
    case creditNote(BookedCreditNote)
}

/// What an invoice of the register bills.
public struct BookedInvoice: Sendable {
    /// The invoice itself, as its own report makes it.
    public let invoice: Invoice
    /// The client's name under `clients:` (`acme`).
    public let client: String
    public let number: String
    /// Where it is listed (`quipu.yml: line 90: invoices[1]`), for messages.
    public let place: String
    /// Which tracker file it bills (its identity on disk): only slips of one file can be the same.
    public let source: String
    public let issueDate: LocalDate
    public let net: Money
    /// The amount due, VAT included.
    public let payable: Money
    /// Per invoice line number, its billed quantity.
    public let quantities: [Int: Decimal]
    public let billedSlips: [SlipReference]
    /// What the client paid, in the invoice's currency.
    public let payments: [Payment]

    /// The booking of `invoice` to `client`, listed at `place`, billed from `state` of the tracker
    /// file `source`, paid by `payments`.
    public init(_ invoice: Invoice, client: String, place: String, state: AppState, source: String, payments: [Payment] = []) {
        self.invoice = invoice
        self.client = client
        number = invoice.terms.number
        self.place = place
        self.source = source
        issueDate = invoice.terms.issueDate
        net = invoice.netTotal
        payable = invoice.payable
        quantities = Dictionary(uniqueKeysWithValues: invoice.lines.map { ($0.number, $0.quantity) })
        billedSlips = invoice.billedSlips(of: state)
        self.payments = payments
    }
}

/// What a credit note of the register takes back of its invoice.
public struct BookedCreditNote: Sendable {
    /// The credit note itself, as its own report makes it.
    public let creditNote: CreditNote
    /// The client's name under `clients:` (`acme`): its invoice's.
    public let client: String
    public let number: String
    public let place: String
    public let invoiceNumber: String
    /// Whether it credits an invoice outside the register (`CreditedInvoice.external`), which no
    /// rule between documents can check it against and whose balance the books do not hold.
    public var creditsExternalInvoice: Bool { creditNote.credited.invoice == nil }
    public let issueDate: LocalDate
    public let net: Money
    /// The amount credited, VAT included.
    public let payable: Money
    /// Per credited invoice line number, its credited quantity (hours); a credited amount has none.
    public let quantities: [Int: Decimal]

    /// The booking of `creditNote` to `client`, listed at `place`.
    public init(_ creditNote: CreditNote, client: String, place: String) {
        self.creditNote = creditNote
        self.client = client
        number = creditNote.terms.number
        self.place = place
        invoiceNumber = creditNote.credited.terms.number
        issueDate = creditNote.terms.issueDate
        net = creditNote.netTotal
        payable = creditNote.payable
        var quantities: [Int: Decimal] = [:]
        for line in creditNote.lines { if let invoiceLine = line.invoiceLine { quantities[invoiceLine.number, default: 0] += line.quantity } }
        self.quantities = quantities
    }
}

extension RegisterRules {
    /// The first rule between made documents that `documents` break: credit notes of one invoice
    /// together credit at most what it bills (its net, and each line's hours), in issue-date
    /// order; payments of an invoice add up to at most what is due after its credit notes, each
    /// in the invoice currency's minor units; and no stretch of a slip is billed by two invoices,
    /// unless one of them is credited in full (the usual correction: a credit note, then a new invoice).
    public static func check(_ documents: [BookedDocument]) throws(RegisterProblem) {
        var invoices: [String: BookedInvoice] = [:], order: [BookedInvoice] = []
        var notes: [BookedCreditNote] = []
        for document in documents {
            switch document {
            case let .invoice(invoice):
                invoices[invoice.number] = invoice
                order.append(invoice)
            case let .creditNote(note): notes.append(note)
            }
        }
        var credited: [String: (net: Decimal, quantities: [Int: Decimal], notes: [BookedCreditNote])] = [:]
        for note in notes.enumerated().sorted(by: { ($0.element.issueDate, $0.offset) < ($1.element.issueDate, $1.offset) }).map(\.element) {
            guard let invoice = invoices[note.invoiceNumber] else { continue }
            var sums = credited[note.invoiceNumber] ?? (0, [:], [])
            let earlier = sums.notes.map { "\($0.number) (\($0.place))" }.joined(separator: ", ")
            sums.net += note.net.amount
            if sums.net > invoice.net.amount {
                let left = invoice.net.amount - (sums.net - note.net.amount)
                throw RegisterProblem(place: note.place, message: "credit note \(note.number) credits \(note.net), more than is left of invoice "
                    + "\(invoice.number)'s net \(invoice.net) after the earlier credit notes \(earlier); expected at most \(Money(left, invoice.net.currency))")
            }
            for (line, quantity) in note.quantities.sorted(by: { $0.key < $1.key }) {
                let total = (sums.quantities[line] ?? 0) + quantity, billed = invoice.quantities[line] ?? 0
                if total > billed {
                    throw RegisterProblem(place: note.place, message: "credit note \(note.number) credits \(quantity) h of line \(line) of invoice "
                        + "\(invoice.number), which bills \(billed) h, of which the earlier credit notes \(earlier) credit \(total - quantity) h; "
                        + "expected at most \(billed - (total - quantity)) h")
                }
                sums.quantities[line] = total
            }
            sums.notes.append(note)
            credited[note.invoiceNumber] = sums
        }
        for invoice in order { try checkPayments(of: invoice, creditedPayable: notes.filter { $0.invoiceNumber == invoice.number }) }
        let fullyCredited = Set(order.filter { credited[$0.number]?.net == $0.net.amount }.map(\.number))
        struct SlipOfFile: Hashable {
            let source: String
            let slipID: UUID
        }
        var billed: [SlipOfFile: [(invoice: BookedInvoice, slip: SlipReference)]] = [:]
        for invoice in order where !fullyCredited.contains(invoice.number) {
            for slip in invoice.billedSlips {
                let key = SlipOfFile(source: invoice.source, slipID: slip.slipID)
                if let earlier = billed[key]?.first(where: { $0.slip.start < slip.end && slip.start < $0.slip.end }) {
                    let from = max(slip.start, earlier.slip.start), to = min(slip.end, earlier.slip.end)
                    throw RegisterProblem(place: invoice.place, message: "invoice \(invoice.number) bills time that invoice \(earlier.invoice.number) "
                        + "at \(earlier.invoice.place) bills too: \(slip.projectTitle) / \(slip.taskTitle) from \(from.iso8601) to \(to.iso8601) "
                        + "(slip \(slip.slipID.uuidString)); expected each slip billed once (another period, `projects:` on the entry, "
                        + "or a credit note crediting \(earlier.invoice.number) in full)")
                }
                billed[key, default: []].append((invoice, slip))
            }
        }
    }

    /// Payments of `invoice` on or after its issue date, in its currency's minor units, each at
    /// most what was still due on its day (the amount due less the credit notes issued by then and
    /// the payments before); a payment in full (`paid:`) settles what is due that day, so there must be some.
    private static func checkPayments(of invoice: BookedInvoice, creditedPayable credits: [BookedCreditNote]) throws(RegisterProblem) {
        let currency = invoice.payable.currency
        var paid: Decimal = 0
        for payment in invoice.payments.sorted(by: { $0.date < $1.date }) {
            guard payment.date >= invoice.issueDate else {
                throw RegisterProblem(place: invoice.place, message: "a payment on \(payment.date) is before invoice \(invoice.number)'s issue date "
                    + "\(invoice.issueDate); expected a payment on or after it")
            }
            let due = credits.filter { $0.issueDate <= payment.date }.reduce(invoice.payable.amount) { $0 - $1.payable.amount } - paid
            guard let amount = payment.amount else {
                guard due > 0 else {
                    throw RegisterProblem(place: invoice.place, message: "`paid: \(payment.date)` pays invoice \(invoice.number) in full, but nothing "
                        + "was due that day (its credit notes and the payments before took it all); expected no payment, or an earlier day")
                }
                paid += due
                continue
            }
            guard (try? amount.rounded(toPlaces: currency.minorUnits, .halfUp)) == amount else {
                throw RegisterProblem(place: invoice.place, message: "a payment of \(amount) on \(payment.date) has more decimals than "
                    + "\(currency.code) has; expected an amount in \(currency.code)'s minor units (\(currency.minorUnits) decimals)")
            }
            if amount > due {
                throw RegisterProblem(place: invoice.place, message: "the payment of \(Money(amount, currency)) on \(payment.date) is more than the "
                    + "\(Money(max(due, 0), currency)) invoice \(invoice.number) still asked for that day (its amount due less the credit notes "
                    + "issued and the payments received by then); expected at most \(Money(max(due, 0), currency))")
            }
            paid += amount
        }
    }

    /// Whether `invoice`, not one of `books`, bills time one of their invoices bills already (one
    /// credited in full bills nothing): the first such stretch, as a problem said at `invoice`.
    /// Only `invoice` is checked, not the books among themselves.
    public static func check(_ invoice: BookedInvoice, billsNothingOf books: Books) throws(RegisterProblem) {
        let billed = books.billedStretches[invoice.source]?.bySlip ?? [:]
        for slip in invoice.billedSlips {
            guard let earlier = billed[slip.slipID]?.first(where: { $0.start < slip.end && slip.start < $0.end }) else { continue }
            // The stretch is one of an invoice of the same file.
            let other = books.invoices.first { $0.source == invoice.source && $0.billedSlips.contains(earlier) }!
            let from = max(slip.start, earlier.start), to = min(slip.end, earlier.end)
            throw RegisterProblem(place: invoice.place, message: "invoice \(invoice.number) bills time that invoice \(other.number) at \(other.place) "
                + "bills too: \(slip.projectTitle) / \(slip.taskTitle) from \(from.iso8601) to \(to.iso8601) (slip \(slip.slipID.uuidString)); "
                + "expected each slip billed once (another period, or a credit note crediting \(other.number) in full)")
        }
    }
}
