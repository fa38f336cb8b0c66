import Foundation
import QuipuCore

/// What an invoice or a credit note states as an EN 16931 e-invoice, whatever the syntax: the
/// profile, number and dates, notes, currencies, references, the service period, the parties,
/// the payment means and terms, the VAT breakdown, the totals and the lines. Made once from an
/// `Invoice` (`EInvoiceDocument(_:)` in `InvoiceEInvoice.swift`) or a `CreditNote`, and written
/// as UBL 2.1 (`ubl`, `UBLDocument.swift`) and as UN/CEFACT CII (`cii`, `CIIDocument.swift`), so
/// both files carry the same business terms with the same values.
struct EInvoiceDocument {
    /// EN 16931 allows amounts with at most this many decimals: a currency with more (KWD, CLF) has no e-invoice here.
    static let maximumDecimals = 2

    /// A usage error made by `usage` when one of `currencies` has more decimals than EN 16931
    /// allows and `formats` asks for an e-invoice (UBL or CII) of the `document` (`invoice`, `credit note`).
    static func checkDecimals<Format: BillingDocumentFormat>(of currencies: [Currency], in formats: [Format], document: String,
                                                             _ usage: (String) -> QuipuError) throws(QuipuError) {
        let eInvoices = formats.filter { $0 == .ubl || $0 == .cii }
        guard !eInvoices.isEmpty else { return }
        for used in currencies where used.minorUnits > maximumDecimals {
            throw usage("cannot write a \(eInvoices.map { $0.rawValue.uppercased() }.joined(separator: " or ")) \(document) in \(used.code): "
                + "its amounts have \(used.minorUnits) decimals and EN 16931 allows at most \(maximumDecimals); "
                + "expected --format without \(eInvoices.map(\.rawValue).joined(separator: " and ")), or a currency with 0 to 2 decimals")
        }
    }

    /// An invoice or a credit note.
    enum Kind {
        case invoice, creditNote

        /// `380` commercial invoice, `381` credit note (UNTDID 1001, BT-3).
        var typeCode: String { self == .invoice ? "380" : "381" }
    }

    /// One line: its quantity as printed, with its unit code, the item and its price.
    struct Line {
        let number: Int
        let quantity: String
        let unitCode: String
        let net: Money
        let description: String
        let name: String
        let price: Money
    }

    /// The totals a document states.
    struct Totals {
        let net: Money
        let vatBreakdown: [VATBreakdown]
        let vat: Money
        let payable: Money
        /// The VAT total in the seller's accounting currency, when the document's differs.
        let accountingVAT: Money?
    }

    let kind: Kind
    let number: String
    let issueDate: LocalDate
    /// An invoice's due date; a credit note has none (UBL's cannot state one).
    let dueDate: LocalDate?
    /// The invoice the document belongs to (a credit note: the invoice it credits): parties,
    /// profile, references, VAT rule and accounting currency.
    let request: InvoiceTerms
    let currency: Currency
    /// The document-level notes, before the profile's rule on how many there may be.
    let notes: [String]
    /// The days billed (BG-14); a credit note of an invoice outside the register may not know them.
    let servicePeriod: ClosedRange<LocalDate>?
    /// The invoice a credit note credits (BT-25, BT-26).
    let billingReference: (number: String, issueDate: LocalDate)?
    let paymentTerms: String
    let totals: Totals
    let lines: [Line]

    /// The notes (BT-22) a document of `profile` states: each of them, or all joined into one
    /// where the profile allows only one.
    func statedNotes(in profile: InvoiceProfile) -> [String] {
        profile.allowsSeveralNotes || notes.isEmpty ? notes : [notes.joined(separator: " ")]
    }

    /// The notes every document of `request` carries, after its own: the conversion of the hourly
    /// rates, when they were converted, and the reason of a category charging nothing.
    static func notes(_ own: [String], conversion: ExchangeRate?, vatBreakdown: [VATBreakdown]) -> [String] {
        own + (conversion.map { ["Hourly rates in \($0.from.code) converted at \($0)."] } ?? []) + vatBreakdown.compactMap(printedExemptionReason)
    }

    /// The reason a category charging nothing for a legal reason prints (exempt, reverse charge,
    /// intra-community supply, export, outside the scope of VAT); `nil` for standard and zero-rated
    /// VAT, where EN 16931 forbids one.
    static func printedExemptionReason(_ breakdown: VATBreakdown) -> String? {
        breakdown.category.needsExemptionReason ? breakdown.exemptionReason : nil
    }

    /// The party's electronic address (BT-34, BT-49): its endpoint when it has one, else its
    /// e-mail under the scheme `EM`.
    static func electronicAddress(of party: Party) -> (scheme: String, id: String)? {
        if let endpoint = party.endpoint { return (endpoint.scheme, endpoint.id) }
        return party.email.map { ("EM", $0) }
    }

    /// The party's contact (BG-6, BG-9): its name and telephone, and its e-mail, else the party's own.
    static func contact(of party: Party) -> (name: String?, telephone: String?, email: String?)? {
        let contact = (name: party.contact?.name, telephone: party.contact?.telephone, email: party.contact?.email ?? party.email)
        return contact.name == nil && contact.telephone == nil && contact.email == nil ? nil : contact
    }
}
