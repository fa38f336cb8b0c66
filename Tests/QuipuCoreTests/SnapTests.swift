import QuipuCore
import Testing

@Suite("Snapping (seed 001)")
struct SnapTests {
    let calculator = SnapCalculator()
    let content = ContentInfo(pages: 8, width: 800, window: 300)

    @Test("8 pages over 800 points, a 300-point window, offset 99: left 0, center 200, right 300")
    func snapping() {
        #expect(calculator.offset(99, snappedTo: .left, with: content) == 0)
        #expect(calculator.offset(99, snappedTo: .center, with: content) == 200)
        #expect(calculator.offset(99, snappedTo: .right, with: content) == 300)
    }

    @Test("the last page can be reached")
    func lastPage() {
        #expect(calculator.offset(700, snappedTo: .left, with: content) == 700)
    }

    @Test("with no pages everything snaps to the beginning")
    func noPages() {
        #expect(calculator.offset(199, snappedTo: .right, with: ContentInfo(pages: 0, width: 800, window: 300)) == 0)
    }

    /// (position, seconds, expected seconds) for a 15-minute increment.
    static let durationCases: [(SnapPosition, Int64, Int64)] = [
        (.left, 420, 0), (.left, 899, 0), (.left, 900, 900),
        (.center, 449, 0), (.center, 450, 900), (.center, 1349, 900),
        (.right, 1, 900), (.right, 900, 900), (.right, 901, 1800), (.right, 0, 0),
    ]

    @Test("T7: durations snap down, to the nearest and up; an exact multiple stays", arguments: durationCases)
    func durations(position: SnapPosition, seconds: Int64, expected: Int64) {
        #expect(position.snap(seconds, toMultipleOf: 900) == expected)
    }

    @Test("T7: rounding specifications", arguments: [
        ("15:up", "15:up:entry"), ("6:nearest:day-task", "6:nearest:day-task"), ("60:down:task", "60:down:task"),
    ])
    func parseRounding(text: String, canonical: String) throws {
        #expect(try DurationRounding.parse(text).description == canonical)
    }

    @Test("T7: bad rounding specifications are refused", arguments: ["0:up", "61:up", "15", "15:sideways", "15:up:week", "x:up", "15:up:entry:x"])
    func badRounding(text: String) {
        #expect(throws: DurationRounding.ParseError.self) { try DurationRounding.parse(text) }
    }
}
