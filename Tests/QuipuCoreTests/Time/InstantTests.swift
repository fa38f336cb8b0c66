import Foundation
@testable import QuipuCore
import Testing

@Suite("Instants from the app's dates")
struct InstantTests {
    /// Seconds around every way of rounding to the millisecond: halves either side of zero,
    /// the last fractions below a half, whole seconds, and numbers where every Double is whole.
    static let seconds: [Double] = [
        0, 0.0005, -0.0005, 0.0004999, -0.0004999, 0.0015, -0.0015, 731_836_800, 731_836_800.25, 725_830_212.257076,
        725_830_212.2575, -725_830_212.2575, 768_395_400.0004999, 0x1p43 + 0.5, 0x1p53 / 1000, 0x1p60 / 1000, -0x1p62 / 1000,
        (0x1p53 - 1) / 1000, 9.2e15, -9.2e15, 1.0.nextUp, (-1.0).nextDown, .leastNonzeroMagnitude,
    ]

    @Test("an instant is the date's milliseconds rounded, halves away from zero, as rounded() gives them", arguments: seconds)
    func nearestMillisecond(seconds: Double) {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        #expect(Instant(date).milliseconds == Int64((seconds * 1000).rounded()))
    }

    @Test("milliseconds that fit no Int64, infinities and NaN are no checked instant")
    func outsideInt64() {
        for seconds in [0x1p63 / 1000, -0x1p64 / 1000, .infinity, -.infinity, .nan] {
            #expect(Instant(checking: Date(timeIntervalSinceReferenceDate: seconds)) == nil, "\(seconds)")
        }
    }
}
