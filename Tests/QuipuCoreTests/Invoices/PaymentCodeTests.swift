import Foundation
import QuipuCore
import Testing

@Suite("The payment QR code's payload (EPC069-12)")
struct PaymentCodeTests {
    @Test("the EPC lines: service tag, version 002, UTF-8, SCT, optional BIC, name, IBAN, EUR amount, the invoice number as remittance text")
    func payload() throws {
        let code = try #require(PaymentCode(amount: money("1090.84", "EUR"), beneficiary: "Ada Lovelace Consulting", iban: "DE89370400440532013000",
                                            reference: "2024-0043"))
        #expect(code.payload == "BCD\n002\n1\nSCT\n\nAda Lovelace Consulting\nDE89370400440532013000\nEUR1090.84\n\n\n2024-0043")
        let withBIC = try #require(PaymentCode(amount: money("12.00", "EUR"), beneficiary: "Ada", iban: "NL91ABNA0417164300", bic: "ABNANL2A",
                                               reference: "7"))
        #expect(withBIC.payload.split(separator: "\n", omittingEmptySubsequences: false)[4] == "ABNANL2A")
        #expect(withBIC.payload.contains("\nEUR12.00\n"))
    }

    @Test("no code for an amount due of zero or less, another currency than EUR, or an IBAN outside SEPA")
    func none() {
        #expect(PaymentCode(amount: money("0.00", "EUR"), beneficiary: "Ada", iban: "DE89370400440532013000", reference: "1") == nil)
        #expect(PaymentCode(amount: money("-5.00", "EUR"), beneficiary: "Ada", iban: "DE89370400440532013000", reference: "1") == nil)
        #expect(PaymentCode(amount: money("5.00", "USD"), beneficiary: "Ada", iban: "DE89370400440532013000", reference: "1") == nil)
        #expect(PaymentCode(amount: money("5.00", "EUR"), beneficiary: "Ada", iban: "BR1800360305000010009795493C1", reference: "1") == nil)
        #expect(PaymentCode(amount: money("1000000000.00", "EUR"), beneficiary: "Ada", iban: "DE89370400440532013000", reference: "1") == nil)
        #expect(PaymentCode(amount: money("5.00", "EUR"), beneficiary: "Ada", iban: "CH9300762011623852957", reference: "1") != nil)
    }

    @Test("within the standard's limits: the name cut to 70 characters, the reference to 140, each on one line; at most 331 bytes")
    func limits() throws {
        let code = try #require(PaymentCode(amount: money("999999999.99", "EUR"), beneficiary: String(repeating: "Ä", count: 90),
                                            iban: "DE89370400440532013000", reference: "line\nbreak" + String(repeating: "x", count: 200)))
        let lines = code.payload.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 11 && lines[5].count == 70 && lines[10].hasPrefix("line break"))
        // 70 two-byte characters leave the reference fewer than its 140 characters: the payload stops at 331 bytes.
        #expect(code.payload.utf8.count == 331 && lines[10].count < 140)
        let ascii = try #require(PaymentCode(amount: money("1.00", "EUR"), beneficiary: "Ada", iban: "DE89370400440532013000",
                                             reference: String(repeating: "x", count: 200)))
        #expect(ascii.payload.split(separator: "\n").last?.count == 140)
    }

    @Test("an invoice's code pays its amount due to the seller's IBAN quoting its number; none without an IBAN, in USD or with nothing due")
    func ofInvoice() throws {
        // 1 h + 1.5 h + 50 min at 100.00 EUR and 19 % VAT: 333.33 net, 63.33 VAT.
        let bill = try invoice(billing())
        #expect(bill.paymentCode?.payload == "BCD\n002\n1\nSCT\n\nAda Lovelace Consulting\nDE89370400440532013000\nEUR396.66\n\n\n2024-0042")
        let noIBAN = Party(name: seller.name, address: seller.address, vatID: seller.vatID, email: seller.email)
        #expect(try invoice(billing(), seller: noIBAN).paymentCode == nil)
        #expect(try invoice(billing(currency: "USD"), accounting: "USD").paymentCode == nil)
        #expect(try invoice(billing(rates: HourlyRates(client: 0))).paymentCode == nil)
    }
}
