import Foundation
import QuipuCore
import Testing

func publication(_ date: String, base: String = "EUR", _ rates: [String: String], source: String = "ECB") -> RatePublication {
    RatePublication(date: day(date), base: currency(base),
                    rates: Dictionary(uniqueKeysWithValues: rates.map { (currency($0.key), amount($0.value)) }), source: source)
}

@Suite("Exchange rates")
struct RatesTests {
    /// Thursday 2024-03-14, Friday 2024-03-15, then Monday 2024-03-18.
    let rates = ExchangeRates([
        publication("2024-03-18", ["USD": "1.0890", "JPY": "162.00"]),
        publication("2024-03-14", ["USD": "1.0900", "JPY": "162.50"]),
        publication("2024-03-15", ["USD": "1.0705", "JPY": "171.94"]),
    ])

    @Test("M7: cross rates go through the base at full precision; only the final amount is rounded")
    func crossRate() throws {
        let rate = try rates.rate(from: currency("USD"), to: currency("JPY"), on: day("2024-03-15"))
        #expect(rate.via == currency("EUR"))
        let converted = try rate.convert(money("100", "USD"))
        #expect(converted.amount > amount("16061.65") && converted.amount < amount("16061.66"))
        #expect(try converted.rounded(.halfUp) == money("16062", "JPY"))
        #expect(rate.valueText() == "160.6165…")
    }

    @Test("M6: a weekend date gets Friday's rate; with fallback next, Monday's")
    func weekend() throws {
        let saturday = day("2024-03-16")
        let previous = try rates.rate(from: currency("EUR"), to: currency("USD"), on: saturday)
        #expect(previous.publicationDate == day("2024-03-15"))
        #expect(previous.value == amount("1.0705"))
        #expect(previous.via == nil)
        let next = try rates.rate(from: currency("EUR"), to: currency("USD"), on: saturday, fallback: .next)
        #expect(next.publicationDate == day("2024-03-18"))
        #expect(try rates.rate(from: currency("USD"), to: currency("EUR"), on: day("2024-03-14")).value
            == DecimalArithmetic.divide(1, amount("1.09")))
    }

    @Test("M8: a missing rate is an error naming the pair, the date and the dates covered")
    func missingRate() {
        let before = #expect(throws: RateLookupError.self) { try rates.rate(from: currency("USD"), to: currency("JPY"), on: day("2024-03-13")) }
        #expect(before?.description == "no USD→JPY exchange rate for 2024-03-13: no publication on that day or within 7 days before quotes both currencies; the rates cover 2024-03-14 to 2024-03-18")
        #expect(throws: RateLookupError.self) { try rates.rate(from: currency("EUR"), to: currency("GBP"), on: day("2024-03-15")) }
        #expect(throws: RateLookupError.self) { try rates.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-19"), fallback: .next) }
        #expect(throws: RateLookupError.self) { try ExchangeRates.none.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-15")) }
    }

    @Test("M8: a date more than 7 days after the newest publication is an error (a stale file)")
    func staleRates() throws {
        #expect(try rates.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-25")).publicationDate == day("2024-03-18"))
        #expect(throws: RateLookupError.self) { try rates.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-26")) }
    }

    @Test("a currency converts to itself at 1 without any publication")
    func identity() throws {
        let rate = try ExchangeRates.none.rate(from: currency("ILS"), to: currency("ILS"), on: day("2024-03-15"))
        #expect(rate.isIdentity && rate.value == 1 && rate.publicationDate == nil)
        #expect(try rate.convert(money("2.345", "ILS")) == money("2.345", "ILS"))
    }

    @Test("M9: the rate carries its value, publication date, source and path")
    func provenance() throws {
        let rate = try rates.rate(from: currency("USD"), to: currency("JPY"), on: day("2024-03-17"))
        #expect(rate.description == "1 USD = 160.6165… JPY, ECB 2024-03-15, via EUR")
        #expect(try rates.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-15")).description == "1 EUR = 1.0705 USD, ECB 2024-03-15")
    }

    @Test("publications of several bases and sources: the first given for a date wins")
    func severalSources() throws {
        let mixed = ExchangeRates([
            publication("2024-03-15", base: "USD", ["EUR": "0.92", "ILS": "3.65"], source: "rates.json"),
            publication("2024-03-15", ["USD": "1.0705"]),
        ])
        let rate = try mixed.rate(from: currency("EUR"), to: currency("USD"), on: day("2024-03-15"))
        #expect(rate.source == "rates.json")
        #expect(try rate.convert(money("0.92", "EUR")) == money("1", "USD"))
        #expect(try mixed.rate(from: currency("EUR"), to: currency("ILS"), on: day("2024-03-15")).via == currency("USD"))
    }
}
