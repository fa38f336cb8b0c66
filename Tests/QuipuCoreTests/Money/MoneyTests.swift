import Foundation
import QuipuCore
import Testing

func currency(_ code: String) -> Currency { try! Currency(code: code) }

func amount(_ text: String) -> Decimal { try! Money.parseAmount(text) }

func money(_ text: String, _ code: String) -> Money { Money(amount(text), currency(code)) }

@Suite("Money")
struct MoneyTests {
    @Test("M1: amounts are exact decimals: 3.133 stays 3.133, ten times 0.1 is 1")
    func exactAmounts() throws {
        #expect("\(amount("3.133"))" == "3.133")
        let tenth = money("0.1", "EUR")
        let sum = try Money.sum(Array(repeating: tenth, count: 10), in: currency("EUR"))
        #expect(sum == money("1", "EUR"))
        // 20 significant digits: a Double holds 15 to 17, so any trip through one changes the last.
        let precise = "12345678.901234567891"
        #expect("\(amount(precise))" == precise)
        #expect(try Money(parsing: "95.10", currency("USD")).amountText == "95.10")
    }

    @Test("M1: amount text is parsed strictly", arguments: ["12abc", "1_000", "1,5", "0x10", "1e3", "1E3", "NaN", "nan", "", "-",
                                                           "+1", " 1", "1 ", ".5", "5.", "1.2.3", "--1", "١٢", "Infinity",
                                                           String(repeating: "9", count: 39)])
    func strictRejects(_ text: String) {
        #expect(throws: MoneyError.self) { try Money.parseAmount(text) }
    }

    @Test("M1: plain decimal amounts are accepted", arguments: [("-2.345", "-2.345"), ("95.10", "95.1"), ("100", "100"), ("0", "0"),
                                                                ("0.0001", "0.0001"), (String(repeating: "9", count: 24), String(repeating: "9", count: 24)),
                                                                ("000" + String(repeating: "9", count: 24) + ".000", String(repeating: "9", count: 24))])
    func strictAccepts(_ text: String, _ expected: String) throws {
        #expect("\(try Money.parseAmount(text))" == expected)
    }

    @Test("M1: a rejected amount says what was wrong and what is expected")
    func amountMessage() {
        let error = #expect(throws: MoneyError.self) { try Money.parseAmount("1,5") }
        #expect(error?.description == "invalid amount \"1,5\": unexpected ',' at position 2; expected digits with an optional leading '-' and '.' decimals, such as 95.10 or -2.345")
    }

