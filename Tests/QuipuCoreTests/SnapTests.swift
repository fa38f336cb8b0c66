import QuipuCore
import Testing

@Suite("Snapping billed time (seed 001)")
struct SnapTests {
    /// (direction, seconds, expected seconds) for a 15-minute increment.
    static let durationCases: [(SnapDirection, Int64, Int64)] = [
        (.down, 420, 0), (.down, 899, 0), (.down, 900, 900),
        (.nearest, 449, 0), (.nearest, 450, 900), (.nearest, 1349, 900),
        (.up, 1, 900), (.up, 900, 900), (.up, 901, 1800), (.up, 0, 0),
    ]

    @Test("T7: durations snap down, to the nearest and up; an exact multiple stays", arguments: durationCases)
    func durations(direction: SnapDirection, seconds: Int64, expected: Int64) {
        #expect(direction.snap(seconds, toMultipleOf: 900) == expected)
    }

    @Test("seed 001's example: 99 in steps of 100 snaps down to 0, to the nearest 100 and up to 100; 50 to the nearest is 100")
    func seedExample() {
        #expect(SnapDirection.allCases.map { $0.snap(99, toMultipleOf: 100) } == [0, 100, 100])
        #expect(SnapDirection.nearest.snap(50, toMultipleOf: 100) == 100 && SnapDirection.nearest.snap(49, toMultipleOf: 100) == 0)
    }

    @Test("T7: rounding specifications", arguments: [
        ("15:up", "15:up:entry"), ("6:nearest:day-task", "6:nearest:day-task"), ("60:down:task", "60:down:task"),
    ])
    func parseRounding(text: String, canonical: String) throws {
        #expect(try DurationRounding.parse(text).description == canonical)
    }

    @Test("T7: a mode's name is its snap direction's", arguments: [("15:down", SnapDirection.down), ("15:nearest", .nearest), ("15:up", .up)])
    func parseDirection(text: String, direction: SnapDirection) throws {
        #expect(try DurationRounding.parse(text).direction == direction)
    }

    @Test("T7: bad rounding specifications are refused", arguments: ["0:up", "61:up", "15", "15:sideways", "15:up:week", "x:up", "15:up:entry:x"])
    func badRounding(text: String) {
        #expect(throws: DurationRounding.ParseError.self) { try DurationRounding.parse(text) }
    }
}
