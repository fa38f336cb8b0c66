import QuipuCore
import Testing

@Suite("Display rounding: halves go up, in every unit")
struct DisplayedDurationTests {
    @Test("milliseconds to whole seconds", arguments: [(499, 0), (500, 1), (1_499, 1), (1_500, 2), (59_999, 60)] as [(Int64, Int64)])
    func seconds(milliseconds: Int64, seconds: Int64) {
        #expect(DisplayedDuration(milliseconds: milliseconds).seconds == seconds)
    }

    @Test("seconds to h:mm: 29 s is 0:00, 30 s is 0:01, 89 s is 0:01, 90 s is 0:02", arguments: [
        (29, "0:00"), (30, "0:01"), (89, "0:01"), (90, "0:02"), (3_569, "0:59"), (3_570, "1:00"), (5_399, "1:30"), (5_400, "1:30"),
        (93_929, "26:05"), (93_930, "26:06"),
    ] as [(Int64, String)])
    func hoursAndMinutes(seconds: Int64, text: String) {
        #expect(DisplayedDuration(milliseconds: seconds * 1000).hoursMinutesText == text)
    }

    @Test("seconds to hundredths of an hour: 0.005 h (18 s) rounds up to 0.01", arguments: [
        (17, "0.00"), (18, "0.01"), (53, "0.01"), (54, "0.02"), (1_817, "0.50"), (1_818, "0.51"), (3_581, "0.99"), (3_582, "1.00"),
        (5_399, "1.50"), (35_981, "9.99"), (35_982, "10.00"),
    ] as [(Int64, String)])
    func decimalHours(seconds: Int64, text: String) {
        #expect(DisplayedDuration(milliseconds: seconds * 1000).hoursText == text)
    }

    @Test("a total is the sum of its displayed cells: three 17-minute cells are 0.28 h each and 0.84 h together")
    func totalsSumCells() {
        let cell = DisplayedDuration(milliseconds: 17 * 60_000)
        let total = cell + cell + cell
        #expect(cell.hoursText == "0.28")
        #expect(total.hoursText == "0.84")
        #expect(total.hoursMinutesText == "0:51")
        #expect(total.seconds == 3 * 17 * 60)
    }
}