    @Test("M2: minor units come from the ISO 4217 table")
    func minorUnits() throws {
        for code in ["JPY", "KRW"] { #expect(currency(code).minorUnits == 0) }
        for code in ["KWD", "BHD", "JOD", "OMR", "TND", "IQD", "LYD"] { #expect(currency(code).minorUnits == 3) }
        for code in ["CLF", "UYW"] { #expect(currency(code).minorUnits == 4) }
        for code in ["EUR", "USD", "GBP", "ILS", "CHF"] { #expect(currency(code).minorUnits == 2) }
        #expect(try money("16061.65", "JPY").rounded(.halfUp).amountText == "16062")
        #expect(try money("1.2345", "KWD").rounded(.halfUp).amountText == "1.235")
        #expect(money("1.5", "KWD").amountText == "1.500")
    }

    @Test("M2: an unknown code is an error, never a silent two decimals")
    func unknownCurrency() {
        for code in ["ABC", "usd", "EURO", "", "XAU"] {
            #expect(throws: MoneyError.self) { try Currency(code: code) }
        }
        #expect(throws: MoneyError.unknownCurrency(code: "ABC")) { try Currency(code: "ABC") }
        #expect(throws: MoneyError.currencyWithoutMinorUnit(code: "XAU")) { try Currency(code: "XAU") }
    }

    @Test("M3: half-up and half-even", arguments: [
        ("-2.345", RoundingMode.halfUp, "-2.35"), ("2.345", .halfUp, "2.35"), ("2.345", .halfEven, "2.34"),
        ("2.355", .halfEven, "2.36"), ("-2.345", .halfEven, "-2.34"), ("0.335", .halfUp, "0.34"), ("2.344", .halfUp, "2.34"),
    ])
    func rounding(_ text: String, _ mode: RoundingMode, _ expected: String) throws {
        #expect(try money(text, "EUR").rounded(mode).amountText == expected)
    }

    @Test("M10: overflow and NaN are errors, not NaN amounts")
    func overflow() throws {
        let huge = Decimal(sign: .plus, exponent: 100, significand: amount(String(repeating: "9", count: 24)))
        #expect(throws: MoneyError.self) { try DecimalArithmetic.multiply(huge * huge, huge * huge) }
        #expect(throws: MoneyError.self) { try DecimalArithmetic.divide(1, 0) }
        #expect(throws: MoneyError.self) { try Decimal.nan.rounded(toPlaces: 2, .halfUp) }
        #expect(throws: MoneyError.self) { try Money(.nan, currency("EUR")).adding(money("1", "EUR")) }
        #expect(try DecimalArithmetic.add(amount("0.1"), amount("0.2")) == amount("0.3"))
    }

    @Test("M1: an amount of more than 24 digits is refused, saying why, so no product of it is cut short")
    func tooManyDigits() {
        for text in [String(repeating: "9", count: 25), "1" + String(repeating: "0", count: 38) + "1", "0." + String(repeating: "1", count: 25),
                     "1234567890123456789012345678901234567890"] {
            let error = #expect(throws: MoneyError.self) { try Money.parseAmount(text) }
            #expect("\(error!)".contains("more than 24 digits"))
        }
    }

    @Test("M10: a sum or product beyond 38 digits is an error, never a silently cut result")
    func inexactIsAnError() throws {
        let twenty = amount("12345678901234567890")
        #expect(try DecimalArithmetic.multiply(twenty, amount("123456789012345678")) == Decimal(string: "1524157875323883663907940987639079420")!)
        #expect(throws: MoneyError.self) { try DecimalArithmetic.multiply(amount("12345678901234567891"), amount("1234567890123456789")) }
        let big = Decimal(string: "1" + String(repeating: "0", count: 24))!
        #expect(throws: MoneyError.self) { try DecimalArithmetic.add(big, amount("0." + String(repeating: "0", count: 13) + "1")) }
        #expect(try DecimalArithmetic.add(amount("1" + String(repeating: "0", count: 23)), amount("0.000000000001")) == Decimal(string: "100000000000000000000000.000000000001")!)
        #expect(try DecimalArithmetic.multiply(amount("100.00"), amount("0.8333")) == amount("83.33"))
        #expect(try DecimalArithmetic.add(0, amount("5")) == 5)
    }

    @Test("M2: whole minor units read and written exactly", arguments: [
        ("83.30", "EUR", 8330), ("16062", "JPY", 16062), ("1.500", "KWD", 1500), ("-2.35", "EUR", -235), ("0", "EUR", 0),
        ("99999999999999.9999", "CLF", 999_999_999_999_999_999),
    ])
    func wholeMinorUnits(_ text: String, _ code: String, _ units: Int) {
        #expect(money(text, code).wholeMinorUnits == units)
        #expect(Money(minorUnits: units, currency(code)) == money(text, code))
        #expect(Money(minorUnits: units, currency(code)).amountText == money(text, code).amountText)
    }

    @Test("M2: an amount that is not whole minor units, or too long for an Int, has none", arguments: [
        ("0.005", "EUR"), ("1.5", "JPY"), ("1234567890123456789", "JPY"),
    ])
    func notWholeMinorUnits(_ text: String, _ code: String) {
        #expect(money(text, code).wholeMinorUnits == nil)
    }

    @Test("amounts of two currencies do not add")
    func mismatch() {
        #expect(throws: MoneyError.currencyMismatch(currency("EUR"), currency("USD"))) {
            try money("1", "EUR").adding(money("1", "USD"))
        }
    }
}
