import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Durations written as bytes")
struct DurationBytesTests {
    @Test("decimal hours and h:mm are written as DisplayedDuration's texts, saturated sums included", arguments: [
        DisplayedDuration.zero, DisplayedDuration(milliseconds: 29_999), DisplayedDuration(milliseconds: 60_000),
        DisplayedDuration(milliseconds: 5_400_000), DisplayedDuration(milliseconds: 359_999_000), DisplayedDuration(milliseconds: .max),
        (0..<20_000).reduce(DisplayedDuration.zero) { sum, _ in sum + DisplayedDuration(milliseconds: .max) },
    ])
    func asTexts(duration: DisplayedDuration) {
        var hours = XMLByteWriter(), hoursMinutes = XMLByteWriter()
        hours.appendHours(duration)
        hoursMinutes.appendHoursMinutes(duration)
        #expect(String(decoding: hours.bytes, as: UTF8.self) == duration.hoursText)
        #expect(String(decoding: hoursMinutes.bytes, as: UTF8.self) == duration.hoursMinutesText)
    }
}
