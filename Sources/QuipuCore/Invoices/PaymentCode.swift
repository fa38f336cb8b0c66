import Foundation

/// The payment a banking app reads from an invoice's QR code: an EPC QR code ("GiroCode", EPC069-12,
/// version 002), a SEPA credit transfer of the amount due to the seller's IBAN with the invoice
/// number as the remittance text.
public struct PaymentCode: Hashable, Sendable {
    /// The text the QR code encodes: the EPC069-12 lines, UTF-8, at most `maximumBytes`.
    public let payload: String

    /// The countries whose IBANs are in SEPA (EPC409-09, the list of SEPA countries, 2025), by ISO 3166 code.
    public static let sepaCountries: Set<String> = [
        "AD", "AL", "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GI", "GR", "HR", "HU", "IE",
        "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK", "SM", "VA",
    ]

    /// The code that pays `amount` (the amount due, BT-115) to `beneficiary` at `iban`, quoting
    /// `reference`; `nil` when no code fits: the amount is not positive or above 999,999,999.99,
    /// the currency is not EUR, or the IBAN is not of a SEPA country. The beneficiary's name is cut
    /// to the standard's 70 characters and the reference to its 140, and shorter where many-byte
    /// characters would take the payload past `maximumBytes`.
    public init?(amount: Money, beneficiary: String, iban: String, bic: String? = nil, reference: String) {
        guard amount.currency.code == "EUR", amount.amount > 0, amount.amount <= Decimal(string: "999999999.99")!,
              Self.sepaCountries.contains(String(iban.prefix(2))) else { return nil }
        let head = ["BCD", "002", "1", "SCT", bic ?? "", Self.clipped(beneficiary, to: 70), iban, "EUR" + amount.amountText, "", ""]
            .joined(separator: "\n") + "\n"
        // The whole payload is at most 331 bytes: a reference in many-byte characters is cut shorter still.
        var remittance = Self.clipped(reference, to: 140)
        while head.utf8.count + remittance.utf8.count > Self.maximumBytes { remittance.removeLast() }
        payload = head + remittance
    }

    /// The most bytes an EPC QR code's payload may have.
    public static let maximumBytes = 331

    /// `text` on one line (line breaks and other control characters become spaces), cut to `limit` characters.
    private static func clipped(_ text: String, to limit: Int) -> String {
        String(String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }).prefix(limit))
    }
}

extension Invoice {
    /// The code that pays this invoice: its amount due (BT-115, the payable amount: nothing is
    /// prepaid) to the seller's IBAN, with the invoice number as the remittance text; `nil` when
    /// the seller has no IBAN or `PaymentCode` finds that no code fits (not EUR, nothing due, an
    /// IBAN outside SEPA).
    public var paymentCode: PaymentCode? {
        guard let iban = terms.seller.iban else { return nil }
        return PaymentCode(amount: payable, beneficiary: terms.seller.name, iban: iban, reference: terms.number)
    }
}
