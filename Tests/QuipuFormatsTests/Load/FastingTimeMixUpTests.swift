import Foundation
import QuipuCore
@testable import QuipuFormats
import Testing

/// `FastingTimeMixUp`: a history whose times all lie before 2001 or look like Unix seconds.
@Suite("Fasting histories in another time format")
struct FastingTimeMixUpTests {
    /// The instant `seconds` after 2001-01-01, as the history stores it.
    func stored(_ seconds: Int64) -> Instant { Instant(milliseconds: seconds * 1000) }

    @Test("starts as JSONEncoder writes them, even far apart, suggest no mix-up; nor does no start at all")
    func noMixUp() {
        #expect(FastingTimeMixUp.of([stored(725_846_400), stored(757_382_400)]) == nil)
        // One fast before 2001 and one after: real, if old, data.
        #expect(FastingTimeMixUp.of([stored(-86_400), stored(725_846_400)]) == nil)
        // One fast in 2040 or later beside one before: not every start suggests Unix seconds.
        #expect(FastingTimeMixUp.of([stored(725_846_400), stored(1_704_067_200)]) == nil)
        #expect(FastingTimeMixUp.of([stored(0)]) == nil)
        #expect(FastingTimeMixUp.of([]) == nil)
    }

    @Test("every start before 2001-01-01 (negative) is named, with the last of them")
    func beforeReferenceDate() {
        let mixUp = FastingTimeMixUp.of([stored(-300_000_000), stored(-1)])
        #expect(mixUp == .beforeReferenceDate(lastStart: stored(-1)))
        #expect(mixUp?.notice(file: "fasting.json") == "fasting.json: every fast starts before 2001 (the last on 2000-12-31): "
            + "Quipu reads seconds since 2001-01-01, as Swift's JSONEncoder writes Date; were these times counted from another date?")
    }

    @Test("every start from 2040-01-01 on reads as Unix seconds, and the note says when the first would then start")
    func unixSeconds() {
        // 2024-01-01T00:00:00Z and 2024-03-01T00:00:00Z in Unix seconds, as a writer counting from 1970 stores them.
        let mixUp = FastingTimeMixUp.of([stored(1_709_251_200), stored(1_704_067_200)])
        #expect(mixUp == .unixSeconds(firstStart: stored(1_704_067_200)))
        #expect(mixUp?.notice(file: "f.json") == "f.json: every fast starts after 2040 (the first on 2055-01-01): are these Unix seconds "
            + "(since 1970)? Quipu reads seconds since 2001-01-01, as Swift's JSONEncoder writes Date (as Unix seconds, the first would start on 2024-01-01)")
        // The floor itself: 2040-01-01T00:00:00Z, which Unix seconds reach from the last day of 2008.
        let floor = Instant.parseISO8601("2040-01-01T00:00:00Z")!
        #expect(FastingTimeMixUp.of([floor]) == .unixSeconds(firstStart: floor))
        #expect(FastingTimeMixUp.of([Instant(milliseconds: floor.milliseconds - 1)]) == nil)
    }
}
