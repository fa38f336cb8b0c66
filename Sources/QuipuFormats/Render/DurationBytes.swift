import QuipuCore
import QuipuXML

extension XMLByteWriter {
    /// Appends `duration.hoursText`, its decimal hours (`1.50`), without making a string.
    mutating func appendHours(_ duration: DisplayedDuration) {
        appendDecimal(duration.centihours, fractionDigits: 2)
    }

    /// Appends `duration.hoursMinutesText`, its hours and minutes (`1:30`), without making a string.
    mutating func appendHoursMinutes(_ duration: DisplayedDuration) {
        appendDecimal(duration.minutes / 60)
        append(UInt8(ascii: ":"))
        appendDecimal(duration.minutes % 60, minimumDigits: 2)
    }
}
