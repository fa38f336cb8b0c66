@testable import QuipuFormats
import Testing

/// `nearestName`, behind every "did you mean" of the command line and `quipu.yml`.
@Suite("The name a mistyped word meant")
struct NearestNameTests {
    static let keys = ["workspace", "output", "templates", "timeZone", "weekStart", "rates", "rateFallback"]
    static let commands = ["build", "timesheet", "invoice", "credit-note", "checkout", "fasting", "site", "rates", "templates", "help"]

    @Test("a name equal but for case, or a few edits away, is the one meant")
    func close() {
        #expect(nearestName(to: "timezone", among: Self.keys) == "timeZone")
        #expect(nearestName(to: "TIMEZONE", among: Self.keys) == "timeZone")
        #expect(nearestName(to: "weekstart", among: Self.keys) == "weekStart")
        #expect(nearestName(to: "timeshet", among: Self.commands) == "timesheet")
        #expect(nearestName(to: "bild", among: Self.commands) == "build")
        #expect(nearestName(to: "creditnote", among: Self.commands) == "credit-note")
        #expect(nearestName(to: "perod", among: ["state", "period", "midnight"]) == "period")
        // Two neighbours swapped is one edit.
        #expect(nearestName(to: "peirod", among: ["state", "period", "midnight"]) == "period")
        #expect(nearestName(to: "ouptut", among: Self.keys) == "output")
    }

    @Test("no guess for a word far from every name, an empty word, or two names equally close")
    func noGuess() {
        #expect(nearestName(to: "frobnicate", among: Self.commands) == nil)
        #expect(nearestName(to: "zone", among: Self.keys) == nil)
        #expect(nearestName(to: "", among: Self.keys) == nil)
        #expect(nearestName(to: "x", among: ["a", "b"]) == nil)
        #expect(nearestName(to: "rate", among: ["rates", "rated"]) == nil)
        #expect(nearestName(to: "anything", among: []) == nil)
    }

    @Test("the allowance grows with the word: one edit up to four characters, two up to eight, three beyond")
    func allowance() {
        #expect(nearestName(to: "sit", among: ["site"]) == "site")
        #expect(nearestName(to: "st", among: ["site"]) == nil)
        #expect(nearestName(to: "outpt", among: ["output"]) == "output")
        #expect(nearestName(to: "otpt", among: ["output"]) == nil)
        #expect(nearestName(to: "tmplates", among: ["templates"]) == "templates")
        #expect(nearestName(to: "rateFallbak", among: ["rateFallback"]) == "rateFallback")
        #expect(nearestName(to: "rtFallbak", among: ["rateFallback"]) == "rateFallback")
        #expect(nearestName(to: "rtFllbak", among: ["rateFallback"]) == nil)
    }
}
